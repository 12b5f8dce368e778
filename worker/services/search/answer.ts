import { RELAXABLE_FILTERS, type ListQuery, type RelaxableFilter, type Relaxation, type SearchQuery } from '../../contracts/business.ts';
import type { RequestContext } from '../context.ts';
import type { BusinessCard } from '../business-shape.ts';
import { findBusinesses, type FindContext, type FoundPage } from './find.ts';
import { criteriaFromList, criteriaFromSearch, isPlaceholderLocation } from './interpret.ts';
import { RECENT_LOOKUPS_SECONDS } from './memory.ts';

/**
 * The search room's one door (docs/search.md): REST, tRPC and the pages ask for a listing, a search or the newest
 * listings here, and know nothing of how a search runs.
 */

type SearchContext = Pick<RequestContext, 'db' | 'origin' | 'readsAnyReplica' | 'env'>;

/**
 * How the request makes a search's FindContext. Only a read from any replica (a visitor's without a bookmark,
 * lib/d1-bookmark.ts) takes its lookups from what this instance read lately: for the deploy's
 * SEARCH_LOOKUPS_FRESH_SECONDS, RECENT_LOOKUPS_SECONDS when unset.
 */
function findContext(ctx: SearchContext): FindContext {
  const seconds = Number(ctx.env.SEARCH_LOOKUPS_FRESH_SECONDS ?? RECENT_LOOKUPS_SECONDS);
  return { origin: ctx.origin, lookupsFreshMs: ctx.readsAnyReplica && seconds > 0 ? seconds * 1000 : 0 };
}

/** GET /business/public (and /business) and tRPC business.list: the directory listing, filtered or searched. */
export function listBusinesses(ctx: SearchContext, query: ListQuery): Promise<FoundPage> {
  return findBusinesses(ctx.db, criteriaFromList(query), query.page, query.limit, findContext(ctx));
}

/** GET /business/recent and tRPC business.recent: the newest listings. */
export async function newestBusinesses(ctx: SearchContext, limit: number): Promise<BusinessCard[]> {
  return (await findBusinesses(ctx.db, { sort: 'newest' }, 1, limit, findContext(ctx))).businesses;
}

export interface SearchAnswer extends FoundPage {
  /**
   * Only when nothing matched and filters were given: how many results the same search gives without each filter,
   * and without all of them when there are several (docs/product.md §3.2). Empty otherwise.
   */
  relaxations: Relaxation[];
}

/** The filters of `query` that narrow it, in RELAXABLE_FILTERS' order. */
function activeFilters(query: SearchQuery): RelaxableFilter[] {
  const given: Record<RelaxableFilter, boolean> = {
    openNow: query.openNow === true,
    rating: query.rating !== undefined,
    priceRange: query.priceRange !== undefined,
    category: Boolean(query.category?.trim()),
    place: Boolean(query.pincode) || (Boolean(query.location?.trim()) && !isPlaceholderLocation(query.location ?? '')),
  };
  return RELAXABLE_FILTERS.filter((filter) => given[filter]);
}

function without(query: SearchQuery, dropped: RelaxableFilter[]): SearchQuery {
  const next: SearchQuery = { ...query };
  for (const filter of dropped) {
    if (filter === 'place') {
      next.pincode = undefined;
      next.location = undefined;
    } else {
      next[filter] = undefined;
    }
  }
  return next;
}

/**
 * GET /business/search and tRPC business.search. An empty answer with filters is a dead end unless it says which filter
 * to let go of, so each filter's search is run again without it, as a first page of the same size and order: its
 * total is then the one the visitor sees after letting go, at the fixed cost of any search (decision 019). At most
 * one search per filter, and one without all of them when there are several; they go to the database side by side.
 */
export async function searchBusinesses(ctx: SearchContext, query: SearchQuery, now = new Date()): Promise<SearchAnswer> {
  const db = ctx.db;
  // One moment for all of them, so "open now" means the same in each count.
  const at: FindContext = { ...findContext(ctx), now };
  const found = await findBusinesses(db, criteriaFromSearch(query), query.page, query.limit, at);
  const active = activeFilters(query);
  if (found.total > 0 || active.length === 0) return { ...found, relaxations: [] };
  const asked: { filter: Relaxation['filter']; dropped: RelaxableFilter[] }[] = [
    ...active.map((filter) => ({ filter, dropped: [filter] })),
    ...(active.length > 1 ? [{ filter: 'all' as const, dropped: active }] : []),
  ];
  const relaxations = await Promise.all(
    asked.map(async ({ filter, dropped }) => {
      const { total, totalIsLowerBound } = await findBusinesses(db, criteriaFromSearch(without(query, dropped)), 1, query.limit, at);
      return { filter, total, totalIsLowerBound };
    }),
  );
  return { ...found, relaxations };
}
