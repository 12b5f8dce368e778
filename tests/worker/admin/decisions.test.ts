import { env, SELF } from 'cloudflare:test';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DECISION_MESSAGES, FEATURE_IN_PAST } from '../../../worker/contracts/admin-decisions.ts';
import type { EditQueueItem, QueuePage } from '../../../worker/contracts/admin-queue.ts';
import * as schema from '../../../worker/db/schema.ts';
import { newId } from '../../../worker/lib/ids.ts';
import { pruneExpired } from '../../../worker/services/housekeeping.ts';
import { createCallerFactory } from '../../../worker/trpc/init.ts';
import { appRouter } from '../../../worker/trpc/router.ts';
import { addBusiness, addCategory, addLocation, addPincode, addUser, db, requestContext } from '../fixtures.ts';
import { jpeg } from '../support/images.ts';
import { mailbox } from '../support/mailbox.ts';
import { api, signedInPerson } from '../support/people.ts';

/** An admin's decisions on listings, held edits, claims and photos (docs/product.md §3.24, §7.11). */

interface Body {
  status: string;
  message: string;
  data: Record<string, unknown> & {
    business: {
      id: string;
      status: string;
      isVerified: boolean;
      isPublic: boolean;
      isFeatured: boolean;
      featuredUntil: string | null;
      updatedAt: string;
    };
  };
  errors: { field: string; message: string }[];
}

type Person = Awaited<ReturnType<typeof signedInPerson>>;

let admin: Person;
let categoryId = '';
let sweetsId = '';
let counter = 0;

beforeAll(async () => {
  admin = await signedInPerson({ name: 'Site Admin', role: 'admin' });
  categoryId = (await addCategory('Bakeries')).id;
  sweetsId = (await addCategory('Sweet Shops')).id;
  await addPincode('560095', 12.93, 77.62);
  await addLocation('Koramangala', ['560095']);
  await addPincode('560034', 12.92, 77.63);
  await addLocation('Agara', ['560034']);
});

const decide = (method: string, path: string, body?: unknown, token = admin.token) => api<Body>(method, `/admin${path}`, { token, body });

/** A random word of 9 letters, so a search for it finds one listing (not even by a typo's correction or a prefix). */
const uniqueWord = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte, at) => String.fromCharCode((at ? 97 : 65) + (byte % 26))).join('');

/** A listing run by a fresh owner; `status` pending means waiting for review (unverified). */
async function listing(status: 'pending' | 'approved' = 'approved', options: { featured?: boolean; name?: string } = {}) {
  const owner = await signedInPerson({ name: 'Meera Owner', role: 'owner' });
  const name = options.name ?? `${uniqueWord()} Bakery`;
  const id = await addBusiness({
    name,
    categoryId,
    pincode: '560095',
    status,
    isVerified: status === 'approved',
    isFeatured: options.featured,
  });
  await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, id));
  return { id, name, owner };
}

const row = async (id: string) => (await db.select().from(schema.businesses).where(eq(schema.businesses.id, id)))[0];
/** The audit entries of admins' decisions on a record (owners' own writes leave entries of their own). */
const DECISION_ACTIONS = [
  'business.approve',
  'business.reject',
  'business.suspend',
  'business.unsuspend',
  'business.feature',
  'business.unfeature',
  'edit.approve',
  'edit.reject',
  'claim.approve',
  'claim.reject',
  'media.approve',
  'media.remove',
];
const auditOf = (entityId: string) =>
  db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entityId, entityId), inArray(schema.auditLog.action, DECISION_ACTIONS)));

const profile = async (id: string) => (await api('GET', `/business/public/${id}`)).status;
const searchIds = async (query: string) =>
  (
    await api<{ data: { businesses: { _id: string }[] } }>('GET', `/business/search?q=${encodeURIComponent(query)}`)
  ).body.data.businesses.map((card) => card._id);
const listIds = async (query: string) =>
  (await api<{ data: { businesses: { _id: string }[]; total: number } }>('GET', `/business/public${query}`)).body.data;
const sitemap = async () => (await SELF.fetch('http://localhost/sitemaps/businesses-1.xml')).text();

/** A refusal in the envelope with its message (and no field). */
function expectConflict(answer: { status: number; body: Body }, status: number, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.message).toBe(message);
}

