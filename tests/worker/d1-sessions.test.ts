import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { app } from '../../worker/index.ts';
import { BOOKMARK_COOKIE, BOOKMARK_HEADER, BOOKMARK_MAX_AGE, isBookmark, sessionStart } from '../../worker/lib/d1-bookmark.ts';
import { addBusiness, addCategory, db } from './fixtures.ts';
import { signedInPerson } from './support/people.ts';
import { drainEvents } from './support/event-queue.ts';

/*
 * Reads from D1 replicas (docs/decisions/018-read-replicas.md) through the local binding. It has no replicas, so that
 * a read sees a write proves little by itself; what each request asked D1 for is read from a binding that records
 * where every session started, and what it answered from the cookie and header the Worker set.
 */

let ipCounter = 0;
const newIp = () => `10.88.${Math.floor(ipCounter / 200)}.${ipCounter++ % 200}`;

/** The Worker with a D1 binding that notes where each session starts, beside the one it passes on to. */
function recordingWorker() {
  const starts: (string | undefined)[] = [];
  const DB: D1Database = Object.assign(Object.create(env.DB) as D1Database, {
    withSession: (start?: string) => {
      starts.push(start);
      return env.DB.withSession(start);
    },
  });
  const request = (path: string, init: RequestInit = {}) => app.request(`http://localhost${path}`, init, { ...env, DB });
  return { starts, request };
}

function setCookieOf(response: Response): string | null {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${BOOKMARK_COOKIE}=`)) ?? null;
}

function bookmarkIn(cookie: string | null): string | null {
  return cookie === null ? null : decodeURIComponent(cookie.slice(BOOKMARK_COOKIE.length + 1).split(';', 1)[0] ?? '');
}

/** What the Server-Timing header says the request cost in D1. */
function usageOf(response: Response) {
  const match = /rows_read=(\d+) queries=(\d+) unmetered=(\d+)/.exec(response.headers.get('server-timing') ?? '');
  if (!match) throw new Error('No D1 usage on the response');
  return { rowsRead: Number(match[1]), queries: Number(match[2]), unmetered: Number(match[3]) };
}

const enquiry = { name: 'Ravi Kumar', email: 'ravi@example.in', message: 'Do you deliver to Indiranagar on Sundays?' };

function sendEnquiry(businessId: string, headers: Record<string, string> = {}) {
  return SELF.fetch(`http://localhost/api/business/public/${businessId}/enquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': newIp(), ...headers },
    body: JSON.stringify(enquiry),
  });
}

async function enquiriesShown(response: Response): Promise<number> {
  const body = (await response.json()) as { data: { business: { enquiries: number } } };
  return body.data.business.enquiries;
}

let categoryId = '';

beforeAll(async () => {
  ({ id: categoryId } = await addCategory('Bakeries'));
});

const newBusiness = (name: string) => addBusiness({ name, categoryId });

