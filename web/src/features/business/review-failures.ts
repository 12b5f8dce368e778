import type { Messages } from '../../i18n/catalogues.ts';
import { useAuth } from '../../lib/auth.tsx';
import { httpStatusOf, serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import { useSignInRedirect } from '../../lib/useSignInRedirect.ts';

/** A 401 means the session is over: the user has to sign in again before anything else will work. */
export function sessionEnded(error: unknown): boolean {
  return httpStatusOf(error) === 401;
}

/**
 * docs/product.md §3.9: what a failed review submission tells the user when no field of the form was refused (a 401
 * is handled before this, by signing in again): the server's own words, such as 'You have already reviewed this
 * business.', or the connection's failure.
 */
export function submitErrorMessage(error: unknown, t: Pick<Messages<'shell'>, 'reviewSubmitOffline' | 'reviewSubmitFailed'>): string {
  if (httpStatusOf(error) === undefined) return t.reviewSubmitOffline();
  return serverMessage(error, t.reviewSubmitFailed());
}

/** Ends the local session, says why, and sends the user to sign in with the way back here. */
export function useSignInAgain(): (message: string) => void {
  const { signOut } = useAuth();
  const signIn = useSignInRedirect();
  return (message) => {
    notify.error(message);
    void signOut();
    signIn();
  };
}
