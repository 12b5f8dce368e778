import { passwordForgotSchema, passwordResetSchema, signInSchema } from '../contracts/auth.ts';
import { forgotPassword, login, resetPassword } from '../services/accounts.ts';
import { operation } from './operation.ts';

/** docs/product.md §3.15 and §7.5, signing in, and a new password for whoever forgot theirs. */
export const signInOperations = {
  login: operation({
    guard: 'public',
    rest: {
      method: 'post',
      path: '/api/users/login',
      body: signInSchema,
      reply: ({ token, user }) => ({ token, data: { user }, message: 'Signed in successfully' }),
    },
    run: login,
  }),
  forgotPassword: operation({
    guard: 'public',
    rest: { method: 'post', path: '/api/users/password/forgot', body: passwordForgotSchema, reply: ({ message }) => ({ message }) },
    run: forgotPassword,
  }),
  resetPassword: operation({
    guard: 'public',
    rest: { method: 'post', path: '/api/users/password/reset', body: passwordResetSchema, reply: ({ message }) => ({ message }) },
    run: resetPassword,
  }),
};
