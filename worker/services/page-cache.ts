import { isPrivatePath, SCREEN_PARAMS, type Screen } from '../contracts/spa-routes.ts';
import { BOOKMARK_COOKIE, BOOKMARK_HEADER } from '../lib/d1-bookmark.ts';
import type { Bindings, RequestContext } from '../env.ts';
import { logFailure } from '../lib/log.ts';

/*
 * Public pages from the Workers Cache API (docs/decisions/017-page-cache.md, docs/product.md §2.2). The server renders
 * every public page as a signed-out visitor sees it (decision 006), so one rendered copy serves every visitor until it
 * is PAGE_FRESH_SECONDS old; then the next view still gets it while a new copy renders in the background, and past
 * PAGE_MAX_AGE_SECONDS it is never served. A write that changes a page deletes its copy here (purgePages); the copies
 * in other Cloudflare locations age out within the same minute.
 */

/** A cached page is served as it is for this long. */
export const PAGE_FRESH_SECONDS = 30;
/** And never once it is this old: the cache drops it, and a copy that outlived that is not served. */
export const PAGE_MAX_AGE_SECONDS = 60;

/** What the cache did for a page, in the response's X-Cache header. */
export type PageCacheStatus = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';
export const PAGE_CACHE_HEADER = 'X-Cache';
/** When the stored copy began rendering (ms since the epoch): its age, whatever the cache does with Age and Date. */
export const RENDERED_AT_HEADER = 'X-Page-Rendered-At';
/** The build and settings it was rendered with (pageVersion): a copy from another deployment is never served. */
export const VERSION_HEADER = 'X-Page-Version';
/** The Cache-Control of the stored copy: the cache itself drops it at the bound. */
export const STORED_CACHE_CONTROL = `public, max-age=${PAGE_MAX_AGE_SECONDS}`;

/**
 * How each screen's page is cached: under its path and the query parameters it reads (SCREEN_PARAMS in
 * worker/contracts/spa-routes.ts, the list the web app reads them by; none for most screens), so that any other
 * parameter, a repeat or another order shares the copy and nobody can skip the cache by adding one; or never. Never:
 * private areas, pages whose address carries a token or an e-mail address (a shared cache must not keep them), the
 * diagnostic page, and unknown paths (there is no end to them). A new screen must be given its rule here.
 */
export const SCREEN_CACHING: Record<Screen, readonly string[] | 'never'> = {
  home: [],
  business: [],
  businesses: SCREEN_PARAMS.businesses,
  categories: [],
  category: [],
  locations: [],
  location: [],
  contact: [],
  search: SCREEN_PARAMS.search,
  signin: [],
  signup: [],
  businessLogin: [],
  favorites: 'never',
  account: 'never',
  verifyEmail: 'never',
  verifyOtp: 'never',
  forgotPassword: 'never',
  resetPassword: 'never',
  envTest: 'never',
  addBusiness: 'never',
  claimBusiness: 'never',
  ownerHome: 'never',
  ownerListing: 'never',
  admin: 'never',
  // The same for everyone: the page loads its document (GET /api/openapi.json) in the browser.
  apiReference: [],
  notFound: 'never',
};

function hasCookie(header: string | null, name: string): boolean {
  return (header ?? '').split(';').some((pair) => pair.split('=', 1)[0]?.trim() === name);
}

/**
 * Whether a request may be answered from the shared cache at all: a plain GET, without credentials (the API's bearer
 * token; page navigations never carry it, decision 009) and without a D1 bookmark, cookie or header (a visitor who
 * just wrote must read their write, not a copy rendered before it: the cookie lasts as long as a copy may), for a page
 * outside the private areas.
 */
export function mayUseCache(request: Request): boolean {
  return (
    request.method === 'GET' &&
    !request.headers.has('authorization') &&
    !request.headers.has(BOOKMARK_HEADER) &&
    !hasCookie(request.headers.get('cookie'), BOOKMARK_COOKIE) &&
    !isPrivatePath(new URL(request.url).pathname)
  );
}

