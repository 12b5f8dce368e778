import { beforeAll, describe, expect, it } from 'vitest';
import { addBusiness, addCategory, addLocation, addPincode, addTrade, searchFor } from './fixtures.ts';

/*
 * What the search corrected, said on the page (docs/search.md, "Corrections" and "Second chance"): a trade, a place or
 * a word read through a typo; with nothing found, a trade read across the city's scripts or as the nearest by sound,
 * and words written in Kannada looked for in Latin letters. Never silently: `data.understood.corrected` says each.
 */

interface Correction {
  typed: string;
  read: string;
  by: string;
}

interface SearchBody {
  data: {
    businesses: { _id: string; name: string }[];
    total: number;
    understood: {
      text: string;
      category?: { slug: string; name: string };
      place?: { name: string };
      attributes: string[];
      corrected?: Correction[];
      unmatched?: string;
    };
  };
}

const ids: Record<string, string> = {};
const slugs: Record<string, string> = {};

beforeAll(async () => {
  const photographers = await addCategory('Photographers');
  const accountants = await addCategory('Chartered Accountants');
  const vets = await addCategory('Veterinary Services');
  const tailors = await addCategory('Tailors & Boutiques', 'tailors-and-boutiques');
  const bakeries = await addCategory('Bakeries & Sweets', 'bakeries-and-sweets');
  const retail = await addCategory('Retail');
  const caterers = await addCategory('Caterers');
  const healthcare = await addCategory('Healthcare');
  const ayurveda = await addCategory('Ayurveda');
  Object.assign(slugs, { photographers: photographers.slug, accountants: accountants.slug, vets: vets.slug, tailors: tailors.slug });
  // Each trade in English alone: only reading across scripts or by sound can find them from the words below.
  await addTrade('photo-studio', photographers.id, ['photo studio']);
  await addTrade('auditor', accountants.id, ['auditor']);
  await addTrade('veterinary', vets.id, ['veterinary', 'vet']);
  await addTrade('ladies-tailor', tailors.id, ['ladies tailor']);
  await addTrade('mixture', bakeries.id, ['mixture']);
  await addTrade('menswear', retail.id, ['mens wear']);
  await addTrade('caterers', caterers.id, ['caterers']);
  await addTrade('hospital', healthcare.id, ['hospital']);
  await addTrade('ayurveda', ayurveda.id, ['ayurvedic']);
  await addPincode('560034', 12.9352, 77.6245, ['Koramangala']);
  const koramangala = await addLocation('Koramangala', ['560034'], 12.9352, 77.6245);
  const at = { locationId: koramangala.id, locality: koramangala.name, pincode: '560034' };
  ids.studio = await addBusiness({ name: 'Kaveri Frames', categoryId: photographers.id, ...at });
  ids.auditor = await addBusiness({ name: 'Rao & Rao Associates', categoryId: accountants.id, ...at });
  ids.vet = await addBusiness({ name: 'Paws Pet Clinic', categoryId: vets.id, ...at });
  ids.ganesh = await addBusiness({ name: 'Ganesh Stitching Centre', categoryId: tailors.id, ...at, serves: 'women' });
  ids.snacks = await addBusiness({ name: 'Namma Namkeens', categoryId: bakeries.id, ...at });
  ids.shirts = await addBusiness({ name: 'Classic Shirts', categoryId: retail.id, ...at });
  ids.caterer = await addBusiness({ name: 'Annapoorna Kitchens', categoryId: caterers.id, ...at });
  ids.animalHospital = await addBusiness({ name: 'Blue Cross Animal Hospital', categoryId: vets.id, ...at });
  ids.ayurvedaHospital = await addBusiness({ name: 'Dhanvantari Hospital', categoryId: ayurveda.id, ...at });
  ids.hospital = await addBusiness({ name: 'Sanjeevini Hospital', categoryId: healthcare.id, ...at });
});

const search = (query: Record<string, string>) => searchFor<SearchBody['data']>(query);

