import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { OtpInput, SignUpInput } from '../contracts/auth.ts';
import * as schema from '../db/schema.ts';
import type { Database, RequestContext, User } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { nextId } from '../db/id-sequences.ts';
import { checkHuman } from './bot-check.ts';
import { hashPassword, scryptParams } from './passwords.ts';
import { enforceRateLimit, RATE_RULES } from './rate-limit.ts';
import { jwtSecret, keyedHash, keyedHashes, signingSecrets } from './secrets.ts';
import { ACCOUNT_DISABLED, createSession, publicUser } from './sessions.ts';
import {
  type CodeRow,
  INVALID_CODE,
  INVALID_LINK,
  matchSignupCode,
  matchSignupToken,
  NO_ATTEMPT,
  randomToken,
  sendUnlessLimited,
  sendVerification,
  type SignupAttempt,
  usable,
} from './verification.ts';

/*
 * Sign-up without account pre-hijacking (docs/product.md §3.14, docs/decisions/025). Anyone can sign up with any
 * address, so an address waiting for verification may have several sign-ups: its owner's and an intruder's, in either
 * order. Each sign-up's code carries the name and password that sign-up chose, and nothing is applied until a code or
 * link is used: whoever proves the mailbox gets the credentials of the sign-up whose code they used, and every other
 * sign-up's code dies. Only the person who signed up can tell their own mail from an intruder's, so while more than one
 * sign-up is waiting, a code is taken only with the key its sign-up handed to the signing-up client (`signupKey`, kept
 * by the browser).
 */

export const REGISTERED = 'Registration successful! Please check your email to verify your account.';
export const SIGNUPS_COMPETING =
  'More than one sign-up is waiting for this email. To keep your account safe, enter the code on the device where you signed up, or sign up again here.';

const signupHash = (ctx: RequestContext, key: string) => keyedHash(jwtSecret(ctx.env), `signup:${key}`);
/** Whether a stored sign-up hash is this key's, under any secret a rotation still accepts (secrets.ts). */
const isSignupHash = async (ctx: RequestContext, stored: string | null, key: string) =>
  stored !== null && (await keyedHashes(signingSecrets(ctx.env), `signup:${key}`)).includes(stored);

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email)).limit(1);
  return user;
}

const alreadyRegistered = () =>
  new ApiError(409, 'An account with this email already exists. Please sign in.', [
    { field: 'email', message: 'This email is already registered' },
  ]);

/**
 * Records a sign-up and mails its code; does not sign in. A new address gets its account row (unverified, holding this
 * sign-up's credentials until a code decides); an address already waiting keeps its row and gains one more sign-up.
 * The answer is the same either way, and the same when this hour's mails to the address are used up (then nothing is
 * recorded: a sign-up without a mailed code could never be used).
 */
export async function register(ctx: RequestContext, input: SignUpInput) {
  const { db } = ctx;
  await enforceRateLimit(db, RATE_RULES.register, ctx.ip);
  await checkHuman(ctx, input.captchaToken, 'sign-up');
  let account = await findUserByEmail(db, input.email);
  if (account?.emailVerified) throw alreadyRegistered();
  const passwordHash = await hashPassword(input.password, scryptParams(ctx.env));
  if (!account) {
    // Two sign-ups racing for one new address: the unique index keeps the first row; both stay sign-ups of it.
    const [created] = await db
      .insert(schema.users)
      .values({
        id: await nextId(db, 'users'),
        email: input.email,
        name: input.name,
        passwordHash,
        role: 'user',
        emailVerified: false,
        language: input.language,
      })
      .onConflictDoNothing()
      .returning();
    account = created ?? (await findUserByEmail(db, input.email));
  }
  if (!account || account.emailVerified) throw alreadyRegistered();
  const signupKey = randomToken();
  const attempt: SignupAttempt = {
    signupHash: await signupHash(ctx, signupKey),
    pendingName: input.name,
    pendingPasswordHash: passwordHash,
    pendingLanguage: input.language,
  };
  // The mail is in the language of the page this sign-up was made on, as the account will be once its code is used.
  await sendUnlessLimited(() => sendVerification(ctx, { ...account, name: input.name, language: input.language }, attempt));
  return { email: account.email, signupKey };
}

/** The sign-ups of an account still waiting, newest first; used ones are gone once the account is verified. */
function waitingSignups(ctx: RequestContext, userId: string) {
  const codes = schema.verificationCodes;
  return ctx.db
    .select()
    .from(codes)
    .where(and(eq(codes.userId, userId), eq(codes.purpose, 'verify-email'), isNull(codes.usedAt)))
    .orderBy(desc(codes.createdAt))
    .limit(10);
}

/** Which sign-up a new code is for: the one whose key the client holds, or whose password it has just typed. */
type Renewing = { signupKey?: string; passwordHash?: string };

