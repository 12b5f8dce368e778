import { KeyRound } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { passwordForgotSchema } from '@contracts/auth.ts';
import { useBotCheck } from '../../components/BotCheck.tsx';
import { FormAlert, TextField } from '../../components/FormField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useForgotPassword } from './api.ts';
import { AuthCard, linkClass } from './AuthCard.tsx';
import { failureMessage } from './auth-messages.ts';

/**
 * docs/product.md §2.21 Forgotten password, step one: the address to send a code and a link to. The server answers
 * the same for any address, so the next step opens whatever it said.
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { formRef, field, validate } = useSchemaForm({ email: params.get('email')?.trim() ?? '' });
  const bot = useBotCheck('forgot-password');
  const forgot = useForgotPassword({
    onSuccess: (_answer, { email }) => navigate(`/reset-password?email=${encodeURIComponent(email)}`),
    onSettled: bot.renew,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = validate(passwordForgotSchema);
    if (input) forgot.mutate({ ...input, captchaToken: bot.token });
  };

  return (
    <AuthCard
      icon={KeyRound}
      title="Forgot your password?"
      subtitle="Enter your e-mail address and we will send you a code and a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/signin" className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      {forgot.isError && (
        <FormAlert className="mb-5">{failureMessage(forgot.error, 'Could not send the code. Please try again.')}</FormAlert>
      )}
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        <TextField label="Email Address" {...field('email')} type="email" autoComplete="email" placeholder="you@example.com" />
        {bot.widget}
        <SubmitButton busy={forgot.isPending}>Send reset code</SubmitButton>
      </form>
    </AuthCard>
  );
}
