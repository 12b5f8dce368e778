import { describe, expect, it } from 'vitest';
import {
  headlineHolds,
  editDistance,
  groupExpression,
  matchExpression,
  queryWords,
  termGroups,
  TEXT_COLUMNS,
} from '../../worker/services/search/query.ts';

describe('reading a query', () => {
  it('keeps letters and digits only, lower-cased and without accents', () => {
    expect(queryWords('  Café "NEAR(" Dosa* -- 24x7 ')).toEqual(['cafe', 'near', 'dosa', '24x7']);
  });

  it('folds a phrase with synonyms into one position, the longest first, and marks the last word as a prefix', () => {
    const synonyms = new Map([
      ['medical store', ['medical store', 'chemist', 'pharmacy']],
      ['store', ['store', 'shop']],
    ]);
    expect(termGroups(['medical', 'store', 'ind'], synonyms)).toEqual([
      { word: 'medical store', alternatives: ['medical store', 'chemist', 'pharmacy'], prefix: false },
      { word: 'ind', alternatives: ['ind'], prefix: true },
    ]);
    expect(termGroups(['big', 'store'], synonyms)).toEqual([
      { word: 'big', alternatives: ['big'], prefix: false },
      { word: 'store', alternatives: ['store', 'shop'], prefix: true },
    ]);
  });

  it('measures edits: insertions, deletions, substitutions and swapped neighbours count one each', () => {
    expect(editDistance('resturant', 'restaurant')).toBe(1);
    expect(editDistance('plumbr', 'plumber')).toBe(1);
    expect(editDistance('dentsit', 'dentist')).toBe(1);
    expect(editDistance('biriyani', 'biryani')).toBe(1);
    expect(editDistance('resturent', 'restaurant')).toBe(2);
    expect(editDistance('cat', 'dog')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('builds an FTS5 expression of quoted phrases, prefixes on the last word and facet filters', () => {
    const [word] = termGroups(['resturant']);
    expect(groupExpression(word!, ['restaurant'])).toBe('("resturant" OR "restaurant" OR "resturant" *)');
    // A phrase holding a word the group asks on its own matches nothing more, and is left out; one that does not stays.
    const tailors = { word: 'silai', alternatives: ['silai', 'tailor', 'tailor shop', 'kapde silna', 'ladies tailor'], prefix: false };
    expect(groupExpression(tailors, [])).toBe('("silai" OR "tailor" OR "kapde silna")');
    expect(groupExpression({ word: 'udupi hotel', alternatives: ['udupi hotel', 'darshini'], prefix: false }, [])).toBe(
      '("udupi hotel" OR "darshini")',
    );
    expect(matchExpression(['"dosa"'], ['pin_560034', 'cat_restaurant'])).toBe(
      '("dosa") AND facets : pin_560034 AND facets : cat_restaurant',
    );
    expect(matchExpression([], [])).toBe('facets : all');
    // The facets column also holds `all` and `featured`, and tokens a prefix may start: only then the text columns are named.
    expect(matchExpression(['("all" OR "alley")'], [])).toBe(`${TEXT_COLUMNS} : (("all" OR "alley"))`);
    expect(matchExpression(['"featured"'], [])).toBe(`${TEXT_COLUMNS} : ("featured")`);
    expect(matchExpression(['("pin" OR "pin" *)'], [])).toBe(`${TEXT_COLUMNS} : (("pin" OR "pin" *))`);
  });

  it('asks the rarest parts first and each further one only where those before it match, once their counts are known', () => {
    const counts: Record<string, number> = { pin_560034: 800, rating_4: 40_000, price_2: 30_000 };
    const rarity = { text: 5_000, facet: (facet: string) => counts[facet] ?? Infinity };
    // Open now's count is not known: it joins the outermost AND.
    expect(matchExpression(['"dosa"'], ['rating_4', '(open_1_0_3 OR open_special)', 'price_2', 'pin_560034'], rarity)).toBe(
      '((((facets : pin_560034 AND ("dosa")) OR facets : no_document)' +
        ' AND facets : price_2) OR facets : no_document) AND facets : rating_4 AND facets : (open_1_0_3 OR open_special)',
    );
    // Two parts step to each other's matches: flat. Nothing known: flat, in the order given.
    expect(matchExpression(['"dosa"'], ['pin_560034'], rarity)).toBe('facets : pin_560034 AND ("dosa")');
    expect(matchExpression(['"dosa"'], ['rating_4', 'price_2'])).toBe('("dosa") AND facets : rating_4 AND facets : price_2');
  });
});

describe('headlineHolds: a broad search’s headline, read from the stored name, category and sub-category', () => {
  const headline = 'Sri Krishna Café ಶ್ರೀ ಕೃಷ್ಣ ಕೆಫೆ | Restaurants | South Indian Tiffin';
  it('finds a word, a phrase and a prefix of the group in one of them, folded as the index folds', () => {
    expect(headlineHolds(headline, '"cafe"')).toBe(true);
    expect(headlineHolds(headline, '("tiffin" OR "breakfast")')).toBe(true);
    expect(headlineHolds(headline, '"south indian"')).toBe(true);
    expect(headlineHolds(headline, '"restau" *')).toBe(true);
    expect(headlineHolds(headline, '"ಕೆಫೆ"')).toBe(true);
  });
  it('finds nothing the headline does not hold, nor a phrase across two of them, nor a prefix without its star', () => {
    expect(headlineHolds(headline, '"biryani"')).toBe(false);
    expect(headlineHolds(headline, '"cafe restaurants"')).toBe(false);
    expect(headlineHolds(headline, '"restau"')).toBe(false);
    expect(headlineHolds(headline, '"indian south"')).toBe(false);
  });
});
