import { publicBusinessSql, storedCardSql } from '../../../db/rules.ts';
import type { Lookup } from '../../../lib/d1-round.ts';
import { parseCard } from '../../business-shape.ts';
import type { IndexedListing } from '../plan.ts';
import type { PathPage } from '../totals.ts';

/**
 * A page of a B-tree index with its cards (docs/search.md, "Paths"): no words, no open now, and at most one filter,
 * in an order the index keeps. The total is the facet's count (`count`, asked at the same time when the first round
 * did not bring it), less the featured listings whose featuring has ended.
 */
export async function listingPage(
  query: Lookup,
  listing: IndexedListing,
  options: { featuredAt?: Date; offset: number; limit: number; count: Promise<number>; leaveOut: Set<string> },
): Promise<PathPage> {
  const stillFeatured = options.featuredAt ? ' AND (featured_until IS NULL OR featured_until > ?)' : '';
  const [rows, count] = await Promise.all([
    query<{ rowid: number; card: string | null }>(
      `SELECT p.rowid, ${storedCardSql('p.rowid')} AS card FROM (
         SELECT rowid FROM businesses WHERE ${listing.where}${publicBusinessSql()}${stillFeatured} ORDER BY ${listing.orderBy} LIMIT ? OFFSET ?) p`,
      ...listing.params,
      ...(options.featuredAt ? [options.featuredAt.getTime()] : []),
      options.limit,
      options.offset,
    ),
    options.count,
  ]);
  const rowids = rows.results.map((row) => row.rowid);
  const cards = new Map(rows.results.flatMap((row) => (row.card === null ? [] : [[row.rowid, parseCard(row.card)] as const])));
  return { rowids, cards, total: count - options.leaveOut.size, totalIsLowerBound: false, allCards: true };
}
