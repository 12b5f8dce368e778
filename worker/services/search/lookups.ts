import { slugOf } from '../../contracts/admin-catalogue-fields.ts';
import type { Point } from '../../contracts/geo.ts';
import { ATTRIBUTE_FACET, FACET, FACET_SQL, publicBusinessSql } from '../../db/rules.ts';
import type { Lookup } from '../../lib/d1-round.ts';
import { pincodeCentre } from '../geo.ts';
import { isPlaceholderLocation, type Criteria } from './interpret.ts';
import { isFacetToken } from './query.ts';

/**
 * What a search's filters name, looked up in its first round (docs/search.md, "Lookups"): the category, the place
 * and its centre, how many documents hold each facet token, listings whose featuring has ended.
 */

/** Facet clauses and the point distances are measured from, resolved from the criteria. */
export interface Resolved {
  facets: string[];
  /** Set when a filter names something that does not exist: the answer is empty without asking the index. */
  impossible: boolean;
  /** For the indexed path: which single column filter applies. */
  single?: { column: 'category_id' | 'pincode' | 'location_id' | 'is_featured'; value: string | number; facet: string };
  origin?: Point;
  /** How many documents hold each facet token asked for on the way (search_facet_counts), `all` among them. */
  holdings: Map<string, number>;
}

/**
 * Filters to facet clauses (open now's half hour among them, when asked). Their lookups (category, pincode
 * centre, place) go to the database together, with how many documents hold each facet token: the broad check and the
 * bucket walk's estimate then need no query of their own.
 */
export async function resolve(lookup: Lookup, criteria: Criteria, options: { openFacet?: string; countAll: boolean }): Promise<Resolved> {
  const resolved: Resolved = { facets: [], impossible: false, origin: criteria.origin, holdings: new Map() };
  const singles: NonNullable<Resolved['single']>[] = [];

  let pincode = criteria.pincode;
  let location = criteria.location?.trim();
  if (location && isPlaceholderLocation(location)) location = undefined;
  if (!pincode && location && /^\d{5,6}$/.test(location)) {
    pincode = location;
    location = undefined;
  }
  // The tokens known before any lookup (the index's size too, for a search with filters to estimate with).
  const filters = [
    ...(pincode?.length === 6 ? [FACET.pincode(pincode)] : []),
    ...(criteria.featured ? [FACET.featured] : []),
    ...(criteria.minRating ? [FACET.rating(criteria.minRating)] : []),
    ...(criteria.priceRange ? [FACET.price(criteria.priceRange)] : []),
    ...(criteria.priceRange ? [] : (criteria.priceTiers ?? []).map((tier) => FACET.price(tier))),
    ...(criteria.attributes ?? []).map((attribute) => ATTRIBUTE_FACET[attribute]),
  ];
  const tokens = filters.length > 0 || criteria.openNow || criteria.category || location || options.countAll ? [FACET.all, ...filters] : [];
  const [category, centre, place, counts] = await Promise.all([
    criteria.category
      ? lookup<{ id: string; slug: string; docs: number | null }>(
          `SELECT id, slug, (SELECT docs FROM search_facet_counts WHERE token = ${FACET_SQL.category('c.slug')}) AS docs
           FROM categories c WHERE slug = ? OR lower(name) = lower(?)`,
          slugOf(criteria.category),
          criteria.category.trim(),
        ).then((rows) => rows.results[0] ?? null)
      : undefined,
    pincode?.length === 6 && !resolved.origin ? pincodeCentre(lookup, pincode) : undefined,
    location ? resolvePlace(lookup, location) : undefined,
    countFacets(lookup, tokens),
  ]);
  for (const [token, docs] of counts) resolved.holdings.set(token, docs);

  if (category === null) resolved.impossible = true;
  else if (category) {
    const facet = FACET.category(category.slug);
    resolved.facets.push(facet);
    resolved.holdings.set(facet, category.docs ?? 0);
    singles.push({ column: 'category_id', value: category.id, facet });
  }
  if (pincode) {
    if (pincode.length === 6) {
      const facet = FACET.pincode(pincode);
      resolved.facets.push(facet);
      singles.push({ column: 'pincode', value: pincode, facet });
      resolved.origin ??= centre ?? undefined;
    } else {
      resolved.facets.push(FACET.pincodePrefix(pincode));
    }
  }
  if (place === null) resolved.impossible = true;
  else if (place) {
    resolved.facets.push(place.facet);
    if (place.docs !== undefined) resolved.holdings.set(place.facet, place.docs);
    if (place.locationId) singles.push({ column: 'location_id', value: place.locationId, facet: place.facet });
    resolved.origin ??= place.centre;
  }
  if (criteria.featured) {
    resolved.facets.push(FACET.featured);
    singles.push({ column: 'is_featured', value: 1, facet: FACET.featured });
  }
  if (criteria.minRating) resolved.facets.push(FACET.rating(criteria.minRating));
  if (criteria.priceRange) resolved.facets.push(FACET.price(criteria.priceRange));
  else if (criteria.priceTiers?.length) {
    const tiers = criteria.priceTiers.map((tier) => FACET.price(tier));
    resolved.facets.push(tiers.length === 1 ? (tiers[0] as string) : `(${tiers.join(' OR ')})`);
  }
  for (const attribute of criteria.attributes ?? []) resolved.facets.push(ATTRIBUTE_FACET[attribute]);
  if (options.openFacet) resolved.facets.push(options.openFacet);

  if (singles.length === 1 && resolved.facets.length === 1) resolved.single = singles[0];
  return resolved;
}

