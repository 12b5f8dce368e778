import { FACET } from '../../db/rules.ts';
import { searchForm, WORD, WORD_SEPARATORS } from '../../contracts/city-text.ts';

/**
 * Turns what a visitor typed into an FTS5 MATCH expression: words ANDed, each word OR its synonyms OR its
 * spelling corrections, the last word also as a prefix (type-ahead), matched in the text columns only (textClause);
 * filters are facet tokens ANDed on the facets column.
 */

/** The search index's columns a visitor's words are looked for in, in the index's order (migrations: business_search). */
const TEXT = ['name', 'category', 'subcategory', 'keywords', 'services', 'amenities', 'locality', 'description'] as const;

/** What a business is and is called: a broad search shows the businesses it names here first (docs/decisions/019). */
const HEADLINE: readonly (typeof TEXT)[number][] = ['name', 'category', 'subcategory'];

export const TEXT_COLUMNS = `{${TEXT.join(' ')}}`;

export const HEADLINE_COLUMNS = `{${HEADLINE.join(' ')}}`;

/** The facet tokens without an underscore (worker/db/rules.ts, FACET): no other facet token can be a query word. */
const FACET_WORDS: ReadonlySet<string> = new Set([FACET.all, FACET.featured]);

/**
 * A text expression limited to the text columns. FTS5 checks a column filter against every match's positions:
 * "restaurant" and its synonyms took the index 6.0 ms with it and 3.6 ms without at 1,000,000 businesses, 3.0 and 1.9
 * with a locality. The only other column, facets, holds tokens with an underscore (which no query word has) and the
 * words FACET_WORDS: a text expression that names neither of those, nor a prefix (`"pin" *` would reach `pin_560001`),
 * matches the same documents without the filter, so it goes without.
 */
export function textClause(text: string): string {
  const words = (text.match(/"[^"]*"/g) ?? []).flatMap((phrase) => phrase.slice(1, -1).split(' '));
  return text.includes('*') || words.some((word) => FACET_WORDS.has(word)) ? `${TEXT_COLUMNS} : (${text})` : `(${text})`;
}

/**
 * Whether a match's headline (the index's `headline` column: its name, category and sub-category in the index's form,
 * ' | ' between them, worker/db/search-view.ts) holds one of the options of a group's expression (groupExpression):
 * a phrase's words one after another inside one of them, or a word a prefix option starts. The index keeps no text of
 * its columns (migrations/0033_slimmer_city.sql), so neither highlight() nor the columns can tell it; bm25 weighing
 * only the headline could, but it counts the documents holding each word and filter first: the whole doclist of every
 * dense filter (29 ms instead of 4 at 1,000,000). The words are split and folded as the tokenizer does (city-text.ts).
 */
export function headlineHolds(headline: string, groupText: string): boolean {
  const columns = headline.split(' | ').map((column) => searchForm(column).split(WORD_SEPARATORS).filter(Boolean));
  const options = [...groupText.matchAll(/"([^"]*)"( \*)?/g)].map(([, text = '', star]) => ({
    words: text.split(' ').filter(Boolean),
    prefix: star !== undefined,
  }));
  return columns.some((words) =>
    options.some(({ words: phrase, prefix }) =>
      words.some((_, at) =>
        phrase.every((word, n) => {
          const token = words[at + n];
          return token !== undefined && (prefix && n === phrase.length - 1 ? token.startsWith(word) : token === word);
        }),
      ),
    ),
  );
}

/**
 * The words of a query in the index's own form (worker/contracts/city-text.ts): letters, marks and digits only, so
 * nothing a visitor types can change the meaning of the expression.
 */
