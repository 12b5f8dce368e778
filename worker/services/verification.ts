import { and, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import * as schema from '../db/schema.ts';
import type { Database, RequestContext } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import type { Language } from '../contracts/languages.ts';
import { CODE_TTL_MINUTES, emailChangeMail, passwordResetMail, sendMail, verificationMail } from './mail.ts';
import { mailLanguage } from './mail-texts.ts';
import { enforceRateLimit, isRateLimited, RATE_RULES, type RateRule } from './rate-limit.ts';
import { jwtSecret, keyedHash, keyedHashes, type Secrets } from './secrets.ts';

/**
 * Codes by e-mail, for verifying an address, resetting a password and confirming a new address: a 6-digit code and a
 * link token (sent together, except for a new address), stored only as keyed hashes, valid for 10 minutes, single-use.
 * A new send replaces the previous pair of the same purpose (of a sign-up, the same sign-up's: worker/services/signups.ts);
 * five wrong codes kill the pairs they were tried against.
 */
export const CODE_TTL_MS = CODE_TTL_MINUTES * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

/** A uniform 6-digit code from a secure source (rejection sampling avoids modulo bias). */
export function randomCode(): string {
  const buffer = new Uint32Array(1);
  const limit = Math.floor(0xffffffff / 1_000_000) * 1_000_000;
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] as number;
    if (value < limit) return String(value % 1_000_000).padStart(6, '0');
  }
}

/** 32 random bytes, URL-safe: link tokens and sign-up keys. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export type CodePurpose = (typeof schema.VERIFICATION_PURPOSES)[number];

interface Recipient {
  id: string;
  email: string;
  name: string;
  /** The language the mail is written in: the account's (users.language), or a waiting sign-up's own. */
  language: Language;
}

/** Mails per purpose and address in an hour. */
const SEND_RULES = {
  'verify-email': RATE_RULES.verificationSend,
  'reset-password': RATE_RULES.passwordResetSend,
  'change-email': RATE_RULES.emailChangeSend,
} as const satisfies Record<CodePurpose, RateRule>;

/**
 * What a sign-up's code carries (worker/services/signups.ts): the sign-up it was sent for and the name and password that
 * sign-up chose. All null for a code sent on an account's own credentials.
 */
export interface SignupAttempt {
  signupHash: string | null;
  pendingName: string | null;
  pendingPasswordHash: string | null;
  pendingLanguage: Language | null;
}

export const NO_ATTEMPT: SignupAttempt = { signupHash: null, pendingName: null, pendingPasswordHash: null, pendingLanguage: null };

/**
 * Stores a fresh code and link token for the user (at most 3 per hour per address and purpose) and returns them. It
 * replaces the previous pair of the same purpose; for a sign-up, only the previous pair of the same sign-up, so that a
 * second sign-up for an address cannot kill the code the first one is about to type.
 */
async function issueCode(
  ctx: RequestContext,
  user: Recipient,
  purpose: CodePurpose,
  attempt: SignupAttempt = NO_ATTEMPT,
): Promise<{ code: string; token: string }> {
  const { db, env } = ctx;
  const codes = schema.verificationCodes;
  await enforceRateLimit(db, SEND_RULES[purpose], user.email);
  const secret = jwtSecret(env);
  const code = randomCode();
  const token = randomToken();
  const [codeHash, tokenHash] = await Promise.all([keyedHash(secret, `code:${user.email}:${code}`), keyedHash(secret, `token:${token}`)]);
  const replaced = and(
    eq(codes.userId, user.id),
    eq(codes.purpose, purpose),
    purpose === 'verify-email' ? sql`${codes.signupHash} IS ${attempt.signupHash}` : undefined,
  );
  await db.batch([
    db.delete(codes).where(replaced),
    db.insert(codes).values({
      id: newId(),
      userId: user.id,
      email: user.email,
      purpose,
      codeHash,
      tokenHash,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
      ...attempt,
    }),
  ]);
  return { code, token };
}

/** Sends a fresh verification code and link for a sign-up (at most 3 per hour per address). */
export async function sendVerification(ctx: RequestContext, user: Recipient, attempt?: SignupAttempt) {
  const { code, token } = await issueCode(ctx, user, 'verify-email', attempt);
  await sendMail(
    ctx.db,
    ctx.env,
    verificationMail(mailLanguage(user.language), ctx.siteOrigin, user.email, user.name, code, `/verify-email/${token}`),
  );
}

/**
 * Sends a code unless the address's mails for the hour are used up; answers whether it sent. Callers answer the same
 * either way, so the mail limit never tells anyone that an account exists.
 */
export async function sendUnlessLimited(send: () => Promise<void>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    if (isRateLimited(error)) return false;
    throw error;
  }
}

/** Sends a password-reset code and link (at most 3 per hour per address). */
export async function sendPasswordReset(ctx: RequestContext, user: Recipient) {
  const { code, token } = await issueCode(ctx, user, 'reset-password');
  await sendMail(
    ctx.db,
    ctx.env,
    passwordResetMail(mailLanguage(user.language), ctx.siteOrigin, user.email, user.name, code, `/reset-password/${token}`),
  );
}

/**
 * Sends the code that confirms a new address to that address (at most 3 per hour per address). It has no link: the
 * code is typed on the account page, where the signed-in user asked for the change.
 */
export async function sendEmailChangeCode(ctx: RequestContext, user: Recipient, newEmail: string) {
  const { code } = await issueCode(ctx, { ...user, email: newEmail }, 'change-email');
  await sendMail(ctx.db, ctx.env, emailChangeMail(mailLanguage(user.language), newEmail, user.name, code));
}

