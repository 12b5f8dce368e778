import type { Point } from '../../contracts/geo.ts';
import { bayesianScoreSql, FACET } from '../../db/rules.ts';
import type { Criteria } from './interpret.ts';
import type { Resolved } from './lookups.ts';
import { isFacetToken } from './query.ts';
import type { BucketOrder } from './run/bucket-walk.ts';

/**
 * How a search will run, decided from what it asks and what its first round of lookups told (docs/search.md, "Paths"):
 * which path reads its matches, how many it reads at least, and how its total is told. Pure: no database, so every
 * choice is tested as a table (tests/worker/search-plan.test.ts). The budgets are here too, each from its rule.
 */

/** Rows a page of search results may read with its cards and lookups: 5 × page size + 50 (docs/search.md, "Budget"). */
export function pageBudget(limit: number): number {
  return 5 * limit + 50;
}

/**
 * How many matches a page in the index's order reads at least, so that its total is exact up to there: 3 × page size
 * + 20 keeps a search within 5 × page size + 50 rows with its cards, corrections and places (decision 019). Open now
 * checks each match's hours in SQL (a few rows each), so it reads only the page, or ten for a count ("10+ open now").
 */
export function exactCountReach(limit: number, openNow: boolean): number {
  return openNow ? Math.max(limit, 10) : 3 * limit + 20;
}

/** A total past this many is said as "1,000+". */
export const TOTAL_CAP = 1000;

/**
 * A one-word search past this many matches is broad: bm25 would score every match inside the index (about 100 ms of
 * the database's time for 60,000), so it is ordered by the index's rowid instead, headline matches first (broadExpressions).
 */
export const BROAD = TOTAL_CAP;

/**
 * A word being typed that starts this many known words or fewer is searched as those words, not as a prefix: FTS5
 * merges a prefix's every doclist before reading any (60,000 entries for "restaurant" * at 1,000,000 businesses).
 */
export const PREFIX_TERMS = 8;

/** Filters looked up by name in the first round (a category, a place): each reads its row and its facet count. */
const LOOKED_UP_FILTERS = 2;

/** Facet tokens the first round counts whatever the search: all, and the pincode, featured, rating and price filters. */
const COUNTED_TOKENS = 5;

/** The check of the city's words a search with words makes (city-words.ts): their version's row and their own. */
const CITY_WORDS_ROWS = 2;

/**
 * The most a search's first round of lookups reads for one word being typed and every filter: the known words the
 * word starts (PREFIX_TERMS, and one more to tell there are more), each looked-up filter's row and count, the
 * counted tokens and the check of the city's words. The budget's cards are what is left once these and the matches
 * for an exact count are read.
 */
export const LOOKUP_ROWS = PREFIX_TERMS + 1 + 2 * LOOKED_UP_FILTERS + COUNTED_TOKENS + CITY_WORDS_ROWS;

/** Cards a page in the index's order may read besides its own (cardsMode): what the budget leaves. */
export function spareCards(limit: number): number {
  return pageBudget(limit) - (exactCountReach(limit, false) + 1) - LOOKUP_ROWS;
}

/**
 * How a page read in one of the index's orders brings its cards (orderedPageSql): `none` (cardsFor reads them
 * in another round trip); `from`, those of the matches from the page's first on (SQLite reads no card for a match the
 * OFFSET passes over); `page`, the index asked a second time for the matches up to the page's last, the page's with
 * their cards (`part` 1).
 */
export type CardsMode = 'none' | 'from' | 'page';

/**
 * How a page in one of the index's orders brings its cards (CardsMode): in the round trip that reads it wherever that
 * fits spareCards, reading the fewest extra rows. `from` reads a card for every match asked for from the page's first
 * on: the page and what is read past it for an exact count. `page` asks the index again up to the page's last, so
 * reads the matches before the page twice (`askAgain`): not for relevance over more than BROAD matches, which would
 * all be ranked again (ranking 872 cost the index 2–3 ms at 1,000,000 businesses, about a round trip). Asked twice,
 * "chemist" cost the index 2 ms more at 1,000,000 businesses (its phrase "medical store" walked to the end of its
 * words' doclists each time), and restaurants in a pincode, rated 4+, price 4 and open now 1 ms (an intersection that
 * holds fewer than a page is walked to its end again, its rarest parts first: search/query.ts, nestedAnd): less than
 * a round trip. Past the first page, matches left out (ended featuring) move the page by as many as come before it,
 * which only reading them tells: `from` is not for them.
 */
