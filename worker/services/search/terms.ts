import type { Lookup } from '../../lib/d1-round.ts';
import type { Resolved } from './lookups.ts';
import { groupExpression, matchExpression, type Rarity, type TermGroup } from './query.ts';
import { groupOptions, isCountable, mostHolding, type Spelling } from './spelling.ts';
import { documentsWithAnyOf } from './totals.ts';

/** A search's words as its expression asks them, once the first round has told what the index holds of them. */
export interface SearchTerms {
  /** Each group's expression: its words, corrections and completions ORed. */
  textParts: string[];
  /** What the vocabulary and the facet counts already told, so the expression asks its rarest parts first. */
  rarity: Rarity;
  /** The whole MATCH expression: the groups and the filters ANDed, rarest first. */
  expression: string;
  /** One group of words and nothing else: every document holding any one of its words matches. */
  oneGroup: boolean;
  /** That group is one word: the vocabulary's count of it is how many documents match. */
  oneWordOnly: boolean;
  /**
   * How many documents hold the single group's commonest word (or a word its prefix starts), 0 with several groups:
   * asked of the vocabulary once however many times it is wanted, as the vocabulary counts by walking the doclist.
   */
  holdingWord: () => Promise<number>;
}

export function searchTerms(groups: TermGroup[], spelling: Spelling, resolved: Resolved, later: Lookup, openNow: boolean): SearchTerms {
  const textParts = groups.map((group) =>
    groupExpression(group, spelling.fixes.get(group.word) ?? [], spelling.completions.get(group.word)),
  );
  const rarity: Rarity = {
    text: Math.min(
      ...mostHolding(groupOptions(groups, spelling), (word) => (isCountable(word) ? (spelling.counts.get(word) ?? Infinity) : Infinity)),
    ),
    facet: (facet) => resolved.holdings.get(facet) ?? Infinity,
  };
  const single = groups.length === 1 ? (groups[0] as TermGroup) : undefined;
  let wordDocuments: Promise<number> | undefined;
  const holdingWord = () => {
    if (!single) return Promise.resolve(0);
    const completed = spelling.completions.get(single.word);
    const alternatives = [...single.alternatives, ...(spelling.fixes.get(single.word) ?? []), ...(completed ?? [])];
    return (wordDocuments ??=
      spelling.holding !== undefined
        ? Promise.resolve(spelling.holding)
        : documentsWithAnyOf(later, alternatives, single.prefix && !completed ? single.word : undefined));
  };
  const oneGroup = single !== undefined && resolved.facets.length === 0 && !openNow;
  const options = single ? (groupOptions([single], spelling)[0] ?? []) : [];
  const lone = options.length === 1 ? (options[0] as string[]).join(' ') : undefined;
  return {
    textParts,
    rarity,
    expression: matchExpression(textParts, resolved.facets, rarity),
    oneGroup,
    oneWordOnly: oneGroup && lone !== undefined && isCountable(lone),
    holdingWord,
  };
}
