import { useState, type FormEvent } from 'react';
import { passwordChangeSchema } from '@contracts/auth.ts';
import { FormAlert } from '../../components/FormField.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { notify } from '../../lib/notify.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { AccountSection } from './AccountSection.tsx';
import { useChangePassword } from './api.ts';
import { Devices } from './Devices.tsx';
import { formFailure } from './form-failure.ts';

export function SecurityTab() {
  return (
    <>
      <PasswordForm />
      <Devices />
    </>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** docs/product.md §3.16: the server signs every other device out with the change, so the devices list is read again. */
function PasswordForm() {
  const t = useMessages('account');
  const { formRef, field, validate, showErrors, reset } = useSchemaForm(EMPTY_PASSWORDS);
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangePassword({
    onSuccess: () => {
      reset();
      notify.success(t.passwordChanged());
    },
    onError: (error) => setFailure(formFailure(error, showErrors, t.passwordChangeFailed())),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = validate(passwordChangeSchema);
    if (input) change.mutate(input);
  };

  return (
    <AccountSection title={t.passwordTitle()} description={t.passwordDescription()}>
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        <PasswordField label={t.currentPassword()} {...field('currentPassword')} autoComplete="current-password" />
        <PasswordField
          label={t.newPassword()}
          {...field('newPassword')}
          autoComplete="new-password"
          placeholder={t.newPasswordPlaceholder()}
        />
        <PasswordField
          label={t.confirmNewPassword()}
          {...field('confirmPassword')}
          autoComplete="new-password"
          placeholder={t.confirmPasswordPlaceholder()}
        />
        {failure && <FormAlert>{failure}</FormAlert>}
        <SubmitButton busy={change.isPending} className="sm:w-auto">
          {t.changePassword()}
        </SubmitButton>
      </form>
    </AccountSection>
  );
}
