import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CODE_LENGTH, otpSchema } from '../../../../worker/contracts/auth.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { AuthCard, FormAlert } from './AuthCard.tsx';
import { failureMessage } from './auth-messages.ts';
import { ResendCode } from './ResendCode.tsx';
import { carryFrom } from './return-path.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { REDIRECT_DELAY_MS } from './timing.ts';

/** Spec §2 "One-time-code screen": needs the e-mail in the address, else back to sign-up. */
export function VerifyOtpPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim();
  if (!email) return <Navigate to="/signup" replace />;
  return <VerifyOtpForm email={email} />;
}

/**
 * Spec §4 "Verification screen": entering, submitting, then verified or an error with the code kept. The answer
 * carries a session, which is stored (spec §4); the redirect to sign-in then passes straight on to where the
 * visitor was going, since a signed-in visitor is not asked to sign in again.
 */
function VerifyOtpForm({ email }: { email: string }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useAuth();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const verify = useMutation(trpc.auth.verifyOtp.mutationOptions({ onSuccess: ({ token, user }) => signIn(token, user) }));
  const verified = verify.isSuccess;

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => navigate('/signin', { replace: true, state: carryFrom(location.state) }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verified, navigate, location.state]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
    setCodeError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = otpSchema.shape.otp.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? 'Please enter the 6-digit code.');
      inputRef.current?.focus();
      return;
    }
    verify.mutate({ email, otp: parsed.data });
  };

  if (verified) {
    return (
      <AuthCard icon={CheckCircle2} tone="success" title="Verified! That's great!">
        <p role="status" className="flex items-center justify-center gap-2 text-center text-slate-600">
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-blue-200 border-t-blue-700" aria-hidden="true" />
          Redirecting to login page…
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={ShieldCheck}
      title="Enter Verification Code"
      subtitle={
        <>
          We sent a 6-digit code to <strong className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{email}</strong>
        </>
      }
    >
      {verify.isError && <FormAlert>{failureMessage(verify.error, 'Verification failed')}</FormAlert>}
      <form noValidate onSubmit={submit} className="space-y-5">
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Verification code
          </label>
          <input
            ref={inputRef}
            id={inputId}
            name="otp"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            placeholder="------"
            value={code}
            onChange={change}
            aria-invalid={Boolean(codeError)}
            aria-describedby={codeError ? `${inputId}-error` : undefined}
            className={`mt-1 block w-full rounded-lg border bg-white px-3 py-3 text-center font-mono text-2xl tracking-[0.5em] text-slate-900 placeholder:text-slate-400 focus:outline-2 ${
              codeError ? 'border-red-500 focus:outline-red-200' : 'border-slate-300 focus:border-blue-700 focus:outline-blue-200'
            }`}
          />
          {codeError && (
            <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
              {codeError}
            </p>
          )}
        </div>
        <SubmitButton busy={verify.isPending}>{verify.isPending ? 'Verifying… hold on, will be redirected to login' : 'Verify'}</SubmitButton>
      </form>
      <ResendCode email={email} />
    </AuthCard>
  );
}