export const INVALID_CODE = 'Invalid or expired verification code. Please request a new code.';
const TOO_MANY_ATTEMPTS = 'Too many wrong attempts. Please request a new code.';
export const INVALID_LINK = 'Invalid or expired verification link';

export type CodeRow = typeof schema.verificationCodes.$inferSelect;

/** Live pairs a code could match: at most a few, as each address gets at most 3 mails of a purpose an hour. */
const LIVE_PAIRS_READ = 10;

/**
 * Finds the live pair of those `which` selects whose code is `otp`, without using it up. A wrong code counts an attempt
 * on every live pair it was tried against, so five wrong codes kill them all however many sign-ups sent one; a pair
 * with five wrong attempts matches nothing.
 */
async function matchCode(db: Database, secret: Secrets, which: SQL, otp: string): Promise<CodeRow> {
  const codes = schema.verificationCodes;
  const live = await db
    .select()
    .from(codes)
    .where(and(which, isNull(codes.usedAt), gt(codes.expiresAt, new Date())))
    .orderBy(desc(codes.createdAt))
    .limit(LIVE_PAIRS_READ);
  const open = live.filter((row) => row.attempts < MAX_CODE_ATTEMPTS);
  if (live.length === 0) throw new ApiError(400, INVALID_CODE, [{ field: 'otp', message: INVALID_CODE }]);
  if (open.length === 0) throw new ApiError(400, TOO_MANY_ATTEMPTS, [{ field: 'otp', message: 'Too many wrong attempts' }]);
  const hashes = await Promise.all(open.map((row) => keyedHashes(secret, `code:${row.email}:${otp}`)));
  const matched = open.find((row, n) => hashes[n]?.includes(row.codeHash));
  if (matched) return matched;
  const counted = await db
    .update(codes)
    .set({ attempts: sql`${codes.attempts} + 1` })
    .where(
      inArray(
        codes.id,
        open.map((row) => row.id),
      ),
    )
    .returning({ attempts: codes.attempts });
  // The pair with the most attempts left decides: the code may be any live pair's.
  const fewest = counted.length > 0 ? Math.min(...counted.map((row) => row.attempts)) : MAX_CODE_ATTEMPTS;
  const left = MAX_CODE_ATTEMPTS - fewest;
  const message = left > 0 ? `Incorrect code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.` : TOO_MANY_ATTEMPTS;
  throw new ApiError(400, message, [{ field: 'otp', message }]);
}

/** The live pair behind a link token of this purpose, without using it up. */
async function matchToken(db: Database, secret: Secrets, token: string, purpose: CodePurpose): Promise<CodeRow> {
  const codes = schema.verificationCodes;
  const tokenHashes = await keyedHashes(secret, `token:${token}`);
  const [row] = await db
    .select()
    .from(codes)
    .where(and(inArray(codes.tokenHash, tokenHashes), eq(codes.purpose, purpose), usable(new Date())))
    .limit(1);
  const failure = purpose === 'verify-email' ? INVALID_LINK : 'Invalid or expired reset link';
  if (!row) throw new ApiError(400, failure, [{ field: 'otp', message: failure }]);
  return row;
}

const byAddress = (email: string, purpose: CodePurpose) =>
  and(eq(schema.verificationCodes.email, email), eq(schema.verificationCodes.purpose, purpose)) as SQL;

/** The sign-up pair whose code was mailed to this address, for worker/services/signups.ts to decide on. */
export const matchSignupCode = (db: Database, secret: Secrets, email: string, otp: string) =>
  matchCode(db, secret, byAddress(email, 'verify-email'), otp);

/** The sign-up pair behind a verification link. */
export const matchSignupToken = (db: Database, secret: Secrets, token: string) => matchToken(db, secret, token, 'verify-email');

/** Consumes the code mailed to an address for this purpose; answers the account it belongs to. */
export async function consumeCode(db: Database, secret: Secrets, email: string, otp: string, purpose: CodePurpose): Promise<string> {
  return claim(db, await matchCode(db, secret, byAddress(email, purpose), otp));
}

/**
 * Consumes a code the signed-in user was sent for this purpose, wherever it was sent: a new address's code is looked up
 * by its account, since another account may be waiting for a code to the same address. Answers that address.
 */
export async function consumeUserCode(db: Database, secret: Secrets, userId: string, otp: string, purpose: CodePurpose): Promise<string> {
  const which = and(eq(schema.verificationCodes.userId, userId), eq(schema.verificationCodes.purpose, purpose)) as SQL;
  const row = await matchCode(db, secret, which, otp);
  await claim(db, row);
  return row.email;
}

/** Consumes the code behind a link token of this purpose. */
export async function consumeToken(db: Database, secret: Secrets, token: string, purpose: CodePurpose): Promise<string> {
  return claim(
    db,
    await matchToken(db, secret, token, purpose),
    purpose === 'verify-email' ? INVALID_LINK : 'Invalid or expired reset link',
  );
}

/** A pair that can still be used at `now`: not used, not expired, not killed by wrong codes. */
export function usable(now: Date): SQL {
  const codes = schema.verificationCodes;
  return and(isNull(codes.usedAt), gt(codes.expiresAt, now), lt(codes.attempts, MAX_CODE_ATTEMPTS)) as SQL;
}

/**
 * Uses a pair up by a single conditional UPDATE, so of two concurrent uses exactly one succeeds. Answers its account.
 */
async function claim(db: Database, row: CodeRow, failure = INVALID_CODE): Promise<string> {
  const now = new Date();
  const [claimed] = await db
    .update(schema.verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(schema.verificationCodes.id, row.id), usable(now)))
    .returning({ userId: schema.verificationCodes.userId });
  if (!claimed) throw new ApiError(400, failure, [{ field: 'otp', message: failure }]);
  return claimed.userId;
}
