import { useLocation, useNavigate } from 'react-router-dom';

/** Spec §2: a signed-out visitor goes to sign in and comes back here afterwards. */
export function useSignInRedirect(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => navigate('/signin', { state: { from: location } });
}
