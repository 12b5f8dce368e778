import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EditQueueItem, ListingQueueItem, QueuePage } from '../../../worker/contracts/admin-queue.ts';
import * as schema from '../../../worker/db/schema.ts';
import { createCallerFactory } from '../../../worker/trpc/init.ts';
import { appRouter } from '../../../worker/trpc/router.ts';
import { createSession } from '../../../worker/services/sessions.ts';
import { addBusiness, addCategory, addLocation, addPincode, addUser, db, requestContext } from '../fixtures.ts';
import { api, signedInPerson } from '../support/people.ts';

/*
 * A listing's name as written in Kannada and in Devanagari (docs/product.md §3.23, §4.7): owners and admins write it,
 * it is held for review on an approved listing as the name is, and every business shape carries it.
 */

interface Listing {
  id: string;
  name: string;
  nameKn: string | null;
  nameHi: string | null;
  pendingChanges: { field: string; oldValue: string | null; newValue: string | null }[];
}

interface Answer {
  status: string;
  message: string;
  data: { business: Listing; live: string[]; held: string[]; withdrawn: string[] };
  errors?: { field: string; message: string }[];
}

interface Card {
  _id: string;
  name: string;
  nameKn: string | null;
  nameHi: string | null;
}

const KANNADA = 'ಬಸವನಗುಡಿ ಬೆಣ್ಣೆ ದೋಸೆ';
const HINDI = 'बसवनगुडी बेन्ने डोसा';

const VALID = {
  name: 'Basavanagudi Benne Dosa',
  nameKn: KANNADA,
  nameHi: HINDI,
  category: 'Cafes',
  description: 'Butter dosas from a cast iron tawa, with coconut chutney and filter coffee, since 1968.',
  address: '7, Gandhi Bazaar Main Road, Basavanagudi',
  pincode: '560004',
  phone: '080 4718 2500',
};

let admin: { token: string };

beforeAll(async () => {
  await addCategory('Cafes');
  await addPincode('560004', 12.94, 77.57);
  await addLocation('Basavanagudi', ['560004']);
  admin = await signedInPerson({ role: 'admin' });
});

async function addListing(body: Record<string, unknown> = VALID) {
  const owner = await signedInPerson({ role: 'owner' });
  const added = await api<Answer>('POST', '/owner/businesses', { token: owner.token, body });
  return { owner, added };
}

/** A listing added by its owner and approved by an admin, so public. */
async function publicListing(body: Record<string, unknown> = VALID) {
  const { owner, added } = await addListing(body);
  expect(added.status).toBe(201);
  const { id } = added.body.data.business;
  expect((await api('POST', `/admin/businesses/${id}/approve`, { token: admin.token })).status).toBe(200);
  return { id, owner };
}

const edit = (id: string, token: string, body: unknown) => api<Answer>('PATCH', `/owner/businesses/${id}`, { token, body });
const row = async (id: string) => (await db.select().from(schema.businesses).where(eq(schema.businesses.id, id)))[0];
const profile = async (id: string) => (await api<{ data: { business: Card } }>('GET', `/business/public/${id}`)).body.data.business;

