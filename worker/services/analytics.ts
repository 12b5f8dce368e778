import type { TrackedEvent } from '../contracts/analytics.ts';
import { localMoment } from '../contracts/hours.ts';
import { publicBusinessWhere } from '../db/rules.ts';
import * as schema from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import type { CountMessage } from './events/messages.ts';
import { sendCount } from './events/send.ts';
import { jwtSecret, keyedHash } from './secrets.ts';
import type { RequestContext, Viewer } from '../env.ts';

/*
 * docs/product.md §3.23 Analytics: a listing's views and taps, each counted once per visitor, kind and hour. The request
 * decides whether an event counts and who the visitor is, and sends it to the events queue; the queue's consumer writes
 * a batch of them at once (services/events/counts.ts): a mark inserted or ignored (business_event_marks), and the new
 * marks added to their day's row of business_daily_stats, which is what the owner reads (docs/decisions/039).
 */

/**
 * Link-preview fetchers and crawlers read business pages too (every page is rendered on the server): what they
 * read is not a person's view, nor a person's tap.
 */
const AUTOMATED_AGENT = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|whatsapp|telegram|slack|discord|linkedin|embedly|preview/i;

export function countsAsVisitor(userAgent: string | null | undefined): boolean {
  return !userAgent || !AUTOMATED_AGENT.test(userAgent);
}

/**
 * Admins run the directory, so their visits and taps are no listing's audience; the listing's owner is the other one
 * not counted, which each caller checks against the listing.
 */
export const isAdmin = (viewer: Viewer | null): boolean => viewer?.user.role === 'admin';

/** The hour a mark belongs to: hours since the epoch. */
export const eventHour = (now: number): number => Math.floor(now / 3_600_000);

export type EventMark = typeof schema.businessEventMarks.$inferInsert;

/**
 * The mark one request leaves: the visitor is an HMAC, under the server's secret, of the local day, the client's
 * address and its user agent. The day in the hashed text is the daily salt: tomorrow the same person is a stranger,
 * and without the secret no one can test a known address against the table. Neither value is stored.
 */
export async function eventMark(
  ctx: Pick<RequestContext, 'env' | 'ip' | 'userAgent'>,
  businessId: string,
  type: EventMark['type'],
  now: Date,
): Promise<EventMark> {
  const day = localMoment(now).date;
  const visitor = await keyedHash(jwtSecret(ctx.env), ['analytics-visitor', day, ctx.ip, ctx.userAgent ?? ''].join('\n'));
  return { businessId, type, visitor: visitor.slice(0, 32), hour: eventHour(now.getTime()), day };
}

/**
 * The client's address as the hourly limit per address counts it (services/events/counts.ts): an HMAC of the local day
 * and the address (an IPv6 client's /64), salted daily as the visitor is. Kept on the mark, never the address.
 */
export async function addressMark(ctx: Pick<RequestContext, 'env' | 'ip'>, now: Date): Promise<string> {
  const day = localMoment(now).date;
  return (await keyedHash(jwtSecret(ctx.env), ['analytics-address', day, ctx.ip].join('\n'))).slice(0, 32);
}

/** The message one countable view or tap becomes: the visitor's mark and the address its hourly limit counts. */
export async function countMessage(
  ctx: Pick<RequestContext, 'env' | 'ip' | 'userAgent'>,
  businessId: string,
  type: EventMark['type'],
  now: Date,
): Promise<CountMessage> {
  const [mark, address] = await Promise.all([eventMark(ctx, businessId, type, now), addressMark(ctx, now)]);
  return { kind: 'count', businessId, type, visitor: mark.visitor, hour: mark.hour, day: mark.day, address };
}

/**
 * Counts a tap on a public listing's profile, once per visitor, kind and hour. A listing that is not public is 404, as
 * its profile is. Taps by the listing's owner or an admin, or by automated agents, are answered the same and counted
 * nowhere: a beacon's sender has nothing to do with a refusal. The tap itself goes to the events queue, whose consumer
 * also drops an address's taps past its hourly limit (EVENTS_PER_ADDRESS_PER_HOUR); the request only reads.
 */
export async function recordEvent(
  ctx: RequestContext,
  { id: businessId, type }: { id: string; type: TrackedEvent },
  now = new Date(),
): Promise<void> {
  const { db } = ctx;
  const [business] = await db
    .select({ ownerId: schema.businesses.ownerId })
    .from(schema.businesses)
    .where(publicBusinessWhere(schema.businesses, businessId))
    .limit(1);
  if (!business) throw new ApiError(404, 'Business not found');
  if (!countsAsVisitor(ctx.userAgent)) return;
  const viewer = await ctx.viewer();
  if (isAdmin(viewer) || (viewer && viewer.user.id === business.ownerId)) return;
  sendCount(ctx, await countMessage(ctx, businessId, type, now));
}
