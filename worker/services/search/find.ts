import { pagination, type Pagination } from '../../contracts/common.ts';
import type { Point } from '../../contracts/geo.ts';
import { localMoment } from '../../contracts/hours.ts';
import { openNowFacet } from '../../db/rules.ts';
import type { Database } from '../../env.ts';
import type { D1Round, Recalled } from '../../lib/d1-round.ts';
import type { BusinessCard, CardRecord } from '../business-shape.ts';
import { cardsFor, parsedCards, shapePage } from './cards.ts';
import type { Criteria } from './interpret.ts';
import { endedFeaturing, facetCount, fewestHolding, resolve } from './lookups.ts';
import { cityCells } from './map-cells.ts';
import { recentLookups } from './memory.ts';
import { recalledFrom } from './recent-reads.ts';
import { BUCKET_ORDERS, planSearch, wantsBreadth, type Plan } from './plan.ts';
import { broadExpressions, matchExpression, queryWords, termGroups, type Rarity, type TermGroup } from './query.ts';
import { SearchReads } from './reads.ts';
import { spellingOf } from './spelling.ts';
import { searchTerms } from './terms.ts';
import { matchEstimate, totalBeyond, type Known, type PathPage } from './totals.ts';
import { broadFirstPage } from './run/broad.ts';
import { bucketBounds, walkBuckets, type BucketOrder } from './run/bucket-walk.ts';
import { orderedMatches } from './run/index-order.ts';
import { listingPage } from './run/listing.ts';
import { nearestMatches } from './run/nearest.ts';
import { scanPage } from './run/scan.ts';

/**
 * A search, start to end (docs/search.md): the words read, the first round of lookups, the plan (plan.ts), the path
 * it names, the page's cards. The listing, the search and the home page's sections all come through here.
 */

export interface FoundPage {
  businesses: BusinessCard[];
  /** Exact, or with `totalIsLowerBound` the number of matches known to exist ("1,000+ results", docs/search.md). */
  total: number;
  totalIsLowerBound: boolean;
  pagination: Pagination;
  /**
   * Nearest first was asked from a position more than FAR_FROM_CITY_KM from the city's businesses (map-cells.ts): the
   * page is in the order a search without a position has.
   */
  farFromCity?: true;
  /** Words the index does not know, searched as the known words one or two edits away (spelling.ts), when any were. */
  corrections?: [typed: string, read: string[]][];
}

export interface FindContext {
  /** Where media keys are fetched from, for absolute media URLs (RequestContext.mediaBase). */
  mediaBase: string;
  now?: Date;
  /**
   * For how many milliseconds the search's lookups (the vocabulary, the facet counts, the places) may be answered from
   * what this instance read (memory.ts); none when absent.
   */
  lookupsFreshMs?: number;
  /** What this request asked already (recent-reads.ts, requestReads): the same lookup is not asked twice in it. */
  asked?: Recalled;
  /** Asks what the caller also wants to know (city-words.ts: whether they changed) with the first round. */
  alsoAsk?: (round: D1Round) => void;
  /** Told the point distances were measured from: the visitor's position, else the named place's centre (widen.ts). */
  measuredFrom?: (origin: Point | undefined) => void;
}

