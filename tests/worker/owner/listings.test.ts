import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../worker/db/schema.ts';
import { addCategory, addLocation, addPincode, db, rowsRead } from '../fixtures.ts';
import { api, signedInPerson } from '../support/people.ts';

/** Adding a business and the owner's list of them (docs/product.md §3.23). */

interface Listing {
  id: string;
  name: string;
  status: string;
  isPublic: boolean;
  phone: string;
  whatsapp: string | null;
  locality: string | null;
  category: { name: string; slug: string };
  keywords: string[];
  amenities: string[];
  socialMedia: Record<string, string>;
}

const VALID = {
  name: 'Koramangala Filter Coffee',
  category: 'Cafes',
  description: 'Fresh filter coffee, idli and vada from six every morning, with seating for twenty.',
  address: '12, 5th Block, 80 Feet Road, Koramangala',
  pincode: '560095',
  phone: '080 4718 2500',
  whatsapp: '98450 62210',
  website: 'https://filtercoffee.example.in',
  priceRange: 1,
  keywords: ['filter coffee', 'Filter Coffee', 'breakfast'],
  amenities: ['Parking'],
  socialMedia: { instagram: 'https://instagram.com/filtercoffee' },
};

beforeAll(async () => {
  await addCategory('Cafes');
  await addPincode('560095', 12.93, 77.62);
  await addLocation('Koramangala', ['560095']);
  // A real pincode, but another district's: not the city's.
  await db.insert(schema.pincodes).values({ pincode: '563101', district: 'Kolar', state: 'Karnataka', latitude: 13.13, longitude: 78.13 });
});

async function addListing(token: string, body: Record<string, unknown> = VALID) {
  return api<{ status: string; message: string; data: { business: Listing }; errors?: { field: string; message: string }[] }>(
    'POST',
    '/owner/businesses',
    { token, body },
  );
}

