import type { Point } from '../../contracts/geo.ts';
import type { Database } from '../../env.ts';
import type { BusinessCard } from '../business-shape.ts';
import { findBusinesses, type FindContext, type FoundPage } from './find.ts';
import type { Criteria } from './interpret.ts';

/**
 * Never an empty page when an answer is near (docs/product.md §3.2, "Widening"): a first page with fewer matches in the
 * place than it holds goes on with the nearest matches around the place, each card with its distance from it. One
 * search more, nearest first from the place's centre, on the path every distance search takes (docs/search.md, "Paths").
 */

/** How far around the place a page is filled from: across a part of the city, as far as a resident goes for a trade they cannot find nearer (the cards say how far). */
export const WIDEN_KM = 10;

export interface Widened {
  businesses: BusinessCard[];
  count: number;
  /** The farthest of them, rounded up to a whole km. */
  withinKm: number;
}

/**
 * The nearest matches around the place that are not on the page already, to fill it: none when the page is full, is
 * not the first, names no place with a centre, or nothing matches within WIDEN_KM.
 */
export async function widenPage(
  db: Database,
  criteria: Criteria,
  found: FoundPage,
  centre: Point | undefined,
  page: { number: number; limit: number },
  at: FindContext,
): Promise<Widened | undefined> {
  const room = page.limit - found.businesses.length;
  if (page.number !== 1 || room <= 0 || !centre || !(criteria.pincode || criteria.location)) return undefined;
  const around: Criteria = {
    ...criteria,
    pincode: undefined,
    location: undefined,
    origin: centre,
    sort: 'distance',
    withinKm: WIDEN_KM,
  };
  // The page's own matches are among the nearest as a rule: a page's worth more leaves room for them.
  const nearest = await findBusinesses(db, around, 1, page.limit, at);
  const shown = new Set(found.businesses.map((business) => business._id));
  const businesses = nearest.businesses
    .filter((business) => !shown.has(business._id) && business.distance !== undefined && business.distance <= WIDEN_KM)
    .slice(0, room);
  if (businesses.length === 0) return undefined;
  const farthest = Math.max(...businesses.map((business) => business.distance ?? 0));
  return { businesses, count: businesses.length, withinKm: Math.max(1, Math.ceil(farthest)) };
}
