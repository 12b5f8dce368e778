import type { Location } from 'react-router-dom';

/*
 * The way back after signing in. A screen that needs a session sends the visitor to sign in with `{ from: location }`
 * in the navigation state (useSignInRedirect.ts, or the guards in app/guards.tsx); sign-up and the verification
 * screens carry it along, and sign-in returns there at the end. No react-router code here: the app shell imports this
 * module, and with the router's hooks in it the bundler moved react-router out of the app's chunk into one of its
 * own, which cost every page 1.2 KB gzip.
 */

export const SIGN_IN_PATH = '/signin';

/** Screens that make no sense to return to once signed in. */
const AUTH_SCREENS = [SIGN_IN_PATH, '/business-login', '/signup', '/verify-otp', '/verify-email'];

function isAuthScreen(pathname: string): boolean {
  return AUTH_SCREENS.some((screen) => pathname === screen || pathname.startsWith(`${screen}/`));
}

/** The navigation state that asks sign-in to come back to `from`. */
export function signInState(from: Location): { from: Location } {
  return { from };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function asPath(from: unknown): string | null {
  if (typeof from === 'string') return from;
  if (!isRecord(from) || typeof from.pathname !== 'string') return null;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return from.pathname + search + hash;
}

/**
 * Where to go after signing in: the `from` in the navigation state (a Location or a path), else `fallback` (home
 * unless given). Only paths inside the app count, and never back to an auth screen.
 */
export function returnPath(state: unknown, fallback = '/'): string {
  const path = isRecord(state) ? asPath(state.from) : null;
  if (!path || !path.startsWith('/') || path.startsWith('//')) return fallback;
  if (isAuthScreen(path.split(/[?#]/)[0] ?? '')) return fallback;
  return path;
}

/** The navigation state that carries the place to return to across the sign-up and verification screens. */
export function carryFrom(state: unknown): { from: unknown } | undefined {
  return isRecord(state) && state.from !== undefined ? { from: state.from } : undefined;
}

/**
 * What a link to sign in or sign up carries from the page it is on (the header's): back to that page afterwards; on an
 * auth screen, on to wherever that screen was to return.
 */
export function returnState(location: Location): { from: unknown } | undefined {
  return isAuthScreen(location.pathname) ? carryFrom(location.state) : signInState(location);
}
