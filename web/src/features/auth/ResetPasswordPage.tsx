import { CheckCircle2, KeyRound } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { newPasswordSchema, passwordResetSchema } from '@contracts/auth.ts';
import { FormAlert, TextField } from '../../components/FormField.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useResetPassword } from './api.ts';
import { AuthCard, linkClass } from './AuthCard.tsx';
import { failureMessage } from './auth-messages.ts';

/**
 * docs/product.md §2.21 Forgotten password, step two: a new password, proven by the mailed link (its token is in the
 * address) or by the mailed code with the e-mail. Every session of the account ends; the visitor then signs in.
 */
export function ResetPasswordPage() {
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
      <AuthCard icon={CheckCircle2} tone="success" title="Password changed" subtitle={reset.data.message}>
        <Link to="/signin" replace className={`block text-center ${linkClass}`}>
          Sign in with your new password
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={KeyRound}
      title="Choose a new password"
      subtitle={token ? 'Your link is valid for 10 minutes.' : 'Enter the 6-digit code we sent you, and a new password.'}
      footer={
        <>
          No e-mail?{' '}
          <Link to={`/forgot-password${email ? `?email=${encodeURIComponent(email)}` : ''}`} className={linkClass}>
            Send a new code
          </Link>
        </>
      }
    >
      {reset.isError && (
        <FormAlert className="mb-5">{failureMessage(reset.error, 'Could not reset the password. Please try again.')}</FormAlert>
      )}
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        {!token && (
          <>
            <TextField label="Email Address" {...field('email')} type="email" autoComplete="email" placeholder="you@example.com" />
            <TextField
              label="Reset code"
              {...field('otp')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="6-digit code"
            />
          </>
        )}
        <PasswordField label="New Password" {...field('password')} autoComplete="new-password" placeholder="At least 6 characters" />
        <PasswordField
          label="Confirm Password"
          {...field('confirmPassword')}
          autoComplete="new-password"
          placeholder="Repeat your password"
        />
        <SubmitButton busy={reset.isPending}>Set new password</SubmitButton>
      </form>
    </AuthCard>
  );
}
