import { eq } from 'drizzle-orm';
import type { PasswordChangeInput, ProfileInput, SignInInput, SignUpInput } from '../contracts/auth.ts';
import * as schema from '../db/schema.ts';
import type { Bindings, Database } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { DECOY_HASH, hashPassword, verifyPassword } from './passwords.ts';
import { assertUnderLimit, enforceRateLimit, RATE_RULES, recordFailure } from './rate-limit.ts';
import { jwtSecret } from './secrets.ts';
import { createSession, publicUser, revokeOtherSessions, type User } from './sessions.ts';
import { consumeCode, consumeToken, sendVerification } from './verification.ts';

/** What an account call needs from the request. */
export interface RequestInfo {
  env: Bindings;
  origin: string;
  ip: string;
  userAgent: string | null;
}

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
export async function register(db: Database, input: SignUpInput, request: RequestInfo) {
  await enforceRateLimit(request.env.DB, RATE_RULES.register, request.ip);
  const secret = jwtSecret(request.env);
  const existing = await findByEmail(db, input.email);
  if (existing?.emailVerified) {
    throw new ApiError(409, 'An account with this email already exists. Please sign in.', [{ field: 'email', message: 'This email is already registered' }]);
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
  await sendVerification(db, request.env, secret, user, request.origin);
  return { email: user.email };
}

/** Sends a new code to an unverified address; says the same whatever the address, so it reveals nothing. */
export async function resendVerification(db: Database, email: string, request: RequestInfo) {
  const user = await findByEmail(db, email);
  if (user && !user.emailVerified) await sendVerification(db, request.env, jwtSecret(request.env), user, request.origin);
}

/** Signs in: at most 30 attempts per address and 5 failures per account in 15 minutes. */
export async function login(db: Database, input: SignInInput, request: RequestInfo) {
  await enforceRateLimit(request.env.DB, RATE_RULES.login, request.ip);
  await assertUnderLimit(request.env.DB, RATE_RULES.loginFailure, input.email);
  const secret = jwtSecret(request.env);
  const user = await findByEmail(db, input.email);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? DECOY_HASH);
  if (!user || !matches) {
    await recordFailure(request.env.DB, RATE_RULES.loginFailure, input.email);
    throw new ApiError(401, WRONG_CREDENTIALS);
  }
  if (!user.emailVerified) {
    let message = 'Please verify your email before signing in. We have sent you a new code.';
    try {
      await sendVerification(db, request.env, secret, user, request.origin);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 429) throw error;
      message = 'Please verify your email before signing in. Use the code we sent you recently.';
    }
    throw new ApiError(403, message, [{ field: 'email', message: 'Email not verified' }]);
  }
  const { token } = await createSession(db, secret, user.id, request.userAgent);
  return { token, user: publicUser(user) };
}

async function signInVerified(db: Database, userId: string, request: RequestInfo) {
  const [user] = await db.update(schema.users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(schema.users.id, userId)).returning();
  if (!user) throw new ApiError(400, 'Invalid or expired verification code. Please request a new code.');
  const { token } = await createSession(db, jwtSecret(request.env), user.id, request.userAgent);
  return { token, user: publicUser(user) };
}

export async function verifyOtp(db: Database, email: string, otp: string, request: RequestInfo) {
  const userId = await consumeCode(db, jwtSecret(request.env), email, otp);
  return signInVerified(db, userId, request);
}

export async function verifyEmailLink(db: Database, token: string, request: RequestInfo) {
  const userId = await consumeToken(db, jwtSecret(request.env), token);
  return signInVerified(db, userId, request);
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
