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
  /** Registrations per client address. */
  register: { name: 'register', limit: 10, windowSeconds: 3600 },
} as const satisfies Record<string, RateRule>;

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

/** Adds one to the subject's count in the current window, atomically, and returns the new count. */
async function hit(db: Database, rule: RateRule, subject: string, now: number): Promise<number> {
  const row = await db.$client
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
         window_start = excluded.window_start
       RETURNING count`,
    )
    .bind(await keyFor(rule, subject), windowOf(rule, now).start)
    .all<{ count: number }>();
  return row.results[0]?.count ?? 1;
}

/**
 * Counts one attempt and refuses it with 429 and Retry-After when over the limit. The count is one atomic upsert,
 * so concurrent requests cannot slip through; callers check before they write, so a refused request stores nothing.
 */
export async function enforceRateLimit(db: Database, rule: RateRule, subject: string, now = Date.now()): Promise<void> {
  if ((await hit(db, rule, subject, now)) > rule.limit) throw tooMany(windowOf(rule, now).retryAfter);
}

/** For limits on failures: refuses when the subject already reached the limit, without counting this attempt. */
export async function assertUnderLimit(db: Database, rule: RateRule, subject: string, now = Date.now()): Promise<void> {
  const { start, retryAfter } = windowOf(rule, now);
  const row = await db.$client
    .prepare('SELECT count FROM rate_limits WHERE key = ? AND window_start = ?')
    .bind(await keyFor(rule, subject), start)
    .all<{ count: number }>();
  if ((row.results[0]?.count ?? 0) >= rule.limit) throw tooMany(retryAfter);
}

/** Records a failure against a limit checked with assertUnderLimit. */
export async function recordFailure(db: Database, rule: RateRule, subject: string, now = Date.now()): Promise<void> {
  await hit(db, rule, subject, now);
}

/** The client's address as Cloudflare reports it. */
export function clientIp(headers: Headers): string {
  return headers.get('cf-connecting-ip') ?? headers.get('x-real-ip') ?? 'unknown';
}
