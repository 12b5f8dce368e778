import { UserPlus } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { signUpSchema } from '@contracts/auth.ts';
import { useBotCheck } from '../../components/BotCheck.tsx';
import { FormAlert, TextField } from '../../components/FormField.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useLanguage, useMessages } from '../../i18n/language.tsx';
import { carryFrom, returnPath, SIGN_IN_PATH } from '../../lib/sign-in-redirect.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useRegister } from './api.ts';
import { AuthCard, EMAIL_PLACEHOLDER, linkClass } from './AuthCard.tsx';
import { failureMessage } from './auth-messages.ts';
import { rememberSignup } from './signup-key.ts';

const EMPTY = { name: '', email: '', password: '', confirmPassword: '' };

/**
 * docs/product.md §2.14 Sign up: registering does not sign in; the code screen takes over with the e-mail and says the
 * account was made. Not a toast: one would still cover the screen when the visitor came back from their mail.
 */
export function SignUpPage() {
  const t = useMessages('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const { formRef, field, validate } = useSchemaForm(EMPTY);
  const bot = useBotCheck('sign-up');
  // The account's e-mails, its code's first, go in the language of the page it was made on.
  const language = useLanguage();
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
    if (account) register.mutate({ ...account, captchaToken: bot.token, language });
  };

  return (
    <AuthCard
      icon={UserPlus}
      title={t.signUpTitle()}
      subtitle={t.signUpSubtitle()}
      footer={
        <>
          {t.haveAccount()}{' '}
          <Link to={SIGN_IN_PATH} state={carryFrom(location.state)} className={linkClass}>
            {t.signInHere()}
          </Link>
        </>
      }
    >
      {register.isError && <FormAlert className="mb-5">{failureMessage(register.error, t.signUpFailed(), t)}</FormAlert>}
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        <TextField label={t.nameLabel()} {...field('name')} type="text" autoComplete="name" placeholder={t.namePlaceholder()} />
        <TextField label={t.emailLabel()} {...field('email')} type="email" autoComplete="email" placeholder={EMAIL_PLACEHOLDER} />
        <PasswordField
          label={t.passwordLabel()}
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
        {bot.widget}
        <SubmitButton busy={register.isPending}>{t.createAccountButton()}</SubmitButton>
      </form>
    </AuthCard>
  );
}
