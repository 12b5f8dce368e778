import type { Lookup } from '../../lib/d1-round.ts';
import type { CardRecord } from '../business-shape.ts';
import { isTextWord, type TermGroup } from './query.ts';
import { MOST_COMPOUND_PARTS, readRanges, type TermCount } from './common-words.ts';
import { facetCount, facetHoldings, type Resolved } from './lookups.ts';
import { commonWords } from './memory.ts';
import { TOTAL_CAP } from './plan.ts';
import type { SearchReads } from './reads.ts';
import { countable, groupOptions, isCountable, mostHolding, type Spelling } from './spelling.ts';

/**
 * How many a search matches, where it did not read them all (docs/search.md, "Totals"): a facet's count, the
 * vocabulary's count of its words as a floor ("1,000+" past TOTAL_CAP), and for a bucket walk the estimate its
 * first windows are sized by.
 */

/** A page's matches as a path found them, with the cards read on the way and the total. */
export interface PathPage {
  rowids: number[];
  cards: Map<number, CardRecord>;
  total: number;
  totalIsLowerBound: boolean;
  /** Every card of the page that exists was read with it: none is read again (a page of a B-tree index). */
  allCards?: true;
}

/** What a search knows of its total besides what it read: its words' vocabulary floor, or its one facet's count. */
export interface Known {
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
export async function totalBeyond(read: number, known: Known): Promise<{ total: number; totalIsLowerBound: boolean }> {
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
 * The number of documents holding the commonest of `terms` (or, with `prefix`, of the terms it starts), from the
 * vocabulary: a floor for a search that matches any document holding any one of them (countable ones only).
 */
export async function documentsWithAnyOf(lookup: Lookup, terms: string[], prefix?: string): Promise<number> {
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
 * How many documents a search can match at most, from counts the index keeps: the fewest holding any one of its
 * filters (search_facet_counts) or any word of one of its groups (the vocabulary; a phrase counts as its rarest word);
 * Infinity when neither tells, as for a prefix whose completions were not listed. And how many it likely matches, were
 * its parts independent: the index's size (`all`) times each part's share. Every count read comes back in `counted`.
 */
export async function matchEstimate(
  reads: SearchReads,
  groups: TermGroup[],
  spelling: Omit<Spelling, 'holding'>,
  resolved: Resolved,
): Promise<{ most: number; likely: number; all: number; counted: Map<string, number> }> {
  const options = groupOptions(groups, spelling);
  const terms = countable(options.flatMap((group) => (group ?? []).flat()));
  // What the spelling check counted already, or this instance remembers, is not counted again: the vocabulary counts by
  // walking each doclist.
  const asked = terms.filter((term) => !spelling.counts.has(term) && commonWords.count(term) === undefined);
  const round = reads.round();
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
