import { and, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import * as schema from '../db/schema.ts';
import type { Database } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import type { RequestContext } from './context.ts';
import { emailChangeMail, passwordResetMail, sendMail, verificationMail } from './mail.ts';
import { enforceRateLimit, RATE_RULES, type RateRule } from './rate-limit.ts';
import { jwtSecret, keyedHash } from './secrets.ts';

/**
 * Codes by e-mail, for verifying an address, resetting a password and confirming a new address: a 6-digit code and a
 * link token (sent together, except for a new address), stored only as keyed hashes, valid for 10 minutes, single-use. A new send replaces the previous pair of
 * the same purpose; five wrong codes kill the pair.
 */
export const CODE_TTL_MS = 10 * 60_000;
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

function randomToken(): string {
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
}

/** Mails per purpose and address in an hour. */
const SEND_RULES = {
  'verify-email': RATE_RULES.verificationSend,
  'reset-password': RATE_RULES.passwordResetSend,
  'change-email': RATE_RULES.emailChangeSend,
} as const satisfies Record<CodePurpose, RateRule>;

/** Stores a fresh code and link token for the user (at most 3 per hour per address and purpose) and returns them. */
async function issueCode(ctx: RequestContext, user: Recipient, purpose: CodePurpose): Promise<{ code: string; token: string }> {
  const { db, env } = ctx;
  await enforceRateLimit(db, SEND_RULES[purpose], user.email);
  const secret = jwtSecret(env);
  const code = randomCode();
  const token = randomToken();
  const [codeHash, tokenHash] = await Promise.all([keyedHash(secret, `code:${user.email}:${code}`), keyedHash(secret, `token:${token}`)]);
  await db.batch([
    db
      .delete(schema.verificationCodes)
      .where(and(eq(schema.verificationCodes.userId, user.id), eq(schema.verificationCodes.purpose, purpose))),
    db.insert(schema.verificationCodes).values({
      id: newId(),
      userId: user.id,
      email: user.email,
      purpose,
      codeHash,
      tokenHash,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    }),
  ]);
  return { code, token };
}

/** Sends a fresh verification code and link (at most 3 per hour per address). */
export async function sendVerification(ctx: RequestContext, user: Recipient) {
  const { code, token } = await issueCode(ctx, user, 'verify-email');
  await sendMail(ctx.db, ctx.env, verificationMail(user.email, user.name, code, `${ctx.siteOrigin}/verify-email/${token}`));
}

/** Sends a password-reset code and link (at most 3 per hour per address). */
export async function sendPasswordReset(ctx: RequestContext, user: Recipient) {
  const { code, token } = await issueCode(ctx, user, 'reset-password');
  await sendMail(ctx.db, ctx.env, passwordResetMail(user.email, user.name, code, `${ctx.siteOrigin}/reset-password/${token}`));
}

/**
 * Sends the code that confirms a new address to that address (at most 3 per hour per address). It has no link: the
 * code is typed on the account page, where the signed-in user asked for the change.
 */
export async function sendEmailChangeCode(ctx: RequestContext, user: Recipient, newEmail: string) {
  const { code } = await issueCode(ctx, { ...user, email: newEmail }, 'change-email');
  await sendMail(ctx.db, ctx.env, emailChangeMail(newEmail, user.name, code));
}

const INVALID_CODE = 'Invalid or expired verification code. Please request a new code.';

/**
 * Checks a code against the newest pending pair that `which` selects (an address's, or a user's). A wrong one counts
 * an attempt; the fifth wrong attempt kills the code. The right one is consumed by a single conditional UPDATE, so of
 * two concurrent uses exactly one succeeds. Answers the pending row's user and address.
 */
async function checkCode(db: Database, secret: Uint8Array, which: SQL, otp: string): Promise<{ userId: string; email: string }> {
  const now = new Date();
  const [pending] = await db
    .select()
    .from(schema.verificationCodes)
    .where(and(which, isNull(schema.verificationCodes.usedAt), gt(schema.verificationCodes.expiresAt, now)))
    .orderBy(desc(schema.verificationCodes.createdAt))
    .limit(1);
  if (!pending) throw new ApiError(400, INVALID_CODE, [{ field: 'otp', message: INVALID_CODE }]);
  if (pending.attempts >= MAX_CODE_ATTEMPTS) {
    throw new ApiError(400, 'Too many wrong attempts. Please request a new code.', [{ field: 'otp', message: 'Too many wrong attempts' }]);
  }
  const codeHash = await keyedHash(secret, `code:${pending.email}:${otp}`);
  if (codeHash !== pending.codeHash) {
    const [counted] = await db
      .update(schema.verificationCodes)
      .set({ attempts: sql`${schema.verificationCodes.attempts} + 1` })
      .where(eq(schema.verificationCodes.id, pending.id))
      .returning({ attempts: schema.verificationCodes.attempts });
    const left = MAX_CODE_ATTEMPTS - (counted?.attempts ?? MAX_CODE_ATTEMPTS);
    const message =
      left > 0
        ? `Incorrect code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`
        : 'Too many wrong attempts. Please request a new code.';
    throw new ApiError(400, message, [{ field: 'otp', message }]);
  }
  const userId = await claim(db, eq(schema.verificationCodes.id, pending.id), now);
  return { userId, email: pending.email };
}

/** Consumes the code mailed to an address for this purpose; answers the account it belongs to. */
export async function consumeCode(
  db: Database,
  secret: Uint8Array,
  email: string,
  otp: string,
  purpose: CodePurpose = 'verify-email',
): Promise<string> {
  const which = and(eq(schema.verificationCodes.email, email), eq(schema.verificationCodes.purpose, purpose)) as SQL;
  return (await checkCode(db, secret, which, otp)).userId;
}

/**
 * Consumes a code the signed-in user was sent for this purpose, wherever it was sent: a new address's code is looked up
 * by its account, since another account may be waiting for a code to the same address. Answers that address.
 */
export async function consumeUserCode(
  db: Database,
  secret: Uint8Array,
  userId: string,
  otp: string,
  purpose: CodePurpose,
): Promise<string> {
  const which = and(eq(schema.verificationCodes.userId, userId), eq(schema.verificationCodes.purpose, purpose)) as SQL;
  return (await checkCode(db, secret, which, otp)).email;
}

/** Consumes the code behind a link token of this purpose. */
export async function consumeToken(
  db: Database,
  secret: Uint8Array,
  token: string,
  purpose: CodePurpose = 'verify-email',
): Promise<string> {
  const tokenHash = await keyedHash(secret, `token:${token}`);
  const which = and(eq(schema.verificationCodes.tokenHash, tokenHash), eq(schema.verificationCodes.purpose, purpose)) as SQL;
  return claim(
    db,
    which,
    new Date(),
    purpose === 'verify-email' ? 'Invalid or expired verification link' : 'Invalid or expired reset link',
  );
}

async function claim(db: Database, which: SQL, now: Date, failure = INVALID_CODE): Promise<string> {
  const [claimed] = await db
    .update(schema.verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        which,
        isNull(schema.verificationCodes.usedAt),
        gt(schema.verificationCodes.expiresAt, now),
        lt(schema.verificationCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ userId: schema.verificationCodes.userId });
  if (!claimed) throw new ApiError(400, failure, [{ field: 'otp', message: failure }]);
  return claimed.userId;
}