export function cardsMode(askAgain: boolean, window: { offset: number; limit: number }, reach: number, leavesOut: boolean): CardsMode {
  const from = leavesOut && window.offset > 0 ? Infinity : reach - window.offset;
  const again = askAgain ? window.offset + 2 * window.limit : Infinity;
  const spare = spareCards(window.limit);
  if (from <= again && from <= spare) return 'from';
  if (again <= spare) return 'page';
  return 'none';
}

export type IndexOrder = 'rank' | 'rowid';

/** "Nearest" with no position to measure from (or one far from the city) orders as best rated: the index's rowid. */
export const UNPLACED_ORDER: IndexOrder = 'rowid';

/** Relevance with words is the index's rank; best rated (and relevance without words) its rowid. */
function indexOrder(sort: Criteria['sort'], hasText: boolean, origin: Point | undefined): IndexOrder | null {
  if (sort === 'relevance') return hasText ? 'rank' : 'rowid';
  if (sort === 'rating') return 'rowid';
  if (sort === 'distance' && !origin) return UNPLACED_ORDER;
  return null;
}

/** The orders read bucket by bucket (run/bucket-walk.ts). */
export const BUCKET_ORDERS: Partial<Record<Criteria['sort'], BucketOrder>> = {
  newest: 'listedHours',
  featured: 'listedHours',
  reviews: 'reviewCounts',
};

export interface IndexedListing {
  where: string;
  params: unknown[];
  orderBy: string;
  /** The facet token whose document count is the total. */
  facet: string;
}

/**
 * Without text or open-now, some orders are those of a B-tree index, so a page of the index and a facet
 * count answer without reading every match: newest (or featured) first with at most one filter, and best rated
 * first over the whole directory (relevance without text is the same order).
 */
function indexedListing(sort: Criteria['sort'], resolved: Pick<Resolved, 'facets' | 'single'>): IndexedListing | null {
  const single = resolved.single;
  if ((sort === 'newest' || sort === 'featured') && (single || resolved.facets.length === 0)) {
    return {
      where: single ? `${single.column} = ? AND ` : '',
      params: single ? [single.value] : [],
      orderBy: `${single?.column === 'is_featured' ? 'featured_at' : 'created_at'} DESC`,
      facet: single?.facet ?? FACET.all,
    };
  }
  if ((sort === 'rating' || sort === 'relevance') && resolved.facets.length === 0) {
    return { where: '', params: [], orderBy: `${bayesianScoreSql()} DESC, rating_count DESC, created_at DESC`, facet: FACET.all };
  }
  return null;
}

/**
 * How the total is told: `facet count`, exact from search_facet_counts (less ended featuring); `word count`, exact
 * from the vocabulary (one word, nothing else asked); `read`, exact as every match was read; `read or floor`, exact
 * when fewer than the matches read at least were found, else at least what the words' count says, said as "1,000+"
 * past TOTAL_CAP.
 */
export type TotalPolicy = 'facet count' | 'word count' | 'read' | 'read or floor';

/**
 * How many matches the path reads at least: `page`, those up to the page's last (the total is known otherwise);
 * `exact count`, exactCountReach and one more, unless the search's one word is held by more than TOTAL_CAP
 * (then the page: the total is a floor anyway); `page and one`, to tell whether a next page exists; `rings`, the
 * page's worth nearest; `all`.
 */
export type Reach = 'page' | 'exact count' | 'page and one' | 'rings' | 'all';

/**
 * The path, and what it needs to run. `fallback`: what runs when the path cannot tell — nearest that would read every
 * match, and a bucket walk over few matches or past its rounds, scan; nearest far from the city reads in `order`
 * (UNPLACED_ORDER), as a search without a position does.
 */
