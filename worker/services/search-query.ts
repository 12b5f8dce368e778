import { synonymsOf } from './synonyms.ts';

/**
 * Turns what a visitor typed into an FTS5 MATCH expression: words ANDed, each word OR its synonyms OR its
 * spelling corrections, the last word also as a prefix (type-ahead), all limited to the text columns; filters
 * are facet tokens ANDed on the facets column.
 */

export const TEXT_COLUMNS = '{name category subcategory keywords services amenities locality description}';

/** What a business is and is called: a broad search shows the businesses it names here first (docs/decisions/019). */
export const HEADLINE_COLUMNS = '{name category subcategory}';

/** Lower-case letters and digits only: nothing a visitor types can change the meaning of the expression. */
export function queryWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/** One query position: the words that must match there (any of them), and whether the last may be a prefix. */
export interface TermGroup {
  word: string;
  alternatives: string[];
  prefix: boolean;
}

/** Groups words into positions, folding two-word synonym phrases ('medical store') into one position. */
export function termGroups(words: string[]): TermGroup[] {
  const groups: TermGroup[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1];
    const pair = next ? synonymsOf(`${word} ${next}`) : undefined;
    if (pair && next) {
      groups.push({ word: `${word} ${next}`, alternatives: [...pair], prefix: false });
      i++;
      continue;
    }
    groups.push({ word, alternatives: [...(synonymsOf(word) ?? [word])], prefix: i === words.length - 1 && word.length >= 2 });
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
 * starts (`completions`, when the vocabulary listed them all) or the prefix itself.
 */
export function groupExpression(group: TermGroup, corrections: readonly string[], completions?: readonly string[]): string {
  const options = new Set<string>(group.alternatives.map(phrase));
  for (const correction of corrections) options.add(phrase(correction));
  if (group.prefix && completions) for (const completion of completions) options.add(phrase(completion));
  else if (group.prefix) options.add(`${phrase(group.word)} *`);
  return options.size === 1 ? ([...options][0] as string) : `(${[...options].join(' OR ')})`;
}

/** The whole expression; `facets` are tokens such as cat_restaurant, already safe. */
export function matchExpression(textParts: string[], facetClauses: string[]): string {
  const clauses: string[] = [];
  if (textParts.length > 0) clauses.push(`${TEXT_COLUMNS} : (${textParts.join(' AND ')})`);
  for (const facet of facetClauses) clauses.push(`facets : ${facet}`);
  if (clauses.length === 0) clauses.push('facets : all');
  return clauses.join(' AND ');
}

/**
 * The two halves of a broad search for one group's `text` (worker/services/directory.ts, orderedMatches): the documents
 * whose headline columns hold it, and those holding it only in the other text columns; each with the filters.
 */
export function broadExpressions(text: string, facetClauses: string[]): { headline: string; rest: string } {
  const headline = `${HEADLINE_COLUMNS} : (${text})`;
  const filters = facetClauses.map((facet) => ` AND facets : ${facet}`).join('');
  return { headline: `${headline}${filters}`, rest: `(${TEXT_COLUMNS} : (${text}) NOT ${headline})${filters}` };
}
