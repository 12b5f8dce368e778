import { LogIn, type LucideIcon } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { signInSchema } from '@contracts/auth.ts';
import { BOT_CHECK_FIELD } from '@contracts/bot-check.ts';
import { useBotCheck } from '../../components/BotCheck.tsx';
import { FormAlert, TextField } from '../../components/FormField.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { useAuth } from '../../lib/auth.tsx';
import type { SessionUser } from '../../lib/session-storage.ts';
import { httpStatusOf } from '../../lib/http-status.ts';
import { carryFrom, returnPath } from '../../lib/sign-in-redirect.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useLogin } from './api.ts';
import { AuthCard, EMAIL_PLACEHOLDER, linkClass } from './AuthCard.tsx';
import { failureMessage } from './auth-messages.ts';

/** The server refused the attempt until the bot check is solved: its errors name the token's field. */
const asksForBotCheck = (error: { data?: { errors?: { field: string }[] } | null } | null) =>
  error?.data?.errors?.some(({ field }) => field === BOT_CHECK_FIELD) ?? false;

interface SignInScreenProps {
  icon: LucideIcon;
  title: string;
  subtitle: ReactNode;
  /** Where a user goes once signed in when nothing asked to come back somewhere (home unless given). */
  landing?: (user: SessionUser) => string;
  /** Where sign-up should bring a new user back to, when nothing else asked. */
  signUpReturn?: string;
}

/** docs/product.md §2.13 Sign in: back to where the visitor came from once signed in, replacing this entry. */
export function SignInPage() {
  const t = useMessages('auth');
  return <SignInScreen icon={LogIn} title={t.signInTitle()} subtitle={t.signInSubtitle()} />;
}

/** The sign-in form and its rules, worded for visitors here and for owners on /business-login (BusinessLoginPage.tsx). */
export function SignInScreen({ icon, title, subtitle, landing, signUpReturn }: SignInScreenProps) {
  const t = useMessages('auth');
  const location = useLocation();
  const { status, user, signIn } = useAuth();
  const { formRef, field, validate } = useSchemaForm({ email: '', password: '' });
  // After a few wrong passwords the server asks for the bot check (docs/product.md §3.15); from then on it stays.
  const [challenged, setChallenged] = useState(false);
  const bot = useBotCheck('sign-in', challenged);
  const login = useLogin({
    onSuccess: ({ token, user }) => signIn(token, user),
    onError: (error) => {
      if (asksForBotCheck(error)) setChallenged(true);
    },
    onSettled: bot.renew,
  });

  // A signed-in visitor (just now, or arriving from verification) has nothing to do here.
  if (status === 'signed-in' && user) return <Navigate to={returnPath(location.state, landing?.(user))} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = validate(signInSchema);
    if (credentials) login.mutate({ ...credentials, captchaToken: bot.token });
  };

  // 403 (other than the bot check's): the account exists but is unverified, and the server has just sent a fresh code.
  const unverifiedEmail = httpStatusOf(login.error) === 403 && !asksForBotCheck(login.error) ? login.variables?.email : undefined;

  return (
    <AuthCard
      icon={icon}
      title={title}
      subtitle={subtitle}
      footer={
        <>
          {t.noAccount()}{' '}
          <Link to="/signup" state={carryFrom(location.state) ?? (signUpReturn ? { from: signUpReturn } : undefined)} className={linkClass}>
            {t.signUpHere()}
          </Link>
        </>
      }
    >
      {login.isError && (
        <FormAlert className="mb-5">
          <p>{failureMessage(login.error, t.signInFailed(), t)}</p>
          {unverifiedEmail && (
            <Link
              to={`/verify-otp?email=${encodeURIComponent(unverifiedEmail)}`}
              state={carryFrom(location.state)}
              className={`mt-2 inline-block ${linkClass}`}
            >
              {t.enterVerificationCode()}
            </Link>
          )}
        </FormAlert>
      )}
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        <TextField label={t.emailLabel()} {...field('email')} type="email" autoComplete="email" placeholder={EMAIL_PLACEHOLDER} />
        <PasswordField
          label={t.passwordLabel()}
          {...field('password')}
          autoComplete="current-password"
          placeholder={t.passwordPlaceholder()}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className={linkClass}>
            {t.forgotPasswordLink()}
          </Link>
        </p>
        {bot.widget}
        <SubmitButton busy={login.isPending}>{t.signInButton()}</SubmitButton>
      </form>
    </AuthCard>
  );
}
