import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { httpStatusOf } from './http-status.ts';
import { useTRPCClient } from './trpc.ts';
import { clearSession, readToken, readUser, storeSession, storeUser, type SessionUser } from './session-storage.ts';

/** docs/product.md §3.15: loading at start, then signed in or signed out. */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  /** Stores what sign-in or verification returned. */
  signIn(token: string, user: SessionUser): void;
  /** Ends the session on the server when it can; storage is cleared even if that call fails. */
  signOut(): Promise<void>;
  /** Replaces the cached user, e.g. after a profile change. */
  updateUser(user: SessionUser): void;
}

const AuthContext = createContext<AuthState | null>(null);

/** A failure that means the session is gone (as opposed to the network being down). */
function endsSession(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== undefined && status > 0 && status < 500;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useTRPCClient();
  // Storage is read after the first render, which must match the server's (it has no storage): loading.
  const [user, setUser] = useState<SessionUser | null>(null);
  const [status, setStatus] = useState<AuthStatus>('loading');

  useEffect(() => {
    const token = readToken();
    // The cached user shows at once; the server's answer replaces it.
    const cached = token ? readUser() : null;
    // Every card's favourite toggle follows the session: a transition keeps that re-render from blocking input.
    startTransition(() => {
      setUser(cached);
      setStatus(cached ? 'signed-in' : token ? 'loading' : 'signed-out');
    });
    if (!token) return;
    let cancelled = false;
    client.auth.me
      .query()
      .then((fresh) => {
        if (cancelled) return;
        storeUser(fresh);
        setUser(fresh);
        setStatus('signed-in');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (endsSession(error) || !readUser()) {
          clearSession();
          setUser(null);
          setStatus('signed-out');
        }
      });
    return () => {
      cancelled = true;
    };
  }, [client]);

  const signIn = useCallback((token: string, next: SessionUser) => {
    storeSession(token, next);
    setUser(next);
    setStatus('signed-in');
  }, []);

  const signOut = useCallback(async () => {
    try {
      await client.auth.logout.mutate();
    } catch {
      // Signing out locally must work offline too.
    } finally {
      clearSession();
      setUser(null);
      setStatus('signed-out');
    }
  }, [client]);

  const updateUser = useCallback((next: SessionUser) => {
    storeUser(next);
    setUser(next);
  }, []);

  const value = useMemo(() => ({ status, user, signIn, signOut, updateUser }), [status, user, signIn, signOut, updateUser]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * While `hold` is true, the subtree sees the sign-in state as it was when this first rendered: a section whose
 * server markup React has not hydrated yet must not receive updates (see HydrateOnView).
 */
export function AuthHold({ hold, children }: { hold: boolean; children: ReactNode }) {
  const live = useContext(AuthContext);
  const [first] = useState(live);
  return <AuthContext.Provider value={hold ? first : live}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
