import { CheckCircle2, MailCheck, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { tokenParam } from '@contracts/auth.ts';
import { LoadingState } from '../../components/States.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useVerifyEmail } from './api.ts';
import { AuthCard } from './AuthCard.tsx';
import { failureMessage } from './auth-messages.ts';
import { forgetSignup, signupKeyFor } from './signup-key.ts';
import { verifiedDestination } from './verified.ts';

const actionClass =
  'mt-2 inline-flex w-full items-center justify-center rounded-lg bg-blue-700 px-4 py-3 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/**
 * docs/product.md §2.16 Verification link: verifying, then success (the session is stored) or failure. A link opens in
 * a tab of its own, so the way on is to where this browser's sign-up was going, if it was this browser's.
 */
export function VerifyEmailPage() {
  const t = useMessages('auth');
  const { token = '' } = useParams();
  const { signIn } = useAuth();
  const [destination, setDestination] = useState('/');
  const verify = useVerifyEmail({
    onSuccess: (session) => {
      setDestination(verifiedDestination(null));
      forgetSignup();
      signIn(session.token, session.user);
    },
  });
  const wellFormed = tokenParam.safeParse({ token }).success;
  // A link is single-use: StrictMode's second effect run must not spend it again (and fail).
  const requested = useRef<string | null>(null);
  const { mutate } = verify;

  useEffect(() => {
    if (!wellFormed || requested.current === token) return;
    requested.current = token;
    mutate({ token, signupKey: signupKeyFor() });
  }, [token, wellFormed, mutate]);

  if (verify.isSuccess) {
    return (
      <AuthCard icon={CheckCircle2} tone="success" title={t.emailVerifiedTitle()} subtitle={t.emailVerifiedText()}>
        {/* Replacing this entry: Back would open the spent link again, and fail. */}
        <Link to={destination} replace className={actionClass}>
          {destination === '/' ? t.continueHome() : t.continueBack()}
        </Link>
      </AuthCard>
    );
  }

  if (!wellFormed || verify.isError) {
    return (
      <AuthCard
        icon={XCircle}
        tone="failure"
        title={t.linkFailedTitle()}
        subtitle={<span role="alert">{wellFormed ? failureMessage(verify.error, t.invalidLink(), t) : t.invalidLink()}</span>}
      >
        <Link to="/" className={actionClass}>
          {t.goHome()}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={MailCheck} title={t.verifyingEmailTitle()}>
      <LoadingState title={t.verifying()} hint={t.verifyingHint()} />
    </AuthCard>
  );
}
