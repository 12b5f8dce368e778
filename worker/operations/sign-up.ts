import { otpSchema, resendCodeSchema, signUpSchema, signupKeyQuery, tokenParam } from '../contracts/auth.ts';
import { register, REGISTERED, resendVerification, verifyEmailLink, verifyOtp } from '../services/signups.ts';
import { operation } from './operation.ts';

/** docs/product.md §3.14 and §7.5, signing up and proving the mailbox: each proof signs in and answers a token. */
export const signUpOperations = {
  register: operation({
    guard: 'public',
    rest: {
      method: 'post',
      path: '/api/users/register',
      status: 201,
      body: signUpSchema,
      reply: (data) => ({ message: REGISTERED, data }),
    },
    run: register,
  }),
  verifyOtp: operation({
    guard: 'public',
    rest: {
      method: 'post',
      path: '/api/users/verify-otp',
      body: otpSchema,
      reply: ({ token, user }) => ({ message: 'Your email has been verified. Welcome!', token, data: { user } }),
    },
    run: verifyOtp,
  }),
  resendCode: operation({
    guard: 'public',
    rest: {
      method: 'post',
      path: '/api/users/resend-otp',
      body: resendCodeSchema,
      reply: () => ({ message: 'If this email is waiting for verification, a new code is on its way.' }),
    },
    run: resendVerification,
  }),
  // A GET in REST, the mailed link itself; a mutation in tRPC, since using the link changes the account.
  verifyEmail: operation({
    guard: 'public',
    kind: 'mutation',
    rest: {
      method: 'get',
      path: '/api/users/verify-email/:token',
      params: tokenParam,
      query: signupKeyQuery,
      reply: ({ token, user }) => ({ message: 'Your email has been verified. You can now start using CityPages.', token, data: { user } }),
    },
    run: verifyEmailLink,
  }),
};