describe('where a request reads from', () => {
  it('reads anywhere without a bookmark, and answers no bookmark to a read, even one that counts a view', async () => {
    const businessId = await newBusiness('Brahmins Bakery');
    const worker = recordingWorker();
    const response = await worker.request(`/api/business/public/${businessId}`, { headers: { 'cf-connecting-ip': newIp() } });
    expect(response.status).toBe(200);
    expect(worker.starts).toEqual(['first-unconstrained']);
    expect(setCookieOf(response)).toBeNull();
    expect(response.headers.has(BOOKMARK_HEADER)).toBe(false);
    // The view goes to the events queue, written by its consumer (docs/decisions/039); the visitor reads nothing back.
    await drainEvents();
    const [row] = await db.select({ views: schema.businesses.views }).from(schema.businesses).where(eq(schema.businesses.id, businessId));
    expect(row?.views).toBe(1);
  });

  it('answers a write with its bookmark, as an HttpOnly cookie of a minute and as a header, and reads it back with either', async () => {
    const businessId = await newBusiness('Albert Bakery');
    const written = await sendEnquiry(businessId);
    expect(written.status).toBe(201);
    const cookie = setCookieOf(written);
    const bookmark = bookmarkIn(cookie);
    expect(bookmark).not.toBeNull();
    expect(isBookmark(bookmark ?? '')).toBe(true);
    expect(written.headers.get(BOOKMARK_HEADER)).toBe(bookmark);
    expect(cookie?.split('; ').slice(1).sort()).toEqual(['HttpOnly', `Max-Age=${BOOKMARK_MAX_AGE}`, 'Path=/', 'SameSite=Lax']);

    const worker = recordingWorker();
    const byCookie = await worker.request(`/api/business/public/${businessId}`, {
      headers: { 'cf-connecting-ip': newIp(), cookie: `theme=dark; ${BOOKMARK_COOKIE}=${bookmark}` },
    });
    const byHeader = await worker.request(`/api/business/public/${businessId}`, {
      headers: { 'cf-connecting-ip': newIp(), [BOOKMARK_HEADER]: bookmark ?? '' },
    });
    expect(worker.starts).toEqual([bookmark, bookmark]);
    expect(await enquiriesShown(byCookie)).toBe(1);
    expect(await enquiriesShown(byHeader)).toBe(1);
    // A read hands nothing back: the bookmark the visitor holds still covers their write.
    expect(setCookieOf(byCookie)).toBeNull();
  });

  it('renders a page for a visitor who wrote from their bookmark', async () => {
    const businessId = await newBusiness('Koshy Bakes');
    const bookmark = bookmarkIn(setCookieOf(await sendEnquiry(businessId)));
    const worker = recordingWorker();
    const page = await worker.request(`/business/${businessId}`, {
      headers: { 'cf-connecting-ip': newIp(), cookie: `${BOOKMARK_COOKIE}=${bookmark}` },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Koshy Bakes');
    expect(worker.starts).toEqual([bookmark]);
  });

  it('marks the cookie Secure on https', async () => {
    const businessId = await newBusiness('Iyengar Bakery');
    const response = await SELF.fetch(`https://localhost/api/business/public/${businessId}/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': newIp() },
      body: JSON.stringify(enquiry),
    });
    expect(response.status).toBe(201);
    expect(setCookieOf(response)?.split('; ')).toContain('Secure');
  });

  it('starts from the newer bookmark when a request carries two', async () => {
    const businessId = await newBusiness('Cake Walk');
    const first = bookmarkIn(setCookieOf(await sendEnquiry(businessId)));
    const second = bookmarkIn(setCookieOf(await sendEnquiry(businessId)));
    expect(first !== null && second !== null && second > first).toBe(true);
    const worker = recordingWorker();
    await worker.request(`/api/business/public/${businessId}`, {
      headers: { 'cf-connecting-ip': newIp(), cookie: `${BOOKMARK_COOKIE}=${first}`, [BOOKMARK_HEADER]: second ?? '' },
    });
    expect(worker.starts).toEqual([second]);
  });

  it('ignores a malformed bookmark without an error, reading from the primary instead', async () => {
    const businessId = await newBusiness('Hatti Kaapi Bakes');
    const worker = recordingWorker();
    const forged: Record<string, string>[] = [
      { cookie: `${BOOKMARK_COOKIE}=not-a-bookmark` },
      { [BOOKMARK_HEADER]: 'ffffffff-ffffffff-ffffffff' },
      { [BOOKMARK_HEADER]: `${'0'.repeat(8)}-${'0'.repeat(8)}-${'0'.repeat(8)}-${'0'.repeat(32)}'; DROP TABLE businesses; --` },
      { cookie: `${BOOKMARK_COOKIE}=${'a'.repeat(4000)}` },
    ];
    for (const headers of forged) {
      const response = await worker.request(`/api/business/public/${businessId}`, { headers: { 'cf-connecting-ip': newIp(), ...headers } });
      expect(response.status).toBe(200);
      expect(setCookieOf(response)).toBeNull();
    }
    expect(worker.starts).toEqual(['first-primary', 'first-primary', 'first-primary', 'first-primary']);
  });

  it('starts every write at the primary, whatever bookmark it carries', async () => {
    const businessId = await newBusiness('Daily Bread');
    const bookmark = bookmarkIn(setCookieOf(await sendEnquiry(businessId)));
    const worker = recordingWorker();
    const response = await worker.request(`/api/business/public/${businessId}/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': newIp(), cookie: `${BOOKMARK_COOKIE}=${bookmark}` },
      body: JSON.stringify(enquiry),
    });
    expect(response.status).toBe(201);
    expect(worker.starts).toEqual(['first-primary']);
    // The new write's bookmark, later than the one the request carried.
    expect(bookmarkIn(setCookieOf(response)) ?? '').toSatisfy((value: string) => isBookmark(value) && value > (bookmark ?? ''));
  });

  it('answers no bookmark to a write that was refused', async () => {
    const businessId = await newBusiness('Thindi Bakes');
    const response = await SELF.fetch(`http://localhost/api/business/public/${businessId}/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': newIp() },
      body: JSON.stringify({ ...enquiry, email: 'not an address' }),
    });
    expect(response.status).toBe(400);
    expect(setCookieOf(response)).toBeNull();
    expect(response.headers.has(BOOKMARK_HEADER)).toBe(false);
  });

  it('answers a bookmark through the tRPC door too', async () => {
    const response = await SELF.fetch('http://localhost/api/trpc/site.contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': newIp() },
      body: JSON.stringify({ ...enquiry, subject: 'Listing my bakery' }),
    });
    expect(response.status).toBe(200);
    expect(isBookmark(bookmarkIn(setCookieOf(response)) ?? '')).toBe(true);
  });
});

