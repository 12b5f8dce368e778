import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SPA_ROUTES, screenForPath, isPrivatePath, type SpaRoute } from '../../worker/contracts/spa-routes.ts';
import * as schema from '../../worker/db/schema.ts';
import worker from '../../worker/index.ts';
import { BOOKMARK_COOKIE, BOOKMARK_HEADER } from '../../worker/lib/d1-bookmark.ts';
import {
  freshness,
  isStorable,
  mayUseCache,
  PAGE_FRESH_SECONDS,
  PAGE_MAX_AGE_SECONDS,
  pageAge,
  pageCacheUrl,
  RENDERED_AT_HEADER,
  SCREEN_CACHING,
  STORED_CACHE_CONTROL,
  VERSION_HEADER,
} from '../../worker/services/page-cache.ts';
import { addBusiness, addCategory, db, rowsRead } from './fixtures.ts';
import { drainEvents } from './support/event-queue.ts';
import { api, signedInPerson } from './support/people.ts';

/** docs/product.md §2.2 and docs/decisions/017-page-cache.md: public pages from the edge cache, fresh within a minute. */

type Person = Awaited<ReturnType<typeof signedInPerson>>;

let categoryId = '';
let admin: Person;
let owner: Person;
let reviewer: Person;

beforeAll(async () => {
  categoryId = (await addCategory('Filter Coffee')).id;
  [admin, owner, reviewer] = await Promise.all([
    signedInPerson({ name: 'Site Admin', role: 'admin' }),
    signedInPerson({ name: 'Cafe Owner', role: 'owner' }),
    signedInPerson({ name: 'Regular Reviewer' }),
  ]);
});

/**
 * One page view through the Worker, as the platform runs it: the work it leaves for after the response (storing the
 * copy, renewing a stale one) is finished before the view is reported, so the next view sees it.
 */
