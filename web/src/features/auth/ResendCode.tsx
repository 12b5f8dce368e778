import { useMessages } from '../../i18n/language.tsx';
import { useResendCode } from './api.ts';
import { failureMessage } from './auth-messages.ts';
import { signupKeyFor } from './signup-key.ts';
import { RESEND_COOLDOWN_SECONDS } from './timing.ts';
import { useCountdown } from './useCountdown.ts';

/** Asks for a fresh code, at most once a minute (a code was sent just before this screen opened). */
export function ResendCode({ email }: { email: string }) {
  const t = useMessages('auth');
  const { remaining, restart } = useCountdown(RESEND_COOLDOWN_SECONDS);
  const resend = useResendCode({ onSuccess: restart });

  return (
    <div className="mt-6 border-t border-slate-200 pt-5 text-center text-sm text-slate-600">
      <p>{t.noCodeYet()}</p>
      <button
        type="button"
        onClick={() => resend.mutate({ email, signupKey: signupKeyFor(email) })}
        disabled={remaining > 0 || resend.isPending}
        className="mt-2 rounded-lg px-3 py-1.5 font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent"
      >
        {resend.isPending ? t.resendSending() : remaining > 0 ? t.resendIn({ seconds: remaining }) : t.resendButton()}
      </button>
      <div aria-live="polite">{resend.isSuccess && <p className="mt-2 text-green-700">{t.newCodeSent({ email })}</p>}</div>
      {resend.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {failureMessage(resend.error, t.resendFailed(), t)}
        </p>
      )}
    </div>
  );
}
