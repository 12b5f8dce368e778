import { env } from 'cloudflare:test';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { addBusiness, addCategory, db } from './fixtures.ts';
import { mailbox } from './support/mailbox.ts';
import { api, PASSWORD, signedInPerson } from './support/people.ts';

/** A person's data (docs/product.md §3.16): a copy of everything we hold about them, and erasure. */

interface Export {
  profile: { id: string; email: string; name: string; phone: string | null };
  reviews: { businessName: string; content: string }[];
  favorites: { businessId: string; businessName: string }[];
  enquiries: { businessName: string; message: string; email: string }[];
  contactMessages: { subject: string }[];
  sessions: { id: string; userAgent: string | null }[];
  helpfulVotes: { reviewId: string }[];
  reviewReports: { reason: string }[];
  emails: { subject: string }[];
}

let category: Promise<{ id: string }> | undefined;

async function bakery(name: string) {
  category ??= addCategory('Bakeries');
  return addBusiness({ name, categoryId: (await category).id });
}

async function writeReview(token: string, businessId: string, rating: number, content: string) {
  const created = await api<{ data: { review: { id: string } } }>('POST', '/reviews', { token, body: { businessId, rating, content } });
  expect(created.status).toBe(201);
  return created.body.data.review.id;
}

/** The stored rating of every business next to a fresh count of its visible reviews. */
async function ratingsAgainstRecount(ids: string[]) {
  const rows = await db
    .select({
      id: schema.businesses.id,
      count: schema.businesses.ratingCount,
      average: schema.businesses.ratingAverage,
      recount: sql<number>`(SELECT count(*) FROM reviews r WHERE r.business_id = businesses.id AND r.status = 'visible')`,
      reaverage: sql<number>`coalesce((SELECT avg(rating) FROM reviews r WHERE r.business_id = businesses.id AND r.status = 'visible'), 0)`,
    })
    .from(schema.businesses);
  return rows
    .filter((row) => ids.includes(row.id))
    .map(({ id, count, average, recount, reaverage }) => ({ id, count, average, recount, reaverage }));
}

const contactMessage = (email: string) => `Plum Tree closes at 8. (${email})`;

/** Someone with a bit of everything: reviews, a vote, a report, favourites, enquiries, a contact message, two devices. */
async function busyPerson() {
  const person = await signedInPerson({ name: 'Ritu Sharma' });
  const neighbour = await signedInPerson({ name: 'Neighbour' });
  const [first, second] = await Promise.all([bakery('Plum Tree Bakery'), bakery('Crumbs & Co')]);
  const theirs = await writeReview(person.token, first, 1, 'Stale bread, rude staff.');
  await writeReview(person.token, second, 5, 'Best croissants in Indiranagar.');
  const neighbours = await writeReview(neighbour.token, first, 5, 'Lovely plum cake.');
  await writeReview(neighbour.token, second, 3, 'Decent.');
  expect((await api('POST', `/reviews/${neighbours}/helpful`, { token: person.token })).status).toBe(200);
  expect((await api('POST', `/reviews/${theirs}/helpful`, { token: neighbour.token })).status).toBe(200);
  expect((await api('POST', `/reviews/${neighbours}/report`, { token: person.token, body: { reason: 'Looks paid for' } })).status).toBe(
    200,
  );
  await api('POST', `/users/favorites/${first}`, { token: person.token });
  await api('POST', `/users/favorites/${first}`, { token: neighbour.token });
  const enquiry = { name: 'Ritu Sharma', email: person.email, phone: '98450 11111', message: 'Do you deliver to HSR Layout?' };
  expect((await api('POST', `/business/public/${second}/enquiry`, { token: person.token, body: enquiry })).status).toBe(201);
  // Sent signed out, but from their address: still theirs.
  const visitorEnquiry = { ...enquiry, message: 'Eggless cakes?' };
  expect((await api('POST', `/business/public/${first}/enquiry`, { body: visitorEnquiry })).status).toBe(201);
  const contact = { name: 'Ritu', email: person.email, subject: 'Wrong hours', message: contactMessage(person.email) };
  expect((await api('POST', '/contact', { body: contact })).status).toBe(201);
  return { person, neighbour, first, second, theirs, neighbours };
}

