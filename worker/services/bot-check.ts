import { BOT_CHECK_FIELD, type BotCheckAction } from '../contracts/bot-check.ts';
import type { Bindings, RequestContext } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { logFailure } from '../lib/log.ts';

/** Cloudflare Turnstile's server-side check of a widget's token. */
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** A stalled check must not hold the form for long: it then fails closed like any other outage. */
const SITEVERIFY_TIMEOUT_MS = 5000;

/** docs/product.md §5.2. */
export const BOT_CHECK_MESSAGES = {
  required: 'Please complete the security check.',
  signIn: 'Please complete the security check to sign in.',
  failed: 'The security check did not pass. Please try it again.',
  unavailable: 'The security check is not available right now. Please try again in a minute.',
} as const;

/** What siteverify answers (the fields we read). */
interface Verdict {
  success?: boolean;
  action?: string;
  'error-codes'?: string[];
}

/** The check runs where its secret is configured (production); plain local development has none, so works offline. */
export const botCheckEnabled = (env: Bindings): boolean => Boolean(env.TURNSTILE_SECRET_KEY);

const refusal = (status: 403 | 503, message: string) => new ApiError(status, message, [{ field: BOT_CHECK_FIELD, message }]);

/**
 * Asks Turnstile whether the token is a solved challenge for this form, and refuses the request with 403 when it is
 * missing or not; does nothing when the check is not configured. The token is sent to Cloudflare and nowhere else:
 * never stored, logged or echoed. When siteverify cannot be reached the request is refused with 503 (fail closed):
 * an outage of the check must not open the forms to bots, and 503 tells the visitor to retry rather than that they
 * failed. Tokens are single use (siteverify refuses a second look), so every submission needs a fresh one.
 */
export async function checkHuman(
  ctx: RequestContext,
  token: string | undefined,
  action: BotCheckAction,
  message: string = BOT_CHECK_MESSAGES.required,
): Promise<void> {
  const secret = ctx.env.TURNSTILE_SECRET_KEY;
  if (!secret) return;
  if (!token) throw refusal(403, message);
  const verdict = await siteverify(ctx, secret, token);
  // A token carries the action its widget was given; one solved for another form does not count here.
  if (verdict.success !== true || (verdict.action && verdict.action !== action)) throw refusal(403, BOT_CHECK_MESSAGES.failed);
}

async function siteverify(ctx: RequestContext, secret: string, token: string): Promise<Verdict> {
  // remoteip is an optional hint; an IPv6 client is known here only by its /64 (context.ts), which is no address.
  const remoteip = ctx.ip.includes('/') || ctx.ip === 'unknown' ? undefined : ctx.ip;
  try {
    const response = await fetch(SITEVERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret, response: token, remoteip }),
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    return (await response.json()) as Verdict;
  } catch (error) {
    logFailure('bot check not verified', error, { requestId: ctx.requestId });
    throw refusal(503, BOT_CHECK_MESSAGES.unavailable);
  }
}
