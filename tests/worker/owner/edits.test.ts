import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HOURS_ELSEWHERE, listingUpdateSchema, NOTHING_TO_CHANGE } from '../../../worker/contracts/owner.ts';
import * as schema from '../../../worker/db/schema.ts';
import { updateListing } from '../../../worker/services/owner/edits.ts';
import { addCategory, addLocation, addPincode, db, requestContext } from '../fixtures.ts';
import { api, ownerRouteCallers, signedInPerson } from '../support/people.ts';

/** An owner edits a listing: held fields wait for review on an approved listing, the rest go live (docs/product.md §3.23). */

interface PendingChange {
  field: string;
  oldValue: string | null;
  newValue: string;
  requestedAt: string;
}

interface Listing {
  id: string;
  name: string;
  status: string;
  isPublic: boolean;
  category: { name: string; slug: string };
  description: string;
  address: string;
  locality: string | null;
  pincode: string;
  phone: string;
  whatsapp: string | null;
  website: string | null;
  keywords: string[];
  amenities: string[];
  socialMedia: Record<string, string>;
  pendingChanges: PendingChange[];
  updatedAt: string;
}

interface Edited {
  status: string;
  message: string;
  data: { business: Listing; live: string[]; held: string[]; withdrawn: string[] };
  errors?: { field: string; message: string }[];
}

const VALID = {
  name: 'Basavanagudi Benne Dosa',
  category: 'Cafes',
  description: 'Butter dosas from a cast iron tawa, with coconut chutney and filter coffee, since 1968.',
  address: '7, Gandhi Bazaar Main Road, Basavanagudi',
  pincode: '560095',
  phone: '080 4718 2500',
  whatsapp: '98450 62210',
  website: 'https://bennedosa.example.in',
  keywords: ['benne dosa'],
  amenities: ['Parking'],
  socialMedia: { instagram: 'https://instagram.com/bennedosa' },
};

let bakeries: { id: string; name: string };

beforeAll(async () => {
  await addCategory('Cafes');
  bakeries = await addCategory('Bakeries');
  await addPincode('560095', 12.93, 77.62);
  await addLocation('Koramangala', ['560095']);
  await addPincode('560034', 12.92, 77.63);
  await addLocation('Agara', ['560034']);
  await db.insert(schema.pincodes).values({ pincode: '563101', district: 'Kolar', state: 'Karnataka', latitude: 13.13, longitude: 78.13 });
});

/** A listing added through the API by an owner, then decided on by "an admin" as `status` says. */
async function addListing(status: 'pending' | 'approved' | 'rejected', owner?: { id: string; token: string }) {
  const person = owner ?? (await signedInPerson({ role: 'owner' }));
  const added = await api<{ data: { business: Listing } }>('POST', '/owner/businesses', { token: person.token, body: VALID });
  expect(added.status).toBe(201);
  const { id } = added.body.data.business;
  if (status !== 'pending')
    await db
      .update(schema.businesses)
      .set({ status, isVerified: status === 'approved' })
      .where(eq(schema.businesses.id, id));
  return { id, owner: person };
}

const edit = (id: string, token: string | undefined, body: unknown) => api<Edited>('PATCH', `/owner/businesses/${id}`, { token, body });

const changeRows = (businessId: string) =>
  db.select().from(schema.businessChanges).where(eq(schema.businessChanges.businessId, businessId)).orderBy(schema.businessChanges.field);

const listingRow = async (id: string) => (await db.select().from(schema.businesses).where(eq(schema.businesses.id, id)))[0];

const NEW_DESCRIPTION = 'Butter dosas and, from this week, ragi dosas too, from six every morning until noon.';

