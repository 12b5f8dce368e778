import { useLocation } from 'react-router-dom';
import type { Answer } from './trpc.tsx';

/** The signed-in user the screens' tests share, as /users/me answers. */
export const USER = {
  _id: 'u1',
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  role: 'user',
  isVerified: true,
  phone: null,
  avatar: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** A session as sign-in leaves it in storage (docs/product.md §3.15 keys). */
export function storeSession(token = 'tok-1') {
  localStorage.setItem('userToken', token);
  localStorage.setItem('user', JSON.stringify(USER));
}

/** Stands in for /signin: shows where a redirect asked to come back to. */
export function SignInProbe() {
  const from = (useLocation().state as { from?: Location } | null)?.from;
  return <p>Sign-in page, back to {from ? from.pathname + from.search : 'nowhere'}</p>;
}

/** A server answer the test releases when it chooses, to see the in-flight state. */
export function deferred() {
  let release: (answer: Answer) => void = () => undefined;
  const promise = new Promise<Answer>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
