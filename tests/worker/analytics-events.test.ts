import { env, SELF } from 'cloudflare:test';
import { registerGlobalWaitUntil } from 'cloudflare:test-internal';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_PER_ADDRESS_PER_HOUR } from '../../worker/contracts/analytics.ts';
import * as schema from '../../worker/db/schema.ts';
import { addressMark, eventMark, recordEvent } from '../../worker/services/analytics.ts';
import { writeCounts } from '../../worker/services/events/counts.ts';
import { createRequestContext } from '../../worker/services/context.ts';
import { countPageView, getPublicBusiness } from '../../worker/services/businesses.ts';
import { addBusiness, addCategory, db } from './fixtures.ts';
import { drainEvents } from './support/event-queue.ts';
import { signedInPerson } from './support/people.ts';

/**
 * A listing's views and profile taps, counted once per visitor, kind and hour (docs/product.md §3.23 Analytics), by
 * the events queue's consumer (docs/decisions/039): the figures below are read once what waits in the queue is written.
 */

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const OTHER_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/604.1';

let categoryId = '';
let owner: Awaited<ReturnType<typeof signedInPerson>>;
let ipCounter = 0;

beforeAll(async () => {
  categoryId = (await addCategory('Opticians')).id;
  owner = await signedInPerson({ name: 'Imran Sheikh', role: 'owner' });
});

/** A public listing run by the owner above. */
async function listing(name: string, fixture: { status?: 'approved' | 'pending'; isVerified?: boolean } = {}) {
  const id = await addBusiness({ name, categoryId, ...fixture });
  await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, id));
  return id;
}

/** A client address no other test uses. */
const freshIp = () => `198.18.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;

interface Caller {
  ip: string;
  userAgent?: string;
  token?: string;
}

/** The profile's beacon as the web app sends it: a keepalive POST with a JSON body. */
async function tap(id: string, body: unknown, caller: Caller, contentType = 'application/json') {
  const headers: Record<string, string> = {
    'content-type': contentType,
    'cf-connecting-ip': caller.ip,
    'user-agent': caller.userAgent ?? BROWSER,
  };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  const response = await SELF.fetch(`http://localhost/api/business/public/${id}/events`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

async function openProfile(id: string, caller: Caller) {
  const headers: Record<string, string> = { 'cf-connecting-ip': caller.ip, 'user-agent': caller.userAgent ?? BROWSER };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  const response = await SELF.fetch(`http://localhost/api/business/public/${id}`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { business: { views: number } } }).data.business;
}

/** The listing's daily rows, summed over days (a test may straddle midnight), once the queue is consumed. */
async function counted(businessId: string) {
  await drainEvents();
  const rows = await db.select().from(schema.businessDailyStats).where(eq(schema.businessDailyStats.businessId, businessId));
  const sum = { views: 0, calls: 0, whatsapp: 0, directions: 0, website: 0 };
  for (const row of rows) for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += row[key];
  return sum;
}

/** A request's context as the Worker builds it, for calling the service at a chosen moment. */
const contextFor = (ip: string, userAgent: string) =>
  createRequestContext({
    env,
    request: new Request('http://localhost/', { headers: { 'cf-connecting-ip': ip, 'user-agent': userAgent } }),
    requestId: 'test',
    waitUntil: registerGlobalWaitUntil,
  });

const marksOf = async (businessId: string) => {
  await drainEvents();
  return db.select().from(schema.businessEventMarks).where(eq(schema.businessEventMarks.businessId, businessId));
};

const lifetimeViews = async (businessId: string) => {
  await drainEvents();
  return (await db.select({ views: schema.businesses.views }).from(schema.businesses).where(eq(schema.businesses.id, businessId)))[0]
    ?.views;
};

