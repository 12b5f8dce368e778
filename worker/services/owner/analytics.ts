import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { AnalyticsDays } from '../../contracts/analytics.ts';
import { localMoment } from '../../contracts/hours.ts';
import { ENQUIRY_STATUSES } from '../../contracts/owner.ts';
import * as schema from '../../db/schema.ts';
import { assertOwns } from '../access.ts';
import type { RequestContext } from '../../env.ts';

/*
 * docs/product.md §3.23 Analytics, the owner's side: a listing's counts per local day over the last 7, 30 or 90 days.
 * Views and taps come from business_daily_stats, which the events queue's consumer updates a batch at a time, at most a
 * minute after they happen (docs/decisions/039), so today is as current as the last minute; enquiries and favourites
 * are counted from their own tables.
 */

const DAY_MS = 86_400_000;

const COUNTS = ['views', 'calls', 'whatsapp', 'directions', 'website', 'enquiries', 'favorites'] as const;
type Counts = Record<(typeof COUNTS)[number], number>;

export type AnalyticsDay = Counts & { date: string };

/** The calendar date `offset` days from `date` (YYYY-MM-DD): arithmetic on the date alone, whatever the zone. */
const shiftDate = (date: string, offset: number) => new Date(Date.parse(`${date}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

const zero = (): Counts => ({ views: 0, calls: 0, whatsapp: 0, directions: 0, website: 0, enquiries: 0, favorites: 0 });

export async function listingAnalytics(
  ctx: RequestContext,
  { id: businessId, days }: { id: string; days: AnalyticsDays },
  now = new Date(),
) {
  await assertOwns(ctx, businessId);
  const { db } = ctx;
  const today = localMoment(now).date;
  const first = shiftDate(today, 1 - days);
  // Enquiries and favourites carry instants: read from a day before the first local day began, whatever the city's
  // offset, and keep those whose local date is in the period.
  const since = new Date(Date.parse(`${first}T00:00:00Z`) - DAY_MS);
  const { enquiries, favorites, businessDailyStats: stats } = schema;
  const [statRows, enquiryRows, favoriteRows] = await db.batch([
    db
      .select({
        day: stats.day,
        views: stats.views,
        calls: stats.calls,
        whatsapp: stats.whatsapp,
        directions: stats.directions,
        website: stats.website,
      })
      .from(stats)
      .where(and(eq(stats.businessId, businessId), gte(stats.day, first), lte(stats.day, today))),
    // The (business, status, created) index holds them all, a range of it per status: no enquiry's text is read.
    db
      .select({ at: enquiries.createdAt })
      .from(enquiries)
      .where(and(eq(enquiries.businessId, businessId), inArray(enquiries.status, ENQUIRY_STATUSES), gte(enquiries.createdAt, since))),
    db
      .select({ at: favorites.createdAt })
      .from(favorites)
      .where(and(eq(favorites.businessId, businessId), gte(favorites.createdAt, since))),
  ]);

  const byDate = new Map<string, AnalyticsDay>();
  for (let date = first; date <= today; date = shiftDate(date, 1)) byDate.set(date, { date, ...zero() });
  for (const { day, ...counted } of statRows) {
    const entry = byDate.get(day);
    if (entry) Object.assign(entry, counted);
  }
  const tally = (rows: { at: Date }[], key: 'enquiries' | 'favorites') => {
    for (const { at } of rows) {
      const entry = byDate.get(localMoment(at).date);
      if (entry) entry[key] += 1;
    }
  };
  tally(enquiryRows, 'enquiries');
  tally(favoriteRows, 'favorites');

  const daily = [...byDate.values()];
  const totals = zero();
  for (const day of daily) for (const key of COUNTS) totals[key] += day[key];
  return { totals, daily };
}