describe('signed-in requests', () => {
  it('read from the primary even with a bookmark, so a signed-out token stops at once, and see their own writes', async () => {
    const person = await signedInPerson({ name: 'Lakshmi Rao' });
    const businessId = await newBusiness('Nandini Sweets');
    const bearer = { authorization: `Bearer ${person.token}`, 'cf-connecting-ip': newIp() };
    const worker = recordingWorker();
    const saved = await worker.request(`/api/users/favorites/${businessId}`, { method: 'POST', headers: bearer });
    expect(saved.status).toBeLessThan(300);
    const bookmark = bookmarkIn(setCookieOf(saved));
    expect(isBookmark(bookmark ?? '')).toBe(true);
    expect(saved.headers.get(BOOKMARK_HEADER)).toBe(bookmark);

    const listed = await worker.request('/api/users/favorites', { headers: { ...bearer, cookie: `${BOOKMARK_COOKIE}=${bookmark}` } });
    const favorites = ((await listed.json()) as { data: { favorites: { _id: string }[] } }).data.favorites;
    expect(favorites.map((favorite) => favorite._id)).toEqual([businessId]);

    const signedOut = await worker.request('/api/users/logout', { method: 'POST', headers: bearer });
    expect(signedOut.status).toBe(200);
    const afterwards = await worker.request('/api/users/me', { headers: { ...bearer, cookie: `${BOOKMARK_COOKIE}=${bookmark}` } });
    expect(afterwards.status).toBe(401);
    expect(worker.starts).toEqual(['first-primary', 'first-primary', 'first-primary', 'first-primary']);
  });
});

describe('the D1 meter', () => {
  it('still counts the rows and queries of a request read through a session', async () => {
    const businessId = await newBusiness('Sri Krishna Sweets');
    const bookmark = bookmarkIn(setCookieOf(await sendEnquiry(businessId)));
    const carried: Record<string, string>[] = [{}, { cookie: `${BOOKMARK_COOKIE}=${bookmark}` }, { [BOOKMARK_HEADER]: 'garbage' }];
    for (const headers of carried) {
      const response = await SELF.fetch(`http://localhost/api/business/public/${businessId}`, {
        headers: { 'cf-connecting-ip': newIp(), ...headers },
      });
      await response.arrayBuffer();
      // A profile reads its card, media and links in one batch, and writes nothing: its view goes to the events queue.
      expect(usageOf(response)).toMatchObject({ queries: 3, unmetered: 0 });
      expect(usageOf(response).rowsRead).toBeGreaterThan(0);
    }
  });

  it('counts the same rows through a session as through the binding', async () => {
    const businessId = await newBusiness('Corner House Cakes');
    const sql = 'SELECT id FROM businesses WHERE category_id = ? AND status = ?';
    const direct = await env.DB.prepare(sql).bind(categoryId, 'approved').all();
    const session = await env.DB.withSession('first-unconstrained').prepare(sql).bind(categoryId, 'approved').all();
    expect(session.meta.rows_read).toBe(direct.meta.rows_read);
    expect(session.results).toContainEqual({ id: businessId });
  });
});

describe('the session start, as a rule', () => {
  const request = (method: string, headers: Record<string, string> = {}) => new Request('http://localhost/api/x', { method, headers });
  const bookmark = `0000002a-00000003-00000000-${'0'.repeat(32)}`;

  it('is first-unconstrained for a visitor read, the bookmark when carried, first-primary otherwise', () => {
    expect(sessionStart(request('GET'))).toBe('first-unconstrained');
    expect(sessionStart(request('HEAD', { cookie: `${BOOKMARK_COOKIE}=${bookmark}` }))).toBe(bookmark);
    expect(sessionStart(request('GET', { [BOOKMARK_HEADER]: ` ${bookmark} ` }))).toBe(bookmark);
    expect(sessionStart(request('GET', { [BOOKMARK_HEADER]: 'first-unconstrained' }))).toBe('first-primary');
    expect(sessionStart(request('GET', { [BOOKMARK_HEADER]: bookmark.toUpperCase() }))).toBe('first-primary');
    expect(sessionStart(request('GET', { authorization: 'Bearer x' }))).toBe('first-primary');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(sessionStart(request(method))).toBe('first-primary');
  });
});
