import { beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../../worker/contracts/geo.ts';
import { WIDEN_KM } from '../../worker/services/search/widen.ts';
import { addBusiness, addCategory, addLocation, addPincode, addTrade, getJson, rowsRead } from './fixtures.ts';

/*
 * Never an empty page when an answer is near (docs/product.md §3.2, "Widening"): a first page the place cannot fill
 * goes on with the nearest matches around it, each with its distance, `understood.widened` saying how many and how far,
 * at the cost of one more search.
 */

interface Card {
  _id: string;
  name: string;
  distance?: number;
}
interface SearchBody {
  data: {
    businesses: Card[];
    total: number;
    understood: { text: string; unmatched?: string; widened?: { count: number; withinKm: number } };
    relaxations: { filter: string; total: number }[];
  };
}

const DOMLUR = { latitude: 12.961, longitude: 77.6387 };
const ids: Record<string, string> = {};

beforeAll(async () => {
  const vets = await addCategory('Veterinary Clinics', 'veterinary-clinics');
  await addTrade('vet', vets.id, ['vet', 'animal doctor', ['janwar ka doctor', 'hiLatn']]);
  await addPincode('560071', DOMLUR.latitude, DOMLUR.longitude, ['Domlur']);
  await addPincode('560008', 12.9784, 77.6408, ['Indiranagar']);
  await addPincode('560066', 12.9698, 77.75, ['Whitefield']);
  const domlur = await addLocation('Domlur', ['560071'], DOMLUR.latitude, DOMLUR.longitude);
  const indiranagar = await addLocation('Indiranagar', ['560008'], 12.9784, 77.6408);
  const whitefield = await addLocation('Whitefield', ['560066'], 12.9698, 77.75);
  // No vet of its own.
  await addPincode('560047', 12.945, 77.628, ['Ejipura']);
  await addLocation('Ejipura', ['560047'], 12.945, 77.628);
  const vet = (name: string, place: { id: string; name: string }, pincode: string, latitude: number, longitude: number) =>
    addBusiness({ name, categoryId: vets.id, locationId: place.id, locality: place.name, pincode, latitude, longitude });
  ids.domlur = await vet('Domlur Pet Care', domlur, '560071', 12.9612, 77.6389);
  ids.near = await vet('Indiranagar Animal Clinic', indiranagar, '560008', 12.9784, 77.6408);
  ids.nearer = await vet('HAL Road Vets', indiranagar, '560008', 12.966, 77.645);
  // About 12 km east: beyond the cap.
  ids.far = await vet('Whitefield Paws', whitefield, '560066', 12.9698, 77.75);
  // About 17 km west of Domlur: every vet is beyond the cap, and within the widest ring a distance search reads.
  await addPincode('560060', 12.9063, 77.4826, ['Kengeri']);
  await addLocation('Kengeri', ['560060'], 12.9063, 77.4826);
});

async function search(query: string) {
  const response = await getJson<SearchBody>(`/api/business/search?${query}`);
  expect(response.status).toBe(200);
  return { ...response.body.data, rows: rowsRead(response.headers).rowsRead };
}

describe('widening a place with too few', () => {
  it('fills the first page from around a place read in the words, nearest first, each with its distance', async () => {
    const found = await search('q=vet%20in%20domlur&limit=10');
    expect(found.total).toBe(1);
    expect(found.businesses.map((b) => b._id)).toEqual([ids.domlur, ids.nearer, ids.near]);
    // The farther is 1.9 km away: within 2 km.
    expect(found.understood.widened).toEqual({ count: 2, withinKm: 2 });
    const [, ...around] = found.businesses;
    for (const card of around) {
      expect(card.distance).toBeGreaterThan(0);
      expect(card.distance).toBeLessThanOrEqual(WIDEN_KM);
    }
    expect(around[0]?.distance).toBeCloseTo(distanceKm(DOMLUR, { latitude: 12.966, longitude: 77.645 }), 1);
    expect(found.businesses.map((b) => b._id)).not.toContain(ids.far);
    expect(found.relaxations).toEqual([]);
  });

  it('widens a place with none at all instead of leaving the page empty, and stays within the budget of one search', async () => {
    const found = await search('q=janwar%20ka%20doctor%20560071&limit=10');
    expect(found.businesses.map((b) => b._id)).toEqual([ids.domlur, ids.nearer, ids.near]);
    const none = await search('q=animal%20doctor%20in%20domlur&rating=5&limit=10');
    expect(none.businesses).toEqual([]);
    expect(none.understood.widened).toBeUndefined();
    expect(found.rows).toBeLessThanOrEqual(5 * 10 + 50);
  });

  it('widens the second chance when the place has none of the trade: the words beside it left out, and said so', async () => {
    const found = await search('q=vet%20urgent%20in%20ejipura&limit=10');
    expect(found.total).toBe(0);
    expect(found.businesses.map((b) => b._id)).toEqual([ids.domlur, ids.nearer, ids.near]);
    expect(found.understood).toMatchObject({ text: '', unmatched: 'urgent', widened: { count: 3 } });
    expect(found.rows).toBeLessThanOrEqual(5 * 10 + 50);
  });

  it('reads no farther around the place than it widens: with no vet within the cap, one round of rings and nothing more', async () => {
    const inKengeri = '/api/business/search?category=veterinary-clinics&location=Kengeri&limit=10';
    const boxed = await getJson<SearchBody>(inKengeri);
    const widened = await getJson<SearchBody>(`${inKengeri}&widen=true`);
    expect(widened.body.data.businesses).toEqual([]);
    expect(widened.body.data.understood.widened).toBeUndefined();
    // Its rings out to WIDEN_KM (what it names, the place's search asked already): never the read of every match that
    // nearest first falls back to when its widest ring, three times as far, holds fewer than a page.
    expect(rowsRead(widened.headers).calls - rowsRead(boxed.headers).calls).toBe(1);
    // From the same point, the nearest search itself finds the vets 17 km and more away.
    const nearest = await search('category=veterinary-clinics&sort=distance&lat=12.9063&lng=77.4826&limit=10');
    expect(nearest.businesses.map((b) => b._id)).toContain(ids.domlur);
  });

  it('widens a place given in its own parameter only when the client asks, and never a later page or a full one', async () => {
    const boxed = await search('category=veterinary-clinics&location=Domlur&limit=10');
    expect(boxed.businesses.map((b) => b._id)).toEqual([ids.domlur]);
    expect(boxed.understood.widened).toBeUndefined();
    const asked = await search('category=veterinary-clinics&location=Domlur&limit=10&widen=true');
    expect(asked.businesses.map((b) => b._id)).toEqual([ids.domlur, ids.nearer, ids.near]);
    expect((await search('q=vet%20in%20domlur&limit=1')).understood.widened).toBeUndefined();
    expect((await search('q=vet%20in%20domlur&limit=1&page=2')).businesses).toEqual([]);
  });
});