describe('corrections, said', () => {
  it('says a trade, a place and a word it read through a typo', async () => {
    const trade = await search({ q: 'veterinery koramangla' });
    expect(trade.ids).toEqual(new Set([ids.vet, ids.animalHospital]));
    expect(trade.understood.corrected).toEqual([
      { typed: 'veterinery', read: 'Veterinary Services', by: 'typo' },
      { typed: 'koramangla', read: 'Koramangala', by: 'typo' },
    ]);
    // Two letters off a long word: the text's own correction ('vetenary', 'veterinary' of the category's name).
    expect((await search({ q: 'vetenary' })).understood.corrected).toEqual([{ typed: 'vetenary', read: 'veterinary', by: 'typo' }]);
    const word = await search({ q: 'stiching' });
    expect(word.ids).toEqual(new Set([ids.ganesh]));
    expect(word.understood.corrected).toEqual([{ typed: 'stiching', read: 'stitching', by: 'typo' }]);
    // As typed, nothing is read: no correction to say of the trade.
    expect((await search({ q: 'vet' })).understood.corrected).toBeUndefined();
  });

  it('with nothing found, reads a trade written in another script as the one it sounds like, and says so', async () => {
    const found = await search({ q: 'ಫೋಟೋ ಸ್ಟುಡಿಯೋ' });
    expect(found.ids).toEqual(new Set([ids.studio]));
    expect(found.understood).toMatchObject({
      text: '',
      category: { slug: slugs.photographers },
      corrected: [{ typed: 'ಫೋಟೋ ಸ್ಟುಡಿಯೋ', read: 'photo studio', by: 'script' }],
    });
    // In Devanagari, with a place: the place still holds.
    const hindi = await search({ q: 'फोटो स्टूडियो कोरमंगला' });
    expect(hindi.understood.corrected?.at(-1)).toEqual({ typed: 'फोटो स्टूडियो', read: 'photo studio', by: 'script' });
  });

  it('then reads the nearest trade by its sound, where the words are near enough, and says so', async () => {
    for (const [q, id, read] of [
      ['ಆಡಿಟರ್', ids.auditor, 'auditor'],
      ['catters', ids.caterer, 'caterers'],
    ] as const) {
      const found = await search({ q });
      expect(found.ids, q).toEqual(new Set([id]));
      expect(found.understood.corrected, q).toEqual([{ typed: q, read, by: 'nearest' }]);
    }
    // 'mistri' has the consonants of 'mixture', but not its sound: no trade is made up.
    const mistri = await search({ q: 'mistri' });
    expect(mistri.total).toBe(0);
    expect(mistri.understood.corrected ?? []).toEqual([]);
  });

  it('reads the other trade beside the first by its sound or through a typo, and looks for the first one’s words in it', async () => {
    const vets = await search({ q: 'vetenary hospital' });
    expect(vets.ids).toEqual(new Set([ids.animalHospital]));
    expect(vets.understood).toMatchObject({
      text: 'hospital',
      category: { slug: slugs.vets },
      corrected: [{ typed: 'vetenary', read: 'veterinary', by: 'nearest' }],
    });
    const ayurveda = await search({ q: 'ayurvedec hospital' });
    expect(ayurveda.ids).toEqual(new Set([ids.ayurvedaHospital]));
    expect(ayurveda.understood.corrected).toEqual([{ typed: 'ayurvedec', read: 'Ayurveda', by: 'typo' }]);
  });

  it('reads by sound with the newest words, when a trade added since is what the words sound like', async () => {
    // The instance holds the words of the searches before; the trade below is newer than them.
    const opticians = await addCategory('Opticians');
    const clearSight = await addBusiness({ name: 'Clear Sight', categoryId: opticians.id });
    await addTrade('optician', opticians.id, ['optician']);
    const found = await search({ q: 'aptisian' });
    expect(found.ids).toEqual(new Set([clearSight]));
    expect(found.understood.corrected).toEqual([{ typed: 'aptisian', read: 'optician', by: 'nearest' }]);
  });

  it('looks for words written in Kannada in Latin letters, as names are mostly written', async () => {
    const found = await search({ q: 'ಗಣೇಶ' });
    expect(found.ids).toEqual(new Set([ids.ganesh]));
    expect(found.understood.corrected).toEqual([{ typed: 'ಗಣೇಶ', read: 'ganesh', by: 'script' }]);
  });

  it('reads what a trade’s own words say its listings carry, where they can carry it', async () => {
    const ladies = await search({ q: 'ladies tailor' });
    expect(ladies.understood.attributes).toEqual(['women']);
    expect(ladies.ids).toEqual(new Set([ids.ganesh]));
    // A shop does not say whom it serves: 'mens wear' is its trade, not a filter.
    const shirts = await search({ q: 'mens wear' });
    expect(shirts.understood.attributes).toEqual([]);
    expect(shirts.ids).toEqual(new Set([ids.shirts]));
  });
});
