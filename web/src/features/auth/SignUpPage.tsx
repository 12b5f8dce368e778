import { UserPlus } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { signUpSchema } from '@contracts/auth.ts';
import { SITE } from '@contracts/site.ts';
import { useBotCheck } from '../../components/BotCheck.tsx';
import { FormAlert, TextField } from '../../components/FormField.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { carryFrom, returnPath, SIGN_IN_PATH } from '../../lib/sign-in-redirect.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useRegister } from './api.ts';
import { AuthCard, linkClass } from './AuthCard.tsx';
import { failureMessage } from './auth-messages.ts';
import { rememberSignup } from './signup-key.ts';

const EMPTY = { name: '', email: '', password: '', confirmPassword: '' };

/**
 * docs/product.md §2.14 Sign up: registering does not sign in; the code screen takes over with the e-mail and says the
 * account was made. Not a toast: one would still cover the screen when the visitor came back from their mail.
 */
export function SignUpPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { formRef, field, validate } = useSchemaForm(EMPTY);
  const bot = useBotCheck('sign-up');
  const register = useRegister({
    onSuccess: ({ email, signupKey }) => {
      rememberSignup(email, signupKey, returnPath(location.state));
      navigate(`/verify-otp?email=${encodeURIComponent(email)}`, { state: { ...carryFrom(location.state), registered: true } });
    },
    onSettled: bot.renew,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const account = validate(signUpSchema);
    if (account) register.mutate({ ...account, captchaToken: bot.token });
  };

  return (
    <AuthCard
      icon={UserPlus}
      title={`Join ${SITE.name}`}
      subtitle="Create an account to write reviews and connect with businesses"
      footer={
        <>
          Already have an account?{' '}
          <Link to={SIGN_IN_PATH} state={carryFrom(location.state)} className={linkClass}>
            Sign in here
          </Link>
        </>
      }
    >
      {register.isError && (
        <FormAlert className="mb-5">{failureMessage(register.error, 'Registration failed. Please try again.')}</FormAlert>
      )}
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        <TextField label="Full Name" {...field('name')} type="text" autoComplete="name" placeholder="Your full name" />
        <TextField label="Email Address" {...field('email')} type="email" autoComplete="email" placeholder="you@example.com" />
        <PasswordField label="Password" {...field('password')} autoComplete="new-password" placeholder="At least 6 characters" />
        <PasswordField
          label="Confirm Password"
          {...field('confirmPassword')}
          autoComplete="new-password"
          placeholder="Repeat your password"
        />
        {bot.widget}
        <SubmitButton busy={register.isPending}>Create Account</SubmitButton>
      </form>
    </AuthCard>
  );
}
