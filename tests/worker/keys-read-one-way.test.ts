import { and, eq } from 'drizzle-orm';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { COUNT_RAW_HEADER } from '../../worker/http/d1-meter.ts';
import { newId } from '../../worker/lib/ids.ts';
import { addBusiness, addCategory, addUser, db, rowsRead } from './fixtures.ts';
import { api, signedInPerson } from './support/people.ts';

/*
 * docs/decisions/043-keys-read-one-way.md: helpful votes keyed by voter with the count kept on the review, and the
 * partial indexes of hidden reviews and of enquiries sent signed in. What each request reads stays the same as the rows it
 * does not want grow.
 */

/** The rows D1 read for a request (its Server-Timing, worker/http/d1-meter.ts), drizzle's reads counted too. */
async function readsOf(method: string, path: string, person: { token: string }) {
  const response = await SELF.fetch(`http://localhost/api${path}`, {
    method,
    headers: { authorization: `Bearer ${person.token}`, [COUNT_RAW_HEADER]: '1' },
  });
  expect(response.status, path).toBe(200);
  return rowsRead(response.headers).rowsRead;
}

let categoryId = '';
beforeAll(async () => {
  categoryId = (await addCategory('Bakeries')).id;
});

let minutes = 0;
const later = () => new Date(Date.parse('2026-07-01T00:00:00Z') + ++minutes * 60_000);

async function addReview(businessId: string, userId: string, status: 'visible' | 'hidden' = 'visible') {
  const id = newId();
  await db
    .insert(schema.reviews)
    .values({ id, businessId, userId, rating: 4, content: 'Fresh bread every morning.', status, createdAt: later() });
  return id;
}

const storedCount = async (reviewId: string) =>
  (await db.select({ n: schema.reviews.helpfulCount }).from(schema.reviews).where(eq(schema.reviews.id, reviewId)))[0]?.n;
const votesOn = async (reviewId: string) =>
  (await db.select().from(schema.reviewHelpfulVotes).where(eq(schema.reviewHelpfulVotes.reviewId, reviewId))).length;

describe('helpful votes keyed by voter', () => {
  it('keep the count equal to the votes when one person taps twice at once, and read no more as a review gathers votes', async () => {
    const business = await addBusiness({ name: 'Voter Key Bakery', categoryId });
    const review = await addReview(business, await addUser('Bakery Author'));
    const reader = await signedInPerson({ name: 'Quick Tapper' });

    await Promise.all([api('POST', `/reviews/${review}/helpful`, reader), api('POST', `/reviews/${review}/helpful`, reader)]);
    expect(await storedCount(review)).toBe(await votesOn(review));

    // Measured from the same state each time (not voted), so both take the same way.
    if ((await votesOn(review)) === 1) await api('POST', `/reviews/${review}/helpful`, reader);
    const first = await readsOf('POST', `/reviews/${review}/helpful`, reader);
    await api('POST', `/reviews/${review}/helpful`, reader);
    for (let n = 0; n < 40; n++)
      await db.insert(schema.reviewHelpfulVotes).values({ reviewId: review, userId: await addUser(`Other Voter ${n}`) });
    const again = await readsOf('POST', `/reviews/${review}/helpful`, reader);
    expect(again).toBe(first);
  });

  it("stay the voter's after the review is deleted: the author's delete works, the voter's export and erasure too", async () => {
    const business = await addBusiness({ name: 'Deleted Review Bakery', categoryId });
    const author = await signedInPerson({ name: 'Changing Mind' });
    const voter = await signedInPerson({ name: 'Kind Voter' });
    const written = await api('POST', '/reviews', { ...author, body: { businessId: business, rating: 2, content: 'Stale buns today.' } });
    const review = (written.body.data as { review: { id: string } }).review.id;
    expect((await api('POST', `/reviews/${review}/helpful`, voter)).body.data).toEqual({ helpful: true, helpfulCount: 1 });

    expect((await api('DELETE', `/reviews/${review}`, author)).status).toBe(200);
    expect((await api('POST', `/reviews/${review}/helpful`, voter)).status).toBe(404);
    const exported = await api('GET', '/users/me/export', voter);
    expect((exported.body.data as { helpfulVotes: { reviewId: string }[] }).helpfulVotes).toEqual([
      expect.objectContaining({ reviewId: review }),
    ]);

    expect((await api('DELETE', '/users/me', { ...voter, body: { password: 'the-right-password' } })).status).toBe(200);
    expect(await db.select().from(schema.reviewHelpfulVotes).where(eq(schema.reviewHelpfulVotes.userId, voter.id))).toEqual([]);
  });
});

describe('partial indexes', () => {
  it("read a person's enquiries, sent signed in or naming their address, without reading other people's", async () => {
    const business = await addBusiness({ name: 'Enquired Bakery', categoryId });
    const person = await signedInPerson({ name: 'Asking Person' });
    const enquiry = (userId: string | null, email: string) => ({
      id: newId(),
      businessId: business,
      userId,
      name: 'Asker',
      email,
      message: 'Do you bake eggless cakes?',
    });
    const others = await addUser('Someone Else');
    // Signed in, signed out, and sent by someone else signed in who gave this person's address (the reply goes there).
    await db
      .insert(schema.enquiries)
      .values([enquiry(person.id, 'typed-another@example.in'), enquiry(null, person.email), enquiry(others, person.email)]);
    const before = await readsOf('GET', '/users/me/export', person);
    const exported = await api('GET', '/users/me/export', person);
    expect((exported.body.data as { enquiries: unknown[] }).enquiries).toHaveLength(3);

    // Ten rows a statement: D1 binds at most 100 values to one.
    for (let n = 0; n < 60; n += 5) {
      await db
        .insert(schema.enquiries)
        .values([
          ...Array.from({ length: 5 }, (_, k) => enquiry(others, `someone${n + k}@example.in`)),
          ...Array.from({ length: 5 }, (_, k) => enquiry(null, `visitor${n + k}@example.in`)),
        ]);
    }
    // At most the one entry past the end of each range, which a scan reads to know it has ended (133 when a branch
    // of the filter could use no index).
    expect(await readsOf('GET', '/users/me/export', person)).toBeLessThanOrEqual(before + 2);
  });

  it('read the hidden reviews without walking the visible ones, and the visible by date', async () => {
    const admin = await signedInPerson({ name: 'Review Admin', role: 'admin' });
    const business = await addBusiness({ name: 'Moderated Bakery', categoryId });
    const hidden = await addReview(business, await addUser('Hidden Author'), 'hidden');
    const hiddenPage = async () => {
      const rows = await readsOf('GET', '/admin/reviews?status=hidden&limit=5', admin);
      const listed = (await api('GET', '/admin/reviews?status=hidden&limit=5', admin)).body.data as { reviews: { id: string }[] };
      return { rows, first: listed.reviews[0]?.id };
    };
    const before = await hiddenPage();
    expect(before.first).toBe(hidden);

    for (let n = 0; n < 60; n++) await addReview(business, await addUser(`Visible Author ${n}`));
    const after = await hiddenPage();
    expect(after).toEqual(before);

    const visible = (await api('GET', '/admin/reviews?status=visible&limit=5', admin)).body.data as {
      reviews: { id: string; status: string }[];
    };
    expect(visible.reviews.map((review) => review.status)).toEqual(Array(5).fill('visible'));
    const newest = await db
      .select({ id: schema.reviews.id })
      .from(schema.reviews)
      .where(and(eq(schema.reviews.status, 'visible'), eq(schema.reviews.businessId, business)));
    expect(newest.map((row) => row.id)).toContain(visible.reviews[0]!.id);
  });
});
