import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { emailChangeConfirmSchema, emailChangeSchema } from '@contracts/account.ts';
import { FormAlert, TextField } from '../../components/FormField.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
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
  const editor = useEditorToggle();
  const [sent, setSent] = useState<CodeSent | null>(null);

  const close = () => {
    setSent(null);
    editor.close();
  };

  if (!editor.open) {
    return (
      <button ref={editor.opener} type="button" onClick={editor.show} className={`mt-4 ${PLAIN_BUTTON}`}>
        Change e-mail
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
  const { formRef, field, validate, showErrors } = useSchemaForm({ email: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const request = useChangeEmail({
    onSuccess: onSent,
    onError: (error) => setFailure(formFailure(error, showErrors, 'Could not send the code. Please try again.')),
  });
  useFocusFirstField(formRef);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = validate(emailChangeSchema);
    if (input) request.mutate(input);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Change e-mail" className="space-y-5">
      <TextField label="New e-mail address" {...field('email')} type="email" autoComplete="email" placeholder="you@example.com" />
      <PasswordField label="Current password" {...field('password')} autoComplete="current-password" />
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={request.isPending} className="sm:w-auto">
          Send code
        </SubmitButton>
        <button type="button" onClick={onCancel} className={PLAIN_BUTTON}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function CodeStep({ sent, onDone, onRestart }: { sent: CodeSent; onDone: () => void; onRestart: () => void }) {
  const { updateUser } = useAuth();
  const { formRef, field, validate, showErrors } = useSchemaForm({ otp: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useConfirmEmailChange({
    onSuccess: (user) => {
      updateUser(user);
      notify.success(`Your e-mail address is now ${user.email}.`);
      onDone();
    },
    onError: (error) => setFailure(formFailure(error, showErrors, 'Could not confirm the new address. Please try again.')),
  });
  useFocusFirstField(formRef);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = validate(emailChangeConfirmSchema);
    if (input) confirm.mutate(input);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Confirm new e-mail" className="space-y-5">
      <p role="status" className="text-sm text-slate-700">
        {sent.message}
      </p>
      <TextField
        label="Confirmation code"
        {...field('otp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="6-digit code"
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={confirm.isPending} className="sm:w-auto">
          Confirm new address
        </SubmitButton>
        <button type="button" onClick={onRestart} className={PLAIN_BUTTON}>
          Use another address
        </button>
        <button type="button" onClick={onDone} className={PLAIN_BUTTON}>
          Cancel
        </button>
      </div>
    </form>
  );
}