describe('POST /api/owner/businesses with the name in Kannada and Hindi', () => {
  it('stores both names composed, without characters that show nothing, and answers them', async () => {
    // ಕೊ typed as ಕ + ೆ + ೂ (how some keyboards send it), a zero-width space, and doubled spaces.
    const typed = 'ಬಸವನಗುಡಿ  ಬೆಣ್ಣೆ \u200bದೋಸೆ \u0c95\u0cc6\u0cc2\u0c9f\u0cc6';
    const { added } = await addListing({ ...VALID, name: ' Basavanagudi   Benne Dosa ', nameKn: typed });
    expect(added.status).toBe(201);
    const listing = added.body.data.business;
    expect(listing).toMatchObject({ name: 'Basavanagudi Benne Dosa', nameKn: `${KANNADA} ಕೊಟೆ`, nameHi: HINDI });
    expect(listing.nameKn).toBe(`${KANNADA} \u0c95\u0cca\u0c9f\u0cc6`);
    expect(await row(listing.id)).toMatchObject({ name: 'Basavanagudi Benne Dosa', nameKn: `${KANNADA} ಕೊಟೆ`, nameHi: HINDI });
  });

  it('keeps a zero-width non-joiner, which chooses how the letters join, and is found without it', async () => {
    const whitefield = 'ವೈಟ್\u200cಫೀಲ್ಡ್ ಬೇಕರಿ';
    const { id } = await publicListing({ ...VALID, name: 'Whitefield Bakery', nameKn: whitefield });
    expect((await profile(id)).nameKn).toBe(whitefield);
    const found = await api<{ data: { businesses: { _id: string }[] } }>('GET', `/business/search?q=${encodeURIComponent('ವೈಟ್ಫೀಲ್ಡ್')}`);
    expect(found.body.data.businesses.map((business) => business._id)).toContain(id);
  });

  it('leaves them out when not given or blank: null, not an empty name', async () => {
    const { nameKn: _kannada, nameHi: _hindi, ...english } = VALID;
    const { added } = await addListing(english);
    expect(added.body.data.business).toMatchObject({ nameKn: null, nameHi: null });
    const blank = await addListing({ ...VALID, nameKn: '  ', nameHi: '\u200b' });
    expect(blank.added.body.data.business).toMatchObject({ nameKn: null, nameHi: null });
  });

  it('refuses a name in the wrong script, or with Latin letters, with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nameKn: 'Benne Dosa' }, 'nameKn', 'Kannada name must be written in Kannada script'],
      [{ nameKn: HINDI }, 'nameKn', 'Kannada name must be written in Kannada script'],
      [{ nameKn: `${KANNADA} Cafe` }, 'nameKn', 'Kannada name must be written in Kannada script'],
      [{ nameKn: '123 & .' }, 'nameKn', 'Kannada name must be written in Kannada script'],
      [{ nameHi: KANNADA }, 'nameHi', 'Hindi name must be written in Devanagari script'],
      [{ nameHi: 'Benne डोसा' }, 'nameHi', 'Hindi name must be written in Devanagari script'],
      [{ nameKn: 'ದೋ'.repeat(61) }, 'nameKn', 'Kannada name must be at most 120 characters'],
      [{ nameHi: 42 }, 'nameHi', 'Hindi name must be text'],
    ];
    for (const [change, field, message] of cases) {
      const { added } = await addListing({ ...VALID, ...change });
      expect(added.status, JSON.stringify(change)).toBe(400);
      expect(added.body).toEqual({ status: 'error', message, errors: [{ field, message }] });
    }
    // What signboards write beside the letters is kept: digits, '&', '.', apostrophes and hyphens.
    const { added } = await addListing({ ...VALID, nameKn: 'ಶ್ರೀ ಗಣೇಶ್ & ಸನ್ಸ್ 2 - ಡಾ.', nameHi: "श्री गणेश & संस' 2" });
    expect(added.status).toBe(201);
  });
});