describe('GET /api/users/me/export', () => {
  it('answers every personal record we hold about the user, and nobody else’s', async () => {
    const { person, neighbour } = await busyPerson();
    const { status, body } = await api<{ status: string; data: Export }>('GET', '/users/me/export', { token: person.token });
    expect(status).toBe(200);
    const data = body.data;
    expect(data.profile).toMatchObject({ id: person.id, email: person.email, name: 'Ritu Sharma' });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(data)).not.toMatch(/scrypt|password_hash|passwordHash/);
    expect(data.reviews.map((review) => review.businessName).sort()).toEqual(['Crumbs & Co', 'Plum Tree Bakery']);
    expect(data.favorites.map((favorite) => favorite.businessName)).toEqual(['Plum Tree Bakery']);
    expect(data.enquiries.map((enquiry) => enquiry.message).sort()).toEqual(['Do you deliver to HSR Layout?', 'Eggless cakes?']);
    expect(data.contactMessages.map((message) => message.subject)).toEqual(['Wrong hours']);
    expect(data.sessions.map((session) => session.id)).toEqual([person.sessionId]);
    expect(data.helpfulVotes).toHaveLength(1);
    expect(data.reviewReports.map((report) => report.reason)).toEqual(['Looks paid for']);
    expect(JSON.stringify(data)).not.toContain(neighbour.email);
    expect(JSON.stringify(data)).not.toContain('Lovely plum cake.');
  });

  it('needs a session, and tRPC answers the same document', async () => {
    expect((await api('GET', '/users/me/export')).status).toBe(401);
    const person = await signedInPerson();
    const rest = await api<{ data: Export }>('GET', '/users/me/export', { token: person.token });
    const trpc = await api<{ result: { data: Export } }>('GET', '/trpc/auth.exportData', { token: person.token });
    expect(trpc.status).toBe(200);
    expect({ ...trpc.body.result.data, exportedAt: '' }).toEqual({ ...rest.body.data, exportedAt: '' });
  });
});

