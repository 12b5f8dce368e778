import { slugOf } from '../contracts/admin-catalogue.ts';
import { pagination, type Pagination } from '../contracts/common.ts';
import {
  bayesianScoreSql,
  FACET,
  FACET_SQL,
  listedHour,
  openNowFacet,
  publicBusinessSql,
  reviewCountBucket,
  SEARCH_KEY_CARD_ROWID_SQL,
  SEARCH_KEY_TEXT_SQL,
  afterSearchKeySql,
  storedCardSql,
} from '../db/rules.ts';
import type { Database } from '../env.ts';
import { D1Round, lookupNow, recalling, type Ask, type Lookup, type Recalled } from '../lib/d1-round.ts';
import { isPlaceholderLocation, type Criteria } from './search/interpret.ts';
import { RecentReads } from './search/recent-reads.ts';
import type { RequestContext } from './context.ts';
import { distanceKm, type Point } from '../contracts/geo.ts';
import { pincodeCentre } from './geo.ts';
import { localMoment, type LocalMoment } from '../contracts/hours.ts';
import { openNowParams, openNowSql } from './hours.ts';
import { cityCells, nearestMatches } from './search/nearest.ts';
import { bucketBounds, walkBuckets, type BucketOrder } from './search/bucket-walk.ts';
import { businessCard, parseCard, type BusinessCard, type CardRecord } from './business-shape.ts';
import { CommonWords, compareTerms, MOST_COMPOUND_PARTS, readRanges, type TermCount } from './search/common-words.ts';
import {
  broadExpressions,
  editDistance,
  groupExpression,
  HEADLINE_HIT_SQL,
  isFacetToken,
  isTextWord,
  matchExpression,
  queryWords,
  termGroups,
  type Rarity,
  type TermGroup,
} from './search/query.ts';

/**
 * Finding public businesses: the listing, the search and the home page's sections all come through here.
 * Filters are facet tokens of the FTS index, so they intersect inside the index; a page then reads one stored
 * card per result. Queries without text and with at most one filter read a page of a B-tree index instead.
 */

export interface FoundPage {
  businesses: BusinessCard[];
  /** Exact, or with `totalIsLowerBound` the number of matches known to exist ("1,000+ results", decision 019). */
  total: number;
  totalIsLowerBound: boolean;
  pagination: Pagination;
  /**
   * Nearest first was asked from a position more than FAR_FROM_CITY_KM from the city's businesses (worker/services/
   * search/nearest.ts): the page is in the order a search without a position has.
   */
  farFromCity?: true;
}

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

