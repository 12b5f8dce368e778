import { useLocation, useNavigate } from 'react-router-dom';
import { SIGN_IN_PATH, signInState } from './sign-in-redirect.ts';

/** Sends a signed-out visitor to sign in, to come back here afterwards. */
export function useSignInRedirect(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => navigate(SIGN_IN_PATH, { state: signInState(location) });
}
