import { SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { localMoment } from '../../../worker/contracts/hours.ts';
import * as schema from '../../../worker/db/schema.ts';
import { newId } from '../../../worker/lib/ids.ts';
import { listingAnalytics } from '../../../worker/services/owner/analytics.ts';
import { createCallerFactory } from '../../../worker/trpc/init.ts';
import { appRouter } from '../../../worker/trpc/router.ts';
import { addBusiness, addCategory, addUser, db, requestContext, rowsRead } from '../fixtures.ts';
import { api, ownerRouteCallers, type signedInPerson } from '../support/people.ts';
import { drainEvents } from '../support/event-queue.ts';

/** A listing's analytics as its owner reads them: views, taps, enquiries and favourites per local day (docs/product.md §3.23). */

interface Counts {
  views: number;
  calls: number;
  whatsapp: number;
  directions: number;
  website: number;
  enquiries: number;
  favorites: number;
}
type Day = Counts & { date: string };
interface Analytics {
  totals: Counts;
  daily: Day[];
}

type Person = Awaited<ReturnType<typeof signedInPerson>>;

let owner: Person;
let otherOwner: Person;
let admin: Person;
let user: Person;
let categoryId = '';

beforeAll(async () => {
  categoryId = (await addCategory('Tailors')).id;
  ({ owner, otherOwner, admin, user } = await ownerRouteCallers('Meena Iyer'));
});

const ZERO: Counts = { views: 0, calls: 0, whatsapp: 0, directions: 0, website: 0, enquiries: 0, favorites: 0 };

/** 10:00 in Bengaluru on Tuesday 24 Nov 2026. */
const NOW = new Date('2026-11-24T04:30:00Z');
/** An instant in Bengaluru's local time, written as local wall-clock time. */
const local = (wallClock: string) => new Date(`${wallClock}+05:30`);

async function listing(name: string, ownerId: string | null = owner.id) {
  const id = await addBusiness({ name, categoryId });
  await db.update(schema.businesses).set({ ownerId }).where(eq(schema.businesses.id, id));
  return id;
}

async function addStats(businessId: string, rows: (Partial<Omit<Counts, 'enquiries' | 'favorites'>> & { day: string })[]) {
  await db.insert(schema.businessDailyStats).values(rows.map((row) => ({ businessId, ...row })));
}

async function addEnquiriesAt(businessId: string, instants: Date[]) {
  for (const createdAt of instants) {
    await db
      .insert(schema.enquiries)
      .values({ id: newId(), businessId, name: 'Asker', email: 'asker@example.in', message: 'Do you alter blouses?', createdAt });
  }
}

async function addFavoritesAt(businessId: string, instants: Date[]) {
  for (const createdAt of instants) await db.insert(schema.favorites).values({ userId: await addUser(), businessId, createdAt });
}

/** The REST call, as the listing's owner unless another token (or none, null) is given. */
const analytics = (businessId: string, query = '', token: string | null = owner.token) =>
  api<{ status: string; message?: string; data: Analytics; errors?: { field: string; message: string }[] }>(
    'GET',
    `/owner/businesses/${businessId}/analytics${query}`,
    { token: token ?? undefined },
  );

describe('a listing’s analytics (the service, at a fixed moment)', () => {
  it('gives one entry per local day, oldest first, zero-filled, ending today', async () => {
    const id = await listing('Stitch in Time');
    await addStats(id, [
      { day: '2026-11-24', views: 4, calls: 1 },
      { day: '2026-11-22', views: 10, whatsapp: 2, directions: 3, website: 1 },
      // Outside a week, inside a month.
      { day: '2026-11-17', views: 7 },
      // Tomorrow's row cannot exist yet; if it did, it is not in the period.
      { day: '2026-11-25', views: 99 },
    ]);
    const week = await listingAnalytics(requestContext({ token: owner.token }), { id, days: 7 }, NOW);
    expect(week.daily.map((day) => day.date)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(week.daily[0]).toEqual({ date: '2026-11-18', ...ZERO });
    expect(week.daily[4]).toEqual({ date: '2026-11-22', ...ZERO, views: 10, whatsapp: 2, directions: 3, website: 1 });
    expect(week.daily[6]).toEqual({ date: '2026-11-24', ...ZERO, views: 4, calls: 1 });
    expect(week.totals).toEqual({ ...ZERO, views: 14, calls: 1, whatsapp: 2, directions: 3, website: 1 });

    const month = await listingAnalytics(requestContext({ token: owner.token }), { id, days: 30 }, NOW);
    expect(month.daily).toHaveLength(30);
    expect(month.daily[0]?.date).toBe('2026-10-26');
    expect(month.totals.views).toBe(21);
    const quarter = await listingAnalytics(requestContext({ token: owner.token }), { id, days: 90 }, NOW);
    expect(quarter.daily).toHaveLength(90);
    expect(quarter.daily[0]?.date).toBe('2026-08-27');
  });

  it('counts enquiries and favourites from their tables on the day they happened in Bengaluru', async () => {
    const id = await listing('Darzi & Sons');
    await addEnquiriesAt(id, [
      local('2026-11-24T00:10:00'), // today, though still the 23rd in UTC
      local('2026-11-23T23:50:00'),
      local('2026-11-23T09:00:00'),
      local('2026-11-18T00:00:00'), // the first day of the week, from its first minute
      local('2026-11-17T23:59:00'), // the day before it
    ]);
    await addFavoritesAt(id, [local('2026-11-24T09:59:00'), local('2026-11-20T12:00:00'), local('2026-11-01T12:00:00')]);
    const other = await listing('Someone Else’s Tailor', otherOwner.id);
    await addEnquiriesAt(other, [local('2026-11-24T08:00:00')]);
    await addFavoritesAt(other, [local('2026-11-24T08:00:00')]);

    const { daily, totals } = await listingAnalytics(requestContext({ token: owner.token }), { id, days: 7 }, NOW);
    const on = (date: string) => daily.find((day) => day.date === date);
    expect(on('2026-11-24')).toMatchObject({ enquiries: 1, favorites: 1 });
    expect(on('2026-11-23')).toMatchObject({ enquiries: 2, favorites: 0 });
    expect(on('2026-11-20')).toMatchObject({ enquiries: 0, favorites: 1 });
    expect(on('2026-11-18')).toMatchObject({ enquiries: 1 });
    expect(totals).toEqual({ ...ZERO, enquiries: 4, favorites: 2 });
    const month = await listingAnalytics(requestContext({ token: owner.token }), { id, days: 30 }, NOW);
    expect(month.totals).toMatchObject({ enquiries: 5, favorites: 3 });
  });
});

describe('GET /api/owner/businesses/:id/analytics', () => {
  it('answers the last 30 days by default, today included as the events queue has counted it', async () => {
    const id = await listing('Needle Point');
    const before = localMoment(new Date()).date;
    const tap = await SELF.fetch(`http://localhost/api/business/public/${id}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.88.0.1', 'user-agent': 'Mozilla/5.0 Firefox/140.0' },
      body: JSON.stringify({ type: 'whatsapp' }),
    });
    expect(tap.status).toBe(204);
    // Within a minute, the queue's consumer has written it (docs/decisions/039).
    await drainEvents();
    const { status, body, headers } = await analytics(id);
    const after = localMoment(new Date()).date;
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(body.status).toBe('success');
    expect(body.data.daily).toHaveLength(30);
    const today = body.data.daily[29] as Day;
    expect([before, after]).toContain(today.date);
    expect(body.data.totals).toEqual({ ...ZERO, whatsapp: 1 });
    expect(body.data.daily.filter((day) => day.whatsapp === 1)).toHaveLength(1);
    // Consecutive days, oldest first.
    for (let n = 1; n < 30; n++) {
      const gap = Date.parse(body.data.daily[n]?.date ?? '') - Date.parse(body.data.daily[n - 1]?.date ?? '');
      expect(gap).toBe(86_400_000);
    }
    expect((await analytics(id, '?days=7')).body.data.daily).toHaveLength(7);
    expect((await analytics(id, '?days=90')).body.data.daily).toHaveLength(90);
    expect((await analytics(id, '?days=')).body.data.daily).toHaveLength(30);
  });

  it('takes only 7, 30 or 90 days', async () => {
    const id = await listing('Measured Tailors');
    for (const query of ['?days=14', '?days=0', '?days=-7', '?days=7.5', '?days=seven', '?days=365', '?days=30&days=7']) {
      const { status, body } = await analytics(id, query);
      expect(status, query).toBe(400);
      expect(body).toEqual({
        status: 'error',
        message: 'Days must be 7, 30 or 90',
        errors: [{ field: 'days', message: 'Days must be 7, 30 or 90' }],
      });
    }
  });

  it('is for the listing’s owner and admins only, the role checked before the input', async () => {
    const id = await listing('Guarded Tailors');
    const theirs = await listing('Their Tailors', otherOwner.id);
    expect((await analytics(id, '', admin.token)).status).toBe(200);
    expect((await analytics(theirs)).status).toBe(403);
    expect((await analytics(id, '', otherOwner.token)).status).toBe(403);
    expect((await analytics(id, '?days=14', user.token)).status).toBe(403);
    expect((await analytics(id, '?days=14', null)).status).toBe(401);
    expect((await analytics(id, '', null)).body).toMatchObject({ status: 'error' });
    expect((await analytics('no-such-listing')).status).toBe(404);
  });

  it('reads the period’s rows and little else', async () => {
    const id = await listing('Busy Tailors');
    const today = localMoment(new Date()).date;
    const days = Array.from({ length: 100 }, (_, n) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10),
    );
    for (let n = 0; n < days.length; n += 10)
      await addStats(
        id,
        days.slice(n, n + 10).map((day) => ({ day, views: 3 })),
      );
    const { body, headers } = await analytics(id, '?days=7');
    expect(body.data.totals.views).toBeGreaterThanOrEqual(18);
    // A week of stats rows, the session and the ownership check: not the listing's 100 days.
    expect(rowsRead(headers).rowsRead).toBeLessThan(20);
  });
});

describe('the tRPC twin', () => {
  it('answers owner.analytics as REST does, and refuses other periods', async () => {
    const id = await listing('Typed Tailors');
    await addStats(id, [{ day: localMoment(new Date()).date, calls: 2 }]);
    const caller = createCallerFactory(appRouter)(requestContext({ token: owner.token })).owner;
    const answer = await caller.analytics({ id, days: 7 });
    expect(answer).toEqual((await analytics(id, '?days=7')).body.data);
    expect(answer.totals.calls).toBe(2);
    expect((await caller.analytics({ id })).daily).toHaveLength(30);
    await expect(caller.analytics({ id, days: 14 as 7 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const stranger = createCallerFactory(appRouter)(requestContext({ token: otherOwner.token })).owner;
    await expect(stranger.analytics({ id, days: 7 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
