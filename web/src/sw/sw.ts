/**
 * The service worker (docs/decisions/026-service-worker.md). Built on its own into web/dist/sw.js, a classic script,
 * with the build's file lists written in (scripts/lib/service-worker-plugin.ts). It keeps what a visitor opened so a
 * phone without a connection still reads it: the pages (network first), the app's hashed files (cache first, as they
 * never change), photos, and the signed-in visitor's favourites for that account alone. It never keeps a write, an API
 * answer other than those reads, or a private page's markup, and never takes over from an older version by itself.
 */
import { isPrivatePath, screenForPath, type Screen } from '@contracts/spa-routes.ts';
import { APP_STARTED, KEEP_PAGE, OFFLINE_LIST_MARKER, OFFLINE_PAGE_PATH, SKIP_WAITING, SW_TEXTS, type PageMessage } from './protocol.ts';

interface BuildFiles {
  /** Names this build's cache: a new build's worker keeps its files apart from those open tabs of the last one use. */
  version: string;
  /** Fetched at install: the offline page, and what every page loads before the app (the entry, the stylesheet). */
  shell: string[];
  /** The chunks of the app and of every public screen (private ones are left out): fetched once a tab has started the app. */
  publicApp: string[];
}

/** Written in by the build (scripts/lib/service-worker-plugin.ts). */
declare const __SW_BUILD__: BuildFiles;

// The DOM library the web app is checked with has no service worker types; these are the parts used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const BUILD = __SW_BUILD__;

const BUILD_CACHE_PREFIX = 'citypages-build-';
const BUILD_CACHE = `${BUILD_CACHE_PREFIX}${BUILD.version}`;
const PAGES_CACHE = 'citypages-pages';
const PRIVATE_CACHE = 'citypages-private';
const MEDIA_CACHE = 'citypages-media';
const META_CACHE = 'citypages-meta';
/** Under META_CACHE: the versions activated, newest last. */
const ACTIVATED_KEY = '/__sw/activated';
/** Under PRIVATE_CACHE, one entry per read: /__sw/private/{hash of the session's token}/{procedure}?input=… */
const PRIVATE_KEY_PREFIX = '/__sw/private/';
/** When a kept page was stored (ms since the epoch), on its stored copy. */
const SAVED_AT_HEADER = 'x-citypages-saved-at';

/** The pages a visitor opened, most recent kept: about 30 profiles and searches is a day's looking on a phone. */
const MAX_PAGES = 30;
/** Photos are content-addressed and small (decision 014 resizes uploads), but a phone's storage is not ours. */
const MAX_MEDIA = 60;
/**
 * A slow phone (1.6 Mbps, 150 ms) has a page in about a second; a connection that has said nothing for 3 s is failing
 * ('lie-fi'), and the page kept is better than a blank screen. The network's answer still replaces the kept copy.
 */
const NETWORK_WAIT_MS = 3_000;
/** An open tab of the version before the last deploy may still ask for its own chunks; older ones are let go. */
const BUILDS_KEPT = 2;
/** A page kept this recently is not fetched again when the app reports it: the visitor just opened it. */
const FRESH_MS = 60_000;
/** The app's other chunks are fetched this long after it starts, when its screen has had the connection to itself. */
const PUBLIC_APP_DELAY_MS = 10_000;

/**
 * The screens whose pages are kept: the public ones a visitor reads again. Sign-in and the other account screens show
 * nothing worth reading offline, and some carry a token in their address.
 */
const KEPT_SCREENS: ReadonlySet<Screen> = new Set([
  'home',
  'business',
  'businesses',
  'categories',
  'category',
  'locations',
  'location',
  'contact',
  'search',
]);
/** The favourites screen's page is the bare shell, the same for everyone; the account's list comes from PRIVATE_READS. */
const FAVOURITES_PATH = '/favorites';
/** The only API answers kept: the signed-in visitor's favourites and who they are, for the favourites screen offline. */
const PRIVATE_READS: ReadonlySet<string> = new Set(['favorites.list', 'auth.me']);
const TRPC_PREFIX = '/api/trpc/';
/** The site's own images in web/public (the logo, icons, the fallback photo): not hashed, so they may change. */
const STATIC_IMAGE = /^\/(favicon\.svg$|icons\/|images\/)/;

