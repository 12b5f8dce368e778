import { CheckCircle2, KeyRound } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { newPasswordSchema, passwordResetSchema } from '@contracts/auth.ts';
import { FormAlert, TextField } from '../../components/FormField.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useResetPassword } from './api.ts';
import { AuthCard, EMAIL_PLACEHOLDER, linkClass } from './AuthCard.tsx';
import { failureMessage } from './auth-messages.ts';

/**
 * docs/product.md §2.21 Forgotten password, step two: a new password, proven by the mailed link (its token is in the
 * address) or by the mailed code with the e-mail. Every session of the account ends; the visitor then signs in.
 */
export function ResetPasswordPage() {
  const t = useMessages('auth');
  const { token } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const { formRef, field, validate } = useSchemaForm({ email, otp: '', password: '', confirmPassword: '' });
  const reset = useResetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token) {
      const passwords = validate(newPasswordSchema);
      if (passwords) reset.mutate({ token, ...passwords });
      return;
    }
    const input = validate(passwordResetSchema);
    if (input) reset.mutate(input);
  };

  if (reset.isSuccess) {
    return (
      <AuthCard icon={CheckCircle2} tone="success" title={t.passwordChangedTitle()} subtitle={reset.data.message}>
        <Link to="/signin" replace className={`block text-center ${linkClass}`}>
          {t.signInWithNewPassword()}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={KeyRound}
      title={t.resetTitle()}
      subtitle={token ? t.resetLinkSubtitle() : t.resetCodeSubtitle()}
      footer={
        <>
          {t.noEmail()}{' '}
          <Link to={`/forgot-password${email ? `?email=${encodeURIComponent(email)}` : ''}`} className={linkClass}>
            {t.sendNewCode()}
          </Link>
        </>
      }
    >
      {reset.isError && <FormAlert className="mb-5">{failureMessage(reset.error, t.resetFailed(), t)}</FormAlert>}
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        {!token && (
          <>
            <TextField label={t.emailLabel()} {...field('email')} type="email" autoComplete="email" placeholder={EMAIL_PLACEHOLDER} />
            <TextField
              label={t.resetCodeLabel()}
              {...field('otp')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t.resetCodePlaceholder()}
            />
          </>
        )}
        <PasswordField
          label={t.newPasswordLabel()}
          {...field('password')}
          autoComplete="new-password"
          placeholder={t.newPasswordPlaceholder()}
        />
        <PasswordField
          label={t.confirmPasswordLabel()}
          {...field('confirmPassword')}
          autoComplete="new-password"
          placeholder={t.confirmPasswordPlaceholder()}
        />
        <SubmitButton busy={reset.isPending}>{t.setNewPassword()}</SubmitButton>
      </form>
    </AuthCard>
  );
}
