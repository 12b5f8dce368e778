import { CheckCircle2, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CODE_LENGTH, otpSchema, verifyOtpEmail } from '@contracts/auth.ts';
import { Field, FormAlert } from '../../components/FormField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { WithValues } from '../../i18n/WithValues.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useVerifyOtp } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { failureMessage } from './auth-messages.ts';
import { ResendCode } from './ResendCode.tsx';
import { forgetSignup, signupKeyFor } from './signup-key.ts';
import { REDIRECT_DELAY_MS } from './timing.ts';
import { onwardKey, verifiedDestination } from './verified.ts';

/** The code alone is checked here; the e-mail comes from the address. */
const CODE_SCHEMA = otpSchema.pick({ otp: true });

/** docs/product.md §2.15 Verification code: needs an e-mail address in the address, else back to sign-up. */
export function VerifyOtpPage() {
  const [params] = useSearchParams();
  // The Worker answers a first load without one with this redirect itself (worker/routes/spa.ts).
  const email = verifyOtpEmail(params);
  if (!email) return <Navigate to="/signup" replace />;
  return <VerifyOtpForm email={email} />;
}

/** Sign-up's navigation state says the account was just created (SignUpPage.tsx). */
function justRegistered(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { registered?: unknown }).registered === true;
}

/**
 * docs/product.md §2.15: entering, submitting, then verified or an error with the code kept. The answer carries a
 * session, which is stored (docs/product.md §3.14): the confirmation then goes straight on to where the visitor was
 * going, signed in, replacing this entry; not through sign-in, whose screen would show on the way.
 */
function VerifyOtpForm({ email }: { email: string }) {
  const t = useMessages('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useAuth();
  const { formRef, values, errors, set, validate } = useSchemaForm({ otp: '' });
  const [destination, setDestination] = useState<string | null>(null);
  const verify = useVerifyOtp({
    onSuccess: ({ token, user }) => {
      setDestination(verifiedDestination(location.state, email));
      forgetSignup();
      signIn(token, user);
    },
  });
  const confirmation = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (destination === null) return;
    // The form that had focus is gone: the confirmation takes it, so it is read out where the visitor is.
    confirmation.current?.focus();
    const timer = setTimeout(() => navigate(destination, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [destination, navigate]);

  const change = (event: ChangeEvent<HTMLInputElement>) => set('otp', event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = validate(CODE_SCHEMA);
    if (code) verify.mutate({ email, otp: code.otp, signupKey: signupKeyFor(email) });
  };

  if (destination !== null) {
    return (
      <AuthCard icon={CheckCircle2} tone="success" title={t.verifiedTitle()}>
        <p
          ref={confirmation}
          role="status"
          tabIndex={-1}
          className="flex items-center justify-center gap-2 text-center text-slate-600 focus:outline-none"
        >
          <span className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-blue-200 border-t-blue-700" aria-hidden="true" />
          {t[onwardKey(destination)]()}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={ShieldCheck}
      title={t.codeTitle()}
      subtitle={
        <WithValues
          text={t.codeSentTo}
          values={{ email: <strong className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{email}</strong> }}
        />
      }
    >
      {justRegistered(location.state) && !verify.isError && (
        <p role="status" className="mb-5 rounded-lg bg-green-50 px-4 py-3 text-sm text-green-800">
          {t.registered()}
        </p>
      )}
      {verify.isError && <FormAlert className="mb-5">{failureMessage(verify.error, t.codeFailed(), t)}</FormAlert>}
      <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
        <Field label={t.codeLabel()} error={errors.otp}>
          {(control) => (
            <input
              {...control}
              name="otp"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              placeholder="------"
              value={values.otp}
              onChange={change}
              className={`block w-full rounded-lg border bg-white px-3 py-3 text-center font-mono text-2xl tracking-[0.5em] text-slate-900 placeholder:text-slate-400 focus:outline-2 ${
                errors.otp ? 'border-red-500 focus:outline-red-200' : 'border-slate-300 focus:border-blue-700 focus:outline-blue-200'
              }`}
            />
          )}
        </Field>
        <SubmitButton busy={verify.isPending}>{verify.isPending ? t.verifying() : t.verifyButton()}</SubmitButton>
      </form>
      <ResendCode email={email} />
    </AuthCard>
  );
}