/** A sign-out (tRPC's, perhaps batched, or REST's): the worker forgets every account's answers as it passes, online or not. */
function signsOut(url: URL): boolean {
  if (url.pathname === '/api/users/logout') return true;
  return (
    url.pathname.startsWith(TRPC_PREFIX) && decodeURIComponent(url.pathname.slice(TRPC_PREFIX.length)).split(',').includes('auth.logout')
  );
}

worker.addEventListener('install', (event) => {
  // The shell's files come from the browser's HTTP cache when the page just loaded them: no second download.
  event.waitUntil(caches.open(BUILD_CACHE).then((cache) => cache.addAll(BUILD.shell)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The page's request starts while the worker boots, instead of after.
      await worker.registration.navigationPreload?.enable();
      await forgetOldBuilds();
      // The first version takes the tabs already open, so what they load next is kept; an update only activates
      // once the visitor chose to reload (or every tab of the old one has closed), so taking them changes nothing.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const message = event.data as PageMessage | null;
  if (message?.type === SKIP_WAITING) event.waitUntil(worker.skipWaiting());
  else if (message?.type === KEEP_PAGE && typeof message.url === 'string') event.waitUntil(keepReportedPage(message.url));
  else if (message?.type === APP_STARTED) event.waitUntil(keepPublicApp());
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Photos on the media domain, Turnstile, YouTube: another origin's, left to the browser.
  if (url.origin !== worker.location.origin) return;
  if (request.method !== 'GET') {
    if (signsOut(url)) event.waitUntil(caches.delete(PRIVATE_CACHE));
    return;
  }
  if (request.mode === 'navigate') event.respondWith(page(event, url));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(hashedFile(event));
  else if (url.pathname.startsWith(TRPC_PREFIX)) privateRead(event, url);
  else if (url.pathname.startsWith('/media/') && !request.headers.has('range')) event.respondWith(photo(event));
  else if (STATIC_IMAGE.test(url.pathname)) event.respondWith(staticImage(event));
});

// Pages ------------------------------------------------------------------------------------------------------------

/** What is kept of a page at this address: 'page' (public, kept and listed), 'shell' (favourites) or nothing. */
function keptAs(url: URL): 'page' | 'shell' | null {
  if (url.pathname === FAVOURITES_PATH) return 'shell';
  if (isPrivatePath(url.pathname)) return null;
  return KEPT_SCREENS.has(screenForPath(url.pathname)) ? 'page' : null;
}

/** One key per page: the address without its fragment or a trailing slash, the query as the app writes it. */
function pageKey(url: URL): string {
  return `${url.origin}${url.pathname.replace(/(.)\/+$/, '$1')}${url.search}`;
}

const delay = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * Network first: the page as it is now, kept for later. Without an answer (offline, or nothing for NETWORK_WAIT_MS)
 * the copy kept, with a note saying so; with no copy, the offline page listing what is kept.
 */
async function page(event: FetchEvent, url: URL): Promise<Response> {
  if (url.pathname === OFFLINE_PAGE_PATH) return offlinePage(200);
  const network = event.preloadResponse.then((preloaded) => preloaded ?? fetch(event.request));
  const kept = keptAs(url);
  if (!kept) return network.catch(() => offlinePage(503));
  const stored = network.then(async (response) => {
    // A full phone must not cost the visitor the page itself.
    await remember(url, response.clone()).catch(() => undefined);
    return response;
  });
  event.waitUntil(stored.catch(() => undefined));
  const copy = await caches.open(PAGES_CACHE).then((cache) => cache.match(pageKey(url)));
  if (!copy) return stored.catch(() => offlinePage(503));
  let failed = false;
  const answer = await Promise.race([
    stored.catch(() => {
      failed = true;
      return null;
    }),
    delay(NETWORK_WAIT_MS),
  ]);
  if (answer) return answer;
  return markedCopy(copy, failed);
}

/** Keeps a page the network answered, or lets go of one that is gone. */
async function remember(url: URL, response: Response): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  const key = pageKey(url);
  if (response.status === 404 || response.status === 410) {
    await cache.delete(key);
    return;
  }
  const html = response.headers.get('content-type')?.includes('text/html');
  if (!response.ok || !html || response.redirected || response.headers.has('set-cookie')) return;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  // Deleted first so the put goes to the end: the cache's order is then the order pages were last seen in.
  await cache.delete(key);
  await cache.put(key, new Response(await response.blob(), { status: 200, headers }));
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((old) => cache.delete(old)));
}