describe('PATCH /api/owner/businesses/:id with the name in Kannada and Hindi', () => {
  it('applies them directly to a listing not yet approved, and clears them with empty or null', async () => {
    const { owner, added } = await addListing();
    const { id } = added.body.data.business;
    const saved = await edit(id, owner.token, { nameKn: 'ಬೆಣ್ಣೆ ದೋಸೆ', nameHi: null });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ live: ['nameKn', 'nameHi'], held: [] });
    expect(saved.body.data.business).toMatchObject({ nameKn: 'ಬೆಣ್ಣೆ ದೋಸೆ', nameHi: null });
    const cleared = await edit(id, owner.token, { nameKn: '' });
    expect(cleared.body.data.business).toMatchObject({ nameKn: null, nameHi: null });
    expect(await row(id)).toMatchObject({ nameKn: null, nameHi: null });
  });

  it('refuses a name in the wrong script with the 400 envelope, and writes nothing', async () => {
    const { owner, added } = await addListing();
    const { id } = added.body.data.business;
    const refused = await edit(id, owner.token, { nameHi: 'Benne Dosa', description: `${VALID.description} Open daily.` });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      status: 'error',
      message: 'Hindi name must be written in Devanagari script',
      errors: [{ field: 'nameHi', message: 'Hindi name must be written in Devanagari script' }],
    });
    expect(await row(id)).toMatchObject({ nameHi: HINDI, description: VALID.description });
  });

  it('holds a change of them on an approved listing for review, as a change of the name is, until an admin approves it', async () => {
    const { id, owner } = await publicListing();
    const saved = await edit(id, owner.token, { nameKn: 'ಬೆಣ್ಣೆ ದೋಸೆ ಕೇಂದ್ರ', nameHi: '' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ live: [], held: ['nameKn', 'nameHi'] });
    expect(saved.body.message).toBe('Changes saved. The new Kannada name and Hindi name will show once our team has checked them.');
    expect(saved.body.data.business.pendingChanges).toEqual([
      { field: 'nameKn', oldValue: KANNADA, newValue: 'ಬೆಣ್ಣೆ ದೋಸೆ ಕೇಂದ್ರ', requestedAt: expect.any(String) as string },
      { field: 'nameHi', oldValue: HINDI, newValue: null, requestedAt: expect.any(String) as string },
    ]);
    // The public page keeps the names it had.
    expect(await profile(id)).toMatchObject({ nameKn: KANNADA, nameHi: HINDI });

    // The admin's queue shows both, an emptied name as null.
    const queue = await api<{ data: QueuePage }>('GET', '/admin/queue?type=edit&limit=50', { token: admin.token });
    const item = queue.body.data.items.find((entry): entry is EditQueueItem => entry.type === 'edit' && entry.id === id);
    expect(item?.summary).toBe(`${VALID.name}: new Kannada name and Hindi name`);
    expect(item?.changes.map((change) => [change.field, change.oldValue, change.newValue])).toEqual([
      ['nameKn', KANNADA, 'ಬೆಣ್ಣೆ ದೋಸೆ ಕೇಂದ್ರ'],
      ['nameHi', HINDI, null],
    ]);

    const approved = await api<{ data: { fields: string[] } }>('POST', `/admin/edits/${id}/approve`, { token: admin.token });
    expect(approved.status).toBe(200);
    expect(approved.body.data.fields).toEqual(['nameKn', 'nameHi']);
    expect(await row(id)).toMatchObject({ nameKn: 'ಬೆಣ್ಣೆ ದೋಸೆ ಕೇಂದ್ರ', nameHi: null });
    expect(await profile(id)).toMatchObject({ nameKn: 'ಬೆಣ್ಣೆ ದೋಸೆ ಕೇಂದ್ರ', nameHi: null });
  });

  it('withdraws a waiting change when the name goes back to what the listing says', async () => {
    const { id, owner } = await publicListing();
    await edit(id, owner.token, { nameHi: 'बेन्ने डोसा' });
    const back = await edit(id, owner.token, { nameHi: HINDI });
    expect(back.body.data).toMatchObject({ live: [], held: [], withdrawn: ['nameHi'] });
    expect(back.body.message).toBe('Changes saved. Your waiting change to the Hindi name has been withdrawn.');
    expect(back.body.data.business.pendingChanges).toEqual([]);
  });
});

describe('an admin edits the names', () => {
  it('through the listing editor’s own route: directly before approval, held for review after, as for the name', async () => {
    const { added } = await addListing();
    const { id } = added.body.data.business;
    const direct = await edit(id, admin.token, { nameKn: 'ಬೆಣ್ಣೆ ದೋಸೆ' });
    expect(direct.status).toBe(200);
    expect(direct.body.data.live).toEqual(['nameKn']);
    expect(await row(id)).toMatchObject({ nameKn: 'ಬೆಣ್ಣೆ ದೋಸೆ' });

    const approved = await publicListing();
    const held = await edit(approved.id, admin.token, { name: 'Benne Dosa Point', nameHi: 'बेन्ने डोसा पॉइंट' });
    expect(held.body.data.held).toEqual(['name', 'nameHi']);
    expect(held.body.message).toBe('Changes saved. The new name and Hindi name will show once our team has checked them.');
  });

  it('sees them on a new listing in the queue before approving it', async () => {
    const { added } = await addListing();
    const { id } = added.body.data.business;
    const queue = await api<{ data: QueuePage }>('GET', '/admin/queue?type=listing&limit=50', { token: admin.token });
    const item = queue.body.data.items.find((entry): entry is ListingQueueItem => entry.type === 'listing' && entry.id === id);
    expect(item?.listing).toMatchObject({ nameKn: KANNADA, nameHi: HINDI });
  });
});

