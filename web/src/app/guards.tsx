import { lazy, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { PortalRole } from '@contracts/spa-routes.ts';
import { LoadingState } from '../components/States.tsx';
import { useAuth } from '../lib/auth.tsx';
import type { SessionUser } from '../lib/session-storage.ts';
import { SIGN_IN_PATH, signInState } from '../lib/sign-in-redirect.ts';

// Only a signed-in user without the role ever sees it: it stays out of the public pages' code.
const NotAllowed = lazy(() => import('./NotAllowed.tsx').then((module) => ({ default: module.NotAllowed })));

/**
 * Waits for the session, then draws `children` for the signed-in user. A visitor goes to sign in, replacing this
 * entry (Back does not return to a screen that would send them away again), and comes back here afterwards.
 */
function WithSession({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'signed-out') return <Navigate to={SIGN_IN_PATH} replace state={signInState(location)} />;
  // The stored session is read after the first render, and checked with the server when only a token was stored.
  if (status === 'loading' || !user) return <LoadingState title="Loading…" />;
  return children(user);
}

/** The layout route of the screens any signed-in user may open (PRIVATE_AREAS in @contracts/spa-routes.ts). */
export function RequireUser() {
  return <WithSession>{() => <Outlet />}</WithSession>;
}

/**
 * The layout route of the screens only some roles may open. A signed-in user without the role is told so where
 * they are: sending them anywhere else could loop, since signing in again changes nothing.
 */
export function RequireRole({ roles }: { roles: readonly PortalRole[] }) {
  return <WithSession>{(user) => (roles.some((role) => role === user.role) ? <Outlet /> : <NotAllowed />)}</WithSession>;
}
