import { KeyRound } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { passwordForgotSchema } from '@contracts/auth.ts';
import { useBotCheck } from '../../components/BotCheck.tsx';
import { FormAlert, TextField } from '../../components/FormField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useForgotPassword } from './api.ts';
import { AuthCard, EMAIL_PLACEHOLDER, linkClass } from './AuthCard.tsx';
import { failureMessage } from './auth-messages.ts';

/**
 * docs/product.md §2.21 Forgotten password, step one: the address to send a code and a link to. The server answers
 * the same for any address, so the next step opens whatever it said.
 */
export function ForgotPasswordPage() {
  const t = useMessages('auth');
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
      title={t.forgotTitle()}
      subtitle={t.forgotSubtitle()}
      footer={
        <>
          {t.rememberedIt()}{' '}
          <Link to="/signin" className={linkClass}>
            {t.signInLink()}
          </Link>
        </>
      }
    >
      {forgot.isError && <FormAlert className="mb-5">{failureMessage(forgot.error, t.forgotFailed(), t)}</FormAlert>}
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        <TextField label={t.emailLabel()} {...field('email')} type="email" autoComplete="email" placeholder={EMAIL_PLACEHOLDER} />
        {bot.widget}
        <SubmitButton busy={forgot.isPending}>{t.sendResetCode()}</SubmitButton>
      </form>
    </AuthCard>
  );
}
