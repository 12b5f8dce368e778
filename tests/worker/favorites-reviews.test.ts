import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { createSession } from '../../worker/services/sessions.ts';
import { createCallerFactory } from '../../worker/trpc/init.ts';
import { appRouter } from '../../worker/trpc/router.ts';
import { addBusiness, addCategory, addUser, db, requestContext, type Json } from './fixtures.ts';

async function call(method: string, path: string, token: string | undefined, body?: unknown) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await SELF.fetch(`http://localhost/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

async function signedInUser(name: string) {
  const userId = await addUser(name);
  const { token } = await createSession(db, new TextEncoder().encode(env.JWT_SECRET), userId, null);
  return { userId, token };
}

async function storedRating(businessId: string) {
  const [row] = await db
    .select({ average: schema.businesses.ratingAverage, count: schema.businesses.ratingCount })
    .from(schema.businesses)
    .where(eq(schema.businesses.id, businessId));
  return row;
}

let categoryId = '';
beforeAll(async () => {
  categoryId = (await addCategory('Cafes')).id;
});

describe('favourites', () => {
  it('adds (twice harmlessly), checks, lists with the documented fields, and removes', async () => {
    const { token } = await signedInUser('Fav User');
    const cafe = await addBusiness({ name: 'Third Wave Coffee', categoryId, rating: [4.5, 12], phone: '98450 22222' });
    const second = await addBusiness({ name: 'Dyu Art Cafe', categoryId });

    expect((await call('GET', `/users/favorites/check/${cafe}`, token)).body).toEqual({ status: 'success', data: { isFavorite: false } });
    expect((await call('POST', `/users/favorites/${cafe}`, token)).body).toMatchObject({
      status: 'success',
      message: 'Added to favourites',
    });
    expect((await call('POST', `/users/favorites/${cafe}`, token)).status).toBe(200);
    await call('POST', `/users/favorites/${second}`, token);
    expect((await call('GET', `/users/favorites/check/${cafe}`, token)).body).toEqual({ status: 'success', data: { isFavorite: true } });

    const list = await call('GET', '/users/favorites', token);
    const favorites = (list.body.data as { favorites: Record<string, unknown>[] }).favorites;
    expect(favorites).toHaveLength(2);
    const third = favorites.find((f) => f.id === cafe);
    expect(third).toMatchObject({
      id: cafe,
      name: 'Third Wave Coffee',
      category: 'Cafes',
      rating: 4.5,
      reviewCount: 12,
      phone: '98450 22222',
    });
    expect(third?.image).toMatch(/^http:\/\/localhost\/media\//);
    expect(third?.address).toBeTruthy();

    expect((await call('DELETE', `/users/favorites/${cafe}`, token)).body).toMatchObject({
      status: 'success',
      message: 'Removed from favourites',
    });
    const after = (await call('GET', '/users/favorites', token)).body.data as { favorites: { id: string }[] };
    expect(after.favorites.map((f) => f.id)).toEqual([second]);
  });

  it('answers 404 for an unknown business', async () => {
    const { token } = await signedInUser('Fav Other');
    expect((await call('POST', '/users/favorites/unknown-business', token)).status).toBe(404);
    expect((await call('GET', '/users/favorites/check/unknown-business', token)).status).toBe(404);
  });

  it('lists a favourite whose business went private as no longer listed, and removes it through either door', async () => {
    const { userId, token } = await signedInUser('Fav Keeper');
    const hidden = await addBusiness({ name: 'Gone Quiet Cafe', categoryId, phone: '98450 33333' });
    const also = await addBusiness({ name: 'Also Gone Cafe', categoryId });
    const open = await addBusiness({ name: 'Still Open Cafe', categoryId });
    for (const id of [hidden, also, open]) expect((await call('POST', `/users/favorites/${id}`, token)).status).toBe(200);
    await db.update(schema.businesses).set({ status: 'pending' }).where(eq(schema.businesses.id, hidden));
    await db.update(schema.businesses).set({ isVerified: false }).where(eq(schema.businesses.id, also));

    const listed = (await call('GET', '/users/favorites', token)).body.data as { favorites: Record<string, unknown>[] };
    expect(Object.fromEntries(listed.favorites.map((f) => [f.name, f.isListed]))).toEqual({
      'Still Open Cafe': true,
      'Also Gone Cafe': false,
      'Gone Quiet Cafe': false,
    });
    // A business that is not public shows nothing beyond its names and category.
    expect(listed.favorites.find((f) => f.id === hidden)).toEqual({
      _id: hidden,
      id: hidden,
      name: 'Gone Quiet Cafe',
      businessName: 'Gone Quiet Cafe',
      nameKn: null,
      nameHi: null,
      image: null,
      category: 'Cafes',
      rating: 0,
      reviewCount: 0,
      isListed: false,
    });
    // Adding and checking still need a public business.
    expect((await call('POST', `/users/favorites/${hidden}`, token)).status).toBe(404);
    expect((await call('GET', `/users/favorites/check/${hidden}`, token)).status).toBe(404);

    expect((await call('DELETE', `/users/favorites/${hidden}`, token)).body).toMatchObject({
      status: 'success',
      message: 'Removed from favourites',
    });
    await createCallerFactory(appRouter)(requestContext({ token })).favorites.remove({ id: also });
    const left = await db
      .select({ businessId: schema.favorites.businessId })
      .from(schema.favorites)
      .where(eq(schema.favorites.userId, userId));
    expect(left.map((f) => f.businessId)).toEqual([open]);
  });
});

describe('writing reviews', () => {
  it('creates a review and updates the stored average and count in the same batch', async () => {
    const business = await addBusiness({ name: 'Review Target', categoryId });
    const a = await signedInUser('Reviewer A');
    const b = await signedInUser('Reviewer B');
    const created = await call('POST', '/reviews', a.token, {
      businessId: business,
      rating: 5,
      title: 'Lovely',
      content: 'Great filter coffee.',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'success',
      message: 'Review submitted successfully!',
      // Not verified: the author sent this business no enquiry first (docs/product.md §3.9; tests/worker/reviews-viewer.test.ts).
      data: { review: { rating: 5, title: 'Lovely', isVerified: false } },
    });
    await call('POST', '/reviews', b.token, { businessId: business, rating: 2, content: 'Slow service.' });
    expect(await storedRating(business)).toEqual({ average: 3.5, count: 2 });

    const listed = await SELF.fetch(`http://localhost/api/reviews/business/${business}`);
    const stats = ((await listed.json()) as { data: { statistics: unknown } }).data.statistics;
    expect(stats).toEqual({ averageRating: 3.5, totalReviews: 2, ratingDistribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 } });
  });

  it('refuses a second review by the same user, even sent at the same time', async () => {
    const business = await addBusiness({ name: 'Only Once', categoryId });
    const { token } = await signedInUser('Eager Reviewer');
    const [one, two] = await Promise.all([
      call('POST', '/reviews', token, { businessId: business, rating: 4, content: 'First.' }),
      call('POST', '/reviews', token, { businessId: business, rating: 1, content: 'Second.' }),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 400]);
    const refused = one.status === 400 ? one : two;
    expect(refused.body.message).toBe('You have already reviewed this business.');
    expect((await storedRating(business))?.count).toBe(1);
  });

  it('validates the review: content required, rating 1 to 5 and chosen by the writer', async () => {
    const business = await addBusiness({ name: 'Validate Me', categoryId });
    const { token } = await signedInUser('Validator');
    const missing = await call('POST', '/reviews', token, { businessId: business, rating: 9, content: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'rating', message: 'Rating must be 1 to 5' },
        { field: 'content', message: 'Content is required' },
      ]),
    );
    // No rating is no rating: a default would rate for whoever skipped the choice.
    for (const rating of [undefined, null, 0]) {
      const unrated = await call('POST', '/reviews', token, { businessId: business, rating, content: 'No rating given.' });
      expect(unrated.status).toBe(400);
      expect(unrated.body.errors).toEqual([{ field: 'rating', message: 'Please choose a rating' }]);
    }
    expect((await storedRating(business))?.count ?? 0).toBe(0);
    expect((await call('POST', '/reviews', token, { businessId: 'nope', rating: 3, content: 'x' })).status).toBe(404);
  });

  it('lets only the author edit or delete, keeping the aggregates true', async () => {
    const business = await addBusiness({ name: 'Editable', categoryId });
    const author = await signedInUser('Author');
    const stranger = await signedInUser('Stranger');
    const created = await call('POST', '/reviews', author.token, { businessId: business, rating: 2, content: 'Meh.' });
    const id = (created.body.data as { review: { id: string } }).review.id;

    expect((await call('PUT', `/reviews/${id}`, stranger.token, { rating: 1 })).status).toBe(403);
    expect((await call('DELETE', `/reviews/${id}`, stranger.token)).status).toBe(403);

    const updated = await call('PUT', `/reviews/${id}`, author.token, { rating: 4, content: 'Better on a second visit.' });
    expect(updated.body).toMatchObject({ status: 'success', data: { review: { rating: 4, content: 'Better on a second visit.' } } });
    expect(await storedRating(business)).toEqual({ average: 4, count: 1 });

    const mine = await call('GET', '/reviews/my-reviews', author.token);
    expect(
      (mine.body.data as { reviews: { id: string; business: { name: string } }[] }).reviews.map((r) => [r.id, r.business.name]),
    ).toEqual([[id, 'Editable']]);

    expect((await call('DELETE', `/reviews/${id}`, author.token)).status).toBe(200);
    expect(await storedRating(business)).toEqual({ average: 0, count: 0 });
    expect((await call('PUT', `/reviews/${id}`, author.token, { rating: 3 })).status).toBe(404);
  });

  it('keeps the search card in step with the new rating', async () => {
    const business = await addBusiness({ name: 'Searchable Rated Cafe', categoryId });
    const { token } = await signedInUser('Card Checker');
    await call('POST', '/reviews', token, { businessId: business, rating: 3, content: 'Okay.' });
    const search = await SELF.fetch('http://localhost/api/business/search?q=searchable%20rated');
    const card = ((await search.json()) as { data: { businesses: { rating: { average: number; count: number } }[] } }).data.businesses[0];
    expect(card?.rating).toEqual({ average: 3, count: 1 });
  });

  it("counts one helpful vote per user, toggling, never on one's own review", async () => {
    const business = await addBusiness({ name: 'Helpful Place', categoryId });
    const author = await signedInUser('Helpful Author');
    const reader = await signedInUser('Helpful Reader');
    const id = (
      (await call('POST', '/reviews', author.token, { businessId: business, rating: 5, content: 'Useful tips.' })).body.data as {
        review: { id: string };
      }
    ).review.id;

    expect((await call('POST', `/reviews/${id}/helpful`, reader.token)).body).toEqual({
      status: 'success',
      data: { helpful: true, helpfulCount: 1 },
    });
    expect((await call('POST', `/reviews/${id}/helpful`, reader.token)).body).toEqual({
      status: 'success',
      data: { helpful: false, helpfulCount: 0 },
    });
    expect((await call('POST', `/reviews/${id}/helpful`, author.token)).status).toBe(400);
  });

  it('stores a report for moderation once per user', async () => {
    const business = await addBusiness({ name: 'Reported Place', categoryId });
    const author = await signedInUser('Reported Author');
    const reader = await signedInUser('Reporter');
    const id = (
      (await call('POST', '/reviews', author.token, { businessId: business, rating: 1, content: 'Spam spam.' })).body.data as {
        review: { id: string };
      }
    ).review.id;
    expect((await call('POST', `/reviews/${id}/report`, reader.token, { reason: '' })).status).toBe(400);
    expect((await call('POST', `/reviews/${id}/report`, reader.token, { reason: 'Looks like spam' })).status).toBe(200);
    expect((await call('POST', `/reviews/${id}/report`, reader.token, { reason: 'Again' })).status).toBe(200);
    const reports = await db.select().from(schema.reviewReports).where(eq(schema.reviewReports.reviewId, id));
    expect(reports.map((r) => r.reason)).toEqual(['Looks like spam']);
  });
});
