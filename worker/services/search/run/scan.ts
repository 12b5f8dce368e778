import { distanceKm, type Point } from '../../../contracts/geo.ts';
import type { LocalMoment } from '../../../contracts/hours.ts';
import { listedHour, reviewCountBucket, SEARCH_KEY_CARD_ROWID_SQL } from '../../../db/rules.ts';
import type { Lookup } from '../../../lib/d1-round.ts';
import { openNowParams, openNowSql } from '../../hours.ts';
import type { Criteria } from '../interpret.ts';

/**
 * Every match read and sorted (docs/search.md, "Paths"): what is left when no path above can tell the page without
 * reading them all, which is cheap exactly then (few matches in a bucket order, nearest where the widest ring is not
 * enough). The total is exact.
 */

/** A match as candidatesSql reads it: what any order needs (small: the cards live apart). */
export interface Candidate {
  rowid: number;
  business_id: string;
  rank: number;
  score: number;
  rating_count: number;
  created_at: number;
  latitude: number | null;
  longitude: number | null;
}

function compare(sort: Criteria['sort'], origin: Point | undefined) {
  const byScore = (a: Candidate, b: Candidate) => b.score - a.score || b.rating_count - a.rating_count;
  const byNewest = (a: Candidate, b: Candidate) => b.created_at - a.created_at;
  // Each candidate's distance is worked out once, not in every comparison.
  const distances = new Map<Candidate, number>();
  const distance = (c: Candidate) => {
    let km = distances.get(c);
    if (km === undefined) {
      km =
        origin && c.latitude != null && c.longitude != null
          ? distanceKm(origin, { latitude: c.latitude, longitude: c.longitude })
          : Infinity;
      distances.set(c, km);
    }
    return km;
  };
  switch (sort) {
    case 'rating':
      return (a: Candidate, b: Candidate) => byScore(a, b) || byNewest(a, b);
    // By bucket, then in the index's order the candidates come in (sorting is stable), as walkBuckets reads them.
    case 'reviews':
      return (a: Candidate, b: Candidate) => reviewCountBucket(b.rating_count) - reviewCountBucket(a.rating_count);
    case 'newest':
    case 'featured':
      return (a: Candidate, b: Candidate) => listedHour(b.created_at) - listedHour(a.created_at);
    case 'distance':
      if (origin) return (a: Candidate, b: Candidate) => distance(a) - distance(b) || byScore(a, b);
      return byScore;
    case 'relevance':
      return (a: Candidate, b: Candidate) => a.rank - b.rank || byScore(a, b) || byNewest(a, b);
  }
}

/** Every match of a MATCH expression with what sorting needs (small: the cards live apart), in the index's order. */
export function candidatesSql(openNow: boolean): string {
  return `SELECT ${SEARCH_KEY_CARD_ROWID_SQL} AS rowid, business_id, rank, score, rating_count, created_at, latitude, longitude
    FROM business_search WHERE business_search MATCH ?${openNow ? ` AND ${openNowSql('business_search.business_id')}` : ''} ORDER BY rowid`;
}

/** The page of a search's matches, every one of them read and sorted, and how many there are. */
export async function scanPage(
  query: Lookup,
  expression: string,
  options: { sort: Criteria['sort']; origin?: Point; openAt: LocalMoment | null; leaveOut: Set<string>; offset: number; limit: number },
): Promise<{ rowids: number[]; total: number }> {
  const matches = await query<Candidate>(
    candidatesSql(options.openAt !== null),
    expression,
    ...(options.openAt ? openNowParams(options.openAt) : []),
  );
  const ordered = matches.results
    .filter((candidate) => !options.leaveOut.has(candidate.business_id))
    .sort(compare(options.sort, options.origin));
  return {
    rowids: ordered.slice(options.offset, options.offset + options.limit).map((candidate) => candidate.rowid),
    total: ordered.length,
  };
}
