import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../worker/db/schema.ts';
import { newId } from '../../../worker/lib/ids.ts';
import { createCallerFactory } from '../../../worker/trpc/init.ts';
import { appRouter } from '../../../worker/trpc/router.ts';
import { addBusiness, addCategory, db, requestContext } from '../fixtures.ts';
import { mailbox } from '../support/mailbox.ts';
import { api, ownerRouteCallers, signedInPerson } from '../support/people.ts';

/** A listing's reviews as its owner sees them, and the business's one public reply to each (docs/product.md §3.23). */

interface BusinessResponse {
  content: string;
  respondedAt: string | null;
  respondedBy: string;
}

interface OwnerReview {
  id: string;
  rating: number;
  title: string | null;
  content: string;
  isVerified: boolean;
  createdAt: string;
  user: { name: string };
  businessResponse: BusinessResponse | null;
}

type Person = Awaited<ReturnType<typeof signedInPerson>>;

let owner: Person;
let otherOwner: Person;
let admin: Person;
let user: Person;
let categoryId = '';

beforeAll(async () => {
  categoryId = (await addCategory('Tailors')).id;
  ({ owner, otherOwner, admin, user } = await ownerRouteCallers('Ravi Shetty'));
});

async function listing(name: string, ownerId: string | null = owner.id) {
  const id = await addBusiness({ name, categoryId });
  await db.update(schema.businesses).set({ ownerId }).where(eq(schema.businesses.id, id));
  return id;
}

/** A review written through the API by a new reviewer, as visitors write them. */
async function review(businessId: string, content = 'Fixed my blazer in a day.', name = 'Deepa Nair') {
  const reviewer = await signedInPerson({ name });
  const written = await api<{ data: { review: { id: string } } }>('POST', '/reviews', {
    token: reviewer.token,
    body: { businessId, rating: 4, title: 'Quick work', content },
  });
  expect(written.status).toBe(201);
  return written.body.data.review.id;
}

const reply = (reviewId: string, content: unknown, token = owner.token) =>
  api<{ status: string; message: string; data: { review: OwnerReview }; errors?: { field: string; message: string }[] }>(
    'PUT',
    `/owner/reviews/${reviewId}/response`,
    { token, body: { content } },
  );

const unreply = (reviewId: string, token = owner.token) =>
  api<{ status: string; message: string; data: { review: OwnerReview } }>('DELETE', `/owner/reviews/${reviewId}/response`, { token });

async function publicResponse(businessId: string, reviewId: string) {
  const list = await api<{ data: { reviews: { id: string; businessResponse: BusinessResponse | null }[] } }>(
    'GET',
    `/reviews/business/${businessId}?limit=50`,
  );
  return list.body.data.reviews.find((found) => found.id === reviewId)?.businessResponse;
}

const history = (reviewId: string) =>
  db
    .select()
    .from(schema.reviewResponseHistory)
    .where(eq(schema.reviewResponseHistory.reviewId, reviewId))
    .orderBy(asc(schema.reviewResponseHistory.replacedAt));

