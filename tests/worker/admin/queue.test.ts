import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  QUEUE_DEPTH,
  QUEUE_TOO_DEEP,
  QUEUE_TYPES,
  type QueueItem,
  type QueuePage,
  type QueueType,
} from '../../../worker/contracts/admin-queue.ts';
import * as schema from '../../../worker/db/schema.ts';
import { newId } from '../../../worker/lib/ids.ts';
import { createCallerFactory } from '../../../worker/trpc/init.ts';
import { appRouter } from '../../../worker/trpc/router.ts';
import { addBusiness, addCategory, addUser, db, requestContext, rowsRead } from '../fixtures.ts';
import { api, signedInPerson } from '../support/people.ts';

/** The admin queue: what waits for an admin, oldest first, with counts per kind (docs/product.md §3.24, §7.11). */

interface Body {
  status: string;
  message: string;
  data: QueuePage;
  errors: { field: string; message: string }[];
}

type Person = Awaited<ReturnType<typeof signedInPerson>>;

let admin: Person;
let categoryId = '';
let otherCategoryId = '';

beforeAll(async () => {
  admin = await signedInPerson({ name: 'Site Admin', role: 'admin' });
  categoryId = (await addCategory('Bakeries')).id;
  otherCategoryId = (await addCategory('Sweet Shops')).id;
});

const queue = (query = '', token = admin.token) => api<Body>('GET', `/admin/queue${query}`, { token });

/** A moment of the year 2001 plus `minutes`: older than anything a test adds at today's time. */
const era = (year: number) => (minutes: number) => new Date(Date.UTC(year, 0, 1, 0, minutes));

async function reviewOf(businessId: string, times: { created: Date; updated?: Date; moderated?: Date }) {
  const id = newId();
  await db.insert(schema.reviews).values({
    id,
    businessId,
    userId: await addUser('Reviewer'),
    rating: 1,
    content: 'Terrible, and the owner shouted at us.',
    createdAt: times.created,
    updatedAt: times.updated ?? times.created,
    moderatedAt: times.moderated ?? null,
  });
  return id;
}

async function report(reviewId: string, at: Date, options: { reason?: string; resolved?: boolean } = {}) {
  const id = newId();
  await db.insert(schema.reviewReports).values({
    id,
    reviewId,
    userId: await addUser('Reporter'),
    reason: options.reason ?? 'Abusive language',
    createdAt: at,
    resolvedAt: options.resolved ? at : null,
  });
  return id;
}

/** A photo an owner uploaded at `at`; `seeded`, one of the seed's, which nobody uploaded and no admin need check. */
async function photo(businessId: string, at: Date, options: { seeded?: boolean; reviewed?: boolean } = {}) {
  const id = newId();
  await db.insert(schema.businessMedia).values({
    id,
    businessId,
    kind: 'image',
    url: `businesses/${businessId}/${id}0123456789abcdef.jpg`,
    position: 5,
    uploadedBy: options.seeded ? null : admin.id,
    uploadedAt: options.seeded ? null : at,
    reviewedAt: options.reviewed ? at : null,
  });
  return id;
}

async function claim(businessId: string, userId: string, at: Date, status: 'pending' | 'awaiting-code', documentKey: string | null = null) {
  const id = newId();
  await db.insert(schema.businessClaims).values({
    id,
    businessId,
    userId,
    method: status === 'pending' ? 'document' : 'email',
    status,
    evidenceType: status === 'pending' ? 'udyam' : null,
    evidenceNumber: status === 'pending' ? 'UDYAM-KR-03-0012345' : null,
    documentKey,
    message: 'I run this shop since 2019.',
    createdAt: at,
  });
  return id;
}

async function contact(at: Date, status: 'new' | 'read' = 'new') {
  const id = newId();
  await db.insert(schema.contactMessages).values({
    id,
    name: 'Farah Khan',
    email: 'farah@example.in',
    subject: 'Wrong phone number',
    message: 'Please fix it.',
    status,
    createdAt: at,
  });
  return id;
}

const keysOf = (items: QueueItem[], ids: Set<string>) => items.filter((item) => ids.has(item.id)).map((item) => `${item.type}:${item.id}`);

