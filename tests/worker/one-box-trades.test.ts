import { beforeAll, describe, expect, it } from 'vitest';
import { addBusiness, addCategory, addLocation, addPincode, addSeedLexicon, searchFor } from './fixtures.ts';

/*
 * One box reads the trade (docs/search.md, "Reading a query"): the seed's lexicon in the database, words in romanised
 * Hindi, Devanagari and Kannada read as the category they mean, a narrower trade looked for within it, a category
 * chosen in its own box winning over the words, and `data.understood` saying what was read.
 */

interface SearchBody {
  data: {
    businesses: { _id: string; name: string }[];
    total: number;
    understood: {
      text: string;
      category?: { slug: string; name: string; subcategory?: string };
      place?: { kind: string; name: string; pincodes: string[] };
      attributes: string[];
    };
    relaxations: { filter: string; total: number }[];
  };
}

const ids: Record<string, string> = {};
let tailors = { id: '', name: '', slug: '' };

beforeAll(async () => {
  tailors = await addCategory('Tailors & Boutiques', 'tailors-and-boutiques');
  const photographers = await addCategory('Photographers');
  const restaurant = await addCategory('Restaurant');
  const weddings = await addCategory('Wedding Services', 'wedding-services');
  expect(await addSeedLexicon()).toBeGreaterThan(20);
  await addPincode('560041', 12.925, 77.5938, ['Jayanagar']);
  await addPincode('560034', 12.9352, 77.6245, ['Koramangala']);
  const jayanagar = await addLocation('Jayanagar', ['560041'], 12.925, 77.5938);
  const koramangala = await addLocation('Koramangala', ['560034'], 12.9352, 77.6245);
  const at = (location: { id: string; name: string }, pincode: string) => ({ locationId: location.id, locality: location.name, pincode });
  // No listing's own words say 'silai', 'darzi' or 'दर्जी': only the lexicon knows these are tailors.
  ids.tailorJayanagar = await addBusiness({ name: 'Fine Fit Stitching', categoryId: tailors.id, ...at(jayanagar, '560041') });
  ids.tailorKoramangala = await addBusiness({ name: 'Neat Cut Alterations', categoryId: tailors.id, ...at(koramangala, '560034') });
  ids.studio = await addBusiness({ name: 'Kaveri Frames', categoryId: photographers.id, ...at(jayanagar, '560041') });
  ids.weddingStudio = await addBusiness({
    name: 'Kalyana Clicks',
    categoryId: photographers.id,
    keywords: ['wedding photography'],
    ...at(jayanagar, '560041'),
  });
  ids.band = await addBusiness({ name: 'Mangala Vadya', categoryId: weddings.id, ...at(jayanagar, '560041') });
  ids.dosa = await addBusiness({
    name: 'Vidyarthi Corner',
    categoryId: restaurant.id,
    subcategory: 'South Indian',
    ...at(jayanagar, '560041'),
  });
  ids.punjabi = await addBusiness({
    name: 'Amritsar Junction',
    categoryId: restaurant.id,
    subcategory: 'North Indian',
    ...at(jayanagar, '560041'),
  });
});

const search = (query: Record<string, string>) => searchFor<SearchBody['data']>(query);

describe('one box reads the trade', () => {
  it('reads the words residents use for a trade, in any of the city’s scripts, as its category', async () => {
    for (const q of ['silai wala', 'darji ki dukan', 'दर्जी', 'ಟೈಲರ್', 'tailor shop']) {
      const found = await search({ q });
      expect(found.ids, q).toEqual(new Set([ids.tailorJayanagar, ids.tailorKoramangala]));
      expect(found.understood, q).toEqual({ text: '', category: { slug: tailors.slug, name: 'Tailors & Boutiques' }, attributes: [] });
    }
    expect((await search({ q: 'ಫೋಟೋ ಸ್ಟುಡಿಯೋ' })).ids).toEqual(new Set([ids.studio, ids.weddingStudio]));
  });

  it('reads a trade and a place from one box, and leaves the other words to be looked for', async () => {
    const found = await search({ q: 'silai wala jayanagar' });
    expect(found.ids).toEqual(new Set([ids.tailorJayanagar]));
    expect(found.understood).toMatchObject({ text: '', category: { slug: tailors.slug }, place: { kind: 'locality', name: 'Jayanagar' } });
    const named = await search({ q: 'neat cut tailor' });
    expect(named.ids).toEqual(new Set([ids.tailorKoramangala]));
    expect(named.understood.text).toBe('neat cut');
  });

  it('gives a second chance: words beside a trade that find nothing are left out, and the answer says so', async () => {
    const found = await search({ q: 'silai wala chahiye urgently' });
    expect(found.ids).toEqual(new Set([ids.tailorJayanagar, ids.tailorKoramangala]));
    expect(found.understood).toMatchObject({ text: '', unmatched: 'urgently', category: { slug: tailors.slug } });
    // Words that do find something stay.
    expect((await search({ q: 'neat cut tailor' })).understood).not.toHaveProperty('unmatched');
  });

  it('tries the other trade the words name when the first finds nothing with them: photographers that do weddings', async () => {
    const found = await search({ q: 'shaadi ka photographer' });
    expect(found.ids).toEqual(new Set([ids.weddingStudio]));
    expect(found.understood).toMatchObject({ text: 'shaadi', category: { slug: 'photographers' } });
    expect(found.understood).not.toHaveProperty('unmatched');
  });

  it('looks for a narrower trade within its category: its sub-category and its words', async () => {
    const found = await search({ q: 'dosa in jayanagar' });
    expect(found.ids).toEqual(new Set([ids.dosa]));
    expect(found.understood.category).toEqual({ slug: 'restaurant', name: 'Restaurant', subcategory: 'South Indian' });
  });

  it('lets a category chosen in its own box win, searching the trade’s words with their synonyms', async () => {
    const found = await search({ q: 'silai', category: 'photographers' });
    expect(found.total).toBe(0);
    expect(found.understood).toEqual({ text: 'silai', attributes: [] });
    expect(found.relaxations).toContainEqual({ filter: 'category', total: 2, totalIsLowerBound: false });
  });

  it('searches the words as typed when asked: no category read, the trade’s synonyms still searched', async () => {
    const typed = await search({ q: 'stitching jayanagar', asTyped: 'true' });
    expect(typed.understood).toEqual({ text: 'stitching jayanagar', attributes: [] });
    // 'Neat Cut Alterations' is in Koramangala: the place is a word here, which only the other listing's text holds.
    expect(typed.ids).toEqual(new Set([ids.tailorJayanagar]));
    expect((await search({ q: 'silai', asTyped: 'true' })).ids).toEqual(new Set([ids.tailorJayanagar, ids.tailorKoramangala]));
  });

  it('offers to let go of a trade read in the words when the place has none', async () => {
    const found = await search({ q: 'photo studio koramangala' });
    expect(found.total).toBe(0);
    expect(found.relaxations).toContainEqual({ filter: 'category', total: 1, totalIsLowerBound: false });
    expect(found.relaxations).toContainEqual({ filter: 'place', total: 2, totalIsLowerBound: false });
  });
});
