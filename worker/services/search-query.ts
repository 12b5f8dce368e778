import { synonymsOf } from './synonyms.ts';

/**
 * Turns what a visitor typed into an FTS5 MATCH expression: words ANDed, each word OR its synonyms OR its
 * spelling corrections, the last word also as a prefix (type-ahead), all limited to the text columns; filters
 * are facet tokens ANDed on the facets column.
 */

export const TEXT_COLUMNS = '{name category subcategory keywords services amenities locality description}';

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

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every string one edit away (delete, transpose, replace, insert a letter): typo candidates to look up. */
export function oneEditAway(word: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) variants.add(head + tail.slice(1));
    if (tail.length > 1) variants.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of LETTERS) {
      if (tail) variants.add(head + letter + tail.slice(1));
      variants.add(head + letter + tail);
    }
  }
  variants.delete(word);
  return [...variants];
}

function phrase(text: string): string {
  return `"${text.replace(/"/g, '')}"`;
}

export function groupExpression(group: TermGroup, corrections: readonly string[]): string {
  const options = new Set<string>(group.alternatives.map(phrase));
  for (const correction of corrections) options.add(phrase(correction));
  if (group.prefix) options.add(`${phrase(group.word)} *`);
  return options.size === 1 ? [...options][0] as string : `(${[...options].join(' OR ')})`;
}

/** The whole expression; `facets` are tokens such as cat_restaurant, already safe. */
export function matchExpression(textParts: string[], facetClauses: string[]): string {
  const clauses: string[] = [];
  if (textParts.length > 0) clauses.push(`${TEXT_COLUMNS} : (${textParts.join(' AND ')})`);
  for (const facet of facetClauses) clauses.push(`facets : ${facet}`);
  if (clauses.length === 0) clauses.push('facets : all');
  return clauses.join(' AND ');
}