/**
 * The address a page is cached (and rendered) under, or null when its screen is never cached: no trailing slash (the
 * same page, docs/product.md §2.2), and only the parameters the screen reads, as it reads them: a name exactly as
 * written (another case is another name, which it does not read), the first of a repeated one, none that is blank
 * (which reads as absent), sorted by name and encoded one way. A value keeps its case: the page shows it as typed.
 */
export function pageCacheUrl(url: URL, screen: Screen): URL | null {
  const params = SCREEN_CACHING[screen];
  if (params === 'never' || isPrivatePath(url.pathname)) return null;
  const key = new URL(url.origin);
  key.pathname = url.pathname.replace(/\/+$/, '') || '/';
  const kept = new URLSearchParams();
  for (const name of [...params].sort()) {
    const value = url.searchParams.get(name);
    if (value !== null && value.trim() !== '') kept.append(name, value);
  }
  key.search = kept.toString();
  return key;
}

let buildVersion: string | undefined;

/**
 * What a page depends on besides its address and the data: the build (the ETags of the shell and of the screens' chunk
 * list, read once per isolate, since a deployment's static files never change under it) and the bot check's site key,
 * which the page carries. A copy from an earlier deployment would name scripts that are gone.
 */
export async function pageVersion(env: Pick<Bindings, 'ASSETS' | 'TURNSTILE_SITE_KEY'>, origin: string): Promise<string> {
  buildVersion ??= (
    await Promise.all(
      ['/', '/route-preloads.json'].map(async (path) => {
        const response = await env.ASSETS.fetch(new Request(new URL(path, origin), { method: 'HEAD' }));
        return response.headers.get('etag') ?? '';
      }),
    )
  ).join(',');
  // No trailing space: a header value loses it on the way through the cache.
  return `${buildVersion};${env.TURNSTILE_SITE_KEY ?? ''}`;
}

/** Only a whole page is kept: 200, or 404 (an unknown business is asked for again too), and nothing that sets a cookie. */
export function isStorable(page: Response): boolean {
  return (page.status === 200 || page.status === 404) && !page.headers.has('set-cookie');
}

/** Seconds since the stored copy began rendering; a copy without a readable time counts as too old. */
export function pageAge(stored: Response, now: number): number {
  const renderedAt = Number(stored.headers.get(RENDERED_AT_HEADER));
  if (!Number.isFinite(renderedAt) || renderedAt <= 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.floor((now - renderedAt) / 1000));
}

export function freshness(ageSeconds: number): 'fresh' | 'stale' | 'expired' {
  if (ageSeconds < PAGE_FRESH_SECONDS) return 'fresh';
  return ageSeconds < PAGE_MAX_AGE_SECONDS ? 'stale' : 'expired';
}

/** The copy the cache keeps: with its render time and version, and a lifetime the cache enforces by itself. */
export function forStorage(page: Response, renderedAt: number, version: string): Response {
  const headers = new Headers(page.headers);
  headers.set('Cache-Control', STORED_CACHE_CONTROL);
  headers.set(RENDERED_AT_HEADER, String(renderedAt));
  headers.set(VERSION_HEADER, version);
  headers.delete(PAGE_CACHE_HEADER);
  return new Response(page.body, { status: page.status, headers });
}

/** A stored copy as a visitor gets it: `no-cache` as every page (the browser asks again each time), with its age. */
export function fromStorage(stored: Response, status: 'HIT' | 'STALE', ageSeconds: number): Response {
  const headers = new Headers(stored.headers);
  headers.set('Cache-Control', 'no-cache');
  headers.set('Age', String(ageSeconds));
  headers.set(PAGE_CACHE_HEADER, status);
  for (const name of [RENDERED_AT_HEADER, VERSION_HEADER, 'CF-Cache-Status', 'Expires']) headers.delete(name);
  return new Response(stored.body, { status: stored.status, headers });
}

