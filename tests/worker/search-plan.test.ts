import { describe, expect, it } from 'vitest';
import {
  BROAD,
  exactCountReach,
  LOOKUP_ROWS,
  pageBudget,
  planSearch,
  PREFIX_TERMS,
  spareCards,
  wantsBreadth,
  type Plan,
  type PlanInput,
} from '../../worker/services/search/plan.ts';

/**
 * The plan of a search as a table (docs/search.md, "Paths"): what was asked and what the first round told → the path
 * that runs, how far it reads and how its total is told. No database: the plan is a pure function.
 */

const centre = { latitude: 12.97, longitude: 77.59 };
const category = { column: 'category_id' as const, value: 'c1', facet: 'cat_restaurant' };

/** A search of nothing, in the listing's order: each row changes what it names. */
const base: PlanInput = {
  sort: 'newest',
  openNow: false,
  words: 0,
  groups: 0,
  offset: 0,
  lookups: { impossible: false, facets: [] },
  oneWordOnly: false,
  bucketBounds: true,
};

const common = { word: 5 * BROAD, fewestFilter: Infinity };
const rare = { word: 12, fewestFilter: Infinity };

const rows: [name: string, input: Partial<PlanInput>, plan: Partial<Plan>][] = [
  ['a category that does not exist', { lookups: { impossible: true, facets: [] } }, { path: 'nothing', total: 'read' }],
  ['the newest listings', {}, { path: 'listing', reach: 'page', total: 'facet count' }],
  [
    'the newest in a category',
    { lookups: { impossible: false, facets: ['cat_restaurant'], single: category } },
    { path: 'listing', total: 'facet count' },
  ],
  ['best rated of the whole directory', { sort: 'rating' }, { path: 'listing', total: 'facet count' }],
  [
    'newest in a category, rated 4+ (two filters)',
    { lookups: { impossible: false, facets: ['cat_restaurant', 'rating_4'] } },
    { path: 'bucket walk', bucketOrder: 'listedHours', fallback: 'scan', reach: 'page and one', total: 'read or floor' },
  ],
  [
    'newest open now',
    { openNow: true, lookups: { impossible: false, facets: ['open_3_0_19'] } },
    { path: 'bucket walk', bucketOrder: 'listedHours', total: 'read or floor' },
  ],
  [
    'most reviewed in a category',
    { sort: 'reviews', lookups: { impossible: false, facets: ['cat_restaurant'], single: category } },
    { path: 'bucket walk', bucketOrder: 'reviewCounts', total: 'facet count' },
  ],
  ['most reviewed, an empty index', { sort: 'reviews', bucketBounds: false }, { path: 'scan', reach: 'all', total: 'read' }],
  [
    'one rare word by relevance',
    { sort: 'relevance', words: 1, groups: 1, oneWordOnly: true, breadth: rare },
    { path: 'index order', order: 'rank', reach: 'page', total: 'word count' },
  ],
  [
    'one common word by relevance',
    { sort: 'relevance', words: 1, groups: 1, oneWordOnly: true, breadth: common },
    { path: 'broad', order: 'rowid', firstPageWithFilters: false, total: 'word count' },
  ],
  [
    'one common word in a common category, first page',
    {
      sort: 'relevance',
      words: 1,
      groups: 1,
      breadth: { word: 5 * BROAD, fewestFilter: 2 * BROAD },
      lookups: { impossible: false, facets: ['cat_restaurant'] },
    },
    { path: 'broad', firstPageWithFilters: true, reach: 'exact count', total: 'read or floor' },
  ],
  [
    'one common word in a common category, page 3',
    {
      sort: 'relevance',
      words: 1,
      groups: 1,
      offset: 40,
      breadth: { word: 5 * BROAD, fewestFilter: 2 * BROAD },
      lookups: { impossible: false, facets: ['cat_restaurant'] },
    },
    { path: 'broad', firstPageWithFilters: false },
  ],
  [
    'one common word in a pincode few hold',
    {
      sort: 'relevance',
      words: 1,
      groups: 1,
      breadth: { word: 5 * BROAD, fewestFilter: 300 },
      lookups: { impossible: false, facets: ['pin_560034'] },
    },
    { path: 'index order', order: 'rank', reach: 'exact count', total: 'read or floor' },
  ],
  [
    'two words by relevance',
    { sort: 'relevance', words: 2, groups: 2 },
    { path: 'index order', order: 'rank', reach: 'exact count', total: 'read or floor' },
  ],
  [
    'a word, best rated',
    { sort: 'rating', words: 1, groups: 1, oneWordOnly: true },
    { path: 'index order', order: 'rowid', total: 'word count' },
  ],
  [
    'a lone filter, best rated',
    { sort: 'rating', lookups: { impossible: false, facets: ['pin_560034'] } },
    { path: 'index order', order: 'rowid', total: 'facet count' },
  ],
  [
    'a place named by several pincodes, best rated',
    { sort: 'rating', lookups: { impossible: false, facets: ['(pin_560034 OR pin_560095)'] } },
    { path: 'index order', total: 'read or floor' },
  ],
  [
    'nearest from a position',
    { sort: 'distance', words: 1, groups: 1, lookups: { impossible: false, facets: [], origin: centre } },
    { path: 'nearest', order: 'rowid', fallback: 'scan', reach: 'rings' },
  ],
  ['nearest with no position to measure from', { sort: 'distance', words: 1, groups: 1 }, { path: 'index order', order: 'rowid' }],
];

describe('the plan of a search', () => {
  it.each(rows)('%s', (_name, input, expected) => {
    expect(planSearch({ ...base, ...input })).toMatchObject(expected);
  });

  it('asks how broad a search is only for relevance over one group of words', () => {
    expect(wantsBreadth('relevance', 1)).toBe(true);
    expect(wantsBreadth('relevance', 2)).toBe(false);
    expect(wantsBreadth('relevance', 0)).toBe(false);
    expect(wantsBreadth('rating', 1)).toBe(false);
  });
});

describe('the budget of a page', () => {
  it('is 5 × page size + 50 rows, shared by the matches for an exact count, the lookups and the cards', () => {
    expect(pageBudget(10)).toBe(100);
    expect(exactCountReach(10, false)).toBe(50);
    expect(exactCountReach(10, true)).toBe(10);
    // The words a word being typed starts, and one more; a category's and a place's rows and counts; five facet counts.
    expect(LOOKUP_ROWS).toBe(PREFIX_TERMS + 1 + 4 + 5 + 2);
    expect(spareCards(10)).toBe(pageBudget(10) - 51 - LOOKUP_ROWS);
    for (const limit of [1, 10, 20, 50]) expect(spareCards(limit), `page of ${limit}`).toBeGreaterThan(limit);
  });
});