/**
 * A new code for an account waiting for verification: for the sign-up the caller names, else for the newest sign-up,
 * else (its codes long pruned) on the account's own credentials. It never adds credentials, so it can only renew a
 * sign-up somebody already made.
 */
export async function renewSignup(ctx: RequestContext, user: User, { signupKey, passwordHash }: Renewing): Promise<boolean> {
  const waiting = await waitingSignups(ctx, user.id);
  const hashes = signupKey ? await keyedHashes(signingSecrets(ctx.env), `signup:${signupKey}`) : [];
  const named = (row: CodeRow) =>
    (row.signupHash !== null && hashes.includes(row.signupHash)) ||
    (passwordHash !== undefined && row.pendingPasswordHash === passwordHash);
  const chosen = waiting.find(named) ?? waiting[0];
  const attempt: SignupAttempt = chosen
    ? {
        signupHash: chosen.signupHash,
        pendingName: chosen.pendingName,
        pendingPasswordHash: chosen.pendingPasswordHash,
        pendingLanguage: chosen.pendingLanguage,
      }
    : NO_ATTEMPT;
  return sendUnlessLimited(() =>
    sendVerification(ctx, { ...user, name: attempt.pendingName ?? user.name, language: attempt.pendingLanguage ?? user.language }, attempt),
  );
}

/**
 * Sends a new code to an unverified address. It answers the same whatever the address: the per-address limit counts
 * every request, so a 429 says nothing about whether an account is waiting, and the mail limit of a waiting account
 * is never shown.
 */
export async function resendVerification(ctx: RequestContext, { email, signupKey }: { email: string; signupKey?: string }) {
  await enforceRateLimit(ctx.db, RATE_RULES.resendRequest, email);
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.emailVerified) await renewSignup(ctx, user, { signupKey });
}

/**
 * With another sign-up of the account still waiting, the code's own sign-up must be proven by its key: the mailbox
 * owner may hold an intruder's mail beside their own and cannot tell which is which.
 */
async function assertOwnSignup(ctx: RequestContext, row: CodeRow, signupKey: string | undefined) {
  if (!(await waitingSignups(ctx, row.userId)).some((other) => other.id !== row.id)) return;
  if (signupKey && (await isSignupHash(ctx, row.signupHash, signupKey))) return;
  throw new ApiError(409, SIGNUPS_COMPETING, [{ field: 'otp', message: SIGNUPS_COMPETING }]);
}

/**
 * Uses the code up, verifies the account with the credentials of the code's sign-up and kills every other sign-up's
 * code, in one batch: the account changes only if this statement used the code and the account was still waiting,
 * so of two verifications racing exactly one applies its credentials. Then signs in.
 */
async function completeSignup(ctx: RequestContext, row: CodeRow, failure: string) {
  const { db } = ctx;
  const codes = schema.verificationCodes;
  const now = new Date();
  const usedNow = sql`exists (select 1 from ${codes} where ${codes.id} = ${row.id} and ${codes.usedAt} = ${now.getTime()})`;
  const [, [user]] = await db.batch([
    db
      .update(codes)
      .set({ usedAt: now })
      .where(and(eq(codes.id, row.id), usable(now))),
    db
      .update(schema.users)
      .set({
        emailVerified: true,
        ...(row.pendingName !== null ? { name: row.pendingName } : {}),
        ...(row.pendingPasswordHash !== null ? { passwordHash: row.pendingPasswordHash } : {}),
        ...(row.pendingLanguage !== null ? { language: row.pendingLanguage } : {}),
        updatedAt: now,
      })
      .where(and(eq(schema.users.id, row.userId), eq(schema.users.emailVerified, false), usedNow))
      .returning(),
    db.delete(codes).where(and(eq(codes.userId, row.userId), eq(codes.purpose, 'verify-email'), ne(codes.id, row.id), usedNow)),
  ]);
  if (!user) throw new ApiError(400, failure, [{ field: 'otp', message: failure }]);
  if (user.disabledAt) throw new ApiError(403, ACCOUNT_DISABLED);
  const { token } = await createSession(db, jwtSecret(ctx.env), user.id, ctx.userAgent);
  return { token, user: publicUser(user) };
}

export async function verifyOtp(ctx: RequestContext, { email, otp, signupKey }: OtpInput) {
  const row = await matchSignupCode(ctx.db, signingSecrets(ctx.env), email, otp);
  await assertOwnSignup(ctx, row, signupKey);
  return completeSignup(ctx, row, INVALID_CODE);
}

export async function verifyEmailLink(ctx: RequestContext, { token, signupKey }: { token: string; signupKey?: string }) {
  const row = await matchSignupToken(ctx.db, signingSecrets(ctx.env), token);
  await assertOwnSignup(ctx, row, signupKey);
  return completeSignup(ctx, row, INVALID_LINK);
}