describe('who may read the queue', () => {
  it('refuses visitors with 401 and owners and users with 403, on REST and tRPC', async () => {
    const [owner, user] = await Promise.all([signedInPerson({ role: 'owner' }), signedInPerson()]);
    const answers = await Promise.all([queue('', ''), queue('', owner.token), queue('', user.token)]);
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual([
      [401, 'Please sign in to continue.'],
      [403, 'You do not have permission to do this.'],
      [403, 'You do not have permission to do this.'],
    ]);
    const caller = (token?: string) => createCallerFactory(appRouter)(requestContext({ token })).admin;
    await expect(caller().queue({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller(owner.token).queue({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller(user.token).queue({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses an unknown type and a page past the queue’s depth, naming the field', async () => {
    const unknown = await queue('?type=review');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'type', message: `Type must be one of ${QUEUE_TYPES.join(', ')}` }]);
    const deep = await queue(`?page=${QUEUE_DEPTH / 20 + 1}&limit=20`);
    expect(deep.status).toBe(400);
    expect(deep.body.errors).toEqual([{ field: 'page', message: QUEUE_TOO_DEEP }]);
    expect((await queue(`?page=${QUEUE_DEPTH / 50}&limit=50`)).status).toBe(200);
  });
});

describe('what waits, oldest first', () => {
  it('lists every kind in one order with its details, and leaves out what is not for admins', async () => {
    const at = era(2001);
    const before = (await queue()).body.data.counts;
    const [owner, claimant] = await Promise.all([
      signedInPerson({ name: 'Meera Owner', role: 'owner' }),
      signedInPerson({ name: 'Ravi Claimant' }),
    ]);

    const pendingListing = await addBusiness({
      name: 'Brand New Bakery',
      categoryId,
      status: 'pending',
      isVerified: false,
      createdAt: at(1),
    });
    await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, pendingListing));
    await addBusiness({ name: 'Approved Already', categoryId, createdAt: at(0) });
    await addBusiness({ name: 'Turned Down', categoryId, status: 'rejected', isVerified: false, createdAt: at(0) });

    const edited = await addBusiness({ name: 'Old Name Bakery', categoryId, phone: '+919845012345', createdAt: at(0) });
    await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, edited));
    await db.insert(schema.businessChanges).values([
      { id: newId(), businessId: edited, field: 'phone', oldValue: '+919845012345', newValue: '+919900011122', requestedAt: at(5) },
      { id: newId(), businessId: edited, field: 'name', oldValue: 'Old Name Bakery', newValue: 'New Name Bakery', requestedAt: at(2) },
      { id: newId(), businessId: edited, field: 'category', oldValue: categoryId, newValue: otherCategoryId, requestedAt: at(3) },
      {
        id: newId(),
        businessId: edited,
        field: 'address',
        oldValue: 'x',
        newValue: 'Decided before',
        requestedAt: at(0),
        status: 'rejected',
      },
    ]);

    const claimed = await addBusiness({ name: 'Claimed Sweets', categoryId, createdAt: at(0) });
    await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, claimed));
    const teamClaim = await claim(claimed, claimant.id, at(3), 'pending', `private/claims/x/${newId()}.jpg`);
    await claim(claimed, (await signedInPerson()).id, at(0), 'awaiting-code');

    const uploaded = await photo(edited, at(4));
    await photo(edited, at(0), { reviewed: true });
    await photo(edited, at(0), { seeded: true });

    const reported = await reviewOf(claimed, { created: at(0) });
    const firstReport = await report(reported, at(6), { reason: 'Abusive language' });
    await report(reported, at(7), { reason: 'Not a customer' });
    await report(reported, at(0), { resolved: true });
    const kept = await reviewOf(claimed, { created: at(0), moderated: at(1) });
    await report(kept, at(0));
    const keptThenEdited = await reviewOf(claimed, { created: at(0), moderated: at(1), updated: at(2) });
    await report(keptThenEdited, at(8));

    const message = await contact(at(9));
    await contact(at(0), 'read');

    const mine = new Set([pendingListing, edited, teamClaim, uploaded, reported, kept, keptThenEdited, message, claimed]);
    const { status, body, headers } = await queue('?limit=50');
    expect(status).toBe(200);
    // The counts and every kind's oldest in one round trip, then each kind on the page read in full (reports with their
    // reports): the caller's account, 1 and 7 (it was 1, 7 and 7).
    expect(rowsRead(headers).calls).toBeLessThanOrEqual(9);
    // Oldest first; at the same moment (the claim and nothing else here) in QUEUE_TYPES' order.
    expect(keysOf(body.data.items, mine)).toEqual([
      `listing:${pendingListing}`,
      `edit:${edited}`,
      `claim:${teamClaim}`,
      `photo:${uploaded}`,
      `report:${reported}`,
      `report:${keptThenEdited}`,
      `contact:${message}`,
    ]);
    expect(body.data.counts).toEqual({
      listing: before.listing + 1,
      edit: before.edit + 1,
      claim: before.claim + 1,
      photo: before.photo + 1,
      report: before.report + 2,
      contact: before.contact + 1,
    });
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 50, total: Object.values(body.data.counts).reduce((a, b) => a + b) });

    const item = (type: QueueType, id: string) => body.data.items.find((entry) => entry.type === type && entry.id === id);
    const ownerPerson = { id: owner.id, name: 'Meera Owner', email: owner.email };
    expect(item('listing', pendingListing)).toMatchObject({
      createdAt: at(1).toISOString(),
      businessId: pendingListing,
      businessName: 'Brand New Bakery',
      summary: 'New listing: Brand New Bakery',
      listing: { category: 'Bakeries', phone: '98450 12345', statusReason: null },
      owner: ownerPerson,
    });
    // One item for the listing's edits, each field with the listing's value and the asked one (a category by name).
    expect(item('edit', edited)).toEqual({
      id: edited,
      type: 'edit',
      createdAt: at(2).toISOString(),
      businessId: edited,
      businessName: 'Old Name Bakery',
      summary: 'Old Name Bakery: new name, category and phone number',
      updatedAt: at(5).toISOString(),
      changes: [
        { field: 'name', oldValue: 'Old Name Bakery', newValue: 'New Name Bakery', requestedAt: at(2).toISOString() },
        { field: 'category', oldValue: 'Bakeries', newValue: 'Sweet Shops', requestedAt: at(3).toISOString() },
        { field: 'phone', oldValue: '+919845012345', newValue: '+919900011122', requestedAt: at(5).toISOString() },
      ],
      owner: ownerPerson,
    });
    expect(item('claim', teamClaim)).toEqual({
      id: teamClaim,
      type: 'claim',
      createdAt: at(3).toISOString(),
      businessId: claimed,
      businessName: 'Claimed Sweets',
      summary: 'Ravi Claimant claims Claimed Sweets',
      claimant: { id: claimant.id, name: 'Ravi Claimant', email: claimant.email },
      owner: ownerPerson,
      evidenceType: 'udyam',
      evidenceNumber: 'UDYAM-KR-03-0012345',
      message: 'I run this shop since 2019.',
      documentUrl: `/api/admin/claims/${teamClaim}/document`,
    });
    expect(item('photo', uploaded)).toMatchObject({
      createdAt: at(4).toISOString(),
      businessId: edited,
      summary: 'New photo of Old Name Bakery',
      url: `http://localhost/media/businesses/${edited}/${uploaded}0123456789abcdef.jpg`,
      uploadedBy: { id: admin.id, name: 'Site Admin', email: admin.email },
    });
    // All open reports of one review in one item, oldest first; the resolved one is not among them.
    expect(item('report', reported)).toMatchObject({
      createdAt: at(6).toISOString(),
      businessId: claimed,
      summary: 'Review of Claimed Sweets reported 2 times',
      review: { id: reported, rating: 1, status: 'visible', author: { name: 'Reviewer' } },
      reportCount: 2,
      reports: [
        { id: firstReport, reason: 'Abusive language', createdAt: at(6).toISOString(), reporter: { name: 'Reporter' } },
        { reason: 'Not a customer', createdAt: at(7).toISOString() },
      ],
    });
    expect(item('report', keptThenEdited)).toMatchObject({ summary: 'Review of Claimed Sweets reported once', reportCount: 1 });
    expect(item('contact', message)).toEqual({
      id: message,
      type: 'contact',
      createdAt: at(9).toISOString(),
      businessId: null,
      businessName: null,
      summary: 'Message from Farah Khan: Wrong phone number',
      name: 'Farah Khan',
      email: 'farah@example.in',
      subject: 'Wrong phone number',
      message: 'Please fix it.',
    });

    // The same answer through tRPC.
    const caller = createCallerFactory(appRouter)(requestContext({ token: admin.token })).admin;
    expect(await caller.queue({ limit: 50 })).toEqual(body.data);
  });

  it('filters by kind, and pages through the merged kinds without gaps or repeats', async () => {
    const at = era(2002);
    const base = await addBusiness({ name: 'Paging Bakery', categoryId, createdAt: at(0) });
    for (let n = 0; n < 3; n++)
      await addBusiness({ name: `Pending ${n}`, categoryId, status: 'pending', isVerified: false, createdAt: at(10 + n) });
    for (let n = 0; n < 3; n++) await photo(base, at(11 + n));
    for (let n = 0; n < 2; n++) await contact(at(12 + n));

    const all = (await queue('?limit=50')).body.data;
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.pagination.total / 4); page++) {
      const { body } = await queue(`?page=${page}&limit=4`);
      expect(body.data.counts).toEqual(all.counts);
      pages.push(...body.data.items);
    }
    expect(pages.map((entry) => `${entry.type}:${entry.id}`)).toEqual(all.items.map((entry) => `${entry.type}:${entry.id}`));
    expect(pages.map((entry) => entry.createdAt)).toEqual(pages.map((entry) => entry.createdAt).toSorted());

    const photos = await queue('?type=photo&limit=50');
    expect(new Set(photos.body.data.items.map((entry) => entry.type))).toEqual(new Set(['photo']));
    expect(photos.body.data.items).toHaveLength(all.counts.photo);
    expect(photos.body.data.pagination.total).toBe(all.counts.photo);
    expect(photos.body.data.counts).toEqual(all.counts);
  });

  it('lets a decided item leave, and brings a kept review back only once its author changes it', async () => {
    const at = era(2003);
    const listing = await addBusiness({ name: 'Leaving Bakery', categoryId, createdAt: at(0) });
    const uploaded = await photo(listing, at(1));
    const review = await reviewOf(listing, { created: at(0) });
    await report(review, at(2));
    const ids = new Set([uploaded, review]);
    expect(keysOf((await queue('?limit=50')).body.data.items, ids)).toEqual([`photo:${uploaded}`, `report:${review}`]);

    expect((await api('POST', `/admin/photos/${uploaded}/approve`, { token: admin.token })).status).toBe(200);
    // An admin kept the review: its reports resolved, the review marked as moderated now.
    const kept = new Date();
    await db.update(schema.reviewReports).set({ resolvedAt: kept }).where(eq(schema.reviewReports.reviewId, review));
    await db.update(schema.reviews).set({ moderatedAt: kept }).where(eq(schema.reviews.id, review));
    expect(keysOf((await queue('?limit=50')).body.data.items, ids)).toEqual([]);

    await report(review, at(3), { reason: 'Reported again after it was kept' });
    expect(keysOf((await queue('?limit=50')).body.data.items, ids)).toEqual([]);

    await db
      .update(schema.reviews)
      .set({ updatedAt: new Date(kept.getTime() + 1000) })
      .where(eq(schema.reviews.id, review));
    const back = (await queue('?type=report&limit=50')).body.data.items.find((entry) => entry.id === review);
    expect(back).toMatchObject({ reportCount: 1, reports: [{ reason: 'Reported again after it was kept' }] });
  });
});

