import { useResendCode } from './api.ts';
import { failureMessage } from './auth-messages.ts';
import { signupKeyFor } from './signup-key.ts';
import { RESEND_COOLDOWN_SECONDS } from './timing.ts';
import { useCountdown } from './useCountdown.ts';

/** Asks for a fresh code, at most once a minute (a code was sent just before this screen opened). */
export function ResendCode({ email }: { email: string }) {
  const { remaining, restart } = useCountdown(RESEND_COOLDOWN_SECONDS);
  const resend = useResendCode({ onSuccess: restart });

  return (
    <div className="mt-6 border-t border-slate-200 pt-5 text-center text-sm text-slate-600">
      <p>Didn't get the code? Check your spam folder, or</p>
      <button
        type="button"
        onClick={() => resend.mutate({ email, signupKey: signupKeyFor(email) })}
        disabled={remaining > 0 || resend.isPending}
        className="mt-2 rounded-lg px-3 py-1.5 font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent"
      >
        {resend.isPending ? 'Sending…' : remaining > 0 ? `Resend code in ${remaining}s` : 'Resend code'}
      </button>
      <div aria-live="polite">{resend.isSuccess && <p className="mt-2 text-green-700">A new code is on its way to {email}.</p>}</div>
      {resend.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {failureMessage(resend.error, 'Could not send a new code. Please try again.')}
        </p>
      )}
    </div>
  );
}
