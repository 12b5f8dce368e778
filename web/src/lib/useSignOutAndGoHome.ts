import { useCallback, useEffect, useRef } from 'react';
import { useAuth } from './auth.tsx';

/** What the hook needs of the router, from the caller's useNavigate() and useLocation(). */
interface Router {
  navigate: (to: string) => void;
  pathname: string;
}

/**
 * docs/product.md §2.3: signing out goes home. Home first, then the session ends: a navigation is a transition and
 * the end of a session is not, so the other order lets a private area's guard (app/guards.tsx) see the signed-out
 * state while its page is still on screen and send the visitor to sign in instead. The session ends once home is on
 * screen, or as the calling component leaves it (a private page's does), whichever comes first.
 *
 * The caller hands in the router rather than this module importing react-router: a module shared by the app and a
 * screen that imports it makes the bundler move react-router out of the app's chunk, 1.4 KB more on every first load.
 */
export function useSignOutAndGoHome({ navigate, pathname }: Router): () => void {
  const { signOut } = useAuth();
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
