import { describe, expect, it } from 'vitest';
import { groupExpression, matchExpression, oneEditAway, queryWords, termGroups } from '../../worker/services/search-query.ts';

describe('reading a query', () => {
  it('keeps letters and digits only, lower-cased and without accents', () => {
    expect(queryWords('  Café "NEAR(" Dosa* -- 24x7 ')).toEqual(['cafe', 'near', 'dosa', '24x7']);
  });

  it('folds two-word synonym phrases into one position and marks the last word as a prefix', () => {
    expect(termGroups(['medical', 'store', 'ind'])).toEqual([
      { word: 'medical store', alternatives: ['chemist', 'pharmacy', 'pharmacies', 'medical store', 'medicals', 'druggist'], prefix: false },
      { word: 'ind', alternatives: ['ind'], prefix: true },
    ]);
  });

  it('lists every string one edit away, and only those', () => {
    const variants = oneEditAway('cat');
    expect(variants).toContain('at');
    expect(variants).toContain('act');
    expect(variants).toContain('cut');
    expect(variants).toContain('cart');
    expect(variants).not.toContain('cat');
    expect(variants).not.toContain('dog');
    expect(new Set(variants).size).toBe(variants.length);
  });

  it('builds an FTS5 expression of quoted phrases, prefixes on the last word and facet filters', () => {
    const [word] = termGroups(['resturant']);
    expect(groupExpression(word!, ['restaurant'])).toBe('("resturant" OR "restaurant" OR "resturant" *)');
    expect(matchExpression(['"dosa"'], ['pin_560034', 'cat_restaurant'])).toBe(
      '{name category subcategory keywords services amenities locality description} : ("dosa") AND facets : pin_560034 AND facets : cat_restaurant',
    );
    expect(matchExpression([], [])).toBe('facets : all');
  });
});
