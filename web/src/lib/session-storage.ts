import type { RouterOutputs } from './types.ts';

/** docs/product.md §3.15: the token lives under 'userToken' and the user under 'user', in the browser's local storage. */
export const TOKEN_KEY = 'userToken';
export const USER_KEY = 'user';

export type SessionUser = RouterOutputs['auth']['me'];

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * Set on <html> by the page's entry (boot.ts) when a session is stored, before the app arrives: the header's
 * server-rendered 'Sign In' and 'Sign Up' hide under it (app/Header.tsx), since the page's markup is the same for
 * everyone and cannot know.
 */
export const STORED_SESSION_ATTRIBUTE = 'data-stored-session';

export function markStoredSession(): void {
  if (readToken()) document.documentElement.setAttribute(STORED_SESSION_ATTRIBUTE, '');
}

export function readUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: SessionUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function storeUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
