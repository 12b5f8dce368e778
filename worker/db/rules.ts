import { and, eq, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * Rules that both TypeScript and SQL need, each written once here. Hand-written SQL (the search view in
 * migrations/0002_search_index.sql and the queries in worker/services) builds on these fragments, and
 * tests/worker/rules.test.ts holds the view to them.
 */

// ───────────── what makes a business public ─────────────

/** A business is shown to visitors once an admin has approved it and its details are verified. */
export const PUBLIC_BUSINESS = { status: 'approved', isVerified: true } as const;

/** The rule for a row already in hand. */
export function isPublicBusiness(business: { status: string; isVerified: boolean }): boolean {
  return business.status === PUBLIC_BUSINESS.status && business.isVerified === PUBLIC_BUSINESS.isVerified;
}

/** The rule as SQL over the businesses table, optionally behind an alias (`b` → `b.status = …`). */
export function publicBusinessSql(alias?: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `${column('status')} = '${PUBLIC_BUSINESS.status}' AND ${column('is_verified')} = ${PUBLIC_BUSINESS.isVerified ? 1 : 0}`;
}

/**
 * The rule as a drizzle condition over `schema.businesses`, for one business id or for all. The table is passed in
 * because schema.ts itself builds on this module (the score index).
 */
export function publicBusinessWhere(table: { id: SQLiteColumn; status: SQLiteColumn; isVerified: SQLiteColumn }, id?: string): SQL {
  const rule = and(eq(table.status, PUBLIC_BUSINESS.status), eq(table.isVerified, PUBLIC_BUSINESS.isVerified)) as SQL;
  return id === undefined ? rule : (and(eq(table.id, id), rule) as SQL);
}

// ───────────── the rating prior ─────────────

/**
 * A business's Bayesian rating: its reviews pulled towards a prior of 5 reviews of 3.5 stars, so one 5-star review
 * does not outrank a hundred 4.8s. Sorting "best rated" and relevance ties use it.
 */
export const RATING_PRIOR = { reviews: 5, stars: 3.5 } as const;

export function bayesianScore(average: number, count: number): number {
  return (RATING_PRIOR.reviews * RATING_PRIOR.stars + average * count) / (RATING_PRIOR.reviews + count);
}

/** The same score as SQL over a row's rating columns (optionally behind an alias). */
export function bayesianScoreSql(alias?: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `((${RATING_PRIOR.reviews} * ${RATING_PRIOR.stars} + ${column('rating_average')} * ${column('rating_count')}) / (${RATING_PRIOR.reviews} + ${column('rating_count')}))`;
}

// ───────────── facet tokens ─────────────

/**
 * Filter tokens of the search index's `facets` column, so filters intersect inside the index. Slugs use '_' for
 * '-' because the tokenizer keeps '_' inside a token and splits on '-'.
 */
const facetSlug = (slug: string) => slug.replace(/-/g, '_');

export const FACET = {
  all: 'all',
  featured: 'featured',
  category: (slug: string) => `cat_${facetSlug(slug)}`,
  location: (slug: string) => `loc_${facetSlug(slug)}`,
  pincode: (pincode: string) => `pin_${pincode}`,
  /** Every pincode that starts with these digits (an FTS5 prefix query). */
  pincodePrefix: (digits: string) => `pin_${digits}*`,
  price: (tier: number) => `price_${tier}`,
  /** Rated at least `stars` (whole stars, 1–5). */
  rating: (stars: number) => `rating_${Math.floor(stars)}`,
} as const;

/** The same tokens built in SQL from a column, for the search view and for joins against the index's vocabulary. */
export const FACET_SQL = {
  category: (slugColumn: string) => `'cat_' || replace(${slugColumn}, '-', '_')`,
  location: (slugColumn: string) => `'loc_' || replace(${slugColumn}, '-', '_')`,
  pincode: (pincodeColumn: string) => `'pin_' || ${pincodeColumn}`,
  price: (tierColumn: string) => `'price_' || ${tierColumn}`,
} as const;
