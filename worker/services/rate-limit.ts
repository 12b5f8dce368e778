import type { Database } from '../env.ts';
import { ApiError } from '../lib/errors.ts';

export interface RateRule {
  /** What is limited, e.g. 'enquiry'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export const RATE_RULES = {
  enquiry: { name: 'enquiry', limit: 5, windowSeconds: 600 },
  contact: { name: 'contact', limit: 5, windowSeconds: 3600 },
  /** Verification e-mails per address. */
  verificationSend: { name: 'verification-send', limit: 3, windowSeconds: 3600 },
  /** Sign-in attempts per client address, right or wrong. */
  login: { name: 'login', limit: 30, windowSeconds: 900 },
  /** Failed sign-ins per account. */
  loginFailure: { name: 'login-failure', limit: 5, windowSeconds: 900 },
  /** Wrong current passwords per account when changing the password or the e-mail address, or erasing the account. */
  passwordChangeFailure: { name: 'password-change-failure', limit: 5, windowSeconds: 900 },
  /** Requests for a new verification code per address, whether or not it has an account waiting. */
  resendRequest: { name: 'resend-request', limit: 3, windowSeconds: 3600 },
  /** Password-reset mails per address. */
  passwordResetSend: { name: 'password-reset-send', limit: 3, windowSeconds: 3600 },
  /** Forgotten-password requests per address, whether or not it has an account. */
  passwordForgotRequest: { name: 'password-forgot-request', limit: 3, windowSeconds: 3600 },
  /** Forgotten-password requests per client address. */
  passwordForgotClient: { name: 'password-forgot-client', limit: 10, windowSeconds: 3600 },
  /** Codes sent to a new address an account wants to move to, per address. */
  emailChangeSend: { name: 'email-change-send', limit: 3, windowSeconds: 3600 },
  /** E-mail changes asked for per account, whatever the addresses. */
  emailChangeRequest: { name: 'email-change-request', limit: 5, windowSeconds: 3600 },
  /** New listings per account in a day: an owner adds a few businesses, a spammer many. */
  listingCreate: { name: 'listing-create', limit: 10, windowSeconds: 86_400 },
  /** Claims of listings per account in a day: someone runs a few businesses, and each claim mails one or waits for us. */
  claimCreate: { name: 'claim-create', limit: 5, windowSeconds: 86_400 },
  /** Claim codes mailed to one listing's address in an hour, first codes and new ones alike, whoever asks. */
  claimCodeSend: { name: 'claim-code-send', limit: 5, windowSeconds: 3600 },
  /**
   * Wrong claim codes per listing in a day, across its claims and whoever enters them (issue 33): two claims' five
   * tries, so an owner's typos and a second claim fit, and a crowd of fresh claims guesses 10 codes a day, not 600.
   */
  claimCodeFailure: { name: 'claim-code-failure', limit: 10, windowSeconds: 86_400 },
  /** Listing edits per account in an hour: a form saved again and again, never a script rewriting listings or the queue. */
  listingEdit: { name: 'listing-edit', limit: 60, windowSeconds: 3600 },
  /** Photos an account uploads, counted before the file is read: four full listings an hour (MAX_PHOTOS_PER_LISTING). */
  photoUpload: { name: 'photo-upload', limit: 100, windowSeconds: 3600 },
  /** Registrations per client address. */
  register: { name: 'register', limit: 10, windowSeconds: 3600 },
} as const satisfies Record<string, RateRule>;

/**
 * Where the bot check runs, sign-in for an account that has failed this many times in loginFailure's window asks for a
 * solved challenge on every further attempt, instead of loginFailure's 429 (docs/product.md §3.15).
 */