async function view(path: string, headers: Record<string, string> = {}) {
  const context = createExecutionContext();
  const response = await worker.fetch(new Request(`http://localhost${path}`, { headers }), env, context);
  const html = await response.text();
  await waitOnExecutionContext(context);
  const queries = Number(/queries=(\d+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  return {
    status: response.status,
    html,
    headers: response.headers,
    cache: response.headers.get('x-cache'),
    queries,
    ...rowsRead(response.headers),
  };
}

const stored = (path: string) => caches.default.match(new Request(`http://localhost${path}`));

/** Puts a copy back as if it had been rendered `seconds` ago (the cache keeps what the Worker stored, time included). */
async function age(path: string, seconds: number, version?: string) {
  const copy = await stored(path);
  if (!copy) throw new Error(`no copy of ${path}`);
  const headers = new Headers(copy.headers);
  headers.set(RENDERED_AT_HEADER, String(Date.now() - seconds * 1000));
  if (version !== undefined) headers.set(VERSION_HEADER, version);
  await caches.default.put(new Request(`http://localhost${path}`), new Response(copy.body, { status: copy.status, headers }));
}

async function cafe(name: string) {
  return addBusiness({ name, categoryId, keywords: ['coffee'], description: `${name} pours strong filter coffee by the tumbler.` });
}

describe('a repeated page view', () => {
  it('is rendered once, then served from the cache without reading D1', async () => {
    const id = await cafe('Brindavan Coffee Bar');
    const first = await view(`/business/${id}`);
    expect(first).toMatchObject({ status: 200, cache: 'MISS' });
    expect(first.rowsRead).toBeGreaterThan(0);
    expect(first.html).toContain('Brindavan Coffee Bar');

    const second = await view(`/business/${id}`);
    expect(second).toMatchObject({ status: 200, cache: 'HIT', rowsRead: 0, queries: 0, unmetered: 0 });
    expect(second.html).toBe(first.html);
    // The browser asks again every time, so it never keeps a page longer than the cache may.
    expect(second.headers.get('cache-control')).toBe('no-cache');
    expect(Number(second.headers.get('age'))).toBeLessThan(PAGE_FRESH_SECONDS);
    // The security headers are the response's, not the copy's.
    expect(second.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(second.headers.get(RENDERED_AT_HEADER)).toBeNull();
    expect(second.headers.get(VERSION_HEADER)).toBeNull();
  });

  it("still counts each visitor's opening of a business page as a view, after the response", async () => {
    const id = await cafe('Counted Coffee');
    const caches = [];
    for (let n = 0; n < 3; n++) caches.push((await view(`/business/${id}`, { 'cf-connecting-ip': `198.51.100.${n + 1}` })).cache);
    // The same visitor again within the hour counts nothing more (docs/product.md §3.17).
    caches.push((await view(`/business/${id}`, { 'cf-connecting-ip': '198.51.100.1' })).cache);
    expect(caches).toEqual(['MISS', 'HIT', 'HIT', 'HIT']);
    // Written by the events queue's consumer (docs/decisions/039).
    await drainEvents();
    const [row] = await db.select({ views: schema.businesses.views }).from(schema.businesses).where(eq(schema.businesses.id, id));
    expect(row?.views).toBe(3);
    // An automated agent's opening counts nowhere, from the cache either.
    await view(`/business/${id}`, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await drainEvents();
    const [after] = await db.select({ views: schema.businesses.views }).from(schema.businesses).where(eq(schema.businesses.id, id));
    expect(after?.views).toBe(3);
  });

  it('shares one copy whatever tracking parameters, query or trailing slash the link carries', async () => {
    const id = await cafe('Meenakshi Coffee Works');
    expect((await view(`/business/${id}?utm_source=whatsapp&utm_medium=share`)).cache).toBe('MISS');
    for (const path of [`/business/${id}`, `/business/${id}/`, `/business/${id}?fbclid=abc`, `/business/${id}?anything=else`]) {
      expect((await view(path)).cache, path).toBe('HIT');
    }

    expect((await view('/search?query=coffee&openNow=true&gclid=x1')).cache).toBe('MISS');
    const same = await view('/search?utm_campaign=diwali&openNow=true&query=coffee');
    expect(same).toMatchObject({ cache: 'HIT', rowsRead: 0 });
    // What the search page reads is part of the copy: another query is another page.
    expect((await view('/search?query=tea&openNow=true')).cache).toBe('MISS');
  });

  it('shares one copy of a search whatever junk, repeated or reordered parameters its address carries', async () => {
    const junk = () => crypto.randomUUID();
    // Issue 33, item 8a: a parameter no page reads must not make a new copy, or anyone could walk past the cache onto D1.
    expect((await view(`/search?q=cafe&junk=${junk()}`)).cache).toMatch(/^(MISS|HIT)$/);
    expect(await view(`/search?q=cafe&junk=${junk()}`)).toMatchObject({ cache: 'HIT', rowsRead: 0 });

    expect((await view(`/search?query=filter+coffee&openNow=true&junk=${junk()}`)).cache).toBe('MISS');
    for (const path of [
      `/search?openNow=true&query=filter+coffee&junk=${junk()}`,
      `/search?${junk()}=1&query=filter+coffee&openNow=true`,
      // The page reads the first of a repeated parameter, and names as they are written.
      '/search?query=filter+coffee&openNow=true&query=tea&openNow=false',
      '/search?query=filter+coffee&openNow=true&Query=tea&OPENNOW=false',
      // The API's names (GET /api/business/search) are not the page's.
      '/search?query=filter+coffee&openNow=true&q=tea&limit=50&lat=12.97&lng=77.6',
      // A blank parameter reads as an absent one.
      '/search?query=filter+coffee&openNow=true&location=&sort=',
    ]) {
      expect(await view(path), path).toMatchObject({ cache: 'HIT', rowsRead: 0 });
    }
    // Each parameter the page reads still makes its own page.
    for (const path of [
      '/search?query=filter+coffee&openNow=true&view=list',
      '/search?query=filter+coffee&openNow=true&page=2',
      '/search?query=filter+coffee&openNow=true&location=Jayanagar&pincode=560011',
      '/search?query=filter+coffee&openNow=true&category=filter-coffee&rating=4&priceRange=2&sort=rating',
      '/search?query=Filter+Coffee&openNow=true',
    ]) {
      expect((await view(path)).cache, path).toBe('MISS');
    }
  });

  it('shares one copy of the directory listing whatever junk its address carries', async () => {
    expect((await view(`/businesses?category=filter-coffee&junk=${crypto.randomUUID()}`)).cache).toBe('MISS');
    expect(await view(`/businesses?page=3&category=filter-coffee&junk=${crypto.randomUUID()}`)).toMatchObject({
      cache: 'HIT',
      rowsRead: 0,
    });
    expect((await view('/businesses?category=filter-coffee&search=tumbler')).cache).toBe('MISS');
  });

  it('caches a business that is not there (404) too, until it is approved', async () => {
    const id = await cafe('Pending Coffee Corner');
    await db.update(schema.businesses).set({ status: 'pending', isVerified: false }).where(eq(schema.businesses.id, id));
    expect(await view(`/business/${id}`)).toMatchObject({ status: 404, cache: 'MISS' });
    expect(await view(`/business/${id}`)).toMatchObject({ status: 404, cache: 'HIT', rowsRead: 0 });

    const approved = await api('POST', `/admin/businesses/${id}/approve`, { token: admin.token, body: {} });
    expect(approved.status).toBe(200);
    const shown = await view(`/business/${id}`);
    expect(shown).toMatchObject({ status: 200, cache: 'MISS' });
    expect(shown.html).toContain('Pending Coffee Corner');
  });
});

describe('a write that changes a page', () => {
  it('a review posted shows on the business page at the next view', async () => {
    const id = await cafe('Indian Coffee House');
    await view(`/business/${id}`);
    expect((await view(`/business/${id}`)).cache).toBe('HIT');

    const posted = await api('POST', '/reviews', {
      token: reviewer.token,
      body: { businessId: id, rating: 5, content: 'The chicory blend is exactly right, and the staff remember you.' },
    });
    expect(posted.status).toBe(201);
    const after = await view(`/business/${id}`);
    expect(after).toMatchObject({ status: 200, cache: 'MISS' });
    expect(after.html).toContain('The chicory blend is exactly right');
    expect(after.rowsRead).toBeGreaterThan(0);
  });

  it('an admin hiding that review takes it off the page at once', async () => {
    const id = await cafe('Hatti Kaapi');
    const posted = await api<{ data: { review: { id: string } } }>('POST', '/reviews', {
      token: reviewer.token,
      body: { businessId: id, rating: 1, content: 'Rude words about the staff that break the rules.' },
    });
    expect((await view(`/business/${id}`)).html).toContain('Rude words about the staff');
    expect((await view(`/business/${id}`)).cache).toBe('HIT');

    const hidden = await api('POST', `/admin/reviews/${posted.body.data.review.id}/hide`, {
      token: admin.token,
      body: { reason: 'Abusive language' },
    });
    expect(hidden.status).toBe(200);
    const after = await view(`/business/${id}`);
    expect(after.cache).toBe('MISS');
    expect(after.html).not.toContain('Rude words about the staff');
  });

  it("an owner's edit shows on the business page at the next view", async () => {
    const id = await cafe('Ganesh Darshini Coffee');
    await db.update(schema.businesses).set({ ownerId: owner.id }).where(eq(schema.businesses.id, id));
    await view(`/business/${id}`);
    expect((await view(`/business/${id}`)).cache).toBe('HIT');

    const description = 'Now open from five in the morning, with fresh decoction every hour.';
    const edited = await api('PATCH', `/owner/businesses/${id}`, { token: owner.token, body: { description } });
    expect(edited.status).toBe(200);
    const after = await view(`/business/${id}`);
    expect(after.cache).toBe('MISS');
    expect(after.html).toContain(description);
  });

  it('featuring a listing renews the home page and the listing’s page', async () => {
    const id = await cafe('Featured Filter Kaapi');
    await view('/');
    await view(`/business/${id}`);
    expect((await view('/')).cache).toBe('HIT');

    const featured = await api('POST', `/admin/businesses/${id}/feature`, { token: admin.token, body: {} });
    expect(featured.status).toBe(200);
    const home = await view('/');
    expect(home.cache).toBe('MISS');
    expect(home.html).toContain('Featured Filter Kaapi');
    expect((await view(`/business/${id}`)).cache).toBe('MISS');
  });

  it('a write directly to the tables (no purge) shows once the copy is stale, and the stale view renews it', async () => {
    const id = await cafe('Stale Coffee Stop');
    await view(`/business/${id}`);
    await db
      .update(schema.businesses)
      .set({ description: 'Renamed behind the cache: decoction from a new roaster.' })
      .where(eq(schema.businesses.id, id));
    expect((await view(`/business/${id}`)).html).not.toContain('new roaster');

    await age(`/business/${id}`, PAGE_FRESH_SECONDS + 15);
    const views = async () => {
      await drainEvents();
      return (await db.select({ views: schema.businesses.views }).from(schema.businesses).where(eq(schema.businesses.id, id)))[0]?.views;
    };
    const before = await views();
    const stale = await view(`/business/${id}`, { 'cf-connecting-ip': '198.51.100.250' });
    // A new visitor counted once: by the render that renews the copy.
    expect(await views()).toBe((before ?? 0) + 1);
    expect(stale).toMatchObject({ cache: 'STALE', rowsRead: 0 });
    expect(stale.headers.get('age')).toBe(String(PAGE_FRESH_SECONDS + 15));
    expect(stale.html).not.toContain('new roaster');

    const renewed = await view(`/business/${id}`);
    expect(renewed.cache).toBe('HIT');
    expect(renewed.html).toContain('new roaster');
  });
});

describe('the 60 second bound', () => {
  it('stores each copy with a lifetime of 60 s and the time it began rendering', async () => {
    const id = await cafe('Bound Coffee');
    await view(`/business/${id}`);
    const copy = await stored(`/business/${id}`);
    expect(copy?.headers.get('cache-control')).toBe(STORED_CACHE_CONTROL);
    expect(STORED_CACHE_CONTROL).toBe('public, max-age=60');
    expect(Number(copy?.headers.get(RENDERED_AT_HEADER))).toBeGreaterThan(0);
    expect(copy?.headers.get(VERSION_HEADER)).toBeTruthy();
  });

  it('serves a copy as is under 30 s, stale under 60 s, and never at 60 s or older', () => {
    expect([PAGE_FRESH_SECONDS, PAGE_MAX_AGE_SECONDS]).toEqual([30, 60]);
    expect([0, 29, 30, 59, 60, 3600].map(freshness)).toEqual(['fresh', 'fresh', 'stale', 'stale', 'expired', 'expired']);
    const now = 1_800_000_000_000;
    const copy = (renderedAt: string) => new Response('', { headers: { [RENDERED_AT_HEADER]: renderedAt } });
    expect(pageAge(copy(String(now - 45_500)), now)).toBe(45);
    expect(pageAge(copy('not a time'), now)).toBe(Number.POSITIVE_INFINITY);
    expect(pageAge(new Response(''), now)).toBe(Number.POSITIVE_INFINITY);
  });

  it('renders again when the copy is 60 s old or from another build', async () => {
    const id = await cafe('Expired Coffee');
    await view(`/business/${id}`);
    await age(`/business/${id}`, PAGE_MAX_AGE_SECONDS);
    expect(await view(`/business/${id}`)).toMatchObject({ cache: 'MISS' });
    expect((await view(`/business/${id}`)).cache).toBe('HIT');

    await age(`/business/${id}`, 1, 'an earlier deployment');
    expect((await view(`/business/${id}`)).cache).toBe('MISS');
  });
});

describe('never from the cache', () => {
  it('private areas: the bare shell every time, nothing stored', async () => {
    for (const path of ['/favorites', '/account', '/owner', '/admin/queue', '/add-business', '/claim/x1']) {
      expect((await view(path)).cache, path).toBe('BYPASS');
      expect((await view(path)).cache, path).toBe('BYPASS');
      expect(await stored(path), path).toBeUndefined();
    }
  });

  it('requests with an Authorization header, and they store nothing for others', async () => {
    const id = await cafe('Token Coffee');
    const headers = { authorization: `Bearer ${reviewer.token}` };
    const first = await view(`/business/${id}`, headers);
    const second = await view(`/business/${id}`, headers);
    expect([first.cache, second.cache]).toEqual(['BYPASS', 'BYPASS']);
    expect(second.rowsRead).toBeGreaterThan(0);
    expect(await stored(`/business/${id}`)).toBeUndefined();
    expect((await view(`/business/${id}`)).cache).toBe('MISS');
  });

  it('a visitor carrying a D1 bookmark, even when a copy is there', async () => {
    const id = await cafe('Bookmark Coffee');
    await view(`/business/${id}`);
    const cookie = `theme=dark; ${BOOKMARK_COOKIE}=00000001-00000002-00004e2c-0123456789abcdef`;
    const fresh = await view(`/business/${id}`, { cookie });
    expect(fresh.cache).toBe('BYPASS');
    expect(fresh.rowsRead).toBeGreaterThan(0);
  });

  it('pages whose address carries a token or an e-mail address, and unknown paths', async () => {
    for (const path of [
      '/reset-password/abcdefghij0123456789',
      '/verify-email/abcdefghij0123456789',
      '/verify-otp?email=a@example.in',
      '/no-such-page',
    ]) {
      await view(path);
      expect((await view(path)).cache, path).toBe('BYPASS');
    }
  });
});

describe('the rules, one by one', () => {
  const request = (path: string, init: RequestInit = {}) => new Request(`https://citypages.in${path}`, init);

  it('keys a page by its path, dropping the query where the screen reads none', () => {
    const key = (path: string) => pageCacheUrl(new URL(`https://citypages.in${path}`), screenForPath(path.split('?')[0] ?? ''))?.href;
    expect(key('/business/b1/?utm_source=x&ref=y')).toBe('https://citypages.in/business/b1');
    expect(key('/')).toBe('https://citypages.in/');
    expect(key('/?gclid=1')).toBe('https://citypages.in/');
    expect(key('/search?sort=rating&query=idli+vada&UTM_Source=x&fbclid=y&page=2')).toBe(
      'https://citypages.in/search?page=2&query=idli+vada&sort=rating',
    );
    expect(key('/search?query=idli%20vada')).toBe('https://citypages.in/search?query=idli+vada');
    // Only what the screen reads, the first of each, never a blank one; sorted by name.
    expect(key('/search?view=list&q=x&query=dosa&junk=1&query=idli&Sort=rating&location=+&openNow=true')).toBe(
      'https://citypages.in/search?openNow=true&query=dosa&view=list',
    );
    expect(key('/businesses?category=cafes&category=bakeries&page=2')).toBe('https://citypages.in/businesses?category=cafes');
    expect(key('/favorites')).toBeUndefined();
    expect(key('/no-such-page')).toBeUndefined();
  });

  it('never caches a private area, whatever the table says', () => {
    for (const [screen, route] of Object.entries(SPA_ROUTES) as [SpaRoute, string][]) {
      if (isPrivatePath(route)) expect(SCREEN_CACHING[screen], screen).toBe('never');
    }
  });

  it('lets only plain anonymous GETs use the cache', () => {
    expect(mayUseCache(request('/'))).toBe(true);
    expect(mayUseCache(request('/', { method: 'HEAD' }))).toBe(false);
    expect(mayUseCache(request('/', { headers: { authorization: 'Bearer x' } }))).toBe(false);
    expect(mayUseCache(request('/', { headers: { cookie: `a=1; ${BOOKMARK_COOKIE}=b` } }))).toBe(false);
    expect(mayUseCache(request('/', { headers: { [BOOKMARK_HEADER]: 'b' } }))).toBe(false);
    expect(mayUseCache(request('/', { headers: { cookie: `${BOOKMARK_COOKIE}x=1; a=${BOOKMARK_COOKIE}` } }))).toBe(true);
    expect(mayUseCache(request('/account'))).toBe(false);
  });

  it('stores whole pages only: 200 and 404, without a cookie', () => {
    expect(isStorable(new Response('', { status: 200 }))).toBe(true);
    expect(isStorable(new Response('', { status: 404 }))).toBe(true);
    expect(isStorable(new Response('', { status: 500 }))).toBe(false);
    expect(isStorable(new Response('', { status: 302 }))).toBe(false);
    expect(isStorable(new Response('', { status: 200, headers: { 'set-cookie': 'a=1' } }))).toBe(false);
  });
});
