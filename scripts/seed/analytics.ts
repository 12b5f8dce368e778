import type * as schema from '../../worker/db/schema.ts';
import { Random } from './random.ts';

/** How far back the demo owner's analytics go: the longest period the portal shows (docs/product.md §3.23). */
export const ANALYTICS_SEED_DAYS = 90;

/** A listing's day relative to an ordinary one, Sunday first: quiet early in the week, busiest at the weekend. */
const WEEKLY_RHYTHM = [1.35, 0.8, 0.85, 0.9, 0.95, 1.1, 1.45] as const;

/** FNV-1a: a listing's own seed from its id. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let n = 0; n < text.length; n++) hash = Math.imul(hash ^ text.charCodeAt(n), 0x01000193);
  return hash >>> 0;
}

const DAY_MS = 86_400_000;
const shiftDate = (date: string, offset: number) => new Date(Date.parse(`${date}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * A listing's counted views and taps for each of the 90 days before `today` (today itself starts empty, so the live
 * counts are what the portal shows for it): a weekly rhythm, a slow rise over the quarter and some day-to-day noise.
 * Drawn from a stream of the listing's own, seeded by its id, so the city's shared stream is not touched.
 */
export function dailyStats(
  business: { id: string; website?: string | null },
  today: string,
): (typeof schema.businessDailyStats.$inferInsert)[] {
  const random = new Random(hashText(business.id));
  const ordinaryDay = random.int(18, 45);
  const rows: (typeof schema.businessDailyStats.$inferInsert)[] = [];
  for (let back = ANALYTICS_SEED_DAYS; back >= 1; back--) {
    const day = shiftDate(today, -back);
    const rhythm = WEEKLY_RHYTHM[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? 1;
    const trend = 0.85 + 0.3 * (1 - back / ANALYTICS_SEED_DAYS);
    const views = Math.round(ordinaryDay * rhythm * trend * (0.75 + random.next() * 0.5));
    const share = (rate: number) => Math.round(views * rate * (0.5 + random.next()));
    rows.push({
      businessId: business.id,
      day,
      views,
      calls: share(0.09),
      whatsapp: share(0.06),
      directions: share(0.07),
      website: business.website ? share(0.04) : 0,
    });
  }
  return rows;
}
