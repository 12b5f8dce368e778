import {
  RELAXABLE_FILTERS,
  type Correction,
  type ListQuery,
  type RelaxableFilter,
  type Relaxation,
  type SearchQuery,
  type Understood,
} from '../../contracts/business.ts';
import type { Point } from '../../contracts/geo.ts';
import type { D1Round } from '../../lib/d1-round.ts';
import type { BusinessCard } from '../business-shape.ts';
import { findBusinesses, type FindContext, type FoundPage } from './find.ts';
import type { CityWords } from './city-words.ts';
import {
  criteriaFromList,
  criteriaFromSearch,
  namesPlace,
  understoodOf,
  withOtherTrade,
  withoutLeftWords,
  withTrade,
  type Criteria,
} from './interpret.ts';
import { heldCityWords, RECENT_LOOKUPS_SECONDS } from './memory.ts';
import { requestReads } from './recent-reads.ts';
import {
  inLatinLetters,
  readBySound,
  readQuery,
  readTyped,
  type QueryReading,
  type SoundReading,
  type TradeReading,
} from './query-reading.ts';
import { widenPage } from './widen.ts';
import type { RequestContext } from '../../env.ts';

/**
 * The search room's one door (docs/search.md): REST, tRPC and the pages ask for a listing, a search or the newest
 * listings here, and know nothing of how a search runs.
 */

type SearchContext = Pick<RequestContext, 'db' | 'mediaBase' | 'readsAnyReplica' | 'env'>;

/**
 * How the request makes a search's FindContext. Only a read from any replica (a visitor's without a bookmark,
 * lib/d1-bookmark.ts) takes its lookups from what this instance read lately: for the deploy's
 * SEARCH_LOOKUPS_FRESH_SECONDS, RECENT_LOOKUPS_SECONDS when unset.
 */
function findContext(ctx: SearchContext): FindContext {
  const seconds = Number(ctx.env.SEARCH_LOOKUPS_FRESH_SECONDS ?? RECENT_LOOKUPS_SECONDS);
  return { mediaBase: ctx.mediaBase, lookupsFreshMs: ctx.readsAnyReplica && seconds > 0 ? seconds * 1000 : 0 };
}

/**
 * GET /business/public (and /business) and tRPC business.list: the directory listing, filtered or searched. Its words
 * are searched as typed, with the synonyms of the trades they name as far as this instance holds the lexicon (the
 * one box, searchBusinesses, is where a query is read).
 */
export function listBusinesses(ctx: SearchContext, query: ListQuery): Promise<FoundPage> {
  const synonyms = query.search ? readTyped(query.search, heldCityWords.words).synonyms : undefined;
  return findBusinesses(ctx.db, { ...criteriaFromList(query), synonyms }, query.page, query.limit, findContext(ctx));
}

/** GET /business/recent and tRPC business.recent: the newest listings. */
export async function newestBusinesses(ctx: SearchContext, { limit }: { limit: number }): Promise<BusinessCard[]> {
  return (await findBusinesses(ctx.db, { sort: 'newest' }, 1, limit, findContext(ctx))).businesses;
}

export interface SearchAnswer extends FoundPage {
  /**
   * Only when nothing matched and filters were given: how many results the same search gives without each filter,
   * and without all of them when there are several (docs/product.md §3.2). Empty otherwise.
   */
  relaxations: Relaxation[];
  /** What the search read in the text: the words it looked for and the place (docs/search.md, "Reading a query"). */
  understood: Understood;
}

/** The filters of a search that narrow it, in RELAXABLE_FILTERS' order. */
function activeFilters(criteria: Criteria): RelaxableFilter[] {
  const given: Record<RelaxableFilter, boolean> = {
    openNow: criteria.openNow === true,
    rating: criteria.minRating !== undefined,
    priceRange: criteria.priceRange !== undefined || Boolean(criteria.priceTiers?.length),
    category: Boolean(criteria.category?.trim()),
    place: namesPlace(criteria),
  };
  return RELAXABLE_FILTERS.filter((filter) => given[filter]);
}

function without(criteria: Criteria, dropped: RelaxableFilter[]): Criteria {
  const next: Criteria = { ...criteria };
  for (const filter of dropped) {
    if (filter === 'place') {
      next.pincode = undefined;
      next.location = undefined;
    } else if (filter === 'category') {
      // Its words are then only as broad as the vocabulary says (Criteria.narrowerTrade).
      next.category = undefined;
      next.narrowerTrade = undefined;
    } else if (filter === 'rating') {
      next.minRating = undefined;
    } else if (filter === 'priceRange') {
      next.priceRange = undefined;
      next.priceTiers = undefined;
    } else {
      next[filter] = undefined;
    }
  }
  return next;
}

