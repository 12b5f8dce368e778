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
} as const satisfies Record<string, RateRule>;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Counts one attempt for `subject` (an IP address, an e-mail…) in a fixed window and refuses it with 429 and
 * Retry-After when over the limit. The count is one atomic upsert, so concurrent requests cannot slip through;
 * callers check before they write, so a refused request stores nothing. Subjects are stored only as hashes.
 */
export async function enforceRateLimit(d1: D1Database, rule: RateRule, subject: string, now = Date.now()): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const key = `${rule.name}:${(await sha256Hex(subject)).slice(0, 32)}`;
  const row = await d1
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
         window_start = excluded.window_start
       RETURNING count`,
    )
    .bind(key, windowStart)
    .all<{ count: number }>();
  const attempts = row.results[0]?.count ?? 1;
  if (attempts > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    throw new ApiError(429, 'Too many requests. Please try again later.', [], { 'Retry-After': String(retryAfter) });
  }
}

/** The client's address as Cloudflare reports it. */
export function clientIp(headers: Headers): string {
  return headers.get('cf-connecting-ip') ?? headers.get('x-real-ip') ?? 'unknown';
}
