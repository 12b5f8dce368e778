import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { newId } from '../../worker/lib/ids.ts';
import { createSession } from '../../worker/services/sessions.ts';
import { createCallerFactory } from '../../worker/trpc/init.ts';
import { appRouter } from '../../worker/trpc/router.ts';
import { addBusiness, addCategory, addUser, db, requestContext, type Json } from './fixtures.ts';

interface ListedReview {
  id: string;
  isVerified: boolean;
  isMine: boolean;
  foundHelpful: boolean;
}
interface ReviewPage {
  reviews: ListedReview[];
  myReview: ListedReview | null;
}

let categoryId = '';
let address = 0;

beforeAll(async () => {
  categoryId = (await addCategory('Bakeries')).id;
});

async function signedInUser(name: string) {
  const userId = await addUser(name);
  const { token } = await createSession(db, new TextEncoder().encode(env.JWT_SECRET), userId, null);
  return { userId, token };
}

/** Each call from its own address: enquiries are rate-limited per address (docs/product.md §6.1). */
async function call(method: string, path: string, token: string | undefined, body?: unknown) {
  const headers: Record<string, string> = { 'cf-connecting-ip': `198.51.100.${++address}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await SELF.fetch(`http://localhost/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const queries = /queries=(\d+)/.exec(response.headers.get('server-timing') ?? '');
  return { status: response.status, body: (await response.json()) as Json, queries: Number(queries?.[1] ?? NaN) };
}

const enquire = (businessId: string, token?: string) =>
  call('POST', `/business/public/${businessId}/enquiry`, token, {
    name: 'Nisha Shetty',
    email: 'nisha@example.in',
    message: 'Do you bake eggless cakes to order?',
  });

async function review(businessId: string, token: string, content = 'Lovely plum cake.') {
  const created = await call('POST', '/reviews', token, { businessId, rating: 5, content });
  expect(created.status).toBe(201);
  return (created.body.data as { review: { id: string; isVerified: boolean } }).review;
}

const restPage = async (businessId: string, token?: string, query = '') =>
  (await call('GET', `/reviews/business/${businessId}${query}`, token)).body.data as unknown as ReviewPage;

describe('the verified badge (docs/product.md §3.9)', () => {
  it('marks a review verified when its author had sent this business an enquiry while signed in', async () => {
    const bakery = await addBusiness({ name: 'Thoms Bakery', categoryId });
    const author = await signedInUser('Verified Author');
    expect((await enquire(bakery, author.token)).status).toBe(201);
    const written = await review(bakery, author.token);
    expect(written.isVerified).toBe(true);
    expect((await restPage(bakery)).reviews.map((r) => r.isVerified)).toEqual([true]);
  });

  it('does not mark a review without an enquiry, or after an enquiry sent signed out or by someone else', async () => {
    const bakery = await addBusiness({ name: 'Albert Bakery', categoryId });
    const other = await signedInUser('Someone Else');
    expect((await enquire(bakery, other.token)).status).toBe(201);
    // The same person, but signed out: nothing ties that enquiry to the account.
    expect((await enquire(bakery)).status).toBe(201);
    const author = await signedInUser('Unverified Author');
    expect((await review(bakery, author.token)).isVerified).toBe(false);

    const elsewhere = await addBusiness({ name: 'Daily Bread Elsewhere', categoryId });
    expect((await enquire(elsewhere, author.token)).status).toBe(201);
    const second = await addBusiness({ name: 'Not Contacted Bakery', categoryId });
    expect((await review(second, author.token)).isVerified).toBe(false);
  });

  it('keeps the badge as it was decided when the review is edited', async () => {
    const bakery = await addBusiness({ name: 'Hatti Kaapi Bakes', categoryId });
    const verified = await signedInUser('Kept Verified');
    await enquire(bakery, verified.token);
    const kept = await review(bakery, verified.token);
    const late = await signedInUser('Late Enquirer');
    const unverified = await review(bakery, late.token);
    await enquire(bakery, late.token);

    const edits = await Promise.all([
      call('PUT', `/reviews/${kept.id}`, verified.token, { content: 'Still lovely.' }),
      call('PUT', `/reviews/${unverified.id}`, late.token, { content: 'Asked them afterwards.' }),
    ]);
    expect(edits.map((edit) => (edit.body.data as { review: { isVerified: boolean } }).review.isVerified)).toEqual([true, false]);
  });

  it("stores a signed-in sender's id with the enquiry, and takes an invalid token as a visitor's", async () => {
    const bakery = await addBusiness({ name: 'Iyengar Bakery', categoryId });
    const sender = await signedInUser('Enquiry Sender');
    const signedIn = await enquire(bakery, sender.token);
    const invalid = await enquire(bakery, 'not.a-live.token');
    expect([signedIn.status, invalid.status]).toEqual([201, 201]);
    const stored = await db
      .select({ userId: schema.enquiries.userId })
      .from(schema.enquiries)
      .where(eq(schema.enquiries.businessId, bakery));
    expect(stored.map((row) => row.userId)).toHaveLength(2);
    expect(stored.map((row) => row.userId)).toEqual(expect.arrayContaining([sender.userId, null]));
  });
});

describe('isMine, foundHelpful and myReview in the review list', () => {
  let bakery = '';
  let viewer = { userId: '', token: '' };
  const ids: Record<'own' | 'voted' | 'plain', string> = { own: '', voted: '', plain: '' };

  beforeAll(async () => {
    bakery = await addBusiness({ name: 'Brahmins Bakery', categoryId });
    viewer = await signedInUser('Viewing Reader');
    const others = await Promise.all([signedInUser('Voted Author'), signedInUser('Plain Author')]);
    ids.own = (await review(bakery, viewer.token, 'My own words.')).id;
    ids.voted = (await review(bakery, others[0].token, 'Worth a vote.')).id;
    ids.plain = (await review(bakery, others[1].token, 'Not voted.')).id;
    // Hours apart, so "newest first" is one order whatever the clock's resolution.
    for (const [hoursAgo, id] of [
      [3, ids.own],
      [2, ids.voted],
      [1, ids.plain],
    ] as const) {
      await db
        .update(schema.reviews)
        .set({ createdAt: new Date(Date.now() - hoursAgo * 3_600_000) })
        .where(eq(schema.reviews.id, id));
    }
    expect((await call('POST', `/reviews/${ids.voted}/helpful`, viewer.token)).body.data).toEqual({ helpful: true, helpfulCount: 1 });
  });

  const flags = (page: ReviewPage) =>
    Object.fromEntries(page.reviews.map((r) => [r.id, { isMine: r.isMine, foundHelpful: r.foundHelpful }]));

  const expected = () => ({
    [ids.own]: { isMine: true, foundHelpful: false },
    [ids.voted]: { isMine: false, foundHelpful: true },
    [ids.plain]: { isMine: false, foundHelpful: false },
  });
  const asVisitor = () => ({
    [ids.own]: { isMine: false, foundHelpful: false },
    [ids.voted]: { isMine: false, foundHelpful: false },
    [ids.plain]: { isMine: false, foundHelpful: false },
  });

  it('tells the signed-in viewer through REST, and a visitor or an invalid token gets false for both', async () => {
    const signedIn = await restPage(bakery, viewer.token);
    expect(flags(signedIn)).toEqual(expected());
    expect(signedIn.myReview).toMatchObject({ id: ids.own, isMine: true });
    for (const page of [await restPage(bakery), await restPage(bakery, 'not.a-live.token')]) {
      expect(flags(page)).toEqual(asVisitor());
      expect(page.myReview).toBeNull();
    }
  });

  it('tells the signed-in viewer through tRPC the same way', async () => {
    const input = { id: bakery, page: 1, limit: 5 };
    const signedIn = await createCallerFactory(appRouter)(requestContext({ token: viewer.token })).reviews.byBusiness(input);
    expect(flags(signedIn)).toEqual(expected());
    expect(signedIn.myReview).toMatchObject({ id: ids.own, isMine: true, foundHelpful: false });
    const visitor = await createCallerFactory(appRouter)(requestContext()).reviews.byBusiness(input);
    expect(flags(visitor)).toEqual(asVisitor());
    expect(visitor.myReview).toBeNull();
  });

  it("answers the viewer's own review in myReview when it is on another page", async () => {
    // Newest first, one per page: the viewer's review (the oldest) is on page 3.
    const first = await restPage(bakery, viewer.token, '?limit=1&page=1');
    expect(first.reviews.map((r) => r.id)).toEqual([ids.plain]);
    expect(first.myReview).toMatchObject({ id: ids.own, isMine: true });
  });

  it('costs the signed-in viewer one more query than the session check, however many reviews the page has', async () => {
    // What checking this token costs, measured on a call that does nothing else (tRPC's auth.me).
    const me = await SELF.fetch('http://localhost/api/trpc/auth.me', { headers: { authorization: `Bearer ${viewer.token}` } });
    const authentication = Number(/queries=(\d+)/.exec(me.headers.get('server-timing') ?? '')?.[1]);
    const visitor = await call('GET', `/reviews/business/${bakery}?limit=5`, undefined);
    const wholePage = await call('GET', `/reviews/business/${bakery}?limit=5`, viewer.token);
    const onePerPage = await call('GET', `/reviews/business/${bakery}?limit=1`, viewer.token);
    expect((wholePage.body.data as unknown as ReviewPage).reviews).toHaveLength(3);
    expect(wholePage.queries).toBe(visitor.queries + authentication + 1);
    expect(onePerPage.queries).toBe(wholePage.queries);
  });

  it("renders the page as a visitor's, token or not, under the key the browser keeps for visitors", async () => {
    const response = await SELF.fetch(`http://localhost/business/${bakery}`, { headers: { authorization: `Bearer ${viewer.token}` } });
    const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(await response.text())?.[1];
    const { queries } = JSON.parse(state ?? '{"queries":[]}') as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    const reviews = queries.filter((query) => JSON.stringify(query.queryKey[0]) === '["reviews","byBusiness"]');
    expect(reviews.map((query) => query.queryKey.at(-1))).toEqual([{ viewer: null }]);
    const page = reviews[0]?.state.data as ReviewPage;
    expect(flags(page)).toEqual(asVisitor());
    expect(page.myReview).toBeNull();
  });

  it("finds a hidden review of the viewer's as myReview, so they are not invited to write a second one", async () => {
    const shop = await addBusiness({ name: 'Hidden Review Bakery', categoryId });
    const author = await signedInUser('Hidden Author');
    const id = newId();
    await db
      .insert(schema.reviews)
      .values({ id, businessId: shop, userId: author.userId, rating: 3, content: 'Hidden.', status: 'hidden' });
    const page = await restPage(shop, author.token);
    expect(page.reviews).toEqual([]);
    expect(page.myReview).toMatchObject({ id, isMine: true });
  });
});
