/**
 * The key of this browser's latest sign-up (worker/services/signups.ts): sent back with its code, link or resend, so
 * that the account gets this sign-up's password even when someone else has signed up with the same address. Kept in
 * localStorage, as the code may be typed in another tab; one address at a time, forgotten once verified.
 */
const STORAGE_KEY = 'citypages:signup';

interface StoredSignup {
  email: string;
  key: string;
}

export function rememberSignup(email: string, key: string) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ email, key } satisfies StoredSignup));
  } catch {
    // Storage refused (private mode, full): the code alone still verifies while no other sign-up is waiting.
  }
}

/** This browser's sign-up key for the address, or for any address when none is given (a link carries no address). */
export function signupKeyFor(email?: string): string | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as StoredSignup | null;
    if (!stored || typeof stored.key !== 'string') return undefined;
    return email === undefined || stored.email === email ? stored.key : undefined;
  } catch {
    return undefined;
  }
}

export function forgetSignup() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, or storage refused.
  }
}