/** Facet clauses and the point distances are measured from, resolved from the criteria. */
interface Resolved {
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
async function resolve(lookup: Lookup, criteria: Criteria, options: { openFacet?: string; countAll: boolean }): Promise<Resolved> {
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

/** What the vocabulary says of the typed words (spellingOf). */
interface Spelling {
  /** Per word the index does not know: the known words it was probably meant as. */
  fixes: Map<string, string[]>;
  /** Per word being typed (a prefix) that starts at most PREFIX_TERMS known words: those words. */
  completions: Map<string, string[]>;
  /** For a search of one group, when the same query could tell: what documentsWithAnyOf would say of it. */
  holding?: number;
  /** How many documents hold each word the vocabulary was asked about on the way (0: none), for matchEstimate. */
  counts: Map<string, number>;
}

/**
 * A word being typed that starts this many known words or fewer is searched as those words, not as a prefix: FTS5
 * merges a prefix's every doclist before reading any (60,000 entries for "restaurant" * at 1,000,000 businesses).
 */
const PREFIX_TERMS = 8;

/**
 * For each typed word of 4 letters or more the index does not know (the last one also not as a prefix) and that has
 * no synonyms, the known words within one edit (two for words of 8 letters or more) of it or its plural, most common
 * first, at most 3. Candidates come from a range of the vocabulary: the terms sharing the word's first three letters,
 * else its first two (typos are rare at the start of a word), so a correction reads a few dozen vocabulary rows, not
 * the whole vocabulary. The same first query lists the known words the word being typed starts, when they are few,
 * and the candidates sharing three letters with a word it does not know. That query goes with the search's first round
 * (`lookup`); a correction's wider range is asked after it (`later`).
 */
async function spellingOf(lookup: Lookup, later: Lookup, groups: TermGroup[], countAlternatives: boolean): Promise<Spelling> {
  const spelling: Spelling = { fixes: new Map(), completions: new Map(), counts: new Map() };
  // Corrections are for words of 4 letters or more; the word being typed is listed from 2.
  const words = groups.filter((group) => isTextWord(group.word) && (group.prefix || group.word.length >= 4));
  if (words.length === 0) return spelling;
  // One query tells, per word, how many documents hold it (none: unknown); for the word being typed, the first words
  // it starts with theirs. Those are read in two ranges around `word_`, so that the facet tokens of a kind the word
  // names (open_3_0_19 for "open") are never visited: the vocabulary counts each term it visits by walking its doclist,
  // and a facet's holds most documents. A word that stops short of a kind's name ("pric") still visits its few tokens.
  // A search of one group also asks for its other alternatives' counts (unless its typed word is broad already), so the
  // broad check needs no query of its own. What this instance remembers of common words is not asked (search/common-words.ts):
  // when it is all, there is no query.
  const params: (string | number)[] = [];
  const checks: string[] = [];
  const row: Record<string, number | string | null> = {};
  const rememberedStarts = new Map<number, TermCount[]>();
  const asked = new Set<number>();
  // Remembered words read around, in all: each costs the statement parameters, of which D1 takes at most 100.
  let skips = MOST_SKIPPED_PER_STATEMENT;
  words.forEach((group, n) => {
    if (group.prefix) {
      const ranges = [
        { from: group.word, below: `${group.word}_` },
        { from: `${group.word}\u0060`, past: true, below: `${group.word}\uffff` },
      ];
      const read = readRanges(commonWords, ranges, { most: Math.min(skips, MOST_COMPOUND_PARTS - ranges.length) });
      skips -= read.skipped;
      rememberedStarts.set(n, read.remembered);
      // The remembered ones already make more than PREFIX_TERMS: the word is searched as a prefix.
      const left = PREFIX_TERMS + 1 - read.remembered.length;
      if (left <= 0) return;
      checks.push(
        `(SELECT group_concat(term || ':' || doc, ' ') FROM (SELECT term, doc FROM (${read.parts.join(' UNION ALL ')}) LIMIT ?)) AS w${n}`,
      );
      params.push(...read.params, left);
      asked.add(n);
      return;
    }
    const remembered = commonWords.count(group.word);
    if (remembered !== undefined) {
      row[`w${n}`] = remembered;
      return;
    }
    checks.push(`(SELECT doc FROM business_search_vocab WHERE term = ?) AS w${n}`);
    params.push(group.word);
    asked.add(n);
  });
  // With countAlternatives, every word of every group's alternatives (a phrase's each) is counted in the same query, for
  // matchEstimate. The typed words are counted above (a word being typed among the words it starts).
  const single = groups.length === 1 && words.length === 1 ? (groups[0] as TermGroup) : undefined;
  const typed = new Set(words.map((group) => group.word));
  const alternatives = countable(
    countAlternatives ? groups.flatMap((group) => group.alternatives.flatMap((phrase) => phrase.split(' '))) : (single?.alternatives ?? []),
  ).filter((word) => !typed.has(word));
  const others: string[] = [];
  for (const word of alternatives) {
    const remembered = commonWords.count(word);
    if (remembered === undefined) others.push(word);
    else spelling.counts.set(word, remembered);
  }
  // What is asked once the typed words are counted (CASE reads its branch only when taken), with its parameters.
  const after: string[] = [];
  const afterParams: (string | number)[] = [];
  // A whole typed word that more than BROAD documents hold already makes its group broad: its synonyms are then not
  // counted (the vocabulary would walk each one's doclist, 130,000 entries for "chemist"'s at 1,000,000 businesses).
  // A remembered word is one of those.
  const broadAlready = !countAlternatives && single !== undefined && !single.prefix;
  if (others.length > 0 && !(broadAlready && !asked.has(0))) {
    // '' when asked and none is known, NULL when not asked.
    const count = `(SELECT coalesce(group_concat(term || ':' || doc, ' '), '') FROM business_search_vocab WHERE term IN (${others.map(() => '?').join(', ')}))`;
    if (broadAlready) {
      after.push(`CASE WHEN coalesce(w0, 0) <= ${BROAD} THEN ${count} END AS others`);
      afterParams.push(...others);
    } else {
      checks.push(`${count} AS others`);
      params.push(...others);
    }
  }
  // A word of 4 letters or more the vocabulary does not know brings its candidate corrections in the same query: the
  // terms sharing its first three letters, read only when it is unknown. A word with synonyms is no typo, even if the
  // index holds only its synonyms ("dhaba"). A remembered word is known, and so is a word being typed that starts one.
  const fixable = words.flatMap((group, n) =>
    group.word.length >= 4 && group.alternatives.length === 1 && !rememberedStarts.get(n)?.length ? [{ group, n }] : [],
  );
  const rememberedClose = new Map<number, TermCount[]>();
  for (const { group, n } of fixable.filter(({ n }) => asked.has(n))) {
    const close = closeRange(group.word, 3, skips);
    skips -= close.skipped;
    rememberedClose.set(n, close.remembered);
    after.push(`CASE WHEN w${n} IS NULL THEN ${close.sql} END AS f${n}`);
    afterParams.push(...close.params);
  }
  if (checks.length > 0) {
    params.push(...afterParams);
    const sql =
      after.length === 0
        ? `SELECT ${checks.join(', ')}`
        : `WITH k AS MATERIALIZED (SELECT ${checks.join(', ')}) SELECT *, ${after.join(', ')} FROM k`;
    const known = await lookup<Record<string, number | string | null>>(sql, ...params);
    Object.assign(row, known.results[0] ?? {});
  }
  const counted: TermCount[] = [];
  if (row.others != null) for (const word of others) spelling.counts.set(word, 0);
  for (const { term, doc } of termCounts(row.others)) {
    spelling.counts.set(term, doc);
    counted.push({ term, doc });
  }
  const held: number[] = (single?.alternatives ?? []).map((word) => spelling.counts.get(word) ?? 0);
  let complete = true;
  words.forEach((group, n) => {
    const answer = row[`w${n}`];
    if (!group.prefix) {
      spelling.counts.set(group.word, Number(answer ?? 0));
      if (asked.has(n)) counted.push({ term: group.word, doc: Number(answer ?? 0) });
      if (isCountable(group.word)) held.push(Number(answer ?? 0));
      else complete = false;
      return;
    }
    const read = termCounts(answer);
    counted.push(...read);
    const started = [...(rememberedStarts.get(n) ?? []), ...read].sort((a, b) => compareTerms(a.term, b.term));
    if (started.length > PREFIX_TERMS) {
      complete = false;
      return;
    }
    // A facet token (price_2 for "pric") is no word of the text: its phrase would only walk its long doclist.
    const terms = started.filter(({ term }) => !term.includes('_'));
    spelling.completions.set(
      group.word,
      terms.map(({ term }) => term),
    );
    for (const { term, doc } of terms) {
      spelling.counts.set(term, doc);
      if (isCountable(term)) held.push(doc);
    }
    // Every word it starts is listed, so the word itself (one of them) is held by as many as listed, or none.
    if (!spelling.counts.has(group.word)) spelling.counts.set(group.word, 0);
  });

  const tried = new Set<string>();
  for (const { group, n } of fixable) {
    const word = group.word;
    if (row[`w${n}`] || tried.has(word)) continue;
    tried.add(word);
    const read = termCounts(row[`f${n}`]);
    counted.push(...read);
    // The first three letters are a narrow range of the vocabulary; only a typo among them widens it to two.
    const close = closeAmong(word, [...(rememberedClose.get(n) ?? []), ...read]) ?? (await closeTerms(later, word, 2));
    if (!close) continue;
    spelling.fixes.set(
      word,
      close.map(({ term }) => term),
    );
    for (const { term, doc } of close) {
      spelling.counts.set(term, doc);
      if (word === single?.word) held.push(doc);
    }
  }
  commonWords.remember(counted.filter(({ term }) => isCountable(term)));
  if (single && complete) spelling.holding = Math.max(...held);
  return spelling;
}

/**
 * The terms a typed word may have been meant as: those sharing its first `shared` letters, 2 shorter to 3 longer, as
 * `term:doc` pairs read around the remembered common words, which come apart.
 */
function closeRange(
  word: string,
  shared: number,
  skips = MOST_SKIPPED_PER_STATEMENT,
): { sql: string; params: (string | number)[]; remembered: TermCount[]; skipped: number } {
  const head = word.slice(0, shared);
  const [shortest, longest] = [word.length - 2, word.length + 3];
  const read = readRanges(commonWords, [{ from: head, below: `${head}\uffff` }], {
    most: Math.min(skips, MOST_COMPOUND_PARTS - 1),
    where: {
      sql: 'length(term) BETWEEN ? AND ?',
      params: [shortest, longest],
      keep: (term) => [...term].length >= shortest && [...term].length <= longest,
    },
  });
  return { ...read, sql: `(SELECT group_concat(term || ':' || doc, ' ') FROM (${read.parts.join(' UNION ALL ')}))` };
}

/** Terms and their document counts as the vocabulary's `group_concat(term || ':' || doc, ' ')` lists them. */
function termCounts(answer: unknown): TermCount[] {
  if (typeof answer !== 'string' || answer === '') return [];
  return answer.split(' ').map((pair) => {
    const [term = '', doc] = pair.split(':');
    return { term, doc: Number(doc) };
  });
}

/** Known words within reach of a typed one among those sharing its first `shared` letters, most common first. */
async function closeTerms(lookup: Lookup, word: string, shared: number): Promise<TermCount[] | null> {
  const close = closeRange(word, shared);
  const range = await lookup<{ range: string | null }>(`SELECT ${close.sql} AS range`, ...close.params);
  const read = termCounts(range.results[0]?.range);
  commonWords.remember(read.filter(({ term }) => isCountable(term)));
  return closeAmong(word, [...close.remembered, ...read]);
}

/** Of `terms`, those within one edit (two from 8 letters) of a typed word or its plural: the 3 most common. */
function closeAmong(word: string, terms: TermCount[]): TermCount[] | null {
  const allowed = word.length >= 8 ? 2 : 1;
  const close = terms
    .filter(({ term }) => isTextWord(term) && Math.min(editDistance(word, term), editDistance(`${word}s`, term)) <= allowed)
    .sort((a, b) => b.doc - a.doc || compareTerms(a.term, b.term))
    .slice(0, 3);
  return close.length > 0 ? close : null;
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

/** What orderedSql asks besides its order. */
interface OrderedOptions {
  /** Each match says whether its headline columns hold a word (`headline`, 1 or 0) and its search key (`search_key`). */
  markHeadline?: boolean;
  /** Only the matches after a search key, as text (a JavaScript number cannot hold one): a parameter after the expression. */
  after?: boolean;
}

/**
 * The first `?` matches of a MATCH expression in one of the index's own orders, so only those are read: `rank`
 * (relevance: FTS5 sorts inside and hands over the first ones) or `rowid` (best rated: the search key, rules.ts).
 */
export function orderedSql(order: IndexOrder, openNow: boolean, options: OrderedOptions = {}): string {
  const marks = options.markHeadline ? `, ${HEADLINE_HIT_SQL} AS headline, ${SEARCH_KEY_TEXT_SQL} AS search_key` : '';
  return `SELECT ${SEARCH_KEY_CARD_ROWID_SQL} AS card_rowid, business_id${marks} FROM business_search
    WHERE business_search MATCH ?${options.after ? ` AND ${afterSearchKeySql()}` : ''}${openNow ? ` AND ${openNowSql('business_search.business_id')}` : ''}
    ORDER BY ${order} LIMIT ?`;
}

/**
 * The first matches of each of `expressions` MATCH expressions in turn (`half`: which one), `?` in all: each one is
 * asked (parameters: expression, the key `after` which, open-now's, how many at most) only while those before it gave
 * fewer.
 */
function inTurnSql(order: IndexOrder, openNow: boolean, expressions: number, after = false): string {
  const each = Array.from({ length: expressions }, (_, n) => `SELECT ${n} AS half, * FROM (${orderedSql(order, openNow, { after })})`);
  return `${each.join(' UNION ALL ')} LIMIT ?`;
}

/** inTurnSql's parameters, in its order: each expression's, then how many in all. */
function inTurnParams(expressions: string[], openAt: LocalMoment | null, limit: number, after?: string): unknown[] {
  const each = (expression: string) => [
    expression,
    ...(after === undefined ? [] : [after]),
    ...(openAt ? openNowParams(openAt) : []),
    limit,
  ];
  return [...expressions.flatMap(each), limit];
}

/**
 * How a page read in one of the index's orders brings its stored cards (orderedPageSql): `none` (cardsFor reads them
 * in another round trip); `from`, those of the matches from the page's first on (SQLite reads no card for a match the
 * OFFSET passes over); `page`, the index asked a second time for the matches up to the page's last, the page's with
 * their cards (`part` 1).
 */
export type CardsMode = 'none' | 'from' | 'page';

/**
 * inTurnSql's matches (`part` 0) and, as `cards` says, their stored cards. Parameters: inTurnSql's, then for `from`
 * the page's offset, for `page` inTurnSql's again (up to the page's last) and the page's size and offset. With `page`
 * the index is asked twice: measured, that reads no more rows than asking once (80 for `restaurant` in a pincode at
 * 100,000 businesses), where keeping the first answer (a MATERIALIZED CTE) to read the page back from it read 131.
 * What the second ask costs the index is up to the caller (orderedMatches).
 */
export function orderedPageSql(order: IndexOrder, openNow: boolean, expressions: number, cards: CardsMode): string {
  const card = cards === 'from' ? storedCardSql('m.card_rowid') : 'NULL';
  const matches = `SELECT 0 AS part, half, card_rowid, business_id, ${card} AS card
    FROM (${inTurnSql(order, openNow, expressions)}) m${cards === 'from' ? ' LIMIT -1 OFFSET ?' : ''}`;
  if (cards !== 'page') return matches;
  return `${matches} UNION ALL SELECT * FROM (SELECT 1, half, card_rowid, NULL, ${storedCardSql('p.card_rowid')}
    FROM (${inTurnSql(order, openNow, expressions)}) p LIMIT ? OFFSET ?)`;
}

export type IndexOrder = 'rank' | 'rowid';

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
 * The counts of words at least twice TOTAL_CAP documents hold, for ten minutes (search/common-words.ts): a word that common
 * does not fall to TOTAL_CAP in minutes, so every answer stays what the live count would give.
 */
const commonWords = new CommonWords({ least: 2 * TOTAL_CAP, freshMs: 10 * 60_000, most: 20_000 });

/**
 * Remembered words one statement reads around: each costs up to four of the 100 parameters D1 takes, and a search of
 * eight words with their synonyms and corrections needs most of them.
 */
const MOST_SKIPPED_PER_STATEMENT = 4;

/**
 * A one-word search past this many matches is broad: bm25 would score every match inside the index (about 100 ms of
 * the database's time for 60,000), so it is ordered by the index's rowid instead, headline matches first (broadExpressions).
 */
const BROAD = TOTAL_CAP;

/**
 * The stored result cards of a page of rowids, joined from a list of VALUES: D1 counts the temporary table an IN list
 * becomes as read, a card each (20 rows for a page of 10, not 10).
 */
export function cardsSql(count: number): string {
  const values = Array.from({ length: count }, () => '(?)').join(', ');
  return `SELECT c.rowid, c.card FROM (SELECT column1 AS rowid FROM (VALUES ${values})) AS page CROSS JOIN business_cards c ON c.rowid = page.rowid`;
}

/** The cards of a page: those `known` already, the others read. */
async function cardsFor(db: D1Database, rowids: number[], known = new Map<number, CardRecord>()): Promise<Map<number, CardRecord>> {
  const missing = rowids.filter((rowid) => !known.has(rowid));
  if (missing.length === 0) return known;
  const rows = await db
    .prepare(cardsSql(missing.length))
    .bind(...missing)
    .all<{ rowid: number; card: string }>();
  return new Map([...known, ...rows.results.map((row) => [row.rowid, parseCard(row.card)] as const)]);
}

function shapePage(
  rowids: number[],
  cards: Map<number, CardRecord>,
  context: { origin: string; now: LocalMoment; from?: Point },
): BusinessCard[] {
  return rowids.flatMap((rowid) => {
    const card = cards.get(rowid);
    return card ? [businessCard(card, context)] : [];
  });
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
async function facetCount(lookup: Lookup, facet: string, known: Map<string, number>): Promise<number> {
  return known.get(facet) ?? (await countFacets(lookup, [facet])).get(facet) ?? 0;
}

/** Whether a term's vocabulary count is a count of the text: `all` and `featured` are facet tokens as well as words. */
function isCountable(term: string): boolean {
  return isTextWord(term) && term !== FACET.all && term !== FACET.featured;
}

function countable(terms: string[]): string[] {
  return [...new Set(terms)].filter(isCountable);
}

/**
 * The number of documents holding the commonest of `terms` (or, with `prefix`, of the terms it starts), from the
 * vocabulary: a floor for a search that matches any document holding any one of them (countable ones only).
 */
async function documentsWithAnyOf(lookup: Lookup, terms: string[], prefix?: string): Promise<number> {
  const words = countable(terms);
  const remembered = words.flatMap((term) => commonWords.count(term) ?? []);
  const asked = words.filter((term) => commonWords.count(term) === undefined);
  // Tokens with '_' are facets (price_2 for "pr"), never words of the text.
  const started =
    prefix && isTextWord(prefix)
      ? readRanges(commonWords, [{ from: prefix, below: `${prefix}\uffff` }], {
          most: MOST_COMPOUND_PARTS - 2,
          where: { sql: "term NOT GLOB '*_*'", params: [], keep: () => true },
        })
      : undefined;
  remembered.push(...(started?.remembered.map(({ doc }) => doc) ?? []));
  const parts = [
    ...(asked.length > 0 ? [`SELECT term, doc FROM business_search_vocab WHERE term IN (${asked.map(() => '?').join(', ')})`] : []),
    ...(started?.parts ?? []),
  ];
  if (parts.length === 0) return Math.max(0, ...remembered);
  const rows = await lookup<TermCount>(
    `SELECT term, doc FROM (${parts.join(' UNION ALL ')}) ORDER BY doc DESC LIMIT 1`,
    ...asked,
    ...(started?.params ?? []),
  );
  commonWords.remember(rows.results.filter(({ term }) => isCountable(term)));
  return Math.max(0, ...remembered, ...rows.results.map(({ doc }) => doc));
}

/**
 * How many documents hold each of `facets` that is a single token (search_facet_counts), and how many the index holds
 * in all: from `known` (what resolve asked on its way), the rest asked now. A place's pincodes or a pincode prefix
 * are left out: their count is not kept.
 */
async function facetHoldings(lookup: Lookup, facets: string[], known: Map<string, number>): Promise<{ each: number[]; all: number }> {
  const tokens = facets.filter(isFacetToken);
  const asked = [...new Set([...tokens, FACET.all])].filter((token) => !known.has(token));
  const counts = new Map([...known, ...(await countFacets(lookup, asked))]);
  return { each: tokens.map((token) => counts.get(token) ?? 0), all: counts.get(FACET.all) ?? 0 };
}

/** The fewest documents any one of a search's facets holds: no more can match it (Infinity when none is counted). */
async function fewestHolding(lookup: Lookup, resolved: Resolved): Promise<number> {
  return Math.min(...(await facetHoldings(lookup, resolved.facets, resolved.holdings)).each);
}

/** What a search knows of its total besides what it read: its words' vocabulary floor, or its one facet's count. */
interface Known {
  /**
   * How many documents hold the commonest word of a one-word search (0 otherwise), asked of the vocabulary once per
   * search however many times it is wanted: the vocabulary counts by walking the word's doclist.
   */
  holding: () => Promise<number>;
  /** That count is the search's total: its one word is all it asks. */
  holdingIsTotal: boolean;
  /** How many documents the search can match at most, from the counts read with its words and filters (or Infinity). */
  most: number;
  /** The search is exactly this facet token: search_facet_counts counts it. */
  facet?: string;
  /** Facet counts already read (Resolved.holdings). */
  counted: Map<string, number>;
  /** How a count not read yet is looked up (decision 020: maybe from what this instance read lately). */
  lookup: Lookup;
  /** Matches the page leaves out (featuring that has ended). */
  leaveOut: Set<string>;
}

/** The total of a search that read `read` of its matches: exact from a lone facet, else the best floor known. */
async function totalBeyond(read: number, known: Known): Promise<{ total: number; totalIsLowerBound: boolean }> {
  if (known.facet)
    return {
      total: Math.max(read, (await facetCount(known.lookup, known.facet, known.counted)) - known.leaveOut.size),
      totalIsLowerBound: false,
    };
  const holding = await known.holding();
  if (known.holdingIsTotal && holding <= TOTAL_CAP) return { total: holding, totalIsLowerBound: false };
  return { total: Math.max(read, Math.min(TOTAL_CAP, holding)), totalIsLowerBound: true };
}

/**
 * A page at a fixed cost in one of the index's orders (decision 019): the index hands over the first matches of each
 * expression in turn (a broad search's headline, then the rest), as many as the page needs and at least
 * exactCountReach(limit), plus one to tell whether more exist, and the page's cards with them. The total is exact when
 * they are all; otherwise it comes from totalBeyond. A one-word search whose word more than TOTAL_CAP documents hold
 * already knows its floor, and one that asks one word and nothing else its total: each reads only its page.
 */
async function orderedMatches(
  db: D1Database,
  expressions: string[],
  order: IndexOrder,
  openAt: LocalMoment | null,
  window: { offset: number; limit: number },
  known: Known,
): Promise<{ rowids: number[]; cards: Map<number, CardRecord>; total: number; totalIsLowerBound: boolean }> {
  const need = window.offset + window.limit;
  const reach =
    known.holdingIsTotal || (await known.holding()) > TOTAL_CAP ? need : Math.max(need, exactCountReach(window.limit, openAt !== null)) + 1;
  const cards = cardsMode(order === 'rowid' || known.most <= BROAD, window, reach, known.leaveOut.size > 0);
  const rows = await db
    .prepare(orderedPageSql(order, openAt !== null, expressions.length, cards))
    .bind(
      ...inTurnParams(expressions, openAt, reach),
      ...(cards === 'from' ? [window.offset] : []),
      ...(cards === 'page' ? [...inTurnParams(expressions, openAt, need), window.limit, window.offset] : []),
    )
    .all<{ part: number; half: number; card_rowid: number; business_id: string; card: string | null }>();
  const stored = new Map<number, CardRecord>();
  for (const row of rows.results) if (row.card !== null) stored.set(row.card_rowid, parseCard(row.card));
  // The matches before the page that `from` passed over (it is chosen only when none is left out).
  const passed = cards === 'from' ? window.offset : 0;
  // In turn: the first expression's matches, then the next one's (the sort is stable).
  const found = rows.results.filter((row) => row.part === 0).sort((a, b) => a.half - b.half);
  const read = passed + found.length;
  const matches = found.filter((match) => !known.leaveOut.has(match.business_id));
  const rowids = matches.slice(window.offset - passed, need - passed).map((match) => match.card_rowid);
  const kept = passed + matches.length;
  if (read < reach && !known.holdingIsTotal) return { rowids, cards: stored, total: kept, totalIsLowerBound: false };
  return { rowids, cards: stored, ...(await totalBeyond(kept, known)) };
}

/**
 * Cards a page in the index's order may read besides its own: what 5 × page size + 50 rows leave once the matches
 * read for an exact count (exactCountReach and one) and a search's lookups are read. LOOKUP_ROWS is the most a search's
 * places, facet counts and corrections read in the benchmark and the cost test (16 for a locality and a word).
 */
const LOOKUP_ROWS = 18;
function spareCards(limit: number): number {
  return 5 * limit + 50 - (exactCountReach(limit, false) + 1) - LOOKUP_ROWS;
}

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
function cardsMode(askAgain: boolean, window: { offset: number; limit: number }, reach: number, leavesOut: boolean): CardsMode {
  const from = leavesOut && window.offset > 0 ? Infinity : reach - window.offset;
  const again = askAgain ? window.offset + 2 * window.limit : Infinity;
  const spare = spareCards(window.limit);
  if (from <= again && from <= spare) return 'from';
  if (again <= spare) return 'page';
  return 'none';
}

/**
 * The first page of a broad search with filters (decision 019), in one pass where it can be: its best rated matches,
 * each marked whether its headline holds the word, as many as exactCountReach. Filters that together keep few leave
 * the index walking their intersection to its end: once for the pass (the headline and the rest asked in turn walk it
 * twice), and the headline's part again for its first page's cards, unless the pass brings every card. The page is
 * known when the pass read every match, or a page of headline matches: those it did not read come after them.
 * Otherwise the rest outnumber the headline among the best rated, and the halves are asked in turn past the last match
 * read, for what the page still needs: the pass already says how many there are at least.
 */
async function broadFirstPage(
  db: D1Database,
  whole: string,
  halves: { headline: string; rest: string },
  openAt: LocalMoment | null,
  limit: number,
  known: Known,
): Promise<{ rowids: number[]; cards: Map<number, CardRecord>; total: number; totalIsLowerBound: boolean }> {
  const reach = exactCountReach(limit, openAt !== null) + 1;
  const openNow = openAt !== null;
  const open = openAt ? openNowParams(openAt) : [];
  // The page's cards come in the same round trip. A pass short enough (open now's) brings every match's card; a
  // longer one is followed by the headline's first page's worth with their cards, the page as a rule: that ask stops
  // at the page when the headline holds that many, and reads as many rows as the pass bringing the cards of its first
  // page's worth did. D1 counts every row a statement numbers or keeps aside as read, so a statement cannot pick the
  // page's places out of the pass more cheaply. Cards the page still lacks (rest matches on it) come from cardsFor.
  const everyCard = reach <= spareCards(limit);
  const pass = `SELECT 0 AS part, *, ${everyCard ? storedCardSql('a.card_rowid') : 'NULL'} AS card
    FROM (${orderedSql('rowid', openNow, { markHeadline: true })}) a`;
  const headlinePage = `SELECT 1, card_rowid, business_id, 1, NULL, ${storedCardSql('h.card_rowid')} FROM (${orderedSql('rowid', openNow)}) h`;
  const { results } = await db
    .prepare(everyCard ? pass : `${pass} UNION ALL ${headlinePage}`)
    .bind(whole, ...open, reach, ...(everyCard ? [] : [halves.headline, ...open, limit]))
    .all<{ part: number; card_rowid: number; business_id: string; headline: number; search_key: string; card: string | null }>();
  const cards = new Map(results.flatMap((row) => (row.card === null ? [] : [[row.card_rowid, parseCard(row.card)] as const])));
  const read = results.filter((row) => row.part === 0);
  const kept = <T extends { business_id: string }>(matches: T[]) => matches.filter((match) => !known.leaveOut.has(match.business_id));
  const matches = kept(read);
  const headline = matches.filter((match) => match.headline === 1);
  const rest = matches.filter((match) => match.headline !== 1);
  const page = (ordered: { card_rowid: number }[]) => ordered.slice(0, limit).map((match) => match.card_rowid);
  if (read.length < reach) return { rowids: page([...headline, ...rest]), cards, total: matches.length, totalIsLowerBound: false };
  const total = await totalBeyond(matches.length, known);
  if (headline.length >= limit) return { rowids: page(headline), cards, ...total };
  // Past the last match read: the headline's, then (once they run out) the rest's, which follow those the pass read.
  const last = (read.at(-1) as { search_key: string }).search_key;
  const ask = limit - headline.length + known.leaveOut.size;
  // Each of these is on the page (but those left out), so each brings its card.
  const more = await db
    .prepare(`SELECT *, ${storedCardSql('m.card_rowid')} AS card FROM (${inTurnSql('rowid', openAt !== null, 2, true)}) m`)
    .bind(...inTurnParams([halves.headline, halves.rest], openAt, ask, last))
    .all<{ half: number; card_rowid: number; business_id: string; card: string }>();
  const after = kept(more.results);
  for (const match of after) cards.set(match.card_rowid, parseCard(match.card));
  return {
    rowids: page([...headline, ...after.filter((match) => match.half === 0), ...rest, ...after.filter((match) => match.half === 1)]),
    cards,
    ...total,
  };
}

export interface FindContext {
  /** This host, for absolute media URLs. */
  origin: string;
  now?: Date;
  /**
   * For how many milliseconds the search's lookups (the vocabulary, the facet counts, the places) may be answered from
   * what this instance read (decision 020); none when absent.
   */
  lookupsFreshMs?: number;
}

/**
 * How the request makes a search's FindContext. Only a read from any replica (a visitor's without a bookmark,
 * lib/d1-bookmark.ts) takes its lookups from what this instance read lately: for the deploy's
 * SEARCH_LOOKUPS_FRESH_SECONDS, RECENT_LOOKUPS_SECONDS when unset.
 */
export function findContext(ctx: Pick<RequestContext, 'origin' | 'readsAnyReplica' | 'env'>): FindContext {
  const seconds = Number(ctx.env.SEARCH_LOOKUPS_FRESH_SECONDS ?? RECENT_LOOKUPS_SECONDS);
  return { origin: ctx.origin, lookupsFreshMs: ctx.readsAnyReplica && seconds > 0 ? seconds * 1000 : 0 };
}

/**
 * How long a search's lookups are answered from this instance's memory: half the minute within which a write shows
 * in what visitors read (the page cache's, decision 017; a replica's lag is far less as a rule).
 */
export const RECENT_LOOKUPS_SECONDS = 30;

/**
 * A search's lookups this instance asked lately (decision 020): a few hundred bytes each as a rule, a few KB for a
 * correction's range of the vocabulary, so a few MB at most of an instance's 128 MB however many searches come.
 */
const recentLookups = new RecentReads({ most: 2_000 });

interface IndexedListing {
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
function indexedListing(criteria: Criteria, resolved: Resolved): IndexedListing | null {
  const single = resolved.single;
  if ((criteria.sort === 'newest' || criteria.sort === 'featured') && (single || resolved.facets.length === 0)) {
    return {
      where: single ? `${single.column} = ? AND ` : '',
      params: single ? [single.value] : [],
      orderBy: `${single?.column === 'is_featured' ? 'featured_at' : 'created_at'} DESC`,
      facet: single?.facet ?? FACET.all,
    };
  }
  if ((criteria.sort === 'rating' || criteria.sort === 'relevance') && resolved.facets.length === 0) {
    return { where: '', params: [], orderBy: `${bayesianScoreSql()} DESC, rating_count DESC, created_at DESC`, facet: FACET.all };
  }
  return null;
}

/**
 * Public listings still featured whose featuring has passed its end (issue 13). The search index keeps their
 * `featured` facet until the hourly housekeeping clears it (worker/services/housekeeping.ts), so featured lists leave
 * them out themselves. Few at any time, read through the index of featuring ends.
 */
async function endedFeaturing(db: D1Database, ask: Ask, now: Date): Promise<Set<string>> {
  const rows = await ask<{ id: string }>(
    db
      // Named, as the planner would otherwise walk the featured index's every public featured listing to find these.
      .prepare(
        `SELECT id FROM businesses INDEXED BY businesses_featured_until_idx WHERE featured_until <= ? AND is_featured = 1 AND ${publicBusinessSql()}`,
      )
      .bind(now.getTime()),
  );
  return new Set(rows.results.map((row) => row.id));
}

export async function findBusinesses(
  handle: Database,
  criteria: Criteria,
  page: number,
  limit: number,
  context: FindContext,
): Promise<FoundPage> {
  const db = handle.$client;
  const moment = context.now ?? new Date();
  const now = localMoment(moment);
  const words = criteria.text ? queryWords(criteria.text) : [];
  const groups = termGroups(words);
  // What the filters name and what the vocabulary says of the words do not depend on each other: asked together.
  // Open now: only those open at some moment of this half hour of this weekday, inside the index; their exact hours in SQL.
  const openFacet = criteria.openNow ? openNowFacet(now) : undefined;
  // They go to the database in one round trip, with what a bucket order's walk will want to know (how many documents
  // the index holds, each word's count, the bounds of the buckets) when the order is one, for featured listings
  // which featuring has ended, and for nearest first where the city lies.
  const bucketOrder = BUCKET_ORDERS[criteria.sort];
  // A visitor's lookups may be answered from what this instance read lately, as any replica's would be (decision 020).
  const recalled = context.lookupsFreshMs ? recentLookups.within(context.lookupsFreshMs) : undefined;
  const round = new D1Round(db, recalled);
  // What is looked up once the round has been sent: a correction's wider range, the vocabulary's count for a total.
  const lookupLater = recalling(lookupNow(db), recalled);
  const asked = Promise.all([
    resolve(round.lookup, criteria, { openFacet, countAll: bucketOrder !== undefined }),
    spellingOf(round.lookup, lookupLater, groups, bucketOrder !== undefined),
    bucketOrder ? bucketBounds(bucketOrder, round.lookup) : undefined,
    criteria.featured ? endedFeaturing(db, round.ask, moment) : new Set<string>(),
    // Only where there is a position to be near (given, or a pincode's or place's centre).
    criteria.sort === 'distance' && (criteria.origin || criteria.pincode || criteria.location)
      ? cityCells(round.lookup, criteria.origin)
      : [],
  ]);
  await round.send();
  const [resolved, spelling, bounds, ended, city] = await asked;
  const empty = { businesses: [], total: 0, totalIsLowerBound: false, pagination: pagination(page, limit, 0) };
  if (resolved.impossible) return empty;
  const shape = { origin: context.origin, now, from: resolved.origin };
  const offset = (page - 1) * limit;

  const listing = words.length === 0 && !criteria.openNow ? indexedListing(criteria, resolved) : null;
  if (listing) {
    const stillFeatured = criteria.featured ? ' AND (featured_until IS NULL OR featured_until > ?)' : '';
    // The page's cards come with it; the count, when the first round did not bring it, is asked at the same time.
    const [rows, count] = await Promise.all([
      db
        .prepare(
          `SELECT p.rowid, ${storedCardSql('p.rowid')} AS card FROM (
             SELECT rowid FROM businesses WHERE ${listing.where}${publicBusinessSql()}${stillFeatured} ORDER BY ${listing.orderBy} LIMIT ? OFFSET ?) p`,
        )
        .bind(...listing.params, ...(criteria.featured ? [moment.getTime()] : []), limit, offset)
        .all<{ rowid: number; card: string | null }>(),
      facetCount(lookupLater, listing.facet, resolved.holdings),
    ]);
    const rowids = rows.results.map((row) => row.rowid);
    const cards = new Map(rows.results.flatMap((row) => (row.card === null ? [] : [[row.rowid, parseCard(row.card)] as const])));
    const total = count - ended.size;
    return { businesses: shapePage(rowids, cards, shape), total, totalIsLowerBound: false, pagination: pagination(page, limit, total) };
  }

  const { fixes, completions, holding } = spelling;
  const textParts = groups.map((group) => groupExpression(group, fixes.get(group.word) ?? [], completions.get(group.word)));
  // What the vocabulary and the facet counts already told, so the expression asks its rarest parts first.
  const rarity: Rarity = {
    text: Math.min(
      ...mostHolding(groupOptions(groups, spelling), (word) => (isCountable(word) ? (spelling.counts.get(word) ?? Infinity) : Infinity)),
    ),
    facet: (facet) => resolved.holdings.get(facet) ?? Infinity,
  };
  const expression = matchExpression(textParts, resolved.facets, rarity);
  const single = groups.length === 1 ? (groups[0] as TermGroup) : undefined;
  let wordDocuments: Promise<number> | undefined;
  // How many documents hold the single group's commonest word (or a word its prefix starts): asked of the vocabulary
  // once per search however many times it is wanted, as the vocabulary counts by walking the word's doclist.
  const holdingWord = () => {
    if (!single) return Promise.resolve(0);
    const completed = completions.get(single.word);
    const words = [...single.alternatives, ...(fixes.get(single.word) ?? []), ...(completed ?? [])];
    return (wordDocuments ??=
      holding !== undefined
        ? Promise.resolve(holding)
        : documentsWithAnyOf(lookupLater, words, single.prefix && !completed ? single.word : undefined));
  };
  // One group of words and nothing else: every document holding any one of its words matches.
  const oneWord = single !== undefined && resolved.facets.length === 0 && !criteria.openNow;
  // And when that group is one word, nothing else asked, the vocabulary's count of it is how many documents match.
  const options = single ? (groupOptions([single], spelling)[0] ?? []) : [];
  const lone = options.length === 1 ? (options[0] as string[]).join(' ') : undefined;
  const known: Known = {
    holding: () => (oneWord ? holdingWord() : Promise.resolve(0)),
    holdingIsTotal: oneWord && lone !== undefined && isCountable(lone),
    most: Math.min(rarity.text, ...resolved.facets.map(rarity.facet)),
    facet:
      words.length === 0 && resolved.facets.length === 1 && !criteria.openNow && isFacetToken(resolved.facets[0] as string)
        ? resolved.facets[0]
        : undefined,
    counted: resolved.holdings,
    lookup: lookupLater,
    leaveOut: ended,
  };
  const openAt = criteria.openNow ? now : null;
  const found = (rowids: number[], total: { total: number; totalIsLowerBound: boolean }, known = new Map<number, CardRecord>()) =>
    cardsFor(db, rowids, known).then((cards) => ({
      businesses: shapePage(rowids, cards, shape),
      ...total,
      pagination: pagination(page, limit, total.total),
    }));

  // Broad: more than BROAD documents may match, as many hold the word and as many hold each filter (open now's block
  // is one of them). The filters' counts came with their lookups (resolve); the word's with its spelling, mostly.
  const broad =
    criteria.sort === 'relevance' &&
    single !== undefined &&
    (await Promise.all([holdingWord(), resolved.facets.length === 0 ? Infinity : fewestHolding(lookupLater, resolved)])).every(
      (count) => count > BROAD,
    );
  if (broad) {
    // Headline matches first, then the rest, each best rated first (docs/product.md §3.3).
    const halves = broadExpressions(textParts[0] as string, resolved.facets, rarity);
    if (offset === 0 && resolved.facets.length > 0) {
      const { rowids, cards, ...total } = await broadFirstPage(db, expression, halves, openAt, limit, known);
      return found(rowids, total, cards);
    }
    const { rowids, cards, ...total } = await orderedMatches(db, [halves.headline, halves.rest], 'rowid', openAt, { offset, limit }, known);
    return found(rowids, total, cards);
  }
  const order = indexOrder(criteria.sort, words.length > 0, resolved.origin);
  if (order) {
    const { rowids, cards, ...total } = await orderedMatches(db, [expression], order, openAt, { offset, limit }, known);
    return found(rowids, total, cards);
  }
  if (criteria.sort === 'distance' && resolved.origin) {
    const origin = resolved.origin;
    const near = await nearestMatches(db, expression, origin, offset + limit, { openAt, leaveOut: ended, city, cards: offset === 0 });
    if (near === 'far from city') {
      // As without a position, the distances still on the cards (docs/product.md §3.3).
      const { rowids, cards, ...total } = await orderedMatches(db, [expression], UNPLACED_ORDER, openAt, { offset, limit }, known);
      return { ...(await found(rowids, total, cards)), farFromCity: true };
    }
    if (near !== 'read all') {
      const rowids = near.matches.slice(offset).map((match) => match.rowid);
      const cards = new Map(
        rowids.flatMap((rowid) => {
          const card = near.cards.get(rowid);
          return card ? [[rowid, parseCard(card)] as const] : [];
        }),
      );
      return found(rowids, await totalBeyond(near.read, known), cards);
    }
  }

  if (bucketOrder) {
    // The page and one more, so the answer tells whether a next page exists; not exactCountReach, as a bucket read
    // whole may hold more than the page needs, and that has to fit the same budget.
    const reach = offset + limit + 1;
    const estimate = await matchEstimate(db, recalled, groups, spelling, resolved);
    // Few enough matches to read them all (below) costs less than walking the buckets.
    const walk =
      bounds && estimate.most > reach
        ? await walkBuckets(db, {
            expression: (buckets, documents) =>
              matchExpression(textParts, [...resolved.facets, buckets], {
                ...rarity,
                facet: (facet) => (facet === buckets ? documents : rarity.facet(facet)),
              }),
            // Listings spread over the years, review counts bunch low: only the first says how many a bucket holds.
            documentsPerBucket: bucketOrder === 'listedHours' ? estimate.all / (bounds.high - bounds.low + 1) : Infinity,
            order: bucketOrder,
            bounds,
            target: reach,
            slack: limit,
            likely: estimate.likely,
            openAt,
            leaveOut: ended,
            cards: offset === 0,
          })
        : null;
    if (walk) {
      const rowids = walk.matches.slice(offset, offset + limit).map((match) => match.card_rowid);
      const cards = new Map(walk.matches.flatMap((match) => (match.card ? [[match.card_rowid, parseCard(match.card)] as const] : [])));
      if (walk.complete) return found(rowids, { total: walk.matches.length, totalIsLowerBound: false }, cards);
      return found(rowids, await totalBeyond(walk.matches.length, known), cards);
    }
  }

  // What is left (decision 019): few matches in a bucket order, and nearest where the widest ring is not enough;
  // every match is read.
  const matches = await db
    .prepare(candidatesSql(openAt !== null))
    .bind(expression, ...(openAt ? openNowParams(openAt) : []))
    .all<Candidate>();
  const ordered = matches.results.filter((candidate) => !ended.has(candidate.business_id)).sort(compare(criteria.sort, resolved.origin));
  return found(
    ordered.slice(offset, offset + limit).map((candidate) => candidate.rowid),
    { total: ordered.length, totalIsLowerBound: false },
  );
}

/** The orders read bucket by bucket (worker/services/search/bucket-walk.ts). */
const BUCKET_ORDERS: Partial<Record<Criteria['sort'], BucketOrder>> = {
  newest: 'listedHours',
  featured: 'listedHours',
  reviews: 'reviewCounts',
};

/**
 * Each group's words as the expression holds them (its alternatives, corrections, or the words a prefix starts), each
 * a phrase's words, once each (a word being typed starts itself); null for a prefix whose completions were not listed.
 */
function groupOptions(groups: TermGroup[], spelling: Pick<Spelling, 'fixes' | 'completions'>): (string[][] | null)[] {
  return groups.map((group) => {
    const completed = spelling.completions.get(group.word);
    if (group.prefix && !completed) return null;
    const options = new Set([...group.alternatives, ...(spelling.fixes.get(group.word) ?? []), ...(completed ?? [])]);
    return [...options].map((option) => option.split(' '));
  });
}

/** How many documents may hold each group's words at most: each phrase counted as its rarest word, the phrases summed. */
function mostHolding(options: (string[][] | null)[], documents: (word: string) => number): number[] {
  return options.map((group) => (group === null ? Infinity : group.reduce((sum, phrase) => sum + Math.min(...phrase.map(documents)), 0)));
}

/**
 * How many documents a search can match at most, from counts the index keeps: the fewest holding any one of its
 * filters (search_facet_counts) or any word of one of its groups (the vocabulary; a phrase counts as its rarest word);
 * Infinity when neither tells, as for a prefix whose completions were not listed. And how many it likely matches, were
 * its parts independent: the index's size (`all`) times each part's share. Every count read comes back in `counted`.
 */
async function matchEstimate(
  db: D1Database,
  recalled: Recalled | undefined,
  groups: TermGroup[],
  spelling: Omit<Spelling, 'holding'>,
  resolved: Resolved,
): Promise<{ most: number; likely: number; all: number; counted: Map<string, number> }> {
  const options = groupOptions(groups, spelling);
  const terms = countable(options.flatMap((group) => (group ?? []).flat()));
  // What the spelling check counted already, or this instance remembers, is not counted again: the vocabulary counts by
  // walking each doclist.
  const asked = terms.filter((term) => !spelling.counts.has(term) && commonWords.count(term) === undefined);
  const round = new D1Round(db, recalled);
  const counting = Promise.all([
    asked.length === 0
      ? new Map<string, number>()
      : round
          .lookup<{ term: string; doc: number }>(
            `SELECT term, doc FROM business_search_vocab WHERE term IN (${asked.map(() => '?').join(', ')})`,
            ...asked,
          )
          .then((rows) => {
            commonWords.remember(rows.results.filter(({ term }) => isCountable(term)));
            return new Map(rows.results.map((row) => [row.term, row.doc]));
          }),
    facetHoldings(round.lookup, resolved.facets, resolved.holdings),
  ]);
  await round.send();
  const [fresh, holdings] = await counting;
  const counted = new Map(fresh);
  for (const term of terms) {
    const known = spelling.counts.get(term) ?? commonWords.count(term);
    if (known !== undefined) counted.set(term, known);
  }
  const groupMost = mostHolding(options, (word) => (isCountable(word) ? (counted.get(word) ?? 0) : Infinity));
  const parts = [...groupMost, ...holdings.each].filter(Number.isFinite);
  const most = Math.min(...parts, Infinity);
  const all = Math.max(holdings.all, 1);
  return {
    most,
    all,
    counted,
    likely: Math.min(
      most,
      parts.reduce((likely, part) => (likely * part) / all, all),
    ),
  };
}

/** "Nearest" with no position to measure from (or one far from the city) orders as best rated: the index's rowid. */
const UNPLACED_ORDER: IndexOrder = 'rowid';

/** Relevance with words is the index's rank; best rated (and relevance without words) its rowid. */
function indexOrder(sort: Criteria['sort'], hasText: boolean, origin: Point | undefined): IndexOrder | null {
  if (sort === 'relevance') return hasText ? 'rank' : 'rowid';
  if (sort === 'rating') return 'rowid';
  if (sort === 'distance' && !origin) return UNPLACED_ORDER;
  return null;
}