describe('the consumer’s daily counts', () => {
  it('adds each new mark to its day’s row, and a mark already there adds nothing', async () => {
    const businessId = await listing('Trigger Opticals');
    const mark = { kind: 'count', businessId, visitor: 'v1', hour: 500_000, day: '2027-01-05', address: 'a1' } as const;
    await writeCounts(env.DB, [{ ...mark, type: 'call' }]);
    await writeCounts(env.DB, [
      { ...mark, type: 'call' },
      { ...mark, type: 'website' },
      { ...mark, type: 'call', visitor: 'v2' },
      { ...mark, type: 'view', day: '2027-01-06', hour: 500_024 },
    ]);
    const rows = await db
      .select()
      .from(schema.businessDailyStats)
      .where(eq(schema.businessDailyStats.businessId, businessId))
      .orderBy(schema.businessDailyStats.day);
    expect(rows).toEqual([
      { businessId, day: '2027-01-05', views: 0, calls: 2, whatsapp: 0, directions: 0, website: 1 },
      { businessId, day: '2027-01-06', views: 1, calls: 0, whatsapp: 0, directions: 0, website: 0 },
    ]);
  });
});

describe('POST /api/business/public/:id/events', () => {
  it('answers 204 with no body and counts the tap on its day', async () => {
    const id = await listing('Lenskart Point');
    const ip = freshIp();
    const { status, text } = await tap(id, { type: 'call' }, { ip });
    expect(status).toBe(204);
    expect(text).toBe('');
    expect(await counted(id)).toEqual({ views: 0, calls: 1, whatsapp: 0, directions: 0, website: 0 });
    const [mark] = await marksOf(id);
    const [row] = await db.select().from(schema.businessDailyStats).where(eq(schema.businessDailyStats.businessId, id));
    expect(mark?.type).toBe('call');
    expect(row?.day).toBe(mark?.day);
  });

  it('counts one visitor once an hour per kind; another browser, address or kind counts again', async () => {
    const id = await listing('Vision Express');
    const ip = freshIp();
    for (let n = 0; n < 3; n++) expect((await tap(id, { type: 'call' }, { ip })).status).toBe(204);
    expect((await counted(id)).calls).toBe(1);
    await tap(id, { type: 'call' }, { ip, userAgent: OTHER_BROWSER });
    await tap(id, { type: 'call' }, { ip: freshIp() });
    expect((await counted(id)).calls).toBe(3);
    await tap(id, { type: 'whatsapp' }, { ip });
    await tap(id, { type: 'directions' }, { ip });
    await tap(id, { type: 'website' }, { ip });
    await tap(id, { type: 'website' }, { ip });
    expect(await counted(id)).toEqual({ views: 0, calls: 3, whatsapp: 1, directions: 1, website: 1 });
    expect(await marksOf(id)).toHaveLength(6);
  });

  it('does not count the owner’s own taps, nor an admin’s, and says so to nobody', async () => {
    const id = await listing('Owner Optics');
    const admin = await signedInPerson({ name: 'Site Admin', role: 'admin' });
    const otherOwner = await signedInPerson({ name: 'Other Owner', role: 'owner' });
    const ip = freshIp();
    const mine = await tap(id, { type: 'call' }, { ip, token: owner.token });
    expect(mine.status).toBe(204);
    expect(mine.text).toBe('');
    expect((await tap(id, { type: 'website' }, { ip: freshIp(), token: admin.token })).status).toBe(204);
    expect(await counted(id)).toEqual({ views: 0, calls: 0, whatsapp: 0, directions: 0, website: 0 });
    // Anyone else signed in is a visitor like any other, as is a token that is no session.
    await tap(id, { type: 'call' }, { ip: freshIp(), token: otherOwner.token });
    await tap(id, { type: 'call' }, { ip: freshIp(), token: 'not-a-token' });
    expect((await counted(id)).calls).toBe(2);
  });

  it('answers 404 for a listing that is not public, with the profile’s message, and counts nothing', async () => {
    const pending = await listing('Pending Optics', { status: 'pending', isVerified: false });
    const unverified = await listing('Unverified Optics', { isVerified: false });
    for (const id of [pending, unverified, 'no-such-listing']) {
      const response = await SELF.fetch(`http://localhost/api/business/public/${id}/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
        body: JSON.stringify({ type: 'call' }),
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: 'error', message: 'Business not found', errors: [] });
    }
    expect(await marksOf(pending)).toEqual([]);
    expect(await counted(unverified)).toEqual({ views: 0, calls: 0, whatsapp: 0, directions: 0, website: 0 });
  });

  it('refuses a kind it does not count with 400, views included: those come from the profile itself', async () => {
    const id = await listing('Strict Optics');
    const ip = freshIp();
    for (const body of [{ type: 'view' }, { type: 'sms' }, {}, { type: 'call', extra: 1 }, 'not json']) {
      const { status, text } = await tap(id, body, { ip });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(JSON.parse(text)).toMatchObject({ status: 'error' });
    }
    const wrong = await tap(id, { type: 'sms' }, { ip });
    expect(JSON.parse(wrong.text)).toEqual({
      status: 'error',
      message: 'Type must be call, whatsapp, directions or website',
      errors: [{ field: 'type', message: 'Type must be call, whatsapp, directions or website' }],
    });
    // A body that is not declared JSON (what sendBeacon would send) is not read.
    expect((await tap(id, { type: 'call' }, { ip }, 'text/plain')).status).toBe(400);
    expect(await marksOf(id)).toEqual([]);
  });

  it('does not count crawlers, link previews or other automated agents', async () => {
    const id = await listing('Bot-free Optics');
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    ]) {
      expect((await tap(id, { type: 'call' }, { ip: freshIp(), userAgent })).status).toBe(204);
    }
    expect(await marksOf(id)).toEqual([]);
  });

  it(`counts at most ${EVENTS_PER_ADDRESS_PER_HOUR} taps an hour from one address, however many browsers it claims to be`, async () => {
    const id = await listing('Flooded Optics');
    const ip = freshIp();
    const at = new Date('2026-11-23T10:15:00Z');
    for (let n = 0; n <= EVENTS_PER_ADDRESS_PER_HOUR; n++)
      await recordEvent(contextFor(ip, `${BROWSER} build/${n}`), { id, type: 'call' }, at);
    expect((await counted(id)).calls).toBe(EVENTS_PER_ADDRESS_PER_HOUR);
    // Ignored, not refused: the 101st call above resolved as every other did.
    await recordEvent(contextFor(freshIp(), BROWSER), { id, type: 'call' }, at);
    await recordEvent(contextFor(ip, `${BROWSER} build/next-hour`), { id, type: 'call' }, new Date('2026-11-23T11:15:00Z'));
    expect((await counted(id)).calls).toBe(EVENTS_PER_ADDRESS_PER_HOUR + 2);
  });

  it('stores neither the address nor the browser, only a keyed hash of them', async () => {
    const id = await listing('Private Optics');
    const ip = '203.0.113.77';
    const userAgent = `${BROWSER} private-test`;
    await tap(id, { type: 'directions' }, { ip, userAgent });
    await openProfile(id, { ip, userAgent });
    const marks = await marksOf(id);
    expect(marks).toHaveLength(2);
    const plainHash = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(ip)))]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
    for (const mark of marks) {
      expect(mark.visitor).toMatch(/^[0-9a-f]{32}$/);
      // The address its hourly limit counts by is keyed too: no one can test a known address against it.
      expect(mark.address).toMatch(/^[0-9a-f]{32}$/);
      expect(plainHash).not.toContain(mark.address);
      const stored = JSON.stringify(mark);
      expect(stored).not.toContain(ip);
      expect(stored).not.toContain('private-test');
      expect(stored).not.toContain('Pixel');
    }
    // The view and the tap were the same visitor, from the same address.
    expect(new Set(marks.map((mark) => mark.visitor)).size).toBe(1);
    expect(new Set(marks.map((mark) => mark.address)).size).toBe(1);
    const { results } = await env.DB.prepare('SELECT * FROM business_event_marks WHERE visitor LIKE ? OR visitor LIKE ?')
      .bind(`%${ip}%`, '%Mozilla%')
      .all();
    expect(results).toEqual([]);
  });
});

describe('the visitor', () => {
  it('is the same all day, a stranger the next day in Bengaluru, and the day and hour are the city’s', async () => {
    const ctx = contextFor('203.0.113.9', BROWSER);
    // 18:20 UTC is 23:50 in Bengaluru; 18:40 UTC is 00:10 the next day there.
    const late = await eventMark(ctx, 'b1', 'call', new Date('2026-11-23T18:20:00Z'));
    const earlier = await eventMark(ctx, 'b1', 'call', new Date('2026-11-23T05:00:00Z'));
    const afterMidnight = await eventMark(ctx, 'b1', 'call', new Date('2026-11-23T18:40:00Z'));
    expect(late.day).toBe('2026-11-23');
    expect(afterMidnight.day).toBe('2026-11-24');
    expect(late.hour).toBe(Math.floor(Date.parse('2026-11-23T18:00:00Z') / 3_600_000));
    expect(afterMidnight.hour).toBe(late.hour);
    expect(earlier.visitor).toBe(late.visitor);
    expect(afterMidnight.visitor).not.toBe(late.visitor);
    expect((await eventMark(contextFor('203.0.113.10', BROWSER), 'b1', 'call', new Date('2026-11-23T05:00:00Z'))).visitor).not.toBe(
      earlier.visitor,
    );
    // The address its hourly limit counts by is the same whatever browser it claims, and a stranger the next day too.
    const address = await addressMark(ctx, new Date('2026-11-23T05:00:00Z'));
    expect(await addressMark(contextFor('203.0.113.9', `${BROWSER} other`), new Date('2026-11-23T18:20:00Z'))).toBe(address);
    expect(await addressMark(ctx, new Date('2026-11-23T18:40:00Z'))).not.toBe(address);
  });

  it('counts again in the next hour, and on both sides of midnight in the same hour', async () => {
    const id = await listing('Hourly Optics');
    const ctx = contextFor(freshIp(), BROWSER);
    await recordEvent(ctx, { id, type: 'website' }, new Date('2026-11-23T10:05:00Z'));
    await recordEvent(ctx, { id, type: 'website' }, new Date('2026-11-23T10:55:00Z'));
    await recordEvent(ctx, { id, type: 'website' }, new Date('2026-11-23T11:05:00Z'));
    await recordEvent(ctx, { id, type: 'website' }, new Date('2026-11-23T18:20:00Z'));
    await recordEvent(ctx, { id, type: 'website' }, new Date('2026-11-23T18:40:00Z'));
    await drainEvents();
    const rows = await db
      .select({ day: schema.businessDailyStats.day, website: schema.businessDailyStats.website })
      .from(schema.businessDailyStats)
      .where(eq(schema.businessDailyStats.businessId, id))
      .orderBy(schema.businessDailyStats.day);
    expect(rows).toEqual([
      { day: '2026-11-23', website: 3 },
      { day: '2026-11-24', website: 1 },
    ]);
  });
});

describe('views through the profile', () => {
  it('count each visitor once an hour, in the lifetime views and the daily figures alike', async () => {
    const id = await listing('Viewed Optics');
    const ip = freshIp();
    const first = await openProfile(id, { ip });
    await drainEvents();
    const second = await openProfile(id, { ip });
    expect(second.views).toBe(first.views + 1);
    expect((await counted(id)).views).toBe(1);
    await openProfile(id, { ip, userAgent: OTHER_BROWSER });
    expect(await lifetimeViews(id)).toBe(first.views + 2);
    expect((await counted(id)).views).toBe(2);
    // The page shows the views counted so far: this opening's own is counted after it.
    expect((await openProfile(id, { ip: freshIp() })).views).toBe(first.views + 2);
  });

  it('cannot be inflated from one address: the same browser counts once an hour, and changing browsers stops at the hourly limit', async () => {
    const id = await listing('Inflated Optics');
    const ip = freshIp();
    const at = new Date('2026-11-24T10:15:00Z');
    for (let n = 0; n < 20; n++) await getPublicBusiness(contextFor(ip, BROWSER), { id }, at);
    expect(await lifetimeViews(id)).toBe(1);
    // Every opening a new browser, through the API and from the page cache alike, from an address not yet counted.
    const rotating = freshIp();
    for (let n = 0; n < 2 * EVENTS_PER_ADDRESS_PER_HOUR; n++) {
      const context = contextFor(rotating, `${BROWSER} build/${n}`);
      if (n % 2) await getPublicBusiness(context, { id }, at);
      else await countPageView(context, id, at);
    }
    expect(await lifetimeViews(id)).toBe(1 + EVENTS_PER_ADDRESS_PER_HOUR);
    expect((await counted(id)).views).toBe(1 + EVENTS_PER_ADDRESS_PER_HOUR);
    // Another address, or the same one in the next hour, counts again.
    await getPublicBusiness(contextFor(freshIp(), BROWSER), { id }, at);
    await countPageView(contextFor(rotating, `${BROWSER} build/next-hour`), id, new Date('2026-11-24T11:15:00Z'));
    expect(await lifetimeViews(id)).toBe(EVENTS_PER_ADDRESS_PER_HOUR + 3);
    expect((await counted(id)).views).toBe(EVENTS_PER_ADDRESS_PER_HOUR + 3);
  });

  it('are not counted for the owner or an admin who says who they are, in REST and tRPC alike', async () => {
    const id = await listing('Self-viewed Optics');
    const admin = await signedInPerson({ name: 'Site Admin', role: 'admin' });
    const before = await lifetimeViews(id);
    const shown = await openProfile(id, { ip: freshIp(), token: owner.token });
    expect(shown.views).toBe(before);
    await openProfile(id, { ip: freshIp(), token: admin.token });
    const trpc = await SELF.fetch(`http://localhost/api/trpc/business.byId?input=${encodeURIComponent(JSON.stringify({ id }))}`, {
      headers: { authorization: `Bearer ${owner.token}`, 'cf-connecting-ip': freshIp(), 'user-agent': BROWSER },
    });
    expect(trpc.status).toBe(200);
    expect(await lifetimeViews(id)).toBe(before);
    expect(await marksOf(id)).toEqual([]);
    // Another signed-in person is counted as any visitor is.
    const reader = await signedInPerson({ name: 'Reader' });
    await openProfile(id, { ip: freshIp(), token: reader.token });
    expect(await lifetimeViews(id)).toBe((before ?? 0) + 1);
    expect((await counted(id)).views).toBe(1);
  });

  it('are not counted for crawlers, and a listing that is not public counts nothing', async () => {
    const id = await listing('Crawled Optics');
    const headers = {
      'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'cf-connecting-ip': freshIp(),
    };
    expect((await SELF.fetch(`http://localhost/api/business/public/${id}`, { headers })).status).toBe(200);
    expect(await marksOf(id)).toEqual([]);
    const pending = await listing('Hidden Optics', { status: 'pending', isVerified: false });
    expect(
      (await SELF.fetch(`http://localhost/api/business/public/${pending}`, { headers: { 'cf-connecting-ip': freshIp() } })).status,
    ).toBe(404);
    expect(await marksOf(pending)).toEqual([]);
  });

  it('counts the server-rendered page as a visitor’s view, whoever asks: the first load cannot know', async () => {
    const id = await listing('Rendered Optics');
    const response = await SELF.fetch(`http://localhost/business/${id}`, {
      headers: { authorization: `Bearer ${owner.token}`, 'cf-connecting-ip': freshIp(), 'user-agent': BROWSER },
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect((await counted(id)).views).toBe(1);
  });
});