export async function findBusinesses(
  handle: Database,
  criteria: Criteria,
  page: number,
  limit: number,
  context: FindContext,
): Promise<FoundPage> {
  const moment = context.now ?? new Date();
  const now = localMoment(moment);
  const words = criteria.text ? queryWords(criteria.text) : [];
  const groups = termGroups(words, new Map(criteria.synonyms));
  const offset = (page - 1) * limit;
  const reads = new SearchReads(
    handle.$client,
    recalledFrom(context.asked, context.lookupsFreshMs ? recentLookups.within(context.lookupsFreshMs) : undefined),
  );

  // The first round: what the filters name, what the vocabulary says of the words, and what a path will want to know
  // (a bucket order's bounds, featuring that has ended, where the city lies), all in one round trip. Open now: only
  // those open at some moment of this half hour of this weekday, inside the index; their exact hours in SQL.
  const bucketOrder = BUCKET_ORDERS[criteria.sort];
  const asked = Promise.all([
    resolve(reads.first.lookup, criteria, {
      openFacet: criteria.openNow ? openNowFacet(now) : undefined,
      countAll: bucketOrder !== undefined,
    }),
    spellingOf(reads.first.lookup, reads.later, groups, bucketOrder !== undefined, !criteria.nearCorrectionsOnly),
    bucketOrder ? bucketBounds(bucketOrder, reads.first.lookup) : undefined,
    criteria.featured ? endedFeaturing(reads.first.read, moment) : new Set<string>(),
    // Only where there is a position to be near (given, or a pincode's or place's centre), and rings may read far.
    criteria.sort === 'distance' && (criteria.origin || criteria.pincode || criteria.location) && criteria.withinKm === undefined
      ? cityCells(reads.first.lookup, criteria.origin)
      : [],
  ]);
  context.alsoAsk?.(reads.first);
  await reads.first.send();
  const [resolved, spelling, bounds, ended, city] = await asked;

  const terms = searchTerms(groups, spelling, resolved, reads.later, criteria.openNow === true);
  const { textParts, rarity, expression, holdingWord } = terms;
  // A group of words no document holds, nor any word near them: nothing matches, and the index is not asked.
  const impossible = resolved.impossible || rarity.text === 0;
  // A narrower trade's phrases (its sub-category's name among them) are held by every listing of it, which the
  // vocabulary cannot count: its filters, its category first, tell how broad it is. At 1,000,000 businesses its words
  // alone are broad anyway; ranking "dosa" within restaurants at 100,000 cost the index 4 ms of bm25 and a round trip.
  const breadth =
    !impossible && wantsBreadth(criteria.sort, groups.length)
      ? await Promise.all([
          criteria.narrowerTrade ? Infinity : holdingWord(),
          resolved.facets.length === 0 ? Infinity : fewestHolding(reads.later, resolved),
        ]).then(([word, fewestFilter]) => ({ word, fewestFilter }))
      : undefined;
  const plan = planSearch({
    sort: criteria.sort,
    openNow: criteria.openNow === true,
    words: words.length,
    groups: groups.length,
    offset,
    lookups: impossible ? { ...resolved, impossible } : resolved,
    breadth,
    oneWordOnly: terms.oneWordOnly,
    bucketBounds: bounds != null,
  });

  const known: Known = {
    holding: () => (terms.oneGroup ? holdingWord() : Promise.resolve(0)),
    holdingIsTotal: plan.total === 'word count',
    most: Math.min(rarity.text, ...resolved.facets.map(rarity.facet)),
    facet: plan.total === 'facet count' ? resolved.facets[0] : undefined,
    counted: resolved.holdings,
    lookup: reads.later,
    leaveOut: ended,
  };
  const openAt = criteria.openNow ? now : null;
  const window = { offset, limit };
  const found = await runPath(plan, {
    reads,
    criteria,
    expression,
    textParts,
    resolved,
    rarity,
    known,
    openAt,
    window,
    moment,
    bounds,
    city,
    groups,
    spelling,
  });
  context.measuredFrom?.(resolved.origin);
  const cards = found.allCards ? found.cards : await cardsFor(reads.page, found.rowids, found.cards);
  return {
    businesses: shapePage(found.rowids, cards, { mediaBase: context.mediaBase, now, from: resolved.origin }),
    total: found.total,
    totalIsLowerBound: found.totalIsLowerBound,
    pagination: pagination(page, limit, found.total),
    ...(found.farFromCity ? { farFromCity: true as const } : {}),
    ...(spelling.fixes.size > 0 ? { corrections: [...spelling.fixes] } : {}),
  };
}

/** What the paths are run with: the search as read, and what its first round told. */
interface Run {
  reads: SearchReads;
  criteria: Criteria;
  expression: string;
  textParts: string[];
  resolved: Awaited<ReturnType<typeof resolve>>;
  rarity: Rarity;
  known: Known;
  openAt: ReturnType<typeof localMoment> | null;
  window: { offset: number; limit: number };
  moment: Date;
  bounds: { high: number; low: number } | null | undefined;
  city: Awaited<ReturnType<typeof cityCells>>;
  groups: TermGroup[];
  spelling: Awaited<ReturnType<typeof spellingOf>>;
}