/**
 * A link followed inside the app fetches its data, not its page: the app reports the address (AppUpdates.tsx) and
 * the page is fetched here at low priority, as a visitor without the app would have had it. A view it counts is the
 * same visitor's within the hour, which counts once (docs/product.md §3.17).
 */
async function keepReportedPage(address: string): Promise<void> {
  const url = new URL(address, worker.location.origin);
  if (url.origin !== worker.location.origin || keptAs(url) !== 'page') return;
  const copy = await caches.open(PAGES_CACHE).then((cache) => cache.match(pageKey(url)));
  if (copy && Date.now() - Number(copy.headers.get(SAVED_AT_HEADER)) < FRESH_MS) return;
  try {
    await remember(url, await fetch(url, { headers: { accept: 'text/html' }, priority: 'low' }));
  } catch {
    // Offline now: the page is kept the next time it is opened.
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The time a copy was saved, as a Bengaluru reader writes it: '12 Nov, 4:05 pm'. */
function savedAt(copy: Response): string {
  const saved = Number(copy.headers.get(SAVED_AT_HEADER));
  if (!saved) return '';
  const when = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  return ` at ${when.format(saved).replace(/\b(am|pm)\b/i, (half) => half.toLowerCase())}`;
}

/**
 * The kept copy with a note under the header saying it is one: it sits outside the app's root, so the app still adopts
 * the page's markup as its own. The inline style is allowed by the site's policy (style-src 'unsafe-inline').
 */
async function markedCopy(copy: Response, offline: boolean): Promise<Response> {
  const text = `${offline ? SW_TEXTS.offlineCopy : SW_TEXTS.slowCopy}${savedAt(copy)}.`;
  const note =
    '<style>#sw-saved-copy{position:fixed;top:4rem;left:0;right:0;z-index:35;margin:0;padding:.4rem 1rem;background:#fef3c7;' +
    'color:#78350f;border-bottom:1px solid #fcd34d;font:500 .875rem/1.4 system-ui,sans-serif;text-align:center}' +
    '#sw-saved-copy a{color:inherit;text-decoration:underline}#main{padding-top:6.5rem}</style>' +
    `<p id="sw-saved-copy" role="status">${escapeHtml(text)} <a href="${OFFLINE_PAGE_PATH}">${escapeHtml(SW_TEXTS.savedPages)}</a></p>`;
  const html = (await copy.text()).replace(/<body[^>]*>/i, (body) => `${body}${note}`);
  const headers = new Headers(copy.headers);
  headers.delete('content-length');
  return new Response(html, { status: 200, headers });
}

/** The title of a kept page, without the site's name after it. */
async function titleOf(copy: Response): Promise<string> {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(await copy.text())?.[1] ?? '';
  const decoded = title
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return decoded.replace(/\s*\|\s*CityPages\s*$/, '').trim();
}

/** The offline page (web/public/offline.html), with links to what is kept: favourites, profiles, searches, the rest. */
async function offlinePage(status: number): Promise<Response> {
  const shell = (await caches.open(BUILD_CACHE).then((cache) => cache.match(OFFLINE_PAGE_PATH))) ?? (await caches.match(OFFLINE_PAGE_PATH));
  if (!shell) return new Response('You’re offline.', { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const pages = await caches.open(PAGES_CACHE);
  const groups: Record<'business' | 'search' | 'other', string[]> = { business: [], search: [], other: [] };
  let favourites = false;
  for (const request of [...(await pages.keys())].reverse()) {
    const url = new URL(request.url);
    if (url.pathname === FAVOURITES_PATH) {
      // Without opening it, which would make it again after a sign-out deleted it.
      favourites = (await caches.has(PRIVATE_CACHE)) && (await caches.open(PRIVATE_CACHE).then((cache) => cache.keys())).length > 0;
      continue;
    }
    const copy = await pages.match(request);
    if (!copy) continue;
    const screen = screenForPath(url.pathname);
    const title = (await titleOf(copy)) || url.pathname;
    const label = screen === 'search' ? searchLabel(url) : screen === 'home' ? 'Home' : title;
    const group = screen === 'business' || screen === 'search' ? screen : 'other';
    groups[group].push(`<li><a href="${escapeHtml(url.pathname + url.search)}">${escapeHtml(label)}</a></li>`);
  }
  const section = (heading: string, items: string[]) => (items.length ? `<h2>${heading}</h2><ul>${items.join('')}</ul>` : '');
  const kept =
    (favourites ? '<h2>Your favourites</h2><ul><li><a href="/favorites">My Favourites</a></li></ul>' : '') +
    section('Businesses you opened', groups.business) +
    section('Your searches', groups.search) +
    section('Other pages', groups.other);
  const list = kept
    ? `<p>Saved on this phone, to read without a connection:</p>${kept}`
    : '<p>Nothing is saved on this phone yet: pages you open are kept to read offline.</p>';
  const html = (await shell.text()).replace(OFFLINE_LIST_MARKER, list);
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

/** 'dentist near 560034', as the search box had it. */
function searchLabel(url: URL): string {
  const what = url.searchParams.get('query')?.trim();
  const where = (url.searchParams.get('pincode') ?? url.searchParams.get('location'))?.trim();
  const category = url.searchParams.get('category')?.trim();
  const text = [what || category || 'Everything', where ? `near ${where}` : ''].filter(Boolean).join(' ');
  return `Search: ${text}`;
}

// The app's files and photos ------------------------------------------------------------------------------------------

/**
 * A hashed file never changes: from any build's cache when there, else the network, kept in this build's cache. An
 * open tab of the previous build still finds its chunks in that build's cache (forgetOldBuilds keeps it).
 */
async function hashedFile(event: FetchEvent): Promise<Response> {
  const kept = await caches.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(caches.open(BUILD_CACHE).then((cache) => cache.put(event.request, copy)));
  }
  return response;
}

let keepingPublicApp: Promise<void> | null = null;

/**
 * A tab that started the app navigates inside it, and asks for a screen's chunk when the visitor first opens that
 * screen, perhaps after a deploy has replaced every file: so once a tab reports that its app started (AppUpdates.tsx),
 * the public screens' chunks are fetched (after PUBLIC_APP_DELAY_MS, at low priority, one at a time, only those not
 * kept yet) and kept with this build's, which forgetOldBuilds keeps while tabs may use them. Private screens (account,
 * owner, admin) are not: few visitors open them, and their chunks are kept as they are fetched.
 */
function keepPublicApp(): Promise<void> {
  keepingPublicApp ??= (async () => {
    // A visitor who asked their browser to save data gets only what they open.
    if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
    await delay(PUBLIC_APP_DELAY_MS);
    const cache = await caches.open(BUILD_CACHE);
    for (const file of BUILD.publicApp) {
      if (await caches.match(file, { ignoreVary: true })) continue;
      try {
        const response = await fetch(file, { priority: 'low' });
        if (response.ok) await cache.put(file, response);
      } catch {
        return;
      }
    }
  })();
  return keepingPublicApp;
}

/** Photos under /media/ are named by their content (decision 014): cache first, at most MAX_MEDIA of them. */
async function photo(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(MEDIA_CACHE);
  const kept = await cache.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok && response.status === 200) {
    const copy = response.clone();
    event.waitUntil(
      (async () => {
        await cache.put(event.request, copy);
        const keys = await cache.keys();
        await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_MEDIA)).map((old) => cache.delete(old)));
      })(),
    );
  }
  return response;
}

