/** Screens that make no sense to return to once signed in. */
const AUTH_SCREENS = ['/signin', '/signup', '/verify-otp', '/verify-email'];

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
 * Where to go after signing in (spec §2): the `from` other screens put in the navigation state (a Location or a
 * path), else home. Only paths inside the app count, and never back to an auth screen.
 */
export function returnPath(state: unknown): string {
  const path = isRecord(state) ? asPath(state.from) : null;
  if (!path || !path.startsWith('/') || path.startsWith('//')) return '/';
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (AUTH_SCREENS.some((screen) => pathname === screen || pathname.startsWith(`${screen}/`))) return '/';
  return path;
}

/** The navigation state that carries the place to return to across the sign-up and verification screens. */
export function carryFrom(state: unknown): { from: unknown } | undefined {
  return isRecord(state) && state.from !== undefined ? { from: state.from } : undefined;
}
