import { idParam } from '../contracts/common.ts';
import { listSessions, revokeOwnSession, signOut, signOutOtherSessions } from '../services/sessions.ts';
import { operation } from './operation.ts';

/** docs/product.md §3.15 and §7.5, the devices signed in to the account, and signing them out. */
export const sessionOperations = {
  logout: operation({
    guard: 'signedIn',
    rest: { method: 'post', path: '/api/users/logout', reply: () => ({ message: 'Signed out' }) },
    run: signOut,
  }),
  sessions: operation({
    guard: 'signedIn',
    rest: { method: 'get', path: '/api/users/sessions', reply: (sessions) => ({ data: { sessions } }) },
    run: listSessions,
  }),
  // Every device but this one: "sign out everywhere else".
  revokeOtherSessions: operation({
    guard: 'signedIn',
    rest: { method: 'delete', path: '/api/users/sessions', reply: () => ({ message: 'Signed out on every other device' }) },
    run: signOutOtherSessions,
  }),
  revokeSession: operation({
    guard: 'signedIn',
    rest: { method: 'delete', path: '/api/users/sessions/:id', params: idParam, reply: () => ({ message: 'Signed out on that device' }) },
    run: revokeOwnSession,
  }),
};