/** The site's own images: the copy kept at once, and the network's to replace it for next time. */
async function staticImage(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(MEDIA_CACHE);
  const kept = await cache.match(event.request, { ignoreVary: true });
  const network = fetch(event.request).then(async (response) => {
    if (response.status === 200) await cache.put(event.request, response.clone());
    return response;
  });
  if (!kept) return network;
  event.waitUntil(network.catch(() => undefined));
  return kept;
}

/** Keeps the current build's files and the previous one's (its tabs may still be open); forgets older builds. */
async function forgetOldBuilds(): Promise<void> {
  const meta = await caches.open(META_CACHE);
  const stored = await meta.match(ACTIVATED_KEY);
  const activated = stored ? ((await stored.json()) as string[]) : [];
  const kept = [...activated.filter((version) => version !== BUILD.version), BUILD.version].slice(-BUILDS_KEPT);
  await meta.put(ACTIVATED_KEY, Response.json(kept));
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(BUILD_CACHE_PREFIX) && !kept.includes(name.slice(BUILD_CACHE_PREFIX.length)))
      .map((name) => caches.delete(name)),
  );
}

// The signed-in visitor's favourites ----------------------------------------------------------------------------------

interface BatchItem {
  result?: unknown;
  error?: unknown;
}

/** The procedures a tRPC GET asks for, in order, and whether it is a batch (an array of answers). */
function trpcCall(url: URL): { procedures: string[]; inputs: unknown[]; batch: boolean } | null {
  const procedures = decodeURIComponent(url.pathname.slice(TRPC_PREFIX.length)).split(',');
  const batch = url.searchParams.get('batch') === '1';
  let input: unknown = null;
  try {
    input = JSON.parse(url.searchParams.get('input') ?? 'null');
  } catch {
    return null;
  }
  const inputs = procedures.map((_procedure, index) => (batch ? (input as Record<string, unknown> | null)?.[index] : input) ?? null);
  return { procedures, inputs, batch };
}