describe('GET /api/owner/businesses/:id/reviews', () => {
  it('lists the visible reviews of my listing, newest first, with the reviewer and the reply', async () => {
    const id = await listing('Stitch in Time');
    const older = await review(id, 'Hemmed six trousers.', 'Older Reviewer');
    const newer = await review(id, 'Altered a sherwani.', 'Newer Reviewer');
    // Hidden reviews are out of the directory, so out of the owner's list too.
    const hiddenAuthor = await signedInPerson();
    await db
      .insert(schema.reviews)
      .values({ id: newId(), businessId: id, userId: hiddenAuthor.id, rating: 1, content: 'Hidden', status: 'hidden' });
    await reply(older, 'Thank you for coming back!');

    const { status, body } = await api<{ data: { reviews: OwnerReview[]; pagination: { total: number } } }>(
      'GET',
      `/owner/businesses/${id}/reviews`,
      { token: owner.token },
    );
    expect(status).toBe(200);
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 10, total: 2, totalPages: 1 });
    expect(body.data.reviews.map((found) => found.id)).toEqual([newer, older]);
    expect(body.data.reviews[0]).toEqual({
      id: newer,
      rating: 4,
      title: 'Quick work',
      content: 'Altered a sherwani.',
      isVerified: false,
      createdAt: expect.stringMatching(/^\d{4}-/),
      user: { name: 'Newer Reviewer' },
      businessResponse: null,
    });
    expect(body.data.reviews[1]?.businessResponse).toMatchObject({ content: 'Thank you for coming back!', respondedBy: 'Stitch in Time' });

    const paged = await api<{ data: { reviews: OwnerReview[] } }>('GET', `/owner/businesses/${id}/reviews?limit=1&page=2`, {
      token: owner.token,
    });
    expect(paged.body.data.reviews.map((found) => found.id)).toEqual([older]);
  });

  it('is for the listing’s owner and admins only', async () => {
    const id = await listing('Their Tailor', otherOwner.id);
    const path = `/owner/businesses/${id}/reviews`;
    expect((await api('GET', path, { token: owner.token })).status).toBe(403);
    expect((await api('GET', path, { token: user.token })).status).toBe(403);
    expect((await api('GET', path)).status).toBe(401);
    expect((await api('GET', path, { token: admin.token })).status).toBe(200);
  });
});

describe('PUT and DELETE /api/owner/reviews/:reviewId/response', () => {
  it('publishes one reply signed with the business’s name, keeps each earlier text in the history, and takes it down', async () => {
    const businessId = await listing('Royal Tailors');
    const reviewId = await review(businessId);

    const first = await reply(reviewId, '  Thank you, Deepa!  ');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Reply published');
    const published = first.body.data.review.businessResponse;
    expect(published).toMatchObject({ content: 'Thank you, Deepa!', respondedBy: 'Royal Tailors' });
    expect(await publicResponse(businessId, reviewId)).toEqual(published);
    const [stored] = await db.select().from(schema.reviews).where(eq(schema.reviews.id, reviewId));
    // The person who wrote it is on record; the public sees the business.
    expect(stored?.respondedBy).toBe(owner.id);
    expect(await history(reviewId)).toEqual([]);

    const edited = await reply(reviewId, 'Thank you, Deepa! See you at Diwali.');
    expect(edited.body.data.review.businessResponse?.content).toBe('Thank you, Deepa! See you at Diwali.');
    expect((await publicResponse(businessId, reviewId))?.content).toBe('Thank you, Deepa! See you at Diwali.');
    const [kept] = await history(reviewId);
    expect(kept).toMatchObject({ content: 'Thank you, Deepa!', respondedBy: owner.id });
    expect(kept?.respondedAt.toISOString()).toBe(published?.respondedAt);
    expect(kept?.replacedAt.getTime()).toBeGreaterThanOrEqual(kept?.respondedAt.getTime() ?? Infinity);

    // The same words again change nothing.
    await reply(reviewId, 'Thank you, Deepa! See you at Diwali.');
    expect(await history(reviewId)).toHaveLength(1);

    const removed = await unreply(reviewId);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: 'Reply removed', data: { review: { id: reviewId, businessResponse: null } } });
    expect(await publicResponse(businessId, reviewId)).toBeNull();
    expect((await history(reviewId)).map((row) => row.content)).toEqual(['Thank you, Deepa!', 'Thank you, Deepa! See you at Diwali.']);

    // Removing again is harmless and keeps no empty copy.
    expect((await unreply(reviewId)).status).toBe(200);
    expect(await history(reviewId)).toHaveLength(2);
  });

  it('lets an admin answer for any listing, still signed with the business’s name', async () => {
    const businessId = await listing('Admin-Answered Tailors', otherOwner.id);
    const reviewId = await review(businessId);
    const answered = await reply(reviewId, 'Thanks from the team.', admin.token);
    expect(answered.status).toBe(200);
    expect(await publicResponse(businessId, reviewId)).toMatchObject({ respondedBy: 'Admin-Answered Tailors' });
  });

  it('refuses a review of someone else’s business, visitors, unknown and hidden reviews', async () => {
    const theirs = await review(await listing('Not My Tailor', otherOwner.id));
    expect((await reply(theirs, 'Hello')).status).toBe(403);
    expect((await unreply(theirs)).status).toBe(403);
    expect((await reply(theirs, 'Hello', user.token)).status).toBe(403);
    expect((await api('PUT', `/owner/reviews/${theirs}/response`, { body: { content: 'Hello' } })).status).toBe(401);
    expect((await reply('no-such-review', 'Hello')).status).toBe(404);
    const [row] = await db.select().from(schema.reviews).where(eq(schema.reviews.id, theirs));
    expect(row?.responseContent).toBeNull();

    const mine = await review(await listing('My Hidden-Review Tailor'));
    await db.update(schema.reviews).set({ status: 'hidden' }).where(eq(schema.reviews.id, mine));
    expect((await reply(mine, 'Hello')).status).toBe(404);
  });

  it('needs 1 to 2000 characters', async () => {
    const reviewId = await review(await listing('Wordy Tailors'));
    const empty = await reply(reviewId, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: 'content', message: 'Reply is required' }]);
    const long = await reply(reviewId, 'x'.repeat(2001));
    expect(long.body.errors).toEqual([{ field: 'content', message: 'Reply must be at most 2000 characters' }]);
    expect((await reply(reviewId, 'x'.repeat(2000))).status).toBe(200);
  });
});

