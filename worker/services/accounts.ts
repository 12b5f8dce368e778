import { eq } from 'drizzle-orm';
import type { PasswordChangeInput, ProfileInput, SignInInput, SignUpInput } from '../contracts/auth.ts';
import * as schema from '../db/schema.ts';
import type { Database } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { DECOY_HASH, hashPassword, verifyPassword } from './passwords.ts';
import type { RequestContext } from './context.ts';
import { assertUnderLimit, enforceRateLimit, RATE_RULES, recordFailure } from './rate-limit.ts';
import { jwtSecret } from './secrets.ts';
import { ACCOUNT_DISABLED, createSession, publicUser, revokeOtherSessions, type User } from './sessions.ts';
import { consumeCode, consumeToken, sendVerification } from './verification.ts';

export const REGISTERED = 'Registration successful! Please check your email to verify your account.';
const WRONG_CREDENTIALS = 'Invalid email or password';

async function findByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email)).limit(1);
  return user;
}

/**
 * Creates the account (or, for an address that never verified, replaces its name and password) and sends the
 * code. Does not sign in.
 */
export async function register(ctx: RequestContext, input: SignUpInput) {
  const { db } = ctx;
  await enforceRateLimit(db, RATE_RULES.register, ctx.ip);
  const existing = await findByEmail(db, input.email);
  if (existing?.emailVerified) {
    throw new ApiError(409, 'An account with this email already exists. Please sign in.', [
      { field: 'email', message: 'This email is already registered' },
    ]);
  }
  const passwordHash = await hashPassword(input.password);
  let user: { id: string; email: string; name: string };
  if (existing) {
    await db.update(schema.users).set({ name: input.name, passwordHash, updatedAt: new Date() }).where(eq(schema.users.id, existing.id));
    user = { id: existing.id, email: existing.email, name: input.name };
  } else {
    user = { id: newId(), email: input.email, name: input.name };
    await db.insert(schema.users).values({ ...user, passwordHash, role: 'user', emailVerified: false });
  }
  await sendVerification(ctx, user);
  return { email: user.email };
}

/** Sends a new code to an unverified address; says the same whatever the address, so it reveals nothing. */
export async function resendVerification(ctx: RequestContext, email: string) {
  const user = await findByEmail(ctx.db, email);
  if (user && !user.emailVerified) await sendVerification(ctx, user);
}

/** Signs in: at most 30 attempts per address and 5 failures per account in 15 minutes. */
export async function login(ctx: RequestContext, input: SignInInput) {
  const { db } = ctx;
  await enforceRateLimit(db, RATE_RULES.login, ctx.ip);
  await assertUnderLimit(db, RATE_RULES.loginFailure, input.email);
  const user = await findByEmail(db, input.email);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? DECOY_HASH);
  if (!user || !matches) {
    await recordFailure(db, RATE_RULES.loginFailure, input.email);
    throw new ApiError(401, WRONG_CREDENTIALS);
  }
  if (!user.emailVerified) {
    let message = 'Please verify your email before signing in. We have sent you a new code.';
    try {
      await sendVerification(ctx, user);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 429) throw error;
      message = 'Please verify your email before signing in. Use the code we sent you recently.';
    }
    throw new ApiError(403, message, [{ field: 'email', message: 'Email not verified' }]);
  }
  if (user.disabledAt) throw new ApiError(403, ACCOUNT_DISABLED);
  const { token } = await createSession(db, jwtSecret(ctx.env), user.id, ctx.userAgent);
  return { token, user: publicUser(user) };
}

async function signInVerified(ctx: RequestContext, userId: string) {
  const { db } = ctx;
  const [user] = await db
    .update(schema.users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(schema.users.id, userId))
    .returning();
  if (!user) throw new ApiError(400, 'Invalid or expired verification code. Please request a new code.');
  if (user.disabledAt) throw new ApiError(403, ACCOUNT_DISABLED);
  const { token } = await createSession(db, jwtSecret(ctx.env), user.id, ctx.userAgent);
  return { token, user: publicUser(user) };
}

export async function verifyOtp(ctx: RequestContext, email: string, otp: string) {
  const userId = await consumeCode(ctx.db, jwtSecret(ctx.env), email, otp);
  return signInVerified(ctx, userId);
}

export async function verifyEmailLink(ctx: RequestContext, token: string) {
  const userId = await consumeToken(ctx.db, jwtSecret(ctx.env), token);
  return signInVerified(ctx, userId);
}

export async function updateProfile(db: Database, user: User, input: ProfileInput) {
  if (input.email !== undefined && input.email !== user.email) {
    throw new ApiError(400, 'Your email address cannot be changed here.', [{ field: 'email', message: 'Email cannot be changed' }]);
  }
  const [updated] = await db
    .update(schema.users)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
      ...(input.avatar !== undefined ? { avatarUrl: input.avatar } : {}),
      updatedAt: new Date(),
    })
    .where(eq(schema.users.id, user.id))
    .returning();
  return publicUser(updated as User);
}

/** Needs the current password; the new hash and the revocation of every other session land together. */
export async function changePassword(db: Database, user: User, sessionId: string, input: PasswordChangeInput) {
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new ApiError(400, 'Current password is incorrect', [{ field: 'currentPassword', message: 'Current password is incorrect' }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.batch([
    db.update(schema.users).set({ passwordHash, updatedAt: new Date() }).where(eq(schema.users.id, user.id)),
    revokeOtherSessions(db, user.id, sessionId),
  ]);
}
