import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/index.ts';
import { RECENT_LOOKUPS_SECONDS } from '../../worker/services/search/memory.ts';
import { addBusiness, addCategory, addLocation, addPincode, rowsRead, searchFor } from './fixtures.ts';

/*
 * One box, read as a resident fills it (docs/search.md, "Reading a query"): the place comes out of the words and is
 * searched as the place box's is, `data.understood` says what was read, a place given in its own box wins, and
 * `asTyped` searches the words as typed. The city's words are the database's: a name added is read by the next search.
 */

interface Understood {
  text: string;
  place?: { kind: string; name: string; pincodes: string[] };
  attributes: string[];
}

interface SearchBody {
  data: {
    businesses: { _id: string; name: string }[];
    total: number;
    understood: Understood;
    relaxations: { filter: string; total: number }[];
  };
}

let physio = '';
let jayanagar = { id: '', name: '' };
let koramangala = { id: '', name: '' };
const ids: Record<string, string> = {};

beforeAll(async () => {
  physio = (await addCategory('Physiotherapy')).id;
  await addPincode('560041', 12.925, 77.5938, ['Jayanagar']);
  await addPincode('560011', 12.93, 77.58, ['Jayanagar III Block']);
  await addPincode('560034', 12.9352, 77.6245, ['Koramangala']);
  jayanagar = await addLocation('Jayanagar', ['560041', '560011'], 12.925, 77.5938);
  koramangala = await addLocation('Koramangala', ['560034'], 12.9352, 77.6245);
  await env.DB.prepare('INSERT INTO place_names (location_id, name, pincode) VALUES (?, ?, NULL), (?, ?, ?), (?, ?, NULL)')
    .bind(jayanagar.id, 'ಜಯನಗರ', jayanagar.id, 'Jayanagar 4th Block', '560011', koramangala.id, 'Kormangala')
    .run();
  const at = (location: { id: string; name: string }, pincode: string) => ({ locationId: location.id, locality: location.name, pincode });
  ids.jayanagar = await addBusiness({ name: 'Lotus Physio Care', categoryId: physio, ...at(jayanagar, '560041') });
  ids.block = await addBusiness({ name: 'Nimbus Physio Clinic', categoryId: physio, ...at(jayanagar, '560011') });
  ids.koramangala = await addBusiness({ name: 'Stride Physio Studio', categoryId: physio, ...at(koramangala, '560034') });
});

const search = (query: Record<string, string>) => searchFor<SearchBody['data']>(query);

describe('one box', () => {
  it('reads a locality out of the words, in Latin or Kannada, and searches the rest in it', async () => {
    for (const q of ['physio in jayanagar', 'physio jayanagar', 'ಜಯನಗರದಲ್ಲಿ physio', 'physio near jayanagar, bangalore']) {
      const found = await search({ q });
      expect(found.ids, q).toEqual(new Set([ids.jayanagar, ids.block]));
      expect(found.understood, q).toEqual({
        text: 'physio',
        place: { kind: 'locality', name: 'Jayanagar', pincodes: ['560041', '560011'] },
        attributes: [],
      });
    }
    expect((await search({ q: 'physio kormangala' })).ids).toEqual(new Set([ids.koramangala]));
  });

  it('reads a pincode anywhere in the text, and a part of a locality as its own pincode', async () => {
    const pincode = await search({ q: 'physio near 560011' });
    expect(pincode.ids).toEqual(new Set([ids.block]));
    expect(pincode.understood.place).toEqual({ kind: 'pincode', name: '560011', pincodes: ['560011'] });
    const block = await search({ q: 'physio jayanagar 4th block' });
    expect(block.ids).toEqual(new Set([ids.block]));
    expect(block.understood.place).toEqual({ kind: 'locality', name: 'Jayanagar 4th Block', pincodes: ['560011'] });
  });

  it('lets a place in its own box win over the words, and searches the words as typed when asked', async () => {
    const boxed = await search({ q: 'physio jayanagar', location: 'Koramangala' });
    expect(boxed.ids).toEqual(new Set([ids.koramangala]));
    expect(boxed.understood).toEqual({ text: 'physio', attributes: [] });
    const typed = await search({ q: 'physio jayanagar', asTyped: 'true' });
    // Every listing in Jayanagar has the locality in its text; the one in Koramangala does not.
    expect(typed.ids).toEqual(new Set([ids.jayanagar, ids.block]));
    expect(typed.understood).toEqual({ text: 'physio jayanagar', attributes: [] });
  });

  it('offers to let go of a place read in the words, like the place box', async () => {
    const found = await search({ q: 'stride jayanagar' });
    expect(found.total).toBe(0);
    expect(found.relaxations).toEqual([{ filter: 'place', total: 1, totalIsLowerBound: false }]);
  });

  it('reads a name added to the city with the next search', async () => {
    expect((await search({ q: 'physio forum mall' })).total).toBe(0);
    await env.DB.prepare('INSERT INTO place_names (location_id, name, pincode) VALUES (?, ?, NULL)')
      .bind(koramangala.id, 'Forum Mall')
      .run();
    const found = await search({ q: 'physio forum mall' });
    expect(found.ids).toEqual(new Set([ids.koramangala]));
    expect(found.understood.place?.name).toBe('Koramangala');
  });

  it('makes no round trip for the city’s words once an instance holds them and a visitor searches again', async () => {
    const deployed = { ...env, SEARCH_LOOKUPS_FRESH_SECONDS: String(RECENT_LOOKUPS_SECONDS) };
    const visit = async () => {
      // A page the place fills (two in Jayanagar), so none is widened from around it.
      const response = await app.request('http://localhost/api/business/search?q=physio+in+jayanagar&limit=2', {}, deployed);
      return rowsRead(response.headers);
    };
    // A change to the city's words: the first search brings them with its first round.
    await env.DB.prepare('INSERT INTO place_names (location_id, name, pincode) VALUES (?, ?, NULL)').bind(jayanagar.id, 'Jayanagara').run();
    await visit();
    const again = await visit();
    // The page's own read only (a rare word is read whole with its cards): the lookups are recalled, and the check of
    // the words, confirmed a moment ago, goes only where a round goes anyway.
    expect(again.calls).toBe(1);
  });
});