describe('every business shape carries the names', () => {
  const caller = () => createCallerFactory(appRouter)(requestContext({ origin: 'https://citypages.in', ip: '203.0.113.77' }));
  let withNames = '';
  let without = '';

  beforeAll(async () => {
    const category = await addCategory('Sweet Shops');
    withNames = await addBusiness({
      name: 'Quokkanagar Mysore Pak',
      nameKn: 'ಕ್ವೊಕ್ಕನಗರ ಮೈಸೂರು ಪಾಕ್',
      nameHi: 'क्वोक्कानगर मैसूर पाक',
      categoryId: category.id,
    });
    without = await addBusiness({ name: 'Quokkanagar Holige Mane', categoryId: category.id });
  });

  it('the profile and the search cards, on REST and tRPC, with null where a listing has none', async () => {
    expect(await profile(withNames)).toMatchObject({ nameKn: 'ಕ್ವೊಕ್ಕನಗರ ಮೈಸೂರು ಪಾಕ್', nameHi: 'क्वोक्कानगर मैसूर पाक' });
    const plain = await profile(without);
    expect(plain.nameKn).toBeNull();
    expect(plain.nameHi).toBeNull();

    const found = await api<{ data: { businesses: Card[] } }>('GET', '/business/search?q=quokkanagar');
    const cards = Object.fromEntries(found.body.data.businesses.map((card) => [card._id, [card.nameKn, card.nameHi]]));
    expect(cards).toEqual({
      [withNames]: ['ಕ್ವೊಕ್ಕನಗರ ಮೈಸೂರು ಪಾಕ್', 'क्वोक्कानगर मैसूर पाक'],
      [without]: [null, null],
    });

    const byId = await caller().business.byId({ id: withNames });
    expect([byId.nameKn, byId.nameHi]).toEqual(['ಕ್ವೊಕ್ಕನಗರ ಮೈಸೂರು ಪಾಕ್', 'क्वोक्कानगर मैसूर पाक']);
    const searched = await caller().business.search({ q: 'quokkanagar', page: 1, limit: 12 });
    expect(searched.businesses.find((card) => card._id === without)).toMatchObject({ nameKn: null, nameHi: null });
  });

  it('a favourite, and the owner’s own listing', async () => {
    const userId = await addUser('Names Fan');
    const { token } = await createSession(db, new TextEncoder().encode(env.JWT_SECRET), userId, null);
    await api('POST', `/users/favorites/${withNames}`, { token });
    await api('POST', `/users/favorites/${without}`, { token });
    const favourites = await api<{ data: { favorites: Card[] } }>('GET', '/users/favorites', { token });
    expect(Object.fromEntries(favourites.body.data.favorites.map((card) => [card._id, [card.nameKn, card.nameHi]]))).toEqual({
      [withNames]: ['ಕ್ವೊಕ್ಕನಗರ ಮೈಸೂರು ಪಾಕ್', 'क्वोक्कानगर मैसूर पाक'],
      [without]: [null, null],
    });

    const { owner, added } = await addListing();
    const { id } = added.body.data.business;
    const one = await api<{ data: { business: Listing } }>('GET', `/owner/businesses/${id}`, { token: owner.token });
    expect(one.body.data.business).toMatchObject({ nameKn: KANNADA, nameHi: HINDI });
    const mine = await api<{ data: { businesses: Listing[] } }>('GET', '/owner/businesses', { token: owner.token });
    expect(mine.body.data.businesses).toEqual([expect.objectContaining({ id, nameKn: KANNADA, nameHi: HINDI })]);
  });
});