/** Runs the plan's path, and its fallback where the path cannot tell. */
async function runPath(plan: Plan, run: Run): Promise<PathPage & { farFromCity?: true }> {
  const { reads, criteria, expression, resolved, known, openAt, window } = run;
  const empty = { rowids: [], cards: new Map<number, CardRecord>(), total: 0, totalIsLowerBound: false };
  switch (plan.path) {
    case 'nothing':
      return empty;
    case 'listing':
      return listingPage(reads.page, plan.listing, {
        ...window,
        featuredAt: criteria.featured ? run.moment : undefined,
        count: facetCount(reads.later, plan.listing.facet, resolved.holdings),
        leaveOut: known.leaveOut,
      });
    case 'broad': {
      // Headline matches first, then the rest, each best rated first (docs/product.md §3.3).
      const halves = broadExpressions(run.textParts[0] as string, resolved.facets, run.rarity);
      if (plan.firstPageWithFilters) return broadFirstPage(reads.page, expression, halves, openAt, window.limit, known);
      return orderedMatches(reads.page, [halves.headline, halves.rest], 'rowid', openAt, window, known);
    }
    case 'index order':
      return orderedMatches(reads.page, [expression], plan.order, openAt, window, known);
    case 'nearest': {
      const need = window.offset + window.limit;
      const near = await nearestMatches(reads.page, expression, plan.origin, need, {
        openAt,
        leaveOut: known.leaveOut,
        city: run.city,
        cards: window.offset === 0,
        withinKm: criteria.withinKm,
      });
      if (near === 'far from city') {
        // As without a position, the distances still on the cards (docs/product.md §3.3).
        return { ...(await orderedMatches(reads.page, [expression], plan.order, openAt, window, known)), farFromCity: true };
      }
      if (near !== 'read all') {
        const rowids = near.matches.slice(window.offset).map((match) => match.rowid);
        return { rowids, cards: parsedCards(rowids, near.cards), ...(await totalBeyond(near.read, known)) };
      }
      break;
    }
    case 'bucket walk': {
      const walked = await bucketWalk(plan.bucketOrder, run);
      if (walked) return walked;
      break;
    }
    case 'scan':
      break;
    default: {
      const unplanned: never = plan;
      throw new Error(`No run for the plan ${JSON.stringify(unplanned)}`);
    }
  }
  const { rowids, total } = await scanPage(reads.page, expression, {
    sort: criteria.sort,
    origin: resolved.origin,
    openAt,
    leaveOut: known.leaveOut,
    ...window,
  });
  return { rowids, cards: new Map(), total, totalIsLowerBound: false };
}

/**
 * A bucket order's page, or null when reading every match costs less (few of them) or the walk would take too many
 * round trips to tell.
 */
async function bucketWalk(bucketOrder: BucketOrder, run: Run): Promise<PathPage | null> {
  const { window, bounds, resolved, rarity, known } = run;
  // The page and one more, so the answer tells whether a next page exists; not exactCountReach, as a bucket read
  // whole may hold more than the page needs, and that has to fit the same budget.
  const reach = window.offset + window.limit + 1;
  const estimate = await matchEstimate(run.reads, run.groups, run.spelling, resolved);
  if (!bounds || estimate.most <= reach) return null;
  const walk = await walkBuckets(run.reads.page, {
    expression: (buckets, documents) =>
      matchExpression(run.textParts, [...resolved.facets, buckets], {
        ...rarity,
        facet: (facet) => (facet === buckets ? documents : rarity.facet(facet)),
      }),
    // Listings spread over the years, review counts bunch low: only the first says how many a bucket holds.
    documentsPerBucket: bucketOrder === 'listedHours' ? estimate.all / (bounds.high - bounds.low + 1) : Infinity,
    order: bucketOrder,
    bounds,
    target: reach,
    slack: window.limit,
    likely: estimate.likely,
    openAt: run.openAt,
    leaveOut: known.leaveOut,
    cards: window.offset === 0,
  });
  if (!walk) return null;
  const rowids = walk.matches.slice(window.offset, window.offset + window.limit).map((match) => match.card_rowid);
  const cards = parsedCards(
    walk.matches.map((match) => match.card_rowid),
    new Map(walk.matches.flatMap((match) => (match.card ? [[match.card_rowid, match.card] as const] : []))),
  );
  if (walk.complete) return { rowids, cards, total: walk.matches.length, totalIsLowerBound: false };
  return { rowids, cards, ...(await totalBeyond(walk.matches.length, known)) };
}