/** Whether the query has words to read: a search for a category or a place alone needs no city words. */
function hasWords(query: SearchQuery): query is SearchQuery & { q: string } {
  return Boolean(query.q?.trim());
}

/** A query's words read with the city's words: as typed (only their trades' synonyms) when `asTyped` asks. */
function read(query: SearchQuery & { q: string }, words: CityWords): QueryReading {
  return query.asTyped ? readTyped(query.q, words) : readQuery(query.q, words, query.lat !== undefined);
}

function sameReading(a: QueryReading, b: QueryReading): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What a search runs on: its criteria, and the trade its words left sound like, for the second chance. */
interface Reading {
  reading: QueryReading;
  criteria: Criteria;
  sound?: SoundReading;
}

/**
 * The criteria of a query's reading, and the trade the words it left sound like (read once, for the second chances).
 * With no trade read, words that sound like one are corrected only among the words sharing their first three letters:
 * the wider range and the trade's search would together pass the budget of a search (docs/search.md, "Budget"), and
 * the trade is the likelier meaning.
 */
function readSearch(query: SearchQuery & { q: string }, words: CityWords): Reading {
  const reading = read(query, words);
  const criteria = criteriaFromSearch(query, reading);
  const sound = !query.asTyped && !query.category?.trim() && reading.text ? readBySound(reading.text, words) : undefined;
  return { reading, criteria: sound && !reading.trade ? { ...criteria, nearCorrectionsOnly: true } : criteria, sound };
}

/**
 * The search of a query's criteria, read with the city's words this instance holds (city-words.ts). The search's
 * first round asks for the words if they changed; when they did, the query is read again with them, and the search
 * runs again only if it now reads otherwise (a place named that was not known, or no longer is).
 */
async function readAndFind(
  ctx: SearchContext,
  query: SearchQuery,
  at: FindContext,
): Promise<{ found: FoundPage; criteria: Criteria; reading?: QueryReading; sound?: SoundReading; centre?: Point }> {
  let centre: Point | undefined;
  const measuredFrom = (origin: Point | undefined) => {
    centre = origin;
  };
  const find = (criteria: Criteria, context = at) =>
    findBusinesses(ctx.db, criteria, query.page, query.limit, { ...context, measuredFrom });
  if (!hasWords(query)) {
    const criteria = criteriaFromSearch(query);
    const found = await find(criteria);
    return { found, criteria, centre };
  }
  let searched = readSearch(query, heldCityWords.words);
  let changed: Promise<CityWords | undefined> | undefined;
  const alsoAsk = (round: D1Round) => {
    changed = heldCityWords.ifChanged(round);
  };
  let found = await find(searched.criteria, { ...at, alsoAsk });
  const newer = await changed;
  if (newer) {
    // Read with the words as they are now, whatever it finds: the trade the words sound like is the newer words' too.
    const again = readSearch(query, newer);
    const readsOtherwise = !sameReading(again.reading, searched.reading);
    searched = again;
    if (readsOtherwise) found = await find(searched.criteria);
  }
  return { found, ...searched, centre };
}

type Chance = () => { criteria: Criteria; understood: Understood } | undefined;

const categoryOf = ({ category, categoryName, subcategory }: TradeReading): NonNullable<Understood['category']> => ({
  slug: category,
  name: categoryName,
  ...(subcategory ? { subcategory } : {}),
});

/**
 * The second chances of a search that found nothing, in the order they are tried: another trade the words named (or
 * sound like) as the category, the first one's words searched in it ("vet clinic", "vetenary hospital"); the words
 * beside the trade left out ("plumber chahiye urgent"); with no trade read, the trade the words sound like across scripts ("ಫೋಟೋ ಸ್ಟುಡಿಯೋ") or, failing that, by
 * their consonants ("ayurvedik"); and words written in Kannada or Devanagari looked for in Latin letters, as most
 * names are written ("ಶ್ರೀ ಗಣೇಶ ಟೈಲರ್ಸ್").
 */
