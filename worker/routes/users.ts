import { Hono } from 'hono';
import {
  otpSchema,
  passwordChangeSchema,
  passwordForgotSchema,
  passwordResetSchema,
  profileSchema,
  resendCodeSchema,
  signInSchema,
  signUpSchema,
  signupKeyQuery,
  tokenParam,
} from '../contracts/auth.ts';
import { accountDeleteSchema, emailChangeConfirmSchema, emailChangeSchema } from '../contracts/account.ts';
import { idParam } from '../contracts/common.ts';
import type { AppEnv } from '../env.ts';
import { requireUser } from '../lib/auth.ts';
import { validate } from '../lib/validate.ts';
import {
  changePassword,
  forgotPassword,
  login,
  PASSWORD_RESET,
  RESET_REQUESTED,
  resetPassword,
  updateProfile,
} from '../services/accounts.ts';
import { ACCOUNT_DELETED, eraseAccount, exportAccount } from '../services/account-data.ts';
import { register, REGISTERED, resendVerification, verifyEmailLink, verifyOtp } from '../services/signups.ts';
import { confirmEmailChange, EMAIL_CHANGED, requestEmailChange } from '../services/email-change.ts';
import { addFavorite, isFavorite, listFavorites, removeFavorite } from '../services/favorites.ts';
import { listSessions, publicUser, revokeOtherSessions, revokeOwnSession, revokeSession } from '../services/sessions.ts';

// Each route names requireUser itself: a sub-app's use() would also guard every other path under the mount.
const signedIn = new Hono<AppEnv>()
  .post('/logout', requireUser, async (c) => {
    await revokeSession(c.get('ctx').db, c.get('sessionId'));
    return c.json({ status: 'success' as const, message: 'Signed out' });
  })
  .get('/me', requireUser, (c) => c.json({ status: 'success' as const, data: { user: publicUser(c.get('user')) } }))
  .get('/me/export', requireUser, async (c) => {
    const data = await exportAccount(c.get('ctx').db, c.get('user'));
    return c.json({ status: 'success' as const, data });
  })
  .delete('/me', requireUser, validate('json', accountDeleteSchema), async (c) => {
    await eraseAccount(c.get('ctx').db, c.env.DOCUMENTS, c.get('user'), c.req.valid('json'));
    return c.json({ status: 'success' as const, message: ACCOUNT_DELETED });
  })
  .post('/email/change', requireUser, validate('json', emailChangeSchema), async (c) => {
    const { email, message } = await requestEmailChange(c.get('ctx'), c.get('user'), c.req.valid('json'));
    return c.json({ status: 'success' as const, message, data: { email } });
  })
  .post('/email/confirm', requireUser, validate('json', emailChangeConfirmSchema), async (c) => {
    const user = await confirmEmailChange(c.get('ctx'), c.get('user'), c.req.valid('json').otp);
    return c.json({ status: 'success' as const, message: EMAIL_CHANGED, data: { user } });
  })
  .put('/profile', requireUser, validate('json', profileSchema), async (c) => {
    const user = await updateProfile(c.get('ctx').db, c.get('user'), c.req.valid('json'));
    return c.json({ status: 'success' as const, message: 'Profile updated', data: { user } });
  })
  .put('/password', requireUser, validate('json', passwordChangeSchema), async (c) => {
    await changePassword(c.get('ctx').db, c.get('user'), c.get('sessionId'), c.req.valid('json'));
    return c.json({ status: 'success' as const, message: 'Password changed. Other devices have been signed out.' });
  })
  .get('/sessions', requireUser, async (c) => {
    const sessions = await listSessions(c.get('ctx').db, { user: c.get('user'), sessionId: c.get('sessionId') });
    return c.json({ status: 'success' as const, data: { sessions } });
  })
  // Every device but this one: "sign out everywhere else".
  .delete('/sessions', requireUser, async (c) => {
    await revokeOtherSessions(c.get('ctx').db, c.get('user').id, c.get('sessionId'));
    return c.json({ status: 'success' as const, message: 'Signed out on every other device' });
  })
  .delete('/sessions/:id', requireUser, validate('param', idParam), async (c) => {
    await revokeOwnSession(c.get('ctx').db, { user: c.get('user'), sessionId: c.get('sessionId') }, c.req.valid('param').id);
    return c.json({ status: 'success' as const, message: 'Signed out on that device' });
  })
  .get('/favorites', requireUser, async (c) => {
    const favorites = await listFavorites(c.get('ctx').db, c.get('user').id, c.get('ctx').origin);
    return c.json({ status: 'success' as const, data: { favorites } });
  })
  .get('/favorites/check/:id', requireUser, validate('param', idParam), async (c) => {
    const favorite = await isFavorite(c.get('ctx').db, c.get('user').id, c.req.valid('param').id);
    return c.json({ status: 'success' as const, data: { isFavorite: favorite } });
  })
  .post('/favorites/:id', requireUser, validate('param', idParam), async (c) => {
    await addFavorite(c.get('ctx').db, c.get('user').id, c.req.valid('param').id);
    return c.json({ status: 'success' as const, message: 'Added to favourites', data: { isFavorite: true } });
  })
  .delete('/favorites/:id', requireUser, validate('param', idParam), async (c) => {
    await removeFavorite(c.get('ctx').db, c.get('user').id, c.req.valid('param').id);
    return c.json({ status: 'success' as const, message: 'Removed from favourites', data: { isFavorite: false } });
  });

export const userRoutes = new Hono<AppEnv>()
  .post('/register', validate('json', signUpSchema), async (c) => {
    const data = await register(c.get('ctx'), c.req.valid('json'));
    return c.json({ status: 'success' as const, message: REGISTERED, data }, 201);
  })
  .post('/login', validate('json', signInSchema), async (c) => {
    const { token, user } = await login(c.get('ctx'), c.req.valid('json'));
    return c.json({ status: 'success' as const, token, data: { user }, message: 'Signed in successfully' });
  })
  .post('/verify-otp', validate('json', otpSchema), async (c) => {
    const { email, otp, signupKey } = c.req.valid('json');
    const { token, user } = await verifyOtp(c.get('ctx'), email, otp, signupKey);
    return c.json({ status: 'success' as const, message: 'Your email has been verified. Welcome!', token, data: { user } });
  })
  .post('/resend-otp', validate('json', resendCodeSchema), async (c) => {
    const { email, signupKey } = c.req.valid('json');
    await resendVerification(c.get('ctx'), email, signupKey);
    return c.json({ status: 'success' as const, message: 'If this email is waiting for verification, a new code is on its way.' });
  })
  .post('/password/forgot', validate('json', passwordForgotSchema), async (c) => {
    await forgotPassword(c.get('ctx'), c.req.valid('json'));
    return c.json({ status: 'success' as const, message: RESET_REQUESTED });
  })
  .post('/password/reset', validate('json', passwordResetSchema), async (c) => {
    await resetPassword(c.get('ctx'), c.req.valid('json'));
    return c.json({ status: 'success' as const, message: PASSWORD_RESET });
  })
  .get('/verify-email/:token', validate('param', tokenParam), validate('query', signupKeyQuery), async (c) => {
    const { token, user } = await verifyEmailLink(c.get('ctx'), c.req.valid('param').token, c.req.valid('query').signupKey);
    return c.json({
      status: 'success' as const,
      message: 'Your email has been verified. You can now start using CityPages.',
      token,
      data: { user },
    });
  })
  .route('/', signedIn);
