import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from './auth.tsx';

/**
 * docs/product.md §2.3: signing out goes home. Home first, then the session ends: a navigation is a transition and
 * the end of a session is not, so the other order lets a private area's guard (app/guards.tsx) see the signed-out
 * state while its page is still on screen and send the visitor to sign in instead. The session ends once home is on
 * screen, or as the calling component leaves it (a private page's does), whichever comes first.
 */
export function useSignOutAndGoHome(): () => void {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const leaving = useRef(false);
  const finish = useCallback(() => {
    if (!leaving.current) return;
    leaving.current = false;
    void signOut();
  }, [signOut]);
  useEffect(() => {
    if (pathname === '/') finish();
  }, [pathname, finish]);
  useEffect(() => finish, [finish]);
  return () => {
    leaving.current = true;
    if (pathname === '/') finish();
    else navigate('/');
  };
}