function secondChances(
  query: SearchQuery,
  reading: QueryReading | undefined,
  sound: SoundReading | undefined,
  criteria: Criteria,
  understood: Understood,
): Chance[] {
  if (!reading || query.asTyped) return [];
  return [
    () => {
      // Named in the words, else the trade the words beside the first sound like ('vetenary hospital').
      const besides = !reading.otherTrade && sound?.trade.category !== reading.trade?.category ? sound : undefined;
      const otherTrade = reading.otherTrade ?? besides?.trade;
      const other = otherTrade && withOtherTrade(query, reading, criteria, otherTrade);
      if (!other || !otherTrade || !reading.trade) return undefined;
      const correction: Correction | undefined = besides
        ? { typed: besides.trade.typed, read: besides.word, by: besides.by }
        : otherTrade.typo
          ? { typed: otherTrade.typed, read: otherTrade.subcategory ?? otherTrade.categoryName, by: 'typo' }
          : undefined;
      const corrected = correction ? [...(understood.corrected ?? []), correction] : understood.corrected;
      return {
        criteria: other,
        understood: {
          ...understood,
          text: reading.trade.typed,
          category: categoryOf(otherTrade),
          ...(corrected ? { corrected } : {}),
        },
      };
    },
    () => {
      const without = withoutLeftWords(query, reading, criteria);
      return without && { criteria: without, understood: { ...understood, text: '', unmatched: understood.text } };
    },
    () => {
      if (!sound || reading.trade) return undefined;
      const correction: Correction = { typed: sound.trade.typed, read: sound.word, by: sound.by };
      const leftOut = reading.text.replace(sound.trade.typed, '').replace(/\s+/g, ' ').trim();
      const left = leftOut ? { unmatched: leftOut } : {};
      return {
        criteria: withTrade(criteria, sound.trade),
        understood: {
          ...understood,
          ...left,
          text: '',
          category: categoryOf(sound.trade),
          corrected: [...(understood.corrected ?? []), correction],
        },
      };
    },
    () => {
      const latin = inLatinLetters(reading.text);
      if (!latin) return undefined;
      const correction: Correction = { typed: reading.text, read: latin, by: 'script' };
      return {
        criteria: { ...criteria, text: latin, synonyms: [] },
        understood: { ...understood, text: latin, corrected: [...(understood.corrected ?? []), correction] },
      };
    },
  ];
}

/** The words the search looked for as the known words near them, as the answer says it. */
function withSpellingCorrections(understood: Understood, found: FoundPage): Understood {
  if (!found.corrections?.length) return understood;
  const spelled: Correction[] = found.corrections.map(([typed, read]) => ({ typed, read: read.join(' or '), by: 'typo' }));
  return { ...understood, corrected: [...(understood.corrected ?? []), ...spelled] };
}

/**
 * GET /business/search and tRPC business.search. An empty answer with filters is a dead end unless it says which filter
 * to let go of, so each filter's search is run again without it, as a first page of the same size and order: its
 * total is then the one the visitor sees after letting go, at the fixed cost of any search (decision 019). At most
 * one search per filter, and one without all of them when there are several; they go to the database side by side.
 * A place read in the text is a filter like the place box. A first page the place cannot fill is filled from around it
 * first (widen.ts): only a page that stays empty asks which filter to let go of.
 */
export async function searchBusinesses(ctx: SearchContext, query: SearchQuery, now = new Date()): Promise<SearchAnswer> {
  const db = ctx.db;
  // One moment for all of them, so "open now" means the same in each count.
  const at: FindContext = { ...findContext(ctx), now, asked: requestReads() };
  const first = await readAndFind(ctx, query, at);
  const { reading, sound, centre } = first;
  let { found, criteria } = first;
  let understood = understoodOf(query, reading);
  // A second chance, only for an answer that would be empty, tried in order until one finds something, a search more
  // each; the answer says which (docs/search.md, "Second chance").
  // When none finds anything in the place, the last one tried is what the page widens from and offers to let go of:
  // plumbers around Jayanagar rather than nothing for "plumber urgent jayanagar".
  let last: { criteria: Criteria; understood: Understood } | undefined;
  for (const chance of secondChances(query, reading, sound, criteria, understood)) {
    if (found.total > 0) break;
    const next = chance();
    if (!next) continue;
    last = next;
    const again = await findBusinesses(db, next.criteria, query.page, query.limit, at);
    if (again.total > 0) found = again;
  }
  if (last) ({ criteria, understood } = last);
  understood = withSpellingCorrections(understood, found);
  // A place given in its own parameter is a client's filter, widened only when it asks: other clients rely on it.
  const widens = query.widen === true || understood.place !== undefined;
  const widened = widens ? await widenPage(db, criteria, found, centre, { number: query.page, limit: query.limit }, at) : undefined;
  if (widened) {
    return {
      ...found,
      businesses: [...found.businesses, ...widened.businesses],
      relaxations: [],
      understood: { ...understood, widened: { count: widened.count, withinKm: widened.withinKm } },
    };
  }
  const active = activeFilters(criteria);
  if (found.total > 0 || active.length === 0) return { ...found, relaxations: [], understood };
  const asked: { filter: Relaxation['filter']; dropped: RelaxableFilter[] }[] = [
    ...active.map((filter) => ({ filter, dropped: [filter] })),
    ...(active.length > 1 ? [{ filter: 'all' as const, dropped: active }] : []),
  ];
  const relaxations = await Promise.all(
    asked.map(async ({ filter, dropped }) => {
      const { total, totalIsLowerBound } = await findBusinesses(db, without(criteria, dropped), 1, query.limit, at);
      return { filter, total, totalIsLowerBound };
    }),
  );
  return { ...found, relaxations, understood };
}