describe('the tRPC twins', () => {
  it('list, answer and take down a reply as the REST routes do', async () => {
    const businessId = await listing('Typed Tailors');
    const reviewId = await review(businessId);
    const owned = createCallerFactory(appRouter)(requestContext({ token: owner.token })).owner;
    const answered = await owned.setReply({ reviewId, content: 'Thanks!' });
    expect(answered.businessResponse).toMatchObject({ content: 'Thanks!', respondedBy: 'Typed Tailors' });
    expect((await owned.reviews({ id: businessId })).reviews[0]?.businessResponse?.content).toBe('Thanks!');
    expect((await owned.removeReply({ reviewId })).businessResponse).toBeNull();

    const stranger = createCallerFactory(appRouter)(requestContext({ token: otherOwner.token })).owner;
    await expect(stranger.setReply({ reviewId, content: 'Mine now' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('the owner’s mail for a new review', () => {
  it('tells the owner who reviewed, the stars, and what they wrote', async () => {
    const businessId = await listing('Mailable Tailors');
    await review(businessId, 'Perfect fit.\nWill come again.', 'Kiran Rao');
    const mail = mailbox.last(owner.email);
    expect(mail.subject).toBe('New 4-star review of Mailable Tailors');
    expect(mail.text).toContain('Hello Ravi Shetty,');
    expect(mail.text).toContain('Kiran Rao reviewed Mailable Tailors on CityPages, 4 out of 5:');
    expect(mail.text).toContain('Quick work\nPerfect fit.\nWill come again.');
    expect(mail.text).toContain(`/owner/businesses/${businessId}/reviews`);
  });

  it('is not sent for the owner’s own review, nor for a listing without an owner', async () => {
    const mine = await listing('Self-Reviewed Tailors');
    const before = mailbox.sent.length;
    const own = await api('POST', '/reviews', { token: owner.token, body: { businessId: mine, rating: 5, content: 'We are great.' } });
    expect(own.status).toBe(201);
    await review(await listing('Ownerless Tailors', null));
    expect(mailbox.sent.length).toBe(before);
    const stored = await db
      .select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.to, owner.email), eq(schema.emailOutbox.subject, 'New 5-star review of Self-Reviewed Tailors')));
    expect(stored).toEqual([]);
  });
});
