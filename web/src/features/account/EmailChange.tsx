import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { emailChangeConfirmSchema, emailChangeSchema } from '@contracts/account.ts';
import { FormAlert, TextField } from '../../components/FormField.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { notify } from '../../lib/notify.ts';
import { useEditorToggle } from '../../lib/useEditorToggle.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { PLAIN_BUTTON } from './AccountSection.tsx';
import { useChangeEmail, useConfirmEmailChange } from './api.ts';
import { formFailure } from './form-failure.ts';

/** What step one answered: the server's words about where the code went. */
interface CodeSent {
  message: string;
}

/**
 * docs/product.md §3.16: a new address takes effect only once the code sent to it is typed back. Closed, it is one
 * button; closing hands focus back to that button.
 */
export function EmailChange() {
  const t = useMessages('account');
  const editor = useEditorToggle();
  const [sent, setSent] = useState<CodeSent | null>(null);

  const close = () => {
    setSent(null);
    editor.close();
  };

  if (!editor.open) {
    return (
      <button ref={editor.opener} type="button" onClick={editor.show} className={`mt-4 ${PLAIN_BUTTON}`}>
        {t.changeEmail()}
      </button>
    );
  }
  return (
    <div className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      {sent ? <CodeStep sent={sent} onDone={close} onRestart={() => setSent(null)} /> : <AddressStep onSent={setSent} onCancel={close} />}
    </div>
  );
}

/** Puts focus on the form's first field when the step appears, so its label is read out. */
function useFocusFirstField(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [form]);
}

function AddressStep({ onSent, onCancel }: { onSent: (sent: CodeSent) => void; onCancel: () => void }) {
  const t = useMessages('account');
  const shell = useMessages('shell');
  const { formRef, field, validate, showErrors } = useSchemaForm({ email: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const request = useChangeEmail({
    onSuccess: onSent,
    onError: (error) => setFailure(formFailure(error, showErrors, t.sendCodeFailed())),
  });
  useFocusFirstField(formRef);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = validate(emailChangeSchema);
    if (input) request.mutate(input);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={t.changeEmail()} className="space-y-5">
      <TextField label={t.newEmail()} {...field('email')} type="email" autoComplete="email" placeholder="you@example.com" />
      <PasswordField label={t.currentPassword()} {...field('password')} autoComplete="current-password" />
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={request.isPending} className="sm:w-auto">
          {t.sendCode()}
        </SubmitButton>
        <button type="button" onClick={onCancel} className={PLAIN_BUTTON}>
          {shell.cancel()}
        </button>
      </div>
    </form>
  );
}

function CodeStep({ sent, onDone, onRestart }: { sent: CodeSent; onDone: () => void; onRestart: () => void }) {
  const t = useMessages('account');
  const shell = useMessages('shell');
  const { updateUser } = useAuth();
  const { formRef, field, validate, showErrors } = useSchemaForm({ otp: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useConfirmEmailChange({
    onSuccess: (user) => {
      updateUser(user);
      notify.success(t.emailChanged({ email: user.email }));
      onDone();
    },
    onError: (error) => setFailure(formFailure(error, showErrors, t.confirmEmailFailed())),
  });
  useFocusFirstField(formRef);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = validate(emailChangeConfirmSchema);
    if (input) confirm.mutate(input);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={t.confirmNewEmail()} className="space-y-5">
      <p role="status" className="text-sm text-slate-700">
        {sent.message}
      </p>
      <TextField
        label={t.confirmationCode()}
        {...field('otp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t.codePlaceholder()}
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={confirm.isPending} className="sm:w-auto">
          {t.confirmNewAddress()}
        </SubmitButton>
        <button type="button" onClick={onRestart} className={PLAIN_BUTTON}>
          {t.useAnotherAddress()}
        </button>
        <button type="button" onClick={onDone} className={PLAIN_BUTTON}>
          {shell.cancel()}
        </button>
      </div>
    </form>
  );
}
