import { returnPath } from '../../lib/sign-in-redirect.ts';
import { signupReturnFor } from './signup-key.ts';

/**
 * Where a visitor goes once verified, signed in (docs/product.md §2.15–2.16): the place carried through sign-up in the
 * navigation state, else the one this browser's sign-up remembered (a link opens in a tab without that state), else
 * home. Read it before the sign-up is forgotten.
 */
export function verifiedDestination(state: unknown, email?: string): string {
  return returnPath(state, returnPath({ from: signupReturnFor(email) }));
}

/** What the confirmation says, signed in, of where it goes next: the key of its text in the 'auth' catalogue. */
export function onwardKey(destination: string): 'signedInGoingHome' | 'signedInGoingBack' {
  return destination === '/' ? 'signedInGoingHome' : 'signedInGoingBack';
}
