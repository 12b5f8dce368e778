import { accountDeleteSchema, emailChangeConfirmSchema, emailChangeSchema } from '../contracts/account.ts';
import { passwordChangeSchema, profileSchema } from '../contracts/auth.ts';
import { changePassword, updateProfile } from '../services/accounts.ts';
import { eraseAccount, exportAccount } from '../services/account-data.ts';
import { confirmEmailChange, EMAIL_CHANGED, requestEmailChange } from '../services/email-change.ts';
import { currentUser } from '../services/sessions.ts';
import { operation } from './operation.ts';

/** docs/product.md §3.16 and §7.5, the signed-in user's own account: who they are, its details, its data. */
export const accountOperations = {
  me: operation({
    guard: 'signedIn',
    rest: { method: 'get', path: '/api/users/me', reply: (user) => ({ data: { user } }) },
    run: currentUser,
  }),
  exportData: operation({
    guard: 'signedIn',
    rest: { method: 'get', path: '/api/users/me/export' },
    run: exportAccount,
  }),
  deleteAccount: operation({
    guard: 'signedIn',
    rest: { method: 'delete', path: '/api/users/me', body: accountDeleteSchema, reply: ({ message }) => ({ message }) },
    run: eraseAccount,
  }),
  changeEmail: operation({
    guard: 'signedIn',
    rest: {
      method: 'post',
      path: '/api/users/email/change',
      body: emailChangeSchema,
      reply: ({ email, message }) => ({ message, data: { email } }),
    },
    run: requestEmailChange,
  }),
  confirmEmailChange: operation({
    guard: 'signedIn',
    rest: {
      method: 'post',
      path: '/api/users/email/confirm',
      body: emailChangeConfirmSchema,
      reply: (user) => ({ message: EMAIL_CHANGED, data: { user } }),
    },
    run: confirmEmailChange,
  }),
  updateProfile: operation({
    guard: 'signedIn',
    rest: {
      method: 'put',
      path: '/api/users/profile',
      body: profileSchema,
      reply: (user) => ({ message: 'Profile updated', data: { user } }),
    },
    run: updateProfile,
  }),
  changePassword: operation({
    guard: 'signedIn',
    rest: {
      method: 'put',
      path: '/api/users/password',
      body: passwordChangeSchema,
      reply: () => ({ message: 'Password changed. Other devices have been signed out.' }),
    },
    run: changePassword,
  }),
};