describe('who may decide', () => {
  it('refuses visitors with 401 and owners (even on their own listing) and users with 403, on REST and tRPC', async () => {
    const { id, owner } = await listing('pending');
    const user = await signedInPerson();
    const routes: [string, string, unknown?][] = [
      ['POST', `/businesses/${id}/approve`],
      ['POST', `/businesses/${id}/reject`, { reason: 'Not a real shop' }],
      ['POST', `/businesses/${id}/suspend`, { reason: 'Not a real shop' }],
      ['POST', `/businesses/${id}/unsuspend`],
      ['POST', `/businesses/${id}/feature`, {}],
      ['DELETE', `/businesses/${id}/feature`],
      ['POST', `/edits/${id}/approve`],
      ['POST', `/edits/${id}/reject`, { reason: 'Not a real shop' }],
      ['POST', '/claims/x/approve'],
      ['POST', '/claims/x/reject', { reason: 'Not a real shop' }],
      ['POST', '/photos/x/approve'],
      ['POST', '/photos/x/remove', { reason: 'Not a real shop' }],
    ];
    for (const [method, path, body] of routes) {
      expect((await decide(method, path, body, '')).status, path).toBe(401);
      expect((await decide(method, path, body, owner.token)).status, path).toBe(403);
      expect((await decide(method, path, body, user.token)).status, path).toBe(403);
    }
    const caller = (token?: string) => createCallerFactory(appRouter)(requestContext({ token })).admin;
    await expect(caller().approveListing({ id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller(owner.token).approveListing({ id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await row(id))?.status).toBe('pending');
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers 404 for what does not exist', async () => {
    expectConflict(await decide('POST', '/businesses/no-such-listing/approve'), 404, 'Business not found');
    expectConflict(await decide('POST', '/edits/no-such-listing/approve'), 404, 'Business not found');
    expectConflict(await decide('POST', '/claims/no-such-claim/approve'), 404, 'Claim not found');
    expectConflict(await decide('POST', '/photos/no-such-photo/remove', { reason: 'Blurry photo' }), 404, 'Photo not found');
    const { id } = await listing();
    expectConflict(await decide('POST', `/edits/${id}/approve`), 404, 'No edits of this listing are waiting for review');
  });

  it('needs a reason of 3 to 500 characters to reject, suspend or remove', async () => {
    const { id } = await listing('pending');
    const cases: [unknown, string][] = [
      [{}, 'Please give a reason'],
      [{ reason: '  ab ' }, 'Reason must be at least 3 characters'],
      [{ reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
    ];
    for (const [body, message] of cases) {
      const answer = await decide('POST', `/businesses/${id}/reject`, body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ field: 'reason', message }]);
    }
    expect((await row(id))?.status).toBe('pending');
  });
});

describe('listings', () => {
  it('approves a pending listing: public and found by name at once, its owner told, one audit entry; a second time 409', async () => {
    const { id, name, owner } = await listing('pending');
    const word = name.split(' ')[0] as string;
    expect(await profile(id)).toBe(404);
    expect(await searchIds(word)).toEqual([]);

    const approved = await decide('POST', `/businesses/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(DECISION_MESSAGES.approveListing);
    expect(approved.body.data.business).toMatchObject({ id, status: 'approved', isVerified: true, isPublic: true });
    expect(await profile(id)).toBe(200);
    expect(await searchIds(word)).toEqual([id]);
    expect(mailbox.last(owner.email).subject).toBe(`${name} is now listed on CityPages`);
    expect(mailbox.last(owner.email).text).toContain(`${env.SITE_ORIGIN}/business/${id}`);

    const entries = await auditOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      action: 'business.approve',
      entity: 'business',
      businessId: id,
      before: JSON.stringify({ status: 'pending', isVerified: false }),
      after: JSON.stringify({ status: 'approved', isVerified: true }),
      reason: null,
    });

    expectConflict(await decide('POST', `/businesses/${id}/approve`), 409, 'This listing has already been approved.');
    expectConflict(
      await decide('POST', `/businesses/${id}/reject`, { reason: 'Too late now' }),
      409,
      'This listing has already been approved.',
    );
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('refuses to approve a listing changed since the admin read it, and two admins at once decide it once', async () => {
    const { id } = await listing('pending');
    const read = (await row(id))?.updatedAt.toISOString() as string;
    await db
      .update(schema.businesses)
      .set({ description: 'Changed by its owner a moment ago.', updatedAt: new Date(Date.parse(read) + 1000) })
      .where(eq(schema.businesses.id, id));
    expectConflict(
      await decide('POST', `/businesses/${id}/approve`, { updatedAt: read }),
      409,
      'This listing changed since you opened it. Please check it again.',
    );
    expect((await row(id))?.status).toBe('pending');
    expect(await auditOf(id)).toEqual([]);
    expect((await decide('POST', `/businesses/${id}/approve`, { updatedAt: 'yesterday' })).status).toBe(400);

    const fresh = (await row(id))?.updatedAt.toISOString();
    const otherAdmin = await signedInPerson({ role: 'admin' });
    // Side by side in one isolate, both read the listing pending before either writes: only the batch that finds it so
    // changes it, and only that one leaves an entry.
    const caller = (token: string) => createCallerFactory(appRouter)(requestContext({ token })).admin;
    const answers = await Promise.allSettled([
      caller(admin.token).approveListing({ id, updatedAt: fresh }),
      caller(otherAdmin.token).rejectListing({ id, reason: 'Duplicate of another listing' }),
    ]);
    expect(answers.map((answer) => answer.status).toSorted()).toEqual(['fulfilled', 'rejected']);
    expect(answers.find((answer) => answer.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT' } });
    const entries = await auditOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.action).toBe((await row(id))?.status === 'approved' ? 'business.approve' : 'business.reject');
  });

  it('rejects with the reason its owner is told; an edit of the listing sends it back to the queue with that reason', async () => {
    const { id, name, owner } = await listing('pending');
    const reason = 'The address is a residential flat; please give the shop’s address.';
    const rejected = await decide('POST', `/businesses/${id}/reject`, { reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe(DECISION_MESSAGES.rejectListing);
    expect(await row(id)).toMatchObject({ status: 'rejected', isVerified: false, statusReason: reason });
    expect(mailbox.last(owner.email)).toMatchObject({ subject: `${name} was not added to CityPages` });
    expect(mailbox.last(owner.email).text).toContain(reason);
    expect(await auditOf(id)).toMatchObject([{ action: 'business.reject', reason }]);
    expectConflict(await decide('POST', `/businesses/${id}/reject`, { reason }), 409, 'This listing has already been rejected.');

    const edited = await api('PATCH', `/owner/businesses/${id}`, {
      token: owner.token,
      body: { address: '12, 80 Feet Road, Koramangala' },
    });
    expect(edited.status).toBe(200);
    const items = (await api<{ data: QueuePage }>('GET', '/admin/queue?type=listing&limit=50', { token: admin.token })).body.data.items;
    expect(items.find((item) => item.id === id)).toMatchObject({ type: 'listing', listing: { statusReason: reason } });
    expect((await decide('POST', `/businesses/${id}/approve`)).status).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'approved', statusReason: null });
  });

  it('suspends a public listing out of every public list, search, the sitemap and favourites, and restores it', async () => {
    const { id, name, owner } = await listing('approved', { featured: true });
    const word = name.split(' ')[0] as string;
    const fan = await signedInPerson();
    expect((await api('POST', `/users/favorites/${id}`, { token: fan.token })).status).toBe(200);
    const favourites = async () =>
      (await api<{ data: { favorites: { id: string; isListed: boolean }[] } }>('GET', '/users/favorites', { token: fan.token })).body.data
        .favorites;
    expect((await listIds('?limit=100')).businesses.map((card) => card._id)).toContain(id);
    expect((await listIds('?featured=true&limit=100')).businesses.map((card) => card._id)).toContain(id);
    expect(await sitemap()).toContain(id);

    const reason = 'Several customers report the shop has closed.';
    const suspended = await decide('POST', `/businesses/${id}/suspend`, { reason });
    expect(suspended.status).toBe(200);
    expect(suspended.body.message).toBe(DECISION_MESSAGES.suspendListing);
    expect(suspended.body.data.business).toMatchObject({ status: 'approved', isVerified: false, isPublic: false });
    expect(await row(id)).toMatchObject({ isVerified: false, statusReason: reason });
    expect((await row(id))?.suspendedAt).toBeInstanceOf(Date);

    expect(await profile(id)).toBe(404);
    expect(await searchIds(word)).toEqual([]);
    expect((await listIds('?limit=100')).businesses.map((card) => card._id)).not.toContain(id);
    expect((await listIds(`?search=${word}`)).businesses).toEqual([]);
    expect((await listIds('?featured=true&limit=100')).businesses.map((card) => card._id)).not.toContain(id);
    expect(await sitemap()).not.toContain(id);
    expect(await favourites()).toMatchObject([{ id, isListed: false }]);
    expect(mailbox.last(owner.email).text).toContain(reason);
    expect(await auditOf(id)).toMatchObject([{ action: 'business.suspend', reason }]);

    expectConflict(await decide('POST', `/businesses/${id}/suspend`, { reason }), 409, 'This listing is already suspended.');
    expectConflict(await decide('POST', `/businesses/${id}/feature`, {}), 409, 'Only a public listing can be featured.');
    const pending = await listing('pending');
    expectConflict(await decide('POST', `/businesses/${pending.id}/suspend`, { reason }), 409, 'Only a public listing can be suspended.');

    const restored = await decide('POST', `/businesses/${id}/unsuspend`);
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe(DECISION_MESSAGES.unsuspendListing);
    expect(await row(id)).toMatchObject({ isVerified: true, suspendedAt: null, statusReason: null });
    expect(await profile(id)).toBe(200);
    expect(await searchIds(word)).toEqual([id]);
    expect(await favourites()).toMatchObject([{ id, isListed: true }]);
    expect(mailbox.last(owner.email).subject).toBe(`${name} is listed on CityPages again`);
    expectConflict(await decide('POST', `/businesses/${id}/unsuspend`), 409, 'This listing is not suspended.');
    expect((await auditOf(id)).map((entry) => entry.action).toSorted()).toEqual(['business.suspend', 'business.unsuspend']);
  });
});

describe('featuring', () => {
  it('features a public listing until a moment in the future, first among the featured, and ends it on request', async () => {
    const { id, name, owner } = await listing();
    const past = await decide('POST', `/businesses/${id}/feature`, { until: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([{ field: 'until', message: FEATURE_IN_PAST }]);
    expect((await decide('POST', `/businesses/${id}/feature`, { until: 'next week' })).status).toBe(400);

    const until = new Date(Date.now() + 7 * 86_400_000);
    const featured = await decide('POST', `/businesses/${id}/feature`, { until: until.toISOString() });
    expect(featured.status).toBe(200);
    expect(featured.body.message).toBe(DECISION_MESSAGES.featureListing);
    expect(featured.body.data.business).toMatchObject({ isFeatured: true, featuredUntil: until.toISOString() });
    expect((await listIds('?featured=true&limit=1')).businesses.map((card) => card._id)).toEqual([id]);
    expect(mailbox.last(owner.email).subject).toBe(`${name} is featured on CityPages`);
    expect(await auditOf(id)).toMatchObject([
      { action: 'business.feature', after: JSON.stringify({ isFeatured: true, featuredUntil: until.toISOString() }) },
    ]);

    const ended = await decide('DELETE', `/businesses/${id}/feature`);
    expect(ended.status).toBe(200);
    expect(ended.body.message).toBe(DECISION_MESSAGES.unfeatureListing);
    expect(await row(id)).toMatchObject({ isFeatured: false, featuredAt: null, featuredUntil: null });
    expect((await listIds('?featured=true&limit=100')).businesses.map((card) => card._id)).not.toContain(id);
    expectConflict(await decide('DELETE', `/businesses/${id}/feature`), 409, 'This listing is not featured.');
    expect((await auditOf(id)).map((entry) => entry.action).toSorted()).toEqual(['business.feature', 'business.unfeature']);
  });

  it('features again with the same end as a no-op: 200 with the listing, no entry and no mail (issue 33)', async () => {
    const { id, owner } = await listing();
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    for (const end of [until, until, until]) {
      const answer = await decide('POST', `/businesses/${id}/feature`, { until: end });
      expect(answer.status).toBe(200);
      expect(answer.body.data.business).toMatchObject({ isFeatured: true, featuredUntil: until });
    }
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['business.feature']);
    expect(mailbox.sent.filter((mail) => mail.to === owner.email)).toHaveLength(1);
    // A new end is a change: recorded and told.
    const later = new Date(Date.now() + 14 * 86_400_000).toISOString();
    expect((await decide('POST', `/businesses/${id}/feature`, { until: later })).body.data.business).toMatchObject({
      featuredUntil: later,
    });
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['business.feature', 'business.feature']);
    expect(mailbox.sent.filter((mail) => mail.to === owner.email)).toHaveLength(2);
  });

  it('ends by itself: lists stop showing it at its end, and housekeeping clears it', async () => {
    const { id, name } = await listing();
    const word = name.split(' ')[0] as string;
    const kept = await listing();
    expect((await decide('POST', `/businesses/${id}/feature`, { until: new Date(Date.now() + 3_600_000).toISOString() })).status).toBe(200);
    expect((await decide('POST', `/businesses/${kept.id}/feature`, {})).status).toBe(200);
    const before = await listIds('?featured=true&limit=100');
    expect(before.businesses.map((card) => card._id)).toEqual(expect.arrayContaining([id, kept.id]));

    // The end passes before the hourly housekeeping runs.
    await db
      .update(schema.businesses)
      .set({ featuredUntil: new Date(Date.now() - 60_000) })
      .where(eq(schema.businesses.id, id));
    const after = await listIds('?featured=true&limit=100');
    expect(after.businesses.map((card) => card._id)).not.toContain(id);
    expect(after.businesses.map((card) => card._id)).toContain(kept.id);
    expect(after.total).toBe(before.total - 1);
    // With text too, where the search index's facet answers.
    expect((await listIds(`?featured=true&search=${word}`)).businesses).toEqual([]);
    expect((await listIds(`?search=${word}`)).businesses.map((card) => card._id)).toEqual([id]);
    expectConflict(await decide('DELETE', `/businesses/${id}/feature`), 409, 'This listing is not featured.');

    const pruned = await pruneExpired(db, env, { now: Date.now() });
    expect(pruned.featuringEnded).toBe(1);
    expect(await row(id)).toMatchObject({ isFeatured: false, featuredAt: null, featuredUntil: null });
    expect(await row(kept.id)).toMatchObject({ isFeatured: true, featuredUntil: null });
    expect((await listIds('?featured=true&limit=100')).total).toBe(after.total);
  });
});

describe('held edits', () => {
  async function heldEdits() {
    const found = await listing();
    await db.update(schema.businesses).set({ phone: '+919845012345', locality: 'Koramangala' }).where(eq(schema.businesses.id, found.id));
    const newName = `${uniqueWord()} Sweets`;
    const saved = await api<{ data: { held: string[] } }>('PATCH', `/owner/businesses/${found.id}`, {
      token: found.owner.token,
      body: {
        name: newName,
        category: 'Sweet Shops',
        pincode: '560034',
        phone: '99000 11122',
        description: 'Fresh bread every morning from six.',
      },
    });
    expect(saved.body.data.held).toEqual(['name', 'category', 'pincode', 'phone']);
    return { ...found, newName };
  }

  const editItem = async (id: string) =>
    (await api<{ data: QueuePage }>('GET', '/admin/queue?type=edit&limit=50', { token: admin.token })).body.data.items.find(
      (item): item is EditQueueItem => item.type === 'edit' && item.id === id,
    );

  it('approves a listing’s edits together: the new values live, the pincode’s place recomputed, in search at once', async () => {
    const { id, name, owner, newName } = await heldEdits();
    const item = await editItem(id);
    expect(item?.changes.map((change) => [change.field, change.oldValue, change.newValue])).toEqual([
      ['name', name, newName],
      ['category', 'Bakeries', 'Sweet Shops'],
      ['pincode', '560095', '560034'],
      ['phone', '+919845012345', '+919900011122'],
    ]);

    // The owner changes the phone again after the admin read the item.
    const stale = item?.updatedAt as string;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await api('PATCH', `/owner/businesses/${id}`, { token: owner.token, body: { phone: '99000 33344' } });
    expectConflict(
      await decide('POST', `/edits/${id}/approve`, { updatedAt: stale }),
      409,
      'These edits changed since you opened them. Please check them again.',
    );
    expect(await auditOf(id)).toEqual([]);
    expect((await row(id))?.name).toBe(name);

    const approved = await decide('POST', `/edits/${id}/approve`, { updatedAt: (await editItem(id))?.updatedAt });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(DECISION_MESSAGES.approveEdits);
    expect(approved.body.data.fields).toEqual(['name', 'category', 'pincode', 'phone']);
    const [agara] = await db.select().from(schema.locations).where(eq(schema.locations.name, 'Agara'));
    expect(await row(id)).toMatchObject({
      name: newName,
      categoryId: sweetsId,
      pincode: '560034',
      latitude: 12.92,
      longitude: 77.63,
      locality: 'Agara',
      locationId: agara?.id,
      phone: '+919900033344',
    });
    const rows = await db.select().from(schema.businessChanges).where(eq(schema.businessChanges.businessId, id));
    expect(rows.filter((change) => change.status === 'approved').map((change) => [change.field, change.decidedBy])).toEqual(
      expect.arrayContaining([
        ['name', admin.id],
        ['category', admin.id],
        ['pincode', admin.id],
        ['phone', admin.id],
      ]),
    );
    expect(rows.every((change) => change.status === 'approved' && change.decidedAt instanceof Date)).toBe(true);
    expect(await searchIds(newName.split(' ')[0] as string)).toEqual([id]);
    expect(await searchIds(name.split(' ')[0] as string)).toEqual([]);
    expect(mailbox.last(owner.email).text).toContain('the new name, category, pincode and phone number now show');

    const entries = await auditOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'edit.approve', entity: 'edit', businessId: id });
    expect(JSON.parse(entries[0]?.after as string)).toEqual({
      name: newName,
      category: 'Sweet Shops',
      pincode: '560034',
      phone: '+919900033344',
    });
    expect(JSON.parse(entries[0]?.before as string)).toMatchObject({ name, category: 'Bakeries', pincode: '560095' });
    expect(await editItem(id)).toBeUndefined();
    expectConflict(await decide('POST', `/edits/${id}/approve`), 409, 'These edits have already been approved.');
    expectConflict(
      await decide('POST', `/edits/${id}/reject`, { reason: 'Changed my mind' }),
      409,
      'These edits have already been approved.',
    );
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('rejects a listing’s edits with the reason its owner is told; the listing keeps its values', async () => {
    const { id, name, owner } = await heldEdits();
    const reason = 'The new name is a competitor’s brand.';
    const rejected = await decide('POST', `/edits/${id}/reject`, { reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe(DECISION_MESSAGES.rejectEdits);
    expect(await row(id)).toMatchObject({ name, pincode: '560095', phone: '+919845012345', categoryId });
    const rows = await db.select().from(schema.businessChanges).where(eq(schema.businessChanges.businessId, id));
    expect(rows.map((change) => [change.status, change.note, change.decidedBy])).toEqual(rows.map(() => ['rejected', reason, admin.id]));
    expect(mailbox.last(owner.email).text).toContain(reason);
    expect(await auditOf(id)).toMatchObject([{ action: 'edit.reject', reason }]);
    expectConflict(await decide('POST', `/edits/${id}/reject`, { reason }), 409, 'These edits have already been rejected.');
    expect(await auditOf(id)).toHaveLength(1);
  });
});

describe('claims', () => {
  const UDYAM = 'UDYAM-KR-03-0012345';

  /** A claim our team checks, sent through the owner portal's route, with a document photo when asked. */
  async function teamClaim(businessId: string, claimant: Person, withDocument = false) {
    const form = new FormData();
    form.append('businessId', businessId);
    form.append('evidenceNumber', UDYAM);
    if (withDocument) form.append('document', new File([jpeg({ width: 400 + counter++ })], 'udyam.jpg', { type: 'image/jpeg' }));
    const response = await SELF.fetch('http://localhost/api/owner/claims', {
      method: 'POST',
      headers: { authorization: `Bearer ${claimant.token}`, 'cf-connecting-ip': `10.60.0.${counter++ % 200}` },
      body: form,
    });
    const body = (await response.json()) as { data: { claim: { id: string; status: string } } };
    expect(response.status, JSON.stringify(body)).toBe(201);
    expect(body.data.claim.status).toBe('pending');
    return body.data.claim.id;
  }

  const claimRow = async (id: string) => (await db.select().from(schema.businessClaims).where(eq(schema.businessClaims.id, id)))[0];
  const role = async (id: string) => (await db.select().from(schema.users).where(eq(schema.users.id, id)))[0]?.role;

  it('moves the listing as a verified claim does: ownership, role, other claims withdrawn, both people told', async () => {
    const { id, name, owner } = await listing();
    const [claimant, rival] = await Promise.all([signedInPerson({ name: 'Ravi Claimant' }), signedInPerson({ name: 'Rival' })]);
    const claimId = await teamClaim(id, claimant, true);
    const rivalClaim = await teamClaim(id, rival, true);
    const documents = [(await claimRow(claimId))?.documentKey, (await claimRow(rivalClaim))?.documentKey] as string[];
    expect(await Promise.all(documents.map(async (key) => (await env.DOCUMENTS.head(key)) !== null))).toEqual([true, true]);

    const approved = await decide('POST', `/claims/${claimId}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.message).toBe(DECISION_MESSAGES.approveClaim);
    expect(approved.body.data.claim).toMatchObject({ id: claimId, businessId: id, status: 'approved' });
    expect((await row(id))?.ownerId).toBe(claimant.id);
    expect(await role(claimant.id)).toBe('owner');
    expect(await claimRow(claimId)).toMatchObject({ status: 'approved', decidedBy: admin.id, documentKey: null });
    expect(await claimRow(rivalClaim)).toMatchObject({ status: 'withdrawn', note: 'Closed: another claim of this business was verified.' });
    expect(await Promise.all(documents.map(async (key) => (await env.DOCUMENTS.head(key)) !== null))).toEqual([false, false]);
    // The new owner runs the listing with the session they have; the previous one no longer does.
    expect((await api('GET', `/owner/businesses/${id}`, { token: claimant.token })).status).toBe(200);
    expect((await api('GET', `/owner/businesses/${id}`, { token: owner.token })).status).toBe(403);

    expect(mailbox.last(claimant.email).subject).toBe(`You now manage ${name} on CityPages`);
    const told = mailbox.last(owner.email);
    expect(told.subject).toBe(`${name} has a new owner on CityPages`);
    expect(told.text).not.toContain('Ravi');
    expect(told.text).not.toContain(claimant.email);

    expect(await auditOf(claimId)).toMatchObject([
      {
        action: 'claim.approve',
        entity: 'claim',
        businessId: id,
        before: JSON.stringify({ ownerId: owner.id }),
        after: JSON.stringify({ ownerId: claimant.id }),
      },
    ]);
    expectConflict(await decide('POST', `/claims/${claimId}/approve`), 409, 'This claim has already been approved.');
    expectConflict(await decide('POST', `/claims/${rivalClaim}/approve`), 409, 'This claim was withdrawn.');
    expect(await auditOf(claimId)).toHaveLength(1);
    expect(await auditOf(rivalClaim)).toEqual([]);
  });

  it('refuses a claim whose listing changed hands since it was made, an admin’s own, and one that waits for its e-mail code', async () => {
    const { id } = await listing();
    const claimant = await signedInPerson();
    const claimId = await teamClaim(id, claimant);
    await db
      .update(schema.businesses)
      .set({ ownerId: await addUser('Someone Else') })
      .where(eq(schema.businesses.id, id));
    expectConflict(
      await decide('POST', `/claims/${claimId}/approve`),
      409,
      'This listing changed hands since the claim was made. Please reject the claim and tell the claimant why.',
    );
    expect(await claimRow(claimId)).toMatchObject({ status: 'pending' });
    expect(await auditOf(claimId)).toEqual([]);

    // Nobody hands a listing to themself: an admin's own claim waits for another admin.
    const other = await listing();
    const ownClaim = await teamClaim(other.id, admin);
    const refused = await decide('POST', `/claims/${ownClaim}/approve`);
    expect([refused.status, refused.body.message]).toEqual([403, 'Another admin must decide your own claim.']);
    expect((await decide('POST', `/claims/${ownClaim}/reject`, { reason: 'Deciding my own claim' })).status).toBe(403);
    expect((await row(other.id))?.ownerId).toBe(other.owner.id);
    const secondAdmin = await signedInPerson({ role: 'admin' });
    expect((await decide('POST', `/claims/${ownClaim}/approve`, undefined, secondAdmin.token)).status).toBe(200);

    const awaiting = newId();
    await db
      .insert(schema.businessClaims)
      .values({ id: awaiting, businessId: id, userId: claimant.id, method: 'email', status: 'awaiting-code' });
    expectConflict(
      await decide('POST', `/claims/${awaiting}/approve`),
      409,
      'This claim waits for the code sent to the listing: it is not for our team to decide.',
    );
  });

  it('refuses to hand a listing to a disabled account, which the admin can still reject', async () => {
    const { id, owner } = await listing();
    const claimant = await signedInPerson();
    const claimId = await teamClaim(id, claimant);
    expect((await decide('PATCH', `/users/${claimant.id}`, { disabled: true })).status).toBe(200);
    expectConflict(
      await decide('POST', `/claims/${claimId}/approve`),
      409,
      'The account that made this claim is disabled. Please reject the claim, or enable the account first.',
    );
    expect((await row(id))?.ownerId).toBe(owner.id);
    expect(await claimRow(claimId)).toMatchObject({ status: 'pending' });
    expect(await auditOf(claimId)).toEqual([]);
    expect((await decide('POST', `/claims/${claimId}/reject`, { reason: 'The account was closed for abuse.' })).status).toBe(200);
  });

  it('rejects a claim with the reason the claimant is told and sees, and deletes its document', async () => {
    const { id, owner } = await listing();
    const claimant = await signedInPerson();
    const claimId = await teamClaim(id, claimant, true);
    const documentKey = (await claimRow(claimId))?.documentKey as string;
    const document = await SELF.fetch(`http://localhost/api/admin/claims/${claimId}/document`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect([document.status, document.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    await document.arrayBuffer();

    const reason = 'The Udyam number belongs to another business.';
    const rejected = await decide('POST', `/claims/${claimId}/reject`, { reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe(DECISION_MESSAGES.rejectClaim);
    expect(await claimRow(claimId)).toMatchObject({ status: 'rejected', note: reason, decidedBy: admin.id, documentKey: null });
    expect(await env.DOCUMENTS.head(documentKey)).toBeNull();
    expect((await row(id))?.ownerId).toBe(owner.id);
    expect(mailbox.last(claimant.email).text).toContain(reason);
    const mine = await api<{ data: { claims: { id: string; status: string; note: string }[] } }>('GET', '/owner/claims', {
      token: claimant.token,
    });
    expect(mine.body.data.claims.find((entry) => entry.id === claimId)).toMatchObject({ status: 'rejected', note: reason });
    expect(await auditOf(claimId)).toMatchObject([{ action: 'claim.reject', reason }]);
    expectConflict(await decide('POST', `/claims/${claimId}/reject`, { reason }), 409, 'This claim has already been rejected.');
    expect(await auditOf(claimId)).toHaveLength(1);
  });
});

describe('photos', () => {
  async function upload(businessId: string, token: string, width: number) {
    const form = new FormData();
    form.append('file', new File([jpeg({ width })], 'shop.jpg', { type: 'image/jpeg' }));
    const response = await SELF.fetch(`http://localhost/api/owner/businesses/${businessId}/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'cf-connecting-ip': `10.61.0.${counter++ % 200}` },
      body: form,
    });
    const body = (await response.json()) as { data: { media: { id: string; url: string } } };
    expect(response.status, JSON.stringify(body)).toBe(201);
    return body.data.media;
  }

  const photosOf = (businessId: string) =>
    db
      .select()
      .from(schema.businessMedia)
      .where(and(eq(schema.businessMedia.businessId, businessId), eq(schema.businessMedia.kind, 'image')))
      .orderBy(schema.businessMedia.position);

  it('approves a photo once: it stays, leaves the queue, and its owner is told', async () => {
    const { id, name, owner } = await listing();
    const photo = await upload(id, owner.token, 640);
    const approved = await decide('POST', `/photos/${photo.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(DECISION_MESSAGES.approvePhoto);
    expect((await photosOf(id)).find((entry) => entry.id === photo.id)?.reviewedAt).toBeInstanceOf(Date);
    expect(mailbox.last(owner.email).subject).toBe(`A photo of ${name} has been checked`);
    expect(await auditOf(photo.id)).toMatchObject([{ action: 'media.approve', entity: 'media', businessId: id }]);
    expectConflict(await decide('POST', `/photos/${photo.id}/approve`), 409, 'This photo has already been approved.');
    expect(await auditOf(photo.id)).toHaveLength(1);
  });

  it('approves selected photos in one call: each its entry, one mail per listing, the rest refused with the reason', async () => {
    const first = await listing();
    const second = await listing();
    const [a, b] = [await upload(first.id, first.owner.token, 645), await upload(first.id, first.owner.token, 646)];
    const [c, done] = [await upload(second.id, second.owner.token, 647), await upload(second.id, second.owner.token, 648)];
    expect((await decide('POST', `/photos/${done.id}/approve`)).status).toBe(200);
    const mailsTo = (email: string) => mailbox.sent.filter((mail) => mail.to === email).length;
    const sentBefore = mailsTo(first.owner.email);

    const bulk = await api<{ message: string; data: { approved: string[]; refused: { id: string; message: string }[] } }>(
      'POST',
      '/admin/photos/approve',
      { token: admin.token, body: { ids: [a.id, b.id, c.id, done.id, 'no-such-photo', a.id] } },
    );
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(bulk.body.message).toBe('3 photos approved');
    expect(bulk.body.data.approved.sort()).toEqual([a.id, b.id, c.id].sort());
    expect(bulk.body.data.refused).toEqual([
      { id: done.id, message: 'This photo has already been approved.' },
      { id: 'no-such-photo', message: 'Photo not found' },
    ]);
    for (const id of [a.id, b.id, c.id]) expect(await auditOf(id)).toMatchObject([{ action: 'media.approve', entity: 'media' }]);
    expect(await auditOf(done.id)).toHaveLength(1);
    const reviewed = (await photosOf(first.id)).filter((photo) => [a.id, b.id].includes(photo.id));
    expect(reviewed.map((photo) => photo.reviewedAt instanceof Date)).toEqual([true, true]);
    // One mail for both of the first listing's photos.
    expect(mailsTo(first.owner.email)).toBe(sentBefore + 1);
    expect(mailbox.last(first.owner.email).subject).toBe(`2 photos of ${first.name} have been checked`);
    expect(mailbox.last(second.owner.email).subject).toBe(`A photo of ${second.name} has been checked`);

    const again = await decide('POST', '/photos/approve', { ids: [a.id] });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('0 photos approved');
    expect(await auditOf(a.id)).toHaveLength(1);
    const tooMany = await decide('POST', '/photos/approve', { ids: Array.from({ length: 51 }, (_, n) => `p${n}`) });
    expect([tooMany.status, tooMany.body.errors[0]?.message]).toEqual([400, 'At most 50 photos at a time']);
    expect((await decide('POST', '/photos/approve', { ids: [a.id] }, first.owner.token)).status).toBe(403);
  });

  it('keeps a photo in the queue after its uploader’s account is gone, and approves it', async () => {
    const { id } = await listing();
    const uploader = await signedInPerson({ role: 'owner' });
    await db.update(schema.businesses).set({ ownerId: uploader.id }).where(eq(schema.businesses.id, id));
    const photo = await upload(id, uploader.token, 644);
    await db.delete(schema.users).where(eq(schema.users.id, uploader.id));
    const queue = await api<{ data: QueuePage }>('GET', '/admin/queue?type=photo', { token: admin.token });
    expect(queue.body.data.items.find((item) => item.id === photo.id)).toMatchObject({ type: 'photo', businessId: id, uploadedBy: null });
    expect((await decide('POST', `/photos/${photo.id}/approve`)).status).toBe(200);
    const after = await api<{ data: QueuePage }>('GET', '/admin/queue?type=photo', { token: admin.token });
    expect(after.body.data.items.some((item) => item.id === photo.id)).toBe(false);
  });

  it('removes a photo as its owner’s delete does: its file gone, the rest closed up, a new main photo; 404 after', async () => {
    const { id, owner } = await listing();
    await db.delete(schema.businessMedia).where(eq(schema.businessMedia.businessId, id));
    const first = await upload(id, owner.token, 641);
    const second = await upload(id, owner.token, 642);
    const third = await upload(id, owner.token, 643);
    const key = first.url.replace('http://localhost/media/', '');
    expect(await env.MEDIA.head(key)).not.toBeNull();

    const reason = 'The photo shows another shop’s sign.';
    const removed = await decide('POST', `/photos/${first.id}/remove`, { reason });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(DECISION_MESSAGES.removePhoto);
    expect((await photosOf(id)).map((photo) => [photo.id, photo.position, photo.isPrimary])).toEqual([
      [second.id, 0, true],
      [third.id, 1, false],
    ]);
    expect(await env.MEDIA.head(key)).toBeNull();
    expect(mailbox.last(owner.email).text).toContain(reason);
    const entries = await auditOf(first.id);
    expect(entries).toMatchObject([{ action: 'media.remove', entity: 'media', businessId: id, reason }]);
    expect(JSON.parse(entries[0]?.before as string)).toEqual({ url: key, alt: null, isPrimary: true, position: 0 });
    expectConflict(await decide('POST', `/photos/${first.id}/remove`, { reason }), 404, 'Photo not found');
    expect(await auditOf(first.id)).toHaveLength(1);
  });
});

describe('through tRPC', () => {
  it('decides with the same rules and answers the REST data', async () => {
    const caller = createCallerFactory(appRouter)(requestContext({ token: admin.token })).admin;
    const { id } = await listing('pending');
    await expect(caller.rejectListing({ id, reason: 'ab' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await caller.approveListing({ id })).toMatchObject({ id, status: 'approved', isPublic: true });
    await expect(caller.approveListing({ id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This listing has already been approved.',
    });
    expect(await caller.featureListing({ id })).toMatchObject({ isFeatured: true, featuredUntil: null });
    expect(await auditOf(id)).toHaveLength(2);
  });
});