/**
 * A locality of ours, else a post-office name anywhere in India (all its pincodes), else nothing. Both are asked at
 * once: a name is looked up through an index either way, and one round trip costs more than the few rows.
 */
async function resolvePlace(
  lookup: Lookup,
  text: string,
): Promise<{ facet: string; locationId?: string; centre?: Point; docs?: number } | null> {
  const slug = slugOf(text);
  const [locations, places] = await Promise.all([
    lookup<{ id: string; slug: string; latitude: number | null; longitude: number | null; docs: number | null }>(
      `SELECT id, slug, latitude, longitude, (SELECT docs FROM search_facet_counts WHERE token = ${FACET_SQL.location('l.slug')}) AS docs
       FROM locations l WHERE slug = ? OR lower(name) = lower(?)`,
      slug,
      text,
    ),
    lookup<{ pincode: string; latitude: number | null; longitude: number | null }>(
      `SELECT pp.pincode, p.latitude, p.longitude FROM pincode_places pp JOIN pincodes p ON p.pincode = pp.pincode
       WHERE lower(pp.name) = lower(?) LIMIT 20`,
      text,
    ),
  ]);
  const location = locations.results[0];
  if (location) {
    return {
      facet: FACET.location(location.slug),
      locationId: location.id,
      docs: location.docs ?? 0,
      centre:
        location.latitude != null && location.longitude != null
          ? { latitude: location.latitude, longitude: location.longitude }
          : undefined,
    };
  }
  if (places.results.length === 0) return null;
  const pincodes = [...new Set(places.results.map((place) => place.pincode))];
  const first = places.results.find((place) => place.latitude != null && place.longitude != null);
  return {
    facet: pincodes.length === 1 ? FACET.pincode(pincodes[0] as string) : `(${pincodes.map(FACET.pincode).join(' OR ')})`,
    centre: first ? { latitude: first.latitude as number, longitude: first.longitude as number } : undefined,
  };
}

/** How many documents hold each of `tokens`, as the index's triggers keep it (search_facet_counts): one row each. */
async function countFacets(lookup: Lookup, tokens: string[]): Promise<Map<string, number>> {
  const counts = new Map(tokens.map((token) => [token, 0]));
  if (tokens.length === 0) return counts;
  const rows = await lookup<{ token: string; docs: number }>(
    `SELECT token, docs FROM search_facet_counts WHERE token IN (${tokens.map(() => '?').join(', ')})`,
    ...tokens,
  );
  for (const row of rows.results) counts.set(row.token, row.docs);
  return counts;
}

/** Exact document count for one facet token: from `known`, else one row read. */
export async function facetCount(lookup: Lookup, facet: string, known: Map<string, number>): Promise<number> {
  return known.get(facet) ?? (await countFacets(lookup, [facet])).get(facet) ?? 0;
}

/**
 * How many documents hold each of `facets` that is a single token (search_facet_counts), and how many the index holds
 * in all: from `known` (what resolve asked on its way), the rest asked now. A place's pincodes or a pincode prefix
 * are left out: their count is not kept.
 */
export async function facetHoldings(
  lookup: Lookup,
  facets: string[],
  known: Map<string, number>,
): Promise<{ each: number[]; all: number }> {
  const tokens = facets.filter(isFacetToken);
  const asked = [...new Set([...tokens, FACET.all])].filter((token) => !known.has(token));
  const counts = new Map([...known, ...(await countFacets(lookup, asked))]);
  return { each: tokens.map((token) => counts.get(token) ?? 0), all: counts.get(FACET.all) ?? 0 };
}

/** The fewest documents any one of a search's facets holds: no more can match it (Infinity when none is counted). */
export async function fewestHolding(lookup: Lookup, resolved: Resolved): Promise<number> {
  return Math.min(...(await facetHoldings(lookup, resolved.facets, resolved.holdings)).each);
}

/**
 * Public listings still featured whose featuring has passed its end (issue 13). The search index keeps their
 * `featured` facet until the hourly housekeeping clears it (worker/services/housekeeping.ts), so featured lists leave
 * them out themselves. Few at any time, read through the index of featuring ends; never recalled (`read`), as the
 * moment differs each time.
 */
export async function endedFeaturing(read: Lookup, now: Date): Promise<Set<string>> {
  // Named, as the planner would otherwise walk the featured index's every public featured listing to find these.
  const rows = await read<{ id: string }>(
    `SELECT id FROM businesses INDEXED BY businesses_featured_until_idx WHERE featured_until <= ? AND is_featured = 1 AND ${publicBusinessSql()}`,
    now.getTime(),
  );
  return new Set(rows.results.map((row) => row.id));
}
