import { BadgeCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { profileSchema } from '@contracts/auth.ts';
import { formatPhone } from '@contracts/format.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, type Language } from '@contracts/languages.ts';
import { FormAlert, TextField } from '../../components/FormField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { notify } from '../../lib/notify.ts';
import type { SessionUser } from '../../lib/session-storage.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { AccountSection } from './AccountSection.tsx';
import { useUpdateProfile } from './api.ts';
import { EmailChange } from './EmailChange.tsx';
import { formFailure } from './form-failure.ts';

/** The fields a person edits here; the avatar has no control yet, and the e-mail changes only through a code. */
const PROFILE_FIELDS = profileSchema.pick({ name: true, phone: true });

export function ProfileTab({ user }: { user: SessionUser }) {
  return (
    <>
      <ProfileForm user={user} />
      <EmailAddress user={user} />
      <MailLanguage user={user} />
    </>
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const t = useMessages('account');
  const { updateUser } = useAuth();
  const { formRef, field, set, validate, showErrors } = useSchemaForm({ name: user.name, phone: formatPhone(user.phone ?? '') });
  const [failure, setFailure] = useState<string | null>(null);
  const save = useUpdateProfile({
    onSuccess: (saved) => {
      updateUser(saved);
      // The server stores one spelling of a number (+91 and ten digits): show what was kept, as every screen writes it.
      set('name', saved.name);
      set('phone', formatPhone(saved.phone ?? ''));
      notify.success(t.profileSaved());
    },
    onError: (error) => setFailure(formFailure(error, showErrors, t.profileSaveFailed())),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = validate(PROFILE_FIELDS);
    if (input) save.mutate(input);
  };

  return (
    <AccountSection title={t.profileTitle()} description={t.profileDescription()}>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        <TextField label={t.fullName()} {...field('name')} autoComplete="name" />
        <TextField
          label={t.mobileOptional()}
          {...field('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+91 98765 43210"
        />
        {failure && <FormAlert>{failure}</FormAlert>}
        <SubmitButton busy={save.isPending} className="sm:w-auto">
          {t.saveProfile()}
        </SubmitButton>
      </form>
    </AccountSection>
  );
}

function EmailAddress({ user }: { user: SessionUser }) {
  const t = useMessages('account');
  return (
    <AccountSection title={t.emailTitle()} description={t.emailDescription()}>
      <p className="flex flex-wrap items-center gap-2 break-all font-medium text-slate-900">
        {user.email}
        {user.isVerified && (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
            <BadgeCheck size={14} aria-hidden="true" />
            {t.verified()}
          </span>
        )}
      </p>
      <EmailChange />
    </AccountSection>
  );
}

/**
 * The language the account's e-mails are written in (users.language; a sign-up starts with its page's). The pages'
 * own language is their address's, chosen with the language switch: the two are separate choices.
 */
function MailLanguage({ user }: { user: SessionUser }) {
  const t = useMessages('account');
  const { updateUser } = useAuth();
  // A session stored before accounts had a language has none: the server's default is English.
  const current: Language = (user.language as Language | undefined) ?? DEFAULT_LANGUAGE;
  const save = useUpdateProfile({
    onSuccess: (saved) => {
      updateUser(saved);
      notify.success(t.mailLanguageSaved({ language: saved.language }));
    },
    onError: () => notify.error(t.mailLanguageFailed()),
  });
  return (
    <AccountSection title={t.mailLanguageTitle()} description={t.mailLanguageDescription()}>
      <fieldset disabled={save.isPending}>
        <legend className="sr-only">{t.mailLanguageTitle()}</legend>
        <div className="flex flex-wrap gap-3">
          {LANGUAGES.map((language) => (
            <label
              key={language}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50"
            >
              <input
                type="radio"
                name="mail-language"
                value={language}
                checked={current === language}
                onChange={() => save.mutate({ language })}
                className="h-4 w-4 accent-blue-600"
              />
              <span lang={LANGUAGE_TAGS[language]} className="font-medium text-slate-900">
                {LANGUAGE_NAMES[language]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </AccountSection>
  );
}
