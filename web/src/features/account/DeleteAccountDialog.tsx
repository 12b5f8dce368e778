import { useLocation, useNavigate } from 'react-router-dom';
import { useState, type FormEvent } from 'react';
import { accountDeleteSchema } from '@contracts/account.ts';
import { FormAlert } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { notify } from '../../lib/notify.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { DANGER_BUTTON, PLAIN_BUTTON } from './AccountSection.tsx';
import { useDeleteAccount } from './api.ts';
import { formFailure } from './form-failure.ts';
import { useSignOutAndGoHome } from '../../lib/useSignOutAndGoHome.ts';

/** docs/product.md §3.16, erasure: what goes, what stays without a name, and the address free again. */
const CONSEQUENCES = ['erasesReviews', 'erasesFavourites', 'keepsEnquiries', 'freesEmail'] as const;

/**
 * The password proves it is the owner at the keyboard. Once the account is gone its session is too, so signing out
 * afterwards only clears this browser (its call to the server is refused, which signOut allows for).
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages('account');
  const shell = useMessages('shell');
  const signOutAndLeave = useSignOutAndGoHome({ navigate: useNavigate(), pathname: useLocation().pathname });
  const { formRef, field, validate, showErrors } = useSchemaForm({ password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const erase = useDeleteAccount({
    onSuccess: ({ message }) => {
      signOutAndLeave();
      notify.success(message);
    },
    onError: (error) => setFailure(formFailure(error, showErrors, t.deleteAccountFailed())),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = validate(accountDeleteSchema);
    if (input) erase.mutate(input);
  };

  return (
    <Modal title={t.deleteAccountQuestion()} onClose={onClose}>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-2 space-y-4">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {CONSEQUENCES.map((consequence) => (
            <li key={consequence}>{t[consequence]()}</li>
          ))}
        </ul>
        <p className="text-sm font-semibold text-slate-900">{t.cannotBeUndone()}</p>
        <PasswordField label={t.yourPassword()} {...field('password')} autoComplete="current-password" data-autofocus />
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={PLAIN_BUTTON}>
            {shell.cancel()}
          </button>
          <button type="submit" disabled={erase.isPending} aria-busy={erase.isPending} className={DANGER_BUTTON}>
            {erase.isPending ? t.deleting() : t.deleteMyAccount()}
          </button>
        </div>
      </form>
    </Modal>
  );
}