export function queryWords(text: string): string[] {
  return searchForm(text)
    .split(WORD_SEPARATORS)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/**
 * Whether a vocabulary term is a word of the text, in any script (the facet tokens hold '_'): the one test before a
 * word is spelled, completed or counted.
 */
export function isTextWord(term: string): boolean {
  return WORD.test(term);
}

/** Whether a facet clause is one token (cat_restaurant), which search_facet_counts counts, not an expression of several. */
export function isFacetToken(clause: string): boolean {
  return /^[a-z0-9_]+$/.test(clause);
}

/** One query position: the words that must match there (any of them), and whether the last may be a prefix. */
export interface TermGroup {
  word: string;
  alternatives: string[];
  prefix: boolean;
}

/** A phrase of the text (its words in the index's form, spaced) and the words it is searched with, itself first. */
export type Synonyms = ReadonlyMap<string, readonly string[]>;

/**
 * Groups words into positions, a phrase with synonyms (trade-lexicon.ts: 'medical store', 'silai') into one position
 * searched as any of them, the longest phrase first.
 */
export function termGroups(words: string[], synonyms: Synonyms = new Map()): TermGroup[] {
  const longest = Math.max(1, ...[...synonyms.keys()].map((phrase) => phrase.split(' ').length));
  const groups: TermGroup[] = [];
  for (let i = 0; i < words.length; i++) {
    let length = Math.min(longest, words.length - i);
    while (length > 1 && !synonyms.has(words.slice(i, i + length).join(' '))) length--;
    const phrase = words.slice(i, i + length).join(' ');
    const alternatives = synonyms.get(phrase);
    groups.push({
      word: phrase,
      alternatives: [...(alternatives ?? [phrase])],
      prefix: length === 1 && i === words.length - 1 && phrase.length >= 2,
    });
    i += length - 1;
  }
  return groups;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const previous = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

function phrase(text: string): string {
  return `"${text.replace(/"/g, '')}"`;
}

/**
 * A group's words OR'd: its alternatives, its corrections, and for the word being typed either the known words it
 * starts (`completions`, when the vocabulary listed them all) or the prefix itself. A phrase holding a word the group
 * asks on its own matches nothing that word does not ("tailor shop" beside "tailor"), so it is left out: the index
 * walks a phrase's every word, the commonest too ("shop"), which took 40% of an empty search's time for the tailors
 * at 100,000 businesses.
 */
export function groupExpression(group: TermGroup, corrections: readonly string[], completions?: readonly string[]): string {
  const words = [...group.alternatives, ...corrections, ...(group.prefix && completions ? completions : [])];
  const single = new Set(words.filter((word) => !word.includes(' ')));
  const options = new Set<string>(
    words.filter((word) => !word.includes(' ') || !word.split(' ').some((each) => single.has(each))).map(phrase),
  );
  if (group.prefix && !completions) options.add(`${phrase(group.word)} *`);
  return options.size === 1 ? ([...options][0] as string) : `(${[...options].join(' OR ')})`;
}

/**
 * How many documents may match each part of an expression, as far as the caller knows (Infinity: unknown): the text
 * (all its words) and each facet clause.
 */
export interface Rarity {
  text: number;
  facet: (clause: string) => number;
}

/** Nothing known: the parts stay in their order, flat. */
const UNKNOWN: Rarity = { text: Infinity, facet: () => Infinity };

/**
 * Parts ANDed, the rarest first, each part past the second asked only where those before it all match. FTS5 steps every
 * child of an AND to each candidate any of them offers, so a dense filter beside two rarer parts is walked whole while
 * they look for each other (rating_4 holds 40% of documents): `pub` in a locality, rated 4+, price 2 and open now read
 * 13 ms of the index at 1,000,000 businesses to find nothing. An AND inside an OR is not merged into the AND around
 * it, so ORing the parts before with a clause no document matches (`apart`) keeps them apart, and the AND around steps
 * only to their matches: 2 ms. Parts whose count is unknown (Infinity) join the outermost AND, flat: nesting a part
 * that turns out dense inside would walk it whole instead.
 */
export function nestedAnd(parts: { clause: string; documents: number }[]): string {
  const known = parts.filter((part) => Number.isFinite(part.documents)).sort((a, b) => a.documents - b.documents);
  const clauses = known.map((part) => part.clause);
  const chain =
    clauses.length <= 2
      ? clauses
      : [clauses.slice(2).reduce((inner, clause) => `${apart(inner)} AND ${clause}`, clauses.slice(0, 2).join(' AND '))];
  return [...chain, ...parts.filter((part) => !Number.isFinite(part.documents)).map((part) => part.clause)].join(' AND ');
}

/** An expression that an AND around it steps only to its matches (nestedAnd): ORed with a clause no document matches. */
function apart(expression: string): string {
  return `((${expression}) OR facets : ${FACET.never})`;
}

const facetParts = (facetClauses: string[], rarity: Rarity) =>
  facetClauses.map((facet) => ({ clause: `facets : ${facet}`, documents: rarity.facet(facet) }));

/** The whole expression; `facets` are tokens such as cat_restaurant, already safe. */
export function matchExpression(textParts: string[], facetClauses: string[], rarity: Rarity = UNKNOWN): string {
  const text = textParts.length > 0 ? [{ clause: textClause(textParts.join(' AND ')), documents: rarity.text }] : [];
  const parts = [...text, ...facetParts(facetClauses, rarity)];
  return parts.length === 0 ? 'facets : all' : nestedAnd(parts);
}

/**
 * The two halves of a broad search for one group's `text` (run/broad.ts, run/index-order.ts): the documents
 * whose headline columns hold it, and those holding it only in the other text columns; each with the filters.
 */
export function broadExpressions(
  text: string,
  facetClauses: string[],
  rarity: Rarity = UNKNOWN,
): { headline: string; rest: string; text: string } {
  const headline = `${HEADLINE_COLUMNS} : (${text})`;
  const filters = facetParts(facetClauses, rarity);
  return {
    headline: nestedAnd([{ clause: headline, documents: rarity.text }, ...filters]),
    rest: nestedAnd([{ clause: `(${textClause(text)} NOT ${headline})`, documents: rarity.text }, ...filters]),
    text,
  };
}