export const SIGN_IN_CHALLENGE_AFTER = 3;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function windowOf(rule: RateRule, now: number) {
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return { start, retryAfter: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
}

/** Subjects (addresses, e-mails) are stored only as hashes. */
async function keyFor(rule: RateRule, subject: string) {
  return `${rule.name}:${(await sha256Hex(subject)).slice(0, 32)}`;
}

function tooMany(retryAfter: number): ApiError {
  return new ApiError(429, 'Too many requests. Please try again later.', [], { 'Retry-After': String(retryAfter) });
}

/** Adds one to a key's count in the window starting at ?2, atomically (a window that has moved on starts again at 1). */
const HIT_SQL = `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
  ON CONFLICT(key) DO UPDATE SET
    count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
    window_start = excluded.window_start
  RETURNING count`;

/** Adds one to the key's count in the window starting at `start`, atomically, and returns the new count. */
async function hit(db: Database, key: string, start: number): Promise<number> {
  const row = await db.$client.prepare(HIT_SQL).bind(key, start).all<{ count: number }>();
  return row.results[0]?.count ?? 1;
}

/** Counts one attempt; answers the count with this one in it, and where it was counted. */
async function count(db: Database, rule: RateRule, subject: string, now: number) {
  const key = await keyFor(rule, subject);
  const { start, retryAfter } = windowOf(rule, now);
  return { key, start, retryAfter, count: await hit(db, key, start) };
}

/** Counts one attempt and refuses it with 429 and Retry-After when over the limit; answers where it was counted. */
async function take(db: Database, rule: RateRule, subject: string, now: number) {
  const counted = await count(db, rule, subject, now);
  if (counted.count > rule.limit) throw tooMany(counted.retryAfter);
  return counted;
}

/** Takes back one counted failure, for an attempt that turned out right; a window that has moved on is left alone. */
function refunder(db: Database, { key, start }: { key: string; start: number }) {
  return async () => {
    await db.$client
      .prepare('UPDATE rate_limits SET count = count - 1 WHERE key = ? AND window_start = ? AND count > 0')
      .bind(key, start)
      .run();
  };
}

/**
 * Counts one attempt and refuses it with 429 and Retry-After when over the limit. The count is one atomic upsert,
 * so concurrent requests cannot slip through; callers check before they write, so a refused request stores nothing.
 */
export async function enforceRateLimit(db: Database, rule: RateRule, subject: string, now = Date.now()): Promise<void> {
  await take(db, rule, subject, now);
}

/**
 * For limits on failures (wrong passwords): counts this attempt as a failure *before* it is checked, in the same
 * atomic upsert, and refuses it when over the limit. So parallel attempts cannot all slip in between a read and a
 * write (30 at once get 5 checks, not 30). The caller refunds the count when the attempt turns out right.
 */
export async function countFailureFirst(db: Database, rule: RateRule, subject: string, now = Date.now()): Promise<() => Promise<void>> {
  return refunder(db, await take(db, rule, subject, now));
}

/**
 * As countFailureFirst, but refuses nothing: answers the failures in the window, this attempt included, and leaves
 * what they lead to (a bot check rather than a refusal) to the caller.
 */
export async function countFailure(
  db: Database,
  rule: RateRule,
  subject: string,
  now = Date.now(),
): Promise<{ failures: number; refund: () => Promise<void> }> {
  const counted = await count(db, rule, subject, now);
  return { failures: counted.count, refund: refunder(db, counted) };
}

/** A refusal by a rate limit, for callers that answer the same whether or not a limit stopped them. */
export const isRateLimited = (error: unknown): boolean => error instanceof ApiError && error.status === 429;

/** The client's address as Cloudflare reports it. */
export function clientIp(headers: Headers): string {
  return headers.get('cf-connecting-ip') ?? headers.get('x-real-ip') ?? 'unknown';
}

/**
 * The subject of per-address limits: an IPv4 address as it is, an IPv6 address as its /64 network. One subscriber
 * is usually given a whole /64, so counting single IPv6 addresses would let one client rotate through 2^64 of them.
 */
export function addressSubject(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail] = (address.toLowerCase().split('%')[0] ?? '').split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : Math.max(0, 8 - left.length - right.length);
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
