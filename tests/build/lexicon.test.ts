import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../scripts/seed/categories.ts';
import { TRADE_CONCEPTS } from '../../scripts/seed/lexicon.ts';
import { tradeConceptSchema, tradeKey } from '../../worker/contracts/trade-words.ts';

/*
 * The trade lexicon the one box will read trades with (issue 36): the words residents type for each trade, in English,
 * romanised Hindi and Kannada, Devanagari and Kannada script, tied to the seed's catalogue.
 */

const subcategories = new Map(CATEGORIES.map((category) => [category.slug, new Set(category.subcategories)]));
const every = TRADE_CONCEPTS.flatMap((concept) =>
  Object.values(concept.words)
    .flat()
    .map((word) => ({ concept: concept.id, word })),
);

describe('the trade lexicon', () => {
  it('holds at least 150 concepts, every category among them, each tied to a category and sub-category that exist', () => {
    expect(TRADE_CONCEPTS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(TRADE_CONCEPTS.map((concept) => concept.id)).size).toBe(TRADE_CONCEPTS.length);
    const untied = TRADE_CONCEPTS.filter(
      (concept) =>
        !subcategories.has(concept.category) ||
        (concept.subcategory !== undefined && !subcategories.get(concept.category)?.has(concept.subcategory)),
    );
    expect(untied.map((concept) => concept.id)).toEqual([]);
    const covered = new Set(TRADE_CONCEPTS.map((concept) => concept.category));
    expect(CATEGORIES.filter((category) => !covered.has(category.slug)).map((category) => category.slug)).toEqual([]);
  });

  it('gives a word to one concept only, as the search reads it (spellings folded)', () => {
    const owner = new Map<string, string>();
    const twice = every.filter(({ concept, word }) => {
      const key = tradeKey(word);
      const known = owner.get(key);
      owner.set(key, concept);
      return known !== undefined && known !== concept;
    });
    expect(twice).toEqual([]);
  });

  it('writes each register in its own script, by the rules the admin screen holds an admin to', () => {
    const refused = TRADE_CONCEPTS.flatMap((concept) => {
      const parsed = tradeConceptSchema.safeParse({ subcategory: concept.subcategory ?? null, words: concept.words });
      return parsed.success ? [] : parsed.error.issues.map((issue) => `${concept.id}: ${issue.path.join('.')} ${issue.message}`);
    });
    expect(refused).toEqual([]);
  });
});
