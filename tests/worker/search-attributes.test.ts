import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { addBusiness, addCategory, addLocation, addPincode, addTrade, db, getJson } from './fixtures.ts';
import { api, signedInPerson } from './support/people.ts';

/*
 * Attributes as facets through the real index (docs/product.md §3.2, "Attributes"): whom a place serves, pure veg,
 * home visit and home delivery as owners set them, open round the clock, at night and on a day from the hours kept,
 * price words as tiers; read from one box in the city's languages, or given as `attributes`.
 */

interface SearchBody {
  data: {
    businesses: { _id: string; name: string }[];
    understood: { text: string; category?: { slug: string }; attributes: string[] };
  };
}

const ids: Record<string, string> = {};
let pgs = { id: '', name: '', slug: '' };
let owner: Awaited<ReturnType<typeof signedInPerson>>;

const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => [day, 0, 1440] as [number, number, number]);
const WEEKDAYS_9_TO_6 = [1, 2, 3, 4, 5].map((day) => [day, 540, 1080] as [number, number, number]);
const EVENINGS_LATE = [0, 1, 2, 3, 4, 5, 6].map((day) => [day, 1080, 1500] as [number, number, number]);

beforeAll(async () => {
  pgs = await addCategory('PG & Hostels', 'pg-and-hostels');
  const restaurants = await addCategory('Restaurant');
  const pharmacies = await addCategory('Pharmacies');
  await addTrade('pg', pgs.id, ['pg', 'hostel', 'paying guest', ['पीजी', 'hi']]);
  await addTrade('restaurant', restaurants.id, ['restaurant', ['ಹೋಟೆಲ್', 'kn']]);
  await addTrade('pharmacy', pharmacies.id, ['pharmacy', 'chemist', ['dawai', 'hiLatn']]);
  await addPincode('560076', 12.9166, 77.6101, ['BTM Layout']);
  const btm = await addLocation('BTM Layout', ['560076'], 12.9166, 77.6101);
  const at = { locationId: btm.id, locality: 'BTM Layout', pincode: '560076' };
  ids.girls = await addBusiness({ name: 'Sri Sai Ladies Nest', categoryId: pgs.id, ...at, priceRange: 1 });
  ids.boys = await addBusiness({ name: 'Sri Sai Comforts', categoryId: pgs.id, ...at, priceRange: 2 });
  ids.coliving = await addBusiness({ name: 'Nestaway Homes', categoryId: pgs.id, ...at, priceRange: 3 });
  ids.veg = await addBusiness({ name: 'Udupi Upahar', categoryId: restaurants.id, ...at, priceRange: 1, hours: WEEKDAYS_9_TO_6 });
  ids.meat = await addBusiness({ name: 'Nandhini Deluxe', categoryId: restaurants.id, ...at, priceRange: 4, hours: EVENINGS_LATE });
  ids.allNight = await addBusiness({ name: 'Apollo Pharmacy', categoryId: pharmacies.id, ...at, hours: ALL_DAY });
  ids.dayOnly = await addBusiness({ name: 'Medplus', categoryId: pharmacies.id, ...at, hours: WEEKDAYS_9_TO_6 });

  // The owners say what their listings offer, through the owner portal's own edit.
  owner = await signedInPerson({ role: 'owner' });
  await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.categoryId, pgs.id));
  await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.categoryId, restaurants.id));
  for (const [id, body] of [
    [ids.girls, { serves: 'women' }],
    [ids.boys, { serves: 'men' }],
    [ids.coliving, { serves: 'everyone' }],
    [ids.veg, { pureVeg: true, homeDelivery: true }],
  ] as const) {
    const saved = await api('PATCH', `/owner/businesses/${id}`, { token: owner.token, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
});

async function search(query: Record<string, string>) {
  const response = await getJson<SearchBody>(`/api/business/search?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return { ...response.body.data, ids: new Set(response.body.data.businesses.map((business) => business._id)) };
}

describe('attributes as search facets', () => {
  it('finds the places that serve women for "girls hostel", in three languages, and men’s for "boys pg"', async () => {
    for (const q of ['girls hostel btm', 'ladies pg', 'लड़कियों के लिए पीजी', 'pg for girls']) {
      const found = await search({ q });
      expect(found.ids, q).toEqual(new Set([ids.girls, ids.coliving]));
      expect(found.understood.attributes, q).toEqual(['women']);
    }
    expect((await search({ q: 'boys pg' })).ids).toEqual(new Set([ids.boys, ids.coliving]));
  });

  it('finds what owners set: pure veg, home delivery; and an owner’s change shows in the next search', async () => {
    expect((await search({ q: 'pure veg restaurant' })).ids).toEqual(new Set([ids.veg]));
    expect((await search({ q: 'ಶುದ್ಧ ಸಸ್ಯಾಹಾರಿ ಹೋಟೆಲ್' })).ids).toEqual(new Set([ids.veg]));
    expect((await search({ q: 'restaurant home delivery' })).ids).toEqual(new Set([ids.veg]));
    const saved = await api('PATCH', `/owner/businesses/${ids.meat}`, { token: owner.token, body: { homeDelivery: true } });
    expect(saved.status).toBe(200);
    expect((await search({ q: 'restaurant home delivery' })).ids).toEqual(new Set([ids.veg, ids.meat]));
  });

  it('reads open round the clock, at night and on a day from the hours listings keep', async () => {
    expect((await search({ q: 'pharmacy 24x7' })).ids).toEqual(new Set([ids.allNight]));
    expect((await search({ q: 'dawai raat ko' })).ids).toEqual(new Set([ids.allNight]));
    expect((await search({ q: 'restaurant open at night' })).ids).toEqual(new Set([ids.meat]));
    const sunday = await search({ q: 'pharmacy open on sunday' });
    expect(sunday.ids).toEqual(new Set([ids.allNight]));
    expect(sunday.understood.attributes).toEqual(['open-sunday']);
  });

  it('reads price words as price tiers, and lets a chosen price or the attributes parameter win', async () => {
    expect((await search({ q: 'sasta pg' })).ids).toEqual(new Set([ids.girls]));
    expect((await search({ q: 'premium restaurant' })).ids).toEqual(new Set([ids.meat]));
    expect((await search({ q: 'sasta pg', priceRange: '3' })).ids).toEqual(new Set([ids.coliving]));
    const given = await search({ q: 'pg', attributes: 'men' });
    expect(given.ids).toEqual(new Set([ids.boys, ids.coliving]));
    expect(given.understood.attributes).toEqual([]);
    const refused = await getJson<{ status: string; errors: { field: string }[] }>('/api/business/search?attributes=vegan');
    expect(refused.status).toBe(400);
  });
});
