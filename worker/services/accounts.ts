import { and, eq, isNull } from 'drizzle-orm';
import type { PasswordChangeInput, PasswordForgotInput, PasswordResetInput, ProfileInput, SignInInput } from '../contracts/auth.ts';
import * as schema from '../db/schema.ts';
import type { Database, RequestContext, SignedInContext, User } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { BOT_CHECK_MESSAGES, botCheckEnabled, checkHuman } from './bot-check.ts';
import { decoyHash, hashPassword, scryptParams, verifyPassword } from './passwords.ts';
import { countFailure, countFailureFirst, enforceRateLimit, RATE_RULES, SIGN_IN_CHALLENGE_AFTER } from './rate-limit.ts';
import { jwtSecret, signingSecrets } from './secrets.ts';
import { ACCOUNT_DISABLED, createSession, publicUser, revokeOtherSessions } from './sessions.ts';
import { findUserByEmail, renewSignup } from './signups.ts';
import { consumeCode, consumeToken, sendPasswordReset, sendUnlessLimited } from './verification.ts';

const WRONG_CREDENTIALS = 'Invalid email or password';

/**
 * Signs in: at most 30 attempts per client address in 15 minutes, and per account either a bot check after a few
 * failures or, where there is no bot check, 5 failures (docs/product.md §3.15).
 */
export async function login(ctx: RequestContext, input: SignInInput) {
  const { db } = ctx;
  await enforceRateLimit(db, RATE_RULES.login, ctx.ip);
  const refund = await countSignInFailureFirst(ctx, input);
  const user = await findUserByEmail(db, input.email);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? decoyHash(scryptParams(ctx.env)));
  if (!user || !matches) throw new ApiError(401, WRONG_CREDENTIALS);
  await refund();
  if (!user.emailVerified) {
    // The password typed is the account row's, the first sign-up's: its code is the one renewed.
    const message = (await renewSignup(ctx, user, { passwordHash: user.passwordHash }))
      ? 'Please verify your email before signing in. We have sent you a new code.'
      : 'Please verify your email before signing in. Use the code we sent you recently.';
    throw new ApiError(403, message, [{ field: 'email', message: 'Email not verified' }]);
  }
  if (user.disabledAt) throw new ApiError(403, ACCOUNT_DISABLED);
  const { token } = await createSession(db, jwtSecret(ctx.env), user.id, ctx.userAgent);
  return { token, user: publicUser(user) };
}

/**
 * Counts the attempt as a failure before the password is checked, in one atomic upsert, so parallel attempts cannot
 * slip in between a read and a write; the caller refunds it when the password is right. Where the bot check runs, an
 * account past a few failures asks each attempt for a solved challenge instead of refusing all of them: a lock that
 * anyone can renew from anywhere would keep the owner out, while a challenge per guess keeps scripts out and lets the
 * owner in. Without the check (local development) the account is refused with 429 after 5 failures.
 */
async function countSignInFailureFirst(ctx: RequestContext, input: SignInInput): Promise<() => Promise<void>> {
  if (!botCheckEnabled(ctx.env)) return countFailureFirst(ctx.db, RATE_RULES.loginFailure, input.email);
  const { failures, refund } = await countFailure(ctx.db, RATE_RULES.loginFailure, input.email);
  if (failures > SIGN_IN_CHALLENGE_AFTER) await checkHuman(ctx, input.captchaToken, 'sign-in', BOT_CHECK_MESSAGES.signIn);
  return refund;
}

export async function updateProfile({ db, user }: SignedInContext, input: ProfileInput) {
  if (input.email !== undefined && input.email !== user.email) {
    throw new ApiError(400, 'Your email address cannot be changed here.', [{ field: 'email', message: 'Email cannot be changed' }]);
  }
  const [updated] = await db
    .update(schema.users)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
      ...(input.avatar !== undefined ? { avatarUrl: input.avatar } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
      updatedAt: new Date(),
    })
    .where(eq(schema.users.id, user.id))
    .returning();
  return publicUser(updated as User);
}

/**
 * Asks for the account's password again before a change an open session alone must not make (password, e-mail,
 * erasure): at most 5 wrong ones per account in 15 minutes, all such changes together, counted before the check as
 * for sign-in, so a stolen session cannot guess it.
 */
export async function confirmCurrentPassword(db: Database, user: User, password: string, field: string) {
  const refund = await countFailureFirst(db, RATE_RULES.passwordChangeFailure, user.id);
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new ApiError(400, 'Current password is incorrect', [{ field, message: 'Current password is incorrect' }]);
  }
  await refund();
}

/**
 * Needs the current password, at most 5 wrong ones per account in 15 minutes (counted before the check, as for
 * sign-in), so a stolen session cannot guess it; the new hash and the revocation of every other session land
 * together.
 */
export async function changePassword(ctx: SignedInContext, input: PasswordChangeInput) {
  const { db, user, sessionId } = ctx;
  await confirmCurrentPassword(db, user, input.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(input.newPassword, scryptParams(ctx.env));
  await db.batch([
    db.update(schema.users).set({ passwordHash, updatedAt: new Date() }).where(eq(schema.users.id, user.id)),
    revokeOtherSessions(db, user.id, sessionId),
  ]);
}

export const RESET_REQUESTED = 'If an account uses this email, we have sent it a code and a link to reset the password.';
export const PASSWORD_RESET = 'Your password has been reset. Please sign in with your new password.';

/**
 * Step one of a forgotten password: a code and link to the address if an account uses it. The answer is the same
 * whatever the address, and the limits (3 requests an hour per address, 10 per client) count every request, so
 * neither reveals who has an account. A disabled account gets nothing.
 */
export async function forgotPassword(ctx: RequestContext, { email, captchaToken }: PasswordForgotInput) {
  await enforceRateLimit(ctx.db, RATE_RULES.passwordForgotClient, ctx.ip);
  // Before the per-address limit: a script without a solved challenge cannot use up someone else's requests.
  await checkHuman(ctx, captchaToken, 'forgot-password');
  await enforceRateLimit(ctx.db, RATE_RULES.passwordForgotRequest, email);
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.disabledAt) await sendUnlessLimited(() => sendPasswordReset(ctx, user));
  return { message: RESET_REQUESTED };
}

/**
 * Step two: the mailed code (with the address) or the link's token proves the mailbox, so the new password is set,
 * the address counts as verified, every session of the account is revoked and every sign-up still waiting for it dies
 * (its credentials could otherwise be applied later: worker/services/signups.ts), in one batch. It does not sign in.
 */
export async function resetPassword(ctx: RequestContext, input: PasswordResetInput) {
  const { db } = ctx;
  const secret = signingSecrets(ctx.env);
  // The schema asks for the e-mail and code whenever there is no token.
  const userId =
    input.token !== undefined
      ? await consumeToken(db, secret, input.token, 'reset-password')
      : await consumeCode(db, secret, input.email ?? '', input.otp ?? '', 'reset-password');
  const passwordHash = await hashPassword(input.password, scryptParams(ctx.env));
  const now = new Date();
  await db.batch([
    db.update(schema.users).set({ passwordHash, emailVerified: true, updatedAt: now }).where(eq(schema.users.id, userId)),
    db
      .update(schema.sessions)
      .set({ revokedAt: now })
      .where(and(eq(schema.sessions.userId, userId), isNull(schema.sessions.revokedAt))),
    db
      .delete(schema.verificationCodes)
      .where(and(eq(schema.verificationCodes.userId, userId), eq(schema.verificationCodes.purpose, 'verify-email'))),
  ]);
  return { message: PASSWORD_RESET };
}