/** A session's answers are filed under its token's hash, so another account's session can never read them. */
async function sessionKey(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return Array.from(new Uint8Array(digest).slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const privateKey = (session: string, procedure: string, input: unknown) =>
  `${PRIVATE_KEY_PREFIX}${session}/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;

/** An answer the worker cannot give offline, shaped as the API's own (docs/product.md §5.1): the session stays. */
const offlineItem = (): BatchItem => ({
  error: { message: 'You’re offline', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503, errors: [] } },
});

/**
 * A signed-in GET that asks for the favourites (or who the visitor is): network first, each of those answers kept for
 * this session alone; without a connection, the kept answers, and 'offline' for anything else asked with them.
 * Any other API call is left to the network.
 */
function privateRead(event: FetchEvent, url: URL): void {
  const authorization = event.request.headers.get('authorization');
  const call = trpcCall(url);
  if (!authorization || !call || !call.procedures.some((procedure) => PRIVATE_READS.has(procedure))) return;
  event.respondWith(
    (async () => {
      const session = await sessionKey(authorization);
      try {
        const response = await fetch(event.request);
        event.waitUntil(keepPrivate(session, call, response.clone()));
        return response;
      } catch (error) {
        const cache = await caches.open(PRIVATE_CACHE);
        const items = await Promise.all(
          call.procedures.map(async (procedure, index) => {
            const kept = PRIVATE_READS.has(procedure) ? await cache.match(privateKey(session, procedure, call.inputs[index])) : undefined;
            return kept ? ((await kept.json()) as BatchItem) : null;
          }),
        );
        if (items.every((item) => item === null)) throw error;
        const answers = items.map((item) => item ?? offlineItem());
        const status = answers.every((answer) => answer.result !== undefined) ? 200 : 207;
        return Response.json(call.batch ? answers : answers[0], { status });
      }
    })(),
  );
}

/** Keeps this session's private answers; a session the server refused, or any other account's, is forgotten. */
async function keepPrivate(session: string, call: NonNullable<ReturnType<typeof trpcCall>>, response: Response): Promise<void> {
  const cache = await caches.open(PRIVATE_CACHE);
  const ours = `${worker.location.origin}${PRIVATE_KEY_PREFIX}${session}/`;
  for (const request of await cache.keys()) if (!request.url.startsWith(ours)) await cache.delete(request);
  if (response.status === 401) {
    await caches.delete(PRIVATE_CACHE);
    return;
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return;
  }
  const answers = (call.batch ? body : [body]) as BatchItem[];
  if (!Array.isArray(answers)) return;
  await Promise.all(
    call.procedures.map((procedure, index) => {
      const answer = answers[index];
      if (!PRIVATE_READS.has(procedure) || !answer || answer.result === undefined) return null;
      return cache.put(privateKey(session, procedure, call.inputs[index]), Response.json(answer));
    }),
  );
}