export function withCacheStatus(page: Response, status: PageCacheStatus): Response {
  const response = new Response(page.body, page);
  response.headers.set(PAGE_CACHE_HEADER, status);
  return response;
}

export interface RenderedPage {
  page: Response;
  /** False when the page is not what it should be (the server render failed): such a page is never stored. */
  complete: boolean;
}

interface CachedPageOptions {
  /** pageCacheUrl of the request. */
  url: URL;
  version: string;
  /** Renders the page at `url`. */
  render: () => Promise<RenderedPage>;
  /** Keeps work going after the response has gone (ExecutionContext.waitUntil). */
  defer: (work: Promise<unknown>) => void;
  /** What a render does besides rendering, for a fresh stored page (200) served instead: a business page counts its view. */
  served?: () => Promise<void>;
}

/** Renders the page and hands the cache its copy; a cache that cannot store it costs only this copy. */
async function renderAndStore(cache: Cache, key: Request, { version, render, defer }: CachedPageOptions): Promise<Response> {
  const renderedAt = Date.now();
  const { page, complete } = await render();
  if (!complete || !isStorable(page)) return page;
  const copy = forStorage(page.clone(), renderedAt, version);
  defer(cache.put(key, copy).catch((error: unknown) => logFailure('page cache store failed', error, { page: new URL(key.url).pathname })));
  return page;
}

/**
 * The page from this location's cache when a copy of this version is under PAGE_MAX_AGE_SECONDS old (past
 * PAGE_FRESH_SECONDS it is renewed in the background), else rendered and stored. A cache that fails costs only speed.
 */
export async function cachedPage(options: CachedPageOptions): Promise<Response> {
  const cache = caches.default;
  const key = new Request(options.url);
  const stored = await cache.match(key).catch((error: unknown) => {
    logFailure('page cache read failed', error, { page: new URL(key.url).pathname });
    return undefined;
  });
  if (stored) {
    const age = pageAge(stored, Date.now());
    const state = freshness(age);
    if (state !== 'expired' && stored.headers.get(VERSION_HEADER) === options.version) {
      if (state === 'stale') {
        options.defer(
          renderAndStore(cache, key, options).then(
            (page) => page.body?.cancel(),
            (error: unknown) => logFailure('page cache renewal failed', error, { page: new URL(key.url).pathname }),
          ),
        );
      }
      // A stale copy's renewal renders the page, which does all of it.
      if (state === 'fresh' && options.served && stored.status === 200) {
        options.defer(
          options
            .served()
            .catch((error: unknown) => logFailure('page cache view count failed', error, { page: new URL(key.url).pathname })),
        );
      }
      return fromStorage(stored, state === 'fresh' ? 'HIT' : 'STALE', age);
    }
    await stored.body?.cancel();
  }
  return withCacheStatus(await renderAndStore(cache, key, options), 'MISS');
}

/** The public page of one business: what a review of it, its owner's edit or a decision on it changes. */
export function businessPage(businessId: string): string {
  return `/business/${businessId}`;
}

/** The home page lists featured and newest listings: a decision that makes a listing public, featured or not shows there. */
export const HOME_PAGE = '/';

/**
 * Deletes this location's cached copies of `paths` (as pageCacheUrl writes them), on the request's origin and the
 * site's, after the write that changed them: the next view renders them again. Other locations' copies age out within
 * PAGE_MAX_AGE_SECONDS. A failure is logged, never the write's.
 */
export async function purgePages(
  ctx: Pick<RequestContext, 'origin' | 'siteOrigin' | 'requestId'>,
  paths: readonly string[],
): Promise<void> {
  const origins = new Set([ctx.origin, ctx.siteOrigin]);
  try {
    await Promise.all([...origins].flatMap((origin) => paths.map((path) => caches.default.delete(new Request(new URL(path, origin))))));
  } catch (error) {
    logFailure('page cache purge failed', error, { requestId: ctx.requestId });
  }
}
