import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CommonWords, compareTerms, readRanges, type TermRange } from '../../worker/services/search/common-words.ts';
import { addBusiness, addCategory, addPincode, getJson, rowsRead } from './fixtures.ts';

/**
 * Common words' counts remembered by the Worker instance (worker/services/search/common-words.ts): a remembered word is not
 * counted again, a range of the vocabulary is read around it, and no answer changes.
 */

interface SearchBody {
  data: { businesses: { _id: string; name: string }[]; total: number; totalIsLowerBound: boolean };
}

async function search(query: string) {
  const response = await getJson<SearchBody>(`/api/business/search?${query}&limit=10`);
  expect(response.status).toBe(200);
  return { ...response.body.data, calls: rowsRead(response.headers).calls };
}

/** `count` public businesses of a category whose names hold `word`, in one statement. */
async function grow(prefix: string, categoryId: string, word: string, count: number) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO businesses (id, name, category_id, description, city, state, pincode, price_range, status, is_verified,
       rating_average, rating_count, created_at)
     SELECT ? || i, ? || ' ' || i, ?, 'Open all week.', 'Bengaluru', 'Karnataka', '560034', 2, 'approved', 1,
       1 + (i * 37 % 41) / 10.0, i % 60, 1700000000000 + i * 60000
     FROM n`,
  )
    .bind(count, prefix, word, categoryId)
    .run();
}

/** The vocabulary's terms in a range, as the whole range reads them. */
async function wholeRange(range: TermRange): Promise<{ term: string; doc: number }[]> {
  const rows = await env.DB.prepare(`SELECT term, doc FROM business_search_vocab WHERE term ${range.past ? '>' : '>='} ? AND term < ?`)
    .bind(range.from, range.below)
    .all<{ term: string; doc: number }>();
  return rows.results;
}

describe('the remembered counts', () => {
  it('keeps only words at least `least` documents hold, while they are fresh', () => {
    const words = new CommonWords({ least: 100, freshMs: 1000, most: 10 });
    words.remember(
      [
        { term: 'tailor', doc: 150 },
        { term: 'plumber', doc: 99 },
      ],
      0,
    );
    expect(words.count('tailor', 999)).toBe(150);
    expect(words.count('tailor', 1000)).toBeUndefined();
    expect(words.count('plumber', 0)).toBeUndefined();
    // A count read again below `least` is forgotten.
    words.remember([{ term: 'tailor', doc: 20 }], 10);
    expect(words.count('tailor', 11)).toBeUndefined();
  });

  it('holds at most `most` words, making room from the stale ones', () => {
    const words = new CommonWords({ least: 1, freshMs: 100, most: 2 });
    words.remember(
      [
        { term: 'a1', doc: 5 },
        { term: 'a2', doc: 5 },
        { term: 'a3', doc: 5 },
      ],
      0,
    );
    expect([words.count('a1', 1), words.count('a2', 1), words.count('a3', 1)]).toEqual([5, 5, undefined]);
    words.remember([{ term: 'a3', doc: 7 }], 100);
    expect(words.count('a3', 101)).toBe(7);
  });

  it('lists the fresh ones in a range in the order SQLite sorts text, its start left out when `past`', () => {
    const words = new CommonWords({ least: 1, freshMs: 100, most: 10 });
    words.remember(
      ['spice', 'spicer', 'spices', 'spicy', 'spoon', '\u{1f336}', '\uff41'].map((term) => ({ term, doc: 9 })),
      0,
    );
    expect(words.within({ from: 'spice', below: 'spicf' }, 1).map((word) => word.term)).toEqual(['spice', 'spicer', 'spices']);
    expect(words.within({ from: 'spice', past: true, below: 'spicz' }, 1).map((word) => word.term)).toEqual(['spicer', 'spices', 'spicy']);
    // UTF-8 puts U+1F336 after U+FF41; UTF-16 code units would put it first.
    expect(compareTerms('\u{1f336}', '\uff41')).toBeGreaterThan(0);
    expect(words.within({ from: '\uff00', below: '\u{10ffff}' }, 1).map((word) => word.term)).toEqual(['\uff41', '\u{1f336}']);
  });
});

describe('search with common words remembered', () => {
  let restaurants = '';

  beforeAll(async () => {
    restaurants = (await addCategory('Restaurant')).id;
    await addPincode('560034', 12.9352, 77.6245, ['Koramangala']);
    await addPincode('560038', 12.9784, 77.6408, ['Indiranagar']);
    // More than twice TOTAL_CAP documents hold "meals": counted once, it is remembered.
    await grow('m-', restaurants, 'Meals Corner', 2100);
    await grow('s-', restaurants, 'Spicer Corner', 30);
    await grow('t-', restaurants, 'Spicy Corner', 30);
    await grow('z-', restaurants, 'Zenith Works', 2100);
    // Rare words beside the common ones, which a range must still find.
    await addBusiness({ name: 'Mealtime Express', categoryId: restaurants, pincode: '560034' });
    await addBusiness({ name: 'Spice Route', categoryId: restaurants, pincode: '560034' });
  });

  it('reads a range of the vocabulary around remembered words and misses no other term in it', async () => {
    const words = new CommonWords({ least: 20, freshMs: 60_000, most: 10 });
    const ranges: TermRange[] = [
      { from: 'meal', below: 'meal_' },
      { from: 'meal`', past: true, below: 'meal\uffff' },
      { from: 'spic', below: 'spic\uffff' },
    ];
    for (const range of ranges) words.remember(await wholeRange(range));
    // D1 takes at most five parts to a compound SELECT: each range is one, each word read around one more.
    for (const [asked, most, around] of [
      [ranges.slice(0, 2), 3, ['meals']],
      [ranges.slice(2), 4, ['spicer', 'spicy']],
    ] as const) {
      const read = readRanges(words, [...asked], { most });
      expect(read.remembered.map((word) => word.term)).toEqual(around);
      const rows = await env.DB.prepare(`SELECT term, doc FROM (${read.parts.join(' UNION ALL ')})`)
        .bind(...read.params)
        .all<{ term: string; doc: number }>();
      const whole = (await Promise.all(asked.map(wholeRange))).flat();
      expect(whole.length).toBeGreaterThan(around.length);
      expect([...rows.results, ...read.remembered].sort((a, b) => compareTerms(a.term, b.term))).toEqual(whole);
      for (const term of around) expect(rows.results.map((row) => row.term)).not.toContain(term);
    }
  });

  it('answers the same with the count remembered, and a word added since is still found', async () => {
    const cold = await search('q=meals');
    const warm = await search('q=meals');
    expect(warm).toEqual(cold);
    expect(cold).toMatchObject({ total: 1000, totalIsLowerBound: true });
    // A business whose name starts with the remembered word, listed after it was remembered, in a pincode of its own:
    // a word being typed completes to both, the remembered one and the one the vocabulary reads around it.
    const late = await addBusiness({ name: 'Mealsworth Canteen', categoryId: restaurants, pincode: '560038' });
    const typed = await search('q=meal&pincode=560038');
    expect(typed.businesses.map((business) => business._id)).toEqual([late]);
    // A typo of the remembered word is corrected to it.
    const typo = await search('q=mealz%20corner');
    expect(typo.businesses).toHaveLength(10);
    expect(typo.businesses.every((business) => business.name.startsWith('Meals Corner'))).toBe(true);
  });

  it('asks nothing of the vocabulary for a remembered word that is not being typed', async () => {
    // "7" is too short to be typed on or corrected: only "zenith" is counted, the first time.
    const cold = await search('q=zenith%207');
    expect(cold.businesses.map((business) => business.name)).toEqual(['Zenith Works 7']);
    const warm = await search('q=zenith%207');
    expect(warm.businesses).toEqual(cold.businesses);
    expect(warm.calls).toBe(cold.calls - 1);
  });
});
