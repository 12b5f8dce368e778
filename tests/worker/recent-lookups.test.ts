import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/index.ts';
import { BOOKMARK_COOKIE } from '../../worker/lib/d1-bookmark.ts';
import { newId } from '../../worker/lib/ids.ts';
import { RecentReads } from '../../worker/services/search/recent-reads.ts';
import { RECENT_LOOKUPS_SECONDS } from '../../worker/services/search/memory.ts';
import { addBusiness, addCategory, addLocation, addPincode, rowsRead } from './fixtures.ts';
import { signedInPerson } from './support/people.ts';

/*
 * A visitor's search lookups from what the Worker read in the last 30 seconds (docs/decisions/020-recent-lookups.md):
 * the same search again makes one round trip to D1 and answers the same; whoever wrote, and whoever is signed in,
 * asks the database. The other tests search with it off (vitest.config.ts); these pass the deploy's setting.
 */

const deployed = { ...env, SEARCH_LOOKUPS_FRESH_SECONDS: String(RECENT_LOOKUPS_SECONDS) };

interface SearchBody {
  data: { businesses: { _id: string; name: string }[]; total: number };
}

/** A bookmark in D1's form, as the cookie of a visitor who just wrote carries one (lib/d1-bookmark.ts). */
const WROTE = { cookie: `${BOOKMARK_COOKIE}=00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683` };

let categoryId = '';
let location = { id: '', name: '' };

beforeAll(async () => {
  categoryId = (await addCategory('Tailors')).id;
  await addPincode('560041', 12.925, 77.5938, ['Jayanagar']);
  location = await addLocation(`Jayanagar ${newId().slice(0, 4)}`, ['560041'], 12.925, 77.5938);
});

const inJayanagar = () => ({
  categoryId,
  locality: location.name,
  locationId: location.id,
  pincode: '560041',
  latitude: 12.925,
  longitude: 77.5938,
});

async function search(query: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await app.request(`http://localhost/api/business/search?${new URLSearchParams(query)}`, { headers }, deployed);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as SearchBody;
  return { ...data, ids: data.businesses.map((business) => business._id), cost: rowsRead(response.headers) };
}

describe("a visitor's search lookups", () => {
  it('come from memory when the same search is made again: one round trip, the same answer', async () => {
    const word = `quilter${newId().slice(0, 5).replace(/[0-9]/g, 'q')}`;
    const tailors = [
      await addBusiness({ name: `${word} Tailors`, ...inJayanagar(), rating: [4.5, 20] }),
      await addBusiness({ name: `${word} Alterations`, ...inJayanagar(), rating: [4.0, 8] }),
    ];
    const kinds: Record<string, string>[] = [
      { q: word },
      { q: word, location: location.name },
      { q: word, pincode: '560041', sort: 'newest' },
      { q: word, location: location.name, sort: 'reviews' },
      { q: word, pincode: '560041', sort: 'distance' },
    ];
    for (const query of kinds) {
      const first = await search(query);
      const again = await search(query);
      expect(again.ids, JSON.stringify(query)).toEqual(first.ids);
      expect(again.total).toBe(first.total);
      expect(new Set(again.ids)).toEqual(new Set(tailors));
      // The lookups' round trips are not made again; what reads the page is (a word this rare is read whole, then its
      // cards: two).
      expect(again.cost.calls, JSON.stringify(query)).toBeLessThan(first.cost.calls);
      expect(again.cost.rowsRead).toBeLessThan(first.cost.rowsRead);
      if (!query.sort) expect(again.cost.calls, JSON.stringify(query)).toBe(1);
    }
  });

  it('are asked of the database for a visitor who just wrote and for a signed-in caller', async () => {
    const word = `zorbex${newId().slice(0, 5).replace(/[0-9]/g, 'z')}`;
    const listing = await addBusiness({ name: `${word} Tailoring`, ...inJayanagar() });
    const query = { q: word, location: location.name };
    await search(query);
    const visitor = await search(query);
    const wrote = await search(query, WROTE);
    const person = await signedInPerson({ name: 'Asha Rao' });
    const signedIn = await search(query, { authorization: `Bearer ${person.token}` });
    for (const fresh of [wrote, signedIn]) {
      expect(fresh.ids).toEqual([listing]);
      // Its lookups' round trip, which the visitor's second search did not make.
      expect(fresh.cost.calls).toBe(visitor.cost.calls + 1);
    }
  });
});

describe('RecentReads', () => {
  const result = (n: number) => ({ results: [{ n }], success: true, meta: {} }) as unknown as D1Result;

  it('answers a read for as long as the caller takes it to be fresh, then asks again', () => {
    let now = 1_000;
    const recent = new RecentReads({ most: 10 });
    recent.within(30_000, () => now).set('a', result(1));
    now += 29_999;
    expect(recent.within(30_000, () => now).get('a')?.results).toEqual([{ n: 1 }]);
    expect(recent.within(10_000, () => now).get('a')).toBeUndefined();
    now += 1;
    expect(recent.within(30_000, () => now).get('a')).toBeUndefined();
    expect(recent.within(30_000, () => now).get('b')).toBeUndefined();
  });

  it('keeps at most its number of reads, letting the oldest kept go first', () => {
    const recent = new RecentReads({ most: 2 }).within(30_000, () => 0);
    recent.set('a', result(1));
    recent.set('b', result(2));
    recent.set('a', result(3));
    recent.set('c', result(4));
    expect(recent.get('b')).toBeUndefined();
    expect(recent.get('a')?.results).toEqual([{ n: 3 }]);
    expect(recent.get('c')?.results).toEqual([{ n: 4 }]);
  });
});