describe('POST /api/owner/businesses', () => {
  it('adds a pending listing owned by the caller, who becomes an owner; it stays off the public directory', async () => {
    const person = await signedInPerson();
    const added = await addListing(person.token);
    expect(added.status).toBe(201);
    const business = added.body.data.business;
    expect(business).toMatchObject({
      name: 'Koramangala Filter Coffee',
      status: 'pending',
      isPublic: false,
      phone: '+918047182500',
      whatsapp: '+919845062210',
      locality: 'Koramangala',
      category: { name: 'Cafes', slug: 'cafes' },
      keywords: ['filter coffee', 'breakfast'].map((word, index) => (index === 0 ? 'Filter Coffee' : word)),
      amenities: ['Parking'],
      socialMedia: { instagram: 'https://instagram.com/filtercoffee' },
    });
    const [owner] = await db.select().from(schema.users).where(eq(schema.users.id, person.id));
    expect(owner?.role).toBe('owner');
    const [row] = await db.select().from(schema.businesses).where(eq(schema.businesses.id, business.id));
    expect(row).toMatchObject({ ownerId: person.id, city: 'Bengaluru', latitude: 12.93, longitude: 77.62 });

    expect((await api('GET', `/business/public/${business.id}`)).status).toBe(404);
    const search = () => api<{ data: { businesses: { _id: string }[] } }>('GET', '/business/search?q=filter%20coffee');
    expect((await search()).body.data.businesses.map((card) => card._id)).not.toContain(business.id);

    const mine = await api<{ data: { businesses: (Listing & { counts: object })[] } }>('GET', '/owner/businesses', { token: person.token });
    expect(mine.body.data.businesses).toEqual([
      expect.objectContaining({ id: business.id, status: 'pending', isPublic: false, counts: { views: 0, enquiries: 0, reviews: 0 } }),
    ]);

    // The same search finds it once an admin has approved it: the query above could have found it.
    await db.update(schema.businesses).set({ status: 'approved', isVerified: true }).where(eq(schema.businesses.id, business.id));
    expect((await search()).body.data.businesses.map((card) => card._id)).toContain(business.id);
  });

  it('takes the category by slug as well as name, and keeps an admin an admin', async () => {
    const admin = await signedInPerson({ role: 'admin' });
    const added = await addListing(admin.token, { ...VALID, category: 'cafes', whatsapp: '' });
    expect(added.status).toBe(201);
    expect(added.body.data.business.whatsapp).toBeNull();
    const [row] = await db.select().from(schema.users).where(eq(schema.users.id, admin.id));
    expect(row?.role).toBe('admin');
  });

  it('refuses an unknown category, a pincode outside the city and a foreign phone, naming the field', async () => {
    const person = await signedInPerson();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ category: 'Spaceships' }, 'category', 'Please choose one of our categories'],
      [{ pincode: '563101' }, 'pincode', 'Please enter a Bengaluru pincode'],
      [{ pincode: '999999' }, 'pincode', 'Please enter a Bengaluru pincode'],
      [{ pincode: '5600' }, 'pincode', 'Pincode must be 6 digits'],
      [{ phone: '+1 415 555 0100' }, 'phone', 'Please enter an Indian phone number with its area code, e.g. 080 4718 2500 or 98450 12345'],
      [{ whatsapp: '022 2345 6789' }, 'whatsapp', 'Please enter a 10-digit Indian mobile number'],
      [{ description: 'Coffee.' }, 'description', 'Please describe the business in at least 20 characters'],
      [{ website: 'javascript:alert(1)' }, 'website', 'Website must be a web address starting with http:// or https://'],
      [{ socialMedia: { myspace: 'https://myspace.com/x' } }, 'socialMedia', expect.any(String) as unknown as string],
    ];
    for (const [change, field, message] of cases) {
      const refused = await addListing(person.token, { ...VALID, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.errors?.[0], JSON.stringify(change)).toEqual({ field: expect.stringMatching(new RegExp(`^${field}`)), message });
    }
    const missing = await addListing(person.token, {});
    expect(missing.body.errors?.map((error) => error.field).sort()).toEqual([
      'address',
      'category',
      'description',
      'name',
      'phone',
      'pincode',
    ]);
    expect(await db.select().from(schema.businesses).where(eq(schema.businesses.ownerId, person.id))).toEqual([]);
    const [row] = await db.select().from(schema.users).where(eq(schema.users.id, person.id));
    expect(row?.role).toBe('user');
  });

  it('allows 10 new listings a day per account', async () => {
    const person = await signedInPerson();
    for (let count = 0; count < 10; count++)
      expect((await addListing(person.token, { ...VALID, name: `Cafe number ${count}` })).status).toBe(201);
    const refused = await addListing(person.token, { ...VALID, name: 'One too many' });
    expect(refused.status).toBe(429);
  });

  it('answers the same through tRPC', async () => {
    const person = await signedInPerson();
    const created = await api<{ result: { data: Listing } }>('POST', '/trpc/owner.createListing', { token: person.token, body: VALID });
    expect(created.status).toBe(200);
    expect(created.body.result.data).toMatchObject({ status: 'pending', phone: '+918047182500' });
    const listed = await api<{ result: { data: Listing[] } }>('GET', '/trpc/owner.listings', { token: person.token });
    expect(listed.body.result.data.map((listing) => listing.id)).toEqual([created.body.result.data.id]);
  });
});

describe('GET /api/owner/businesses/:id', () => {
  it('shows a listing to its owner and to admins only', async () => {
    const owner = await signedInPerson();
    const { id } = (await addListing(owner.token)).body.data.business;
    const mine = await api<{ data: { business: Listing } }>('GET', `/owner/businesses/${id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.business).toMatchObject({ id, name: VALID.name });
    // The caller's account, who runs the listing, then its row, tags, links and waiting edits together (was 1 + 1 + 4).
    expect(rowsRead(mine.headers).calls).toBe(3);

    const otherOwner = await signedInPerson({ role: 'owner' });
    expect((await api('GET', `/owner/businesses/${id}`, { token: otherOwner.token })).status).toBe(403);
    const plainUser = await signedInPerson();
    expect((await api('GET', `/owner/businesses/${id}`, { token: plainUser.token })).status).toBe(403);
    const admin = await signedInPerson({ role: 'admin' });
    expect((await api('GET', `/owner/businesses/${id}`, { token: admin.token })).status).toBe(200);
    expect((await api('GET', '/owner/businesses/no-such-listing', { token: owner.token })).status).toBe(404);
    expect((await api('GET', `/owner/businesses/${id}`)).status).toBe(401);
  });

  it('lists only the caller’s own listings', async () => {
    const first = await signedInPerson();
    const second = await signedInPerson();
    await addListing(first.token);
    const theirs = await api<{ data: { businesses: Listing[] } }>('GET', '/owner/businesses', { token: second.token });
    expect(theirs.body.data.businesses).toEqual([]);
  });
});