describe('DELETE /api/users/me', () => {
  it('erases the account and its traces, with every rating equal to a recount in the same batch', async () => {
    const { person, neighbour, first, second, neighbours } = await busyPerson();
    const before = await ratingsAgainstRecount([first, second]);
    expect(before.every((row) => row.count === 2)).toBe(true);

    const erased = await api('DELETE', '/users/me', { token: person.token, body: { password: PASSWORD } });
    expect(erased.status).toBe(200);
    expect(erased.body.message).toBe('Your account and your personal data have been deleted.');

    for (const row of await ratingsAgainstRecount([first, second])) {
      expect(row.count).toBe(row.recount);
      expect(row.average).toBeCloseTo(row.reaverage, 10);
      expect(row.count).toBe(1);
    }
    const [firstAfter] = await db.select().from(schema.businesses).where(eq(schema.businesses.id, first));
    expect(firstAfter?.ratingAverage).toBe(5);
    const [neighboursReview] = await db.select().from(schema.reviews).where(eq(schema.reviews.id, neighbours));
    expect(neighboursReview?.helpfulCount).toBe(0);

    expect(await db.select().from(schema.users).where(eq(schema.users.id, person.id))).toEqual([]);
    expect(await db.select().from(schema.sessions).where(eq(schema.sessions.userId, person.id))).toEqual([]);
    expect(await db.select().from(schema.favorites).where(eq(schema.favorites.userId, person.id))).toEqual([]);
    expect(await db.select().from(schema.reviews).where(eq(schema.reviews.userId, person.id))).toEqual([]);
    expect(await db.select().from(schema.reviewHelpfulVotes).where(eq(schema.reviewHelpfulVotes.userId, person.id))).toEqual([]);
    expect(await db.select().from(schema.reviewReports).where(eq(schema.reviewReports.userId, person.id))).toEqual([]);
    expect(await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to, person.email))).toEqual([]);
    // The businesses keep the enquiries and we keep the contact message, without who sent them.
    const enquiries = await db.select().from(schema.enquiries).where(eq(schema.enquiries.businessId, second));
    expect(enquiries).toEqual([
      expect.objectContaining({ message: 'Do you deliver to HSR Layout?', userId: null, name: '', email: '', phone: null }),
    ]);
    const visitorEnquiries = await db.select().from(schema.enquiries).where(eq(schema.enquiries.businessId, first));
    expect(visitorEnquiries).toEqual([expect.objectContaining({ message: 'Eggless cakes?', name: '', email: '' })]);
    const contact = await db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.message, contactMessage(person.email)));
    expect(contact).toEqual([expect.objectContaining({ name: '', email: '' })]);
    // The neighbour keeps everything of theirs.
    expect(await db.select().from(schema.favorites).where(eq(schema.favorites.userId, neighbour.id))).toHaveLength(1);

    expect((await api('GET', '/users/me', { token: person.token })).status).toBe(401);
    const again = await api('POST', '/users/register', {
      body: { name: 'Ritu Again', email: person.email, password: 'fresh-start', confirmPassword: 'fresh-start' },
    });
    expect(again.status).toBe(201);
    expect(mailbox.last(person.email).subject).toMatch(/verification code/);
  });

  it('deletes the document photos of the claims it made, which the cascade alone would leave in the bucket', async () => {
    const person = await signedInPerson();
    const businessId = await bakery('Claimed Bakery');
    const key = `private/claims/${businessId}/erased.jpg`;
    await env.DOCUMENTS.put(key, 'photo bytes');
    await db.insert(schema.businessClaims).values({
      id: `claim-${businessId}`,
      businessId,
      userId: person.id,
      method: 'document',
      status: 'pending',
      evidenceType: 'document',
      documentKey: key,
    });
    expect((await api('DELETE', '/users/me', { token: person.token, body: { password: PASSWORD } })).status).toBe(200);
    expect(await db.select().from(schema.businessClaims).where(eq(schema.businessClaims.businessId, businessId))).toEqual([]);
    expect(await env.DOCUMENTS.head(key)).toBeNull();
  });

  it('asks for the password, and a wrong one erases nothing', async () => {
    const person = await signedInPerson();
    const wrong = await api('DELETE', '/users/me', { token: person.token, body: { password: 'guess' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'password', message: 'Current password is incorrect' }]);
    const missing = await api('DELETE', '/users/me', { token: person.token, body: {} });
    expect(missing.status).toBe(400);
    expect(await db.select().from(schema.users).where(eq(schema.users.id, person.id))).toHaveLength(1);
    expect((await api('GET', '/users/me', { token: person.token })).status).toBe(200);
  });

  it('does not let an administrator erase their own account', async () => {
    const admin = await signedInPerson({ role: 'admin' });
    const refused = await api('DELETE', '/users/me', { token: admin.token, body: { password: PASSWORD } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/administrator account cannot delete itself/);
    expect(await db.select().from(schema.users).where(eq(schema.users.id, admin.id))).toHaveLength(1);
  });

  it('leaves an owner’s businesses listed, without an owner', async () => {
    const owner = await signedInPerson({ role: 'owner' });
    const shop = await bakery('Owner Bakes');
    await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, shop));
    // A photo they uploaded stays with the listing; only who uploaded it is forgotten.
    await db
      .update(schema.businessMedia)
      .set({ uploadedBy: owner.id, uploadedAt: new Date() })
      .where(eq(schema.businessMedia.businessId, shop));
    expect((await api('DELETE', '/users/me', { token: owner.token, body: { password: PASSWORD } })).status).toBe(200);
    const [after] = await db.select().from(schema.businesses).where(eq(schema.businesses.id, shop));
    expect(after).toMatchObject({ ownerId: null, status: 'approved' });
    const photos = await db.select().from(schema.businessMedia).where(eq(schema.businessMedia.businessId, shop));
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.every((photo) => photo.uploadedBy === null)).toBe(true);
  });

  it('needs a session', async () => {
    expect((await api('DELETE', '/users/me', { body: { password: PASSWORD } })).status).toBe(401);
  });
});