describe('a claim’s document', () => {
  it('is streamed to admins only, privately, with its own type', async () => {
    const listing = await addBusiness({ name: 'Document Sweets', categoryId });
    const key = `private/claims/${newId()}/0123456789abcdef.jpg`;
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    await env.DOCUMENTS.put(key, bytes, { httpMetadata: { contentType: 'image/jpeg', cacheControl: 'private, no-store' } });
    const claimId = await claim(listing, (await signedInPerson()).id, new Date(), 'pending', key);
    const withoutDocument = await claim(listing, (await signedInPerson()).id, new Date(), 'pending');
    const owner = await signedInPerson({ role: 'owner' });

    const fetchDocument = (id: string, token?: string) =>
      SELF.fetch(`http://localhost/api/admin/claims/${id}/document`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const response = await fetchDocument(claimId, admin.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);

    expect((await fetchDocument(claimId)).status).toBe(401);
    expect((await fetchDocument(claimId, owner.token)).status).toBe(403);
    const none = await fetchDocument(withoutDocument, admin.token);
    expect([none.status, ((await none.json()) as Body).message]).toEqual([404, 'Document not found']);
    expect((await fetchDocument('no-such-claim', admin.token)).status).toBe(404);
    // Never through the public media path.
    expect((await SELF.fetch(`http://localhost/media/${key}`)).status).toBe(404);
  });
});
