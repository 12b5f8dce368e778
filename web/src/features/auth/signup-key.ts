/**
 * The key of this browser's latest sign-up (worker/services/signups.ts): sent back with its code, link or resend, so
 * that the account gets this sign-up's password even when someone else has signed up with the same address. Kept in
 * localStorage, as the code may be typed in another tab; one address at a time, forgotten once verified. Beside it,
 * where the visitor was going when they signed up: a verification link opens in a new tab, without the navigation
 * state that carried it (lib/sign-in-redirect.ts).
 */
const STORAGE_KEY = 'citypages:signup';

interface StoredSignup {
  email: string;
  key: string;
  /** A path inside the app, as returnPath (lib/sign-in-redirect.ts) chose it. */
  returnTo?: string;
}

function readSignup(): StoredSignup | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as StoredSignup | null;
    return stored && typeof stored.key === 'string' ? stored : null;
  } catch {
    return null;
  }
}

export function rememberSignup(email: string, key: string, returnTo?: string) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ email, key, returnTo } satisfies StoredSignup));
  } catch {
    // Storage refused (private mode, full): the code alone still verifies while no other sign-up is waiting.
  }
}

/** This browser's sign-up key for the address, or for any address when none is given (a link carries no address). */
export function signupKeyFor(email?: string): string | undefined {
  const stored = readSignup();
  return stored && (email === undefined || stored.email === email) ? stored.key : undefined;
}

/** Where this browser's sign-up was going, for the address (or for any, from a link); checked again by returnPath. */
export function signupReturnFor(email?: string): string | undefined {
  const stored = readSignup();
  if (!stored || (email !== undefined && stored.email !== email)) return undefined;
  return typeof stored.returnTo === 'string' ? stored.returnTo : undefined;
}

export function forgetSignup() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, or storage refused.
  }
}