describe('PATCH /api/owner/businesses/:id: who may', () => {
  it('lets the owner and an admin edit; visitors 401, another owner and plain users 403, an unknown listing 404', async () => {
    const { owner, otherOwner, admin, user } = await ownerRouteCallers('Listing Owner');
    const { id } = await addListing('pending', owner);
    const change = { description: NEW_DESCRIPTION };
    expect((await edit(id, undefined, change)).status).toBe(401);
    expect((await edit(id, otherOwner.token, change)).status).toBe(403);
    expect((await edit(id, user.token, change)).status).toBe(403);
    // The role is judged before the input: a plain user learns nothing from a body the validator would refuse.
    expect((await edit(id, user.token, {})).status).toBe(403);
    expect((await edit('no-such-listing', owner.token, change)).status).toBe(404);
    expect((await listingRow(id))?.description).toBe(VALID.description);

    const byAdmin = await edit(id, admin.token, change);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.live).toEqual(['description']);
    expect((await listingRow(id))?.description).toBe(NEW_DESCRIPTION);
  });
});

describe('PATCH /api/owner/businesses/:id on an approved listing', () => {
  it('holds name, category, pincode and phone for review and puts the rest live at once, public card and search included', async () => {
    const { id, owner } = await addListing('approved');
    const longAgo = new Date('2026-01-01T00:00:00Z');
    await db.update(schema.businesses).set({ updatedAt: longAgo }).where(eq(schema.businesses.id, id));
    const saved = await edit(id, owner.token, {
      name: 'Xerxesville Dosa Corner',
      category: 'bakeries',
      address: VALID.address,
      pincode: '560034',
      phone: '98450 99999',
      description: NEW_DESCRIPTION,
      website: 'https://quokkadosa.example.in',
      keywords: ['quokkaberry', 'benne dosa'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.live).toEqual(['description', 'website', 'keywords']);
    expect(saved.body.data.held).toEqual(['name', 'category', 'pincode', 'phone']);
    expect(saved.body.message).toBe(
      'Changes saved. The new name, category, pincode and phone number will show once our team has checked them.',
    );
    const business = saved.body.data.business;
    expect(business).toMatchObject({
      name: VALID.name,
      category: { name: 'Cafes' },
      pincode: '560095',
      phone: '+918047182500',
      description: NEW_DESCRIPTION,
      keywords: ['quokkaberry', 'benne dosa'],
      status: 'approved',
    });
    expect(business.pendingChanges).toEqual([
      { field: 'name', oldValue: VALID.name, newValue: 'Xerxesville Dosa Corner', requestedAt: expect.any(String) as string },
      { field: 'category', oldValue: 'Cafes', newValue: 'Bakeries', requestedAt: expect.any(String) as string },
      { field: 'pincode', oldValue: '560095', newValue: '560034', requestedAt: expect.any(String) as string },
      { field: 'phone', oldValue: '+918047182500', newValue: '+919845099999', requestedAt: expect.any(String) as string },
    ]);

    // The queue keeps the category by its id, and who asked.
    const rows = await changeRows(id);
    expect(rows.map((row) => [row.field, row.status, row.newValue, row.requestedBy])).toEqual([
      ['category', 'pending', bakeries.id, owner.id],
      ['name', 'pending', 'Xerxesville Dosa Corner', owner.id],
      ['phone', 'pending', '+919845099999', owner.id],
      ['pincode', 'pending', '560034', owner.id],
    ]);
    const after = await listingRow(id);
    expect(after).toMatchObject({ name: VALID.name, pincode: '560095', latitude: 12.93, locality: 'Koramangala', status: 'approved' });
    expect(after!.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());

    const profile = await api<{ data: { business: { name: string; description: string; keywords: string[]; website: string } } }>(
      'GET',
      `/business/public/${id}`,
    );
    expect(profile.body.data.business).toMatchObject({
      name: VALID.name,
      description: NEW_DESCRIPTION,
      keywords: ['quokkaberry', 'benne dosa'],
      website: 'https://quokkadosa.example.in',
    });
    const search = (query: string) =>
      api<{ data: { businesses: { _id: string }[] } }>('GET', `/business/search?q=${encodeURIComponent(query)}`).then((found) =>
        found.body.data.businesses.map((card) => card._id),
      );
    expect(await search('quokkaberry')).toContain(id);
    expect(await search('xerxesville')).not.toContain(id);

    const mine = await api<{ data: { businesses: { id: string; pendingChanges: string[] }[] } }>('GET', '/owner/businesses', {
      token: owner.token,
    });
    expect(mine.body.data.businesses).toEqual([expect.objectContaining({ id, pendingChanges: ['name', 'category', 'pincode', 'phone'] })]);
    const one = await api<{ data: { business: Listing } }>('GET', `/owner/businesses/${id}`, { token: owner.token });
    expect(one.body.data.business.pendingChanges).toEqual(business.pendingChanges);
  });

  it('replaces a waiting change with a second edit, and withdraws it when the field goes back to its live value', async () => {
    const { id, owner } = await addListing('approved');
    expect((await edit(id, owner.token, { name: 'First Try Dosa' })).body.data.held).toEqual(['name']);
    const second = await edit(id, owner.token, { name: 'Second Try Dosa' });
    expect(second.body.data.held).toEqual(['name']);
    expect(second.body.message).toBe('Changes saved. The new name will show once our team has checked it.');
    let rows = await changeRows(id);
    expect(rows.map((row) => [row.field, row.status, row.oldValue, row.newValue])).toEqual([
      ['name', 'pending', VALID.name, 'Second Try Dosa'],
    ]);

    // The phone as the listing has it, written another way, is no change.
    const back = await edit(id, owner.token, { name: VALID.name, phone: '+91 80 4718 2500' });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ live: [], held: [], withdrawn: ['name'] });
    expect(back.body.message).toBe('Changes saved. Your waiting change to the name has been withdrawn.');
    expect(back.body.data.business.pendingChanges).toEqual([]);
    rows = await changeRows(id);
    expect(rows.map((row) => [row.status, row.decidedBy])).toEqual([['withdrawn', owner.id]]);

    const third = await edit(id, owner.token, { name: 'Third Try Dosa' });
    expect(third.body.data.business.pendingChanges.map((change) => change.newValue)).toEqual(['Third Try Dosa']);
    rows = await changeRows(id);
    expect(rows.map((row) => row.status).sort()).toEqual(['pending', 'withdrawn']);
    expect((await listingRow(id))?.name).toBe(VALID.name);
  });

  it('answers an edit that changes nothing without writing, and an admin’s held edit waits too', async () => {
    const { owner, admin } = await ownerRouteCallers('Quiet Owner');
    const { id } = await addListing('approved', owner);
    const before = await listingRow(id);
    const same = await edit(id, owner.token, { description: VALID.description, keywords: VALID.keywords, name: VALID.name });
    expect(same.status).toBe(200);
    expect(same.body.message).toBe('Nothing has changed: the listing already says this');
    expect(same.body.data).toMatchObject({ live: [], held: [], withdrawn: [] });
    expect((await listingRow(id))?.updatedAt).toEqual(before?.updatedAt);

    const byAdmin = await edit(id, admin.token, { address: '9, Bull Temple Road, Basavanagudi' });
    expect(byAdmin.body.data.held).toEqual(['address']);
    expect((await changeRows(id)).map((row) => row.requestedBy)).toEqual([admin.id]);
  });

  it('replaces the lists when given: links of the form’s networks only, emptied fields cleared', async () => {
    const { id, owner } = await addListing('approved');
    // A video link the owner's form does not write stays.
    await db
      .insert(schema.businessSocialLinks)
      .values({ businessId: id, network: 'youtubeVideoLink1', url: 'https://youtu.be/dQw4w9WgXcQ' });
    const saved = await edit(id, owner.token, {
      socialMedia: { facebook: 'https://facebook.com/bennedosa', instagram: '' },
      amenities: [],
      whatsapp: '',
      website: null,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.live).toEqual(['whatsapp', 'website', 'amenities', 'socialMedia']);
    expect(saved.body.data.business).toMatchObject({
      whatsapp: null,
      website: null,
      amenities: [],
      keywords: VALID.keywords,
      socialMedia: { facebook: 'https://facebook.com/bennedosa', youtubeVideoLink1: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(Object.keys(saved.body.data.business.socialMedia)).not.toContain('instagram');
  });
});

describe('PATCH /api/owner/businesses/:id before approval', () => {
  it('applies every field directly to a pending listing, which stays pending and private', async () => {
    const { id, owner } = await addListing('pending');
    const saved = await edit(id, owner.token, { name: 'Agara Benne Dosa', pincode: '560034', phone: '98450 99999', category: 'Bakeries' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Changes saved');
    expect(saved.body.data).toMatchObject({ live: ['name', 'category', 'pincode', 'phone'], held: [], withdrawn: [] });
    expect(saved.body.data.business).toMatchObject({
      name: 'Agara Benne Dosa',
      category: { name: 'Bakeries', slug: 'bakeries' },
      pincode: '560034',
      locality: 'Agara',
      phone: '+919845099999',
      status: 'pending',
      isPublic: false,
      pendingChanges: [],
    });
    const row = await listingRow(id);
    expect(row).toMatchObject({ status: 'pending', latitude: 12.92, longitude: 77.63, categoryId: bakeries.id });
    expect(row?.locationId).not.toBeNull();
    expect(await changeRows(id)).toEqual([]);
    expect((await api('GET', `/business/public/${id}`)).status).toBe(404);
  });

  it('sends a rejected listing back for review when something changed, and leaves it rejected when nothing did', async () => {
    const { id, owner } = await addListing('rejected');
    const unchanged = await edit(id, owner.token, { description: VALID.description });
    expect(unchanged.body.data.business.status).toBe('rejected');
    const saved = await edit(id, owner.token, { description: NEW_DESCRIPTION });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Changes saved. Your listing goes back to our team for review.');
    expect(saved.body.data.business).toMatchObject({ status: 'pending', isPublic: false });
  });

  it('withdraws a change left waiting when the field is now written directly', async () => {
    const { id, owner } = await addListing('approved');
    await edit(id, owner.token, { name: 'Held Dosa' });
    // An admin takes the listing back to pending (issue 13's queue).
    await db.update(schema.businesses).set({ status: 'pending', isVerified: false }).where(eq(schema.businesses.id, id));
    const saved = await edit(id, owner.token, { name: 'Direct Dosa' });
    expect(saved.body.data).toMatchObject({ live: ['name'], withdrawn: ['name'], business: { name: 'Direct Dosa', pendingChanges: [] } });
    expect((await changeRows(id)).map((row) => row.status)).toEqual(['withdrawn']);
  });
});

describe('PATCH /api/owner/businesses/:id refuses', () => {
  it('bad input with 400 naming the field, and writes nothing, not even the fields that were fine', async () => {
    const { id, owner } = await addListing('approved');
    const cases: [unknown, string, string][] = [
      [{ pincode: '563101', description: NEW_DESCRIPTION }, 'pincode', 'Please enter a Bengaluru pincode'],
      [{ pincode: '999999' }, 'pincode', 'Please enter a Bengaluru pincode'],
      [{ category: 'Spaceships', description: NEW_DESCRIPTION }, 'category', 'Please choose one of our categories'],
      [{}, 'body', NOTHING_TO_CHANGE],
      [{ status: 'approved' }, 'body', 'Unrecognized key: "status"'],
      [{ ownerId: owner.id, description: NEW_DESCRIPTION }, 'body', 'Unrecognized key: "ownerId"'],
      [{ hours: { weekly: {} } }, 'hours', HOURS_ELSEWHERE],
      [{ name: null }, 'name', 'Business name is required'],
      [{ name: 'X' }, 'name', 'Business name must be at least 2 characters'],
      [{ whatsapp: '022 2345 6789' }, 'whatsapp', 'Please enter a 10-digit Indian mobile number'],
      [{ description: 'Too short.' }, 'description', 'Please describe the business in at least 20 characters'],
      [{ website: 'javascript:alert(1)' }, 'website', 'Website must be a web address starting with http:// or https://'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await edit(id, owner.token, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors?.[0], JSON.stringify(body)).toEqual({ field, message });
    }
    expect(await changeRows(id)).toEqual([]);
    expect(await listingRow(id)).toMatchObject({ description: VALID.description, status: 'approved', pincode: '560095' });
  });

  it('keeps every write of an edit together: a failure in the batch leaves the listing as it was', async () => {
    const { id, owner } = await addListing('approved');
    // A trigger that fails one held row stands in for any failure inside the batch.
    await env.DB.exec(
      "CREATE TRIGGER test_refuse_change BEFORE INSERT ON business_changes WHEN NEW.new_value = 'Boom Dosa' BEGIN SELECT RAISE(ABORT, 'refused'); END;",
    );
    try {
      const failed = await edit(id, owner.token, {
        name: 'Boom Dosa',
        description: NEW_DESCRIPTION,
        keywords: ['boom'],
        phone: '98450 99999',
      });
      expect(failed.status).toBe(500);
    } finally {
      await env.DB.exec('DROP TRIGGER test_refuse_change;');
    }
    expect(await listingRow(id)).toMatchObject({ description: VALID.description, name: VALID.name });
    expect(await changeRows(id)).toEqual([]);
    const [row] = await db.select({ keywords: schema.businesses.keywords }).from(schema.businesses).where(eq(schema.businesses.id, id));
    expect(row?.keywords).toEqual(['benne dosa']);
  });

  it('refuses an edit of a pending listing that an admin approved while it was being saved, and writes none of it', async () => {
    const { id, owner } = await addListing('pending');
    const ctx = requestContext({ token: owner.token });
    const batch = ctx.db.batch.bind(ctx.db);
    // The admin's approval lands between the edit's read of the listing and its batch.
    vi.spyOn(ctx.db, 'batch').mockImplementationOnce(async (statements) => {
      await db.update(schema.businesses).set({ status: 'approved', isVerified: true }).where(eq(schema.businesses.id, id));
      return batch(statements);
    });
    const changes = listingUpdateSchema.parse({ name: 'Unreviewed Dosa', description: NEW_DESCRIPTION });
    await expect(updateListing(ctx, { id, changes })).rejects.toMatchObject({
      status: 409,
      message: 'This listing was reviewed while you were saving. Please check it and save your changes again.',
    });
    expect(await listingRow(id)).toMatchObject({ name: VALID.name, description: VALID.description, status: 'approved' });
    expect(await db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, id))).toMatchObject([{ action: 'business.create' }]);
  });

  it('allows 60 edits an hour per account', async () => {
    const { id, owner } = await addListing('pending');
    for (let count = 0; count < 60; count++) expect((await edit(id, owner.token, { priceRange: 1 + (count % 4) })).status).toBe(200);
    const refused = await edit(id, owner.token, { priceRange: 2 });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('owner.updateListing (tRPC)', () => {
  it('answers the edit with its message, and field errors under changes', async () => {
    const { id, owner } = await addListing('approved');
    const saved = await api<{ result: { data: Edited['data'] & { message: string } } }>('POST', '/trpc/owner.updateListing', {
      token: owner.token,
      body: { id, changes: { phone: '98450 99999', priceRange: 3 } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result.data).toMatchObject({
      live: ['priceRange'],
      held: ['phone'],
      message: 'Changes saved. The new phone number will show once our team has checked it.',
    });
    const listing = await api<{ result: { data: Listing } }>(
      'GET',
      `/trpc/owner.listing?input=${encodeURIComponent(JSON.stringify({ id }))}`,
      {
        token: owner.token,
      },
    );
    expect(listing.body.result.data.pendingChanges.map((change) => change.field)).toEqual(['phone']);

    const refused = await api<{ error: { message: string; data: { errors: { field: string; message: string }[] } } }>(
      'POST',
      '/trpc/owner.updateListing',
      { token: owner.token, body: { id, changes: {} } },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.data.errors).toEqual([{ field: 'changes', message: NOTHING_TO_CHANGE }]);
  });
});