export type Plan = { reach: Reach; total: TotalPolicy } &
  /**
   * A filter names something that does not exist, or no document holds one of the words nor a word near it (find.ts):
   * the answer is empty without asking the index.
   */
  (
    | { path: 'nothing' }
    /** No words and at most one filter in an order a B-tree index keeps: a page of it (run/listing.ts). */
    | { path: 'listing'; listing: IndexedListing }
    /** In one of the index's own orders, rank or rowid: the first matches only (run/index-order.ts). */
    | { path: 'index order'; order: IndexOrder }
    /**
     * One common word by relevance: headline matches first, then the rest, each best rated first; a first page with
     * filters in one pass where it can be (run/broad.ts).
     */
    | { path: 'broad'; order: 'rowid'; firstPageWithFilters: boolean }
    /** Nearest first from a position: rings of map cells around it (run/nearest.ts). */
    | { path: 'nearest'; origin: Point; order: IndexOrder; fallback: 'scan' }
    /** Newest or most reviewed first: the index's bucket tokens walked from the top (run/bucket-walk.ts). */
    | { path: 'bucket walk'; bucketOrder: BucketOrder; fallback: 'scan' }
    /** Every match read and sorted: few matches, or where nothing above can tell (run/scan.ts). */
    | { path: 'scan' }
  );

/** The ways a search reads its matches, one file each under run/ (docs/search.md has their rows and round trips). */
export type SearchPath = Plan['path'];

/** What a plan is made from: the criteria as asked, and what the first round of lookups told. */
export interface PlanInput {
  sort: Criteria['sort'];
  openNow: boolean;
  /** Words typed, and the positions they make (a two-word synonym is one). */
  words: number;
  groups: number;
  offset: number;
  lookups: Pick<Resolved, 'impossible' | 'facets' | 'single'> & { origin?: Point };
  /**
   * For a relevance search of one group (wantsBreadth): how many documents hold its commonest word, and the fewest
   * any one of its filters holds (Infinity with none).
   */
  breadth?: { word: number; fewestFilter: number };
  /** The group's words are all it asks, one word and nothing else: the vocabulary's count is the total. */
  oneWordOnly: boolean;
  /** A bucket order's walk has bounds (the index holds something in that order). */
  bucketBounds: boolean;
}

/** Whether the plan needs PlanInput.breadth: a relevance search of one group of words. */
export function wantsBreadth(sort: Criteria['sort'], groups: number): boolean {
  return sort === 'relevance' && groups === 1;
}

/** The path a search takes, how far it reads and how its total is told. */
export function planSearch(input: PlanInput): Plan {
  const { lookups } = input;
  if (lookups.impossible) return { path: 'nothing', reach: 'page', total: 'read' };
  const listing = input.words === 0 && !input.openNow ? indexedListing(input.sort, lookups) : null;
  if (listing) return { path: 'listing', listing, reach: 'page', total: 'facet count' };
  const wordTotal = input.oneWordOnly ? 'word count' : 'read or floor';
  const loneFacet = input.words === 0 && lookups.facets.length === 1 && !input.openNow && isFacetToken(lookups.facets[0] as string);
  const total: TotalPolicy = loneFacet ? 'facet count' : wordTotal;
  const reach: Reach = input.oneWordOnly ? 'page' : 'exact count';
  if (input.breadth && input.breadth.word > BROAD && input.breadth.fewestFilter > BROAD) {
    const firstPageWithFilters = input.offset === 0 && lookups.facets.length > 0;
    return { path: 'broad', order: 'rowid', firstPageWithFilters, reach, total };
  }
  const order = indexOrder(input.sort, input.words > 0, lookups.origin);
  if (order) return { path: 'index order', order, reach, total };
  if (input.sort === 'distance' && lookups.origin) {
    return { path: 'nearest', origin: lookups.origin, order: UNPLACED_ORDER, fallback: 'scan', reach: 'rings', total };
  }
  const bucketOrder = BUCKET_ORDERS[input.sort];
  if (bucketOrder && input.bucketBounds) return { path: 'bucket walk', bucketOrder, fallback: 'scan', reach: 'page and one', total };
  return { path: 'scan', reach: 'all', total: 'read' };
}
