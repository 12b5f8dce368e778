import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildServiceWorker, SERVICE_WORKER_FILE, type ServiceWorkerFiles } from '../../scripts/lib/service-worker-plugin.ts';
import { CONTRACTS_ALIAS } from '../../vite.config.ts';
import { isPrivatePath, SPA_ROUTES, SPA_SCREENS, type SpaRoute } from '../../worker/contracts/spa-routes.ts';

/**
 * The service worker (web/src/sw/sw.ts, docs/decisions/026-service-worker.md): what the production build writes
 * (npm test builds first), and how the worker behaves across deploys and accounts, run here against an in-memory
 * Cache Storage and network. tests/e2e/offline.test.ts runs the built worker in Chromium with the network off.
 */
const ROOT = join(import.meta.dirname, '../..');
const DIST = join(ROOT, 'web/dist');
const ORIGIN = 'https://citypages.test';
/** The worker is fetched at registration and at every update check: it stays small (decision 026). */
const WORKER_BUDGET_KB = 7;

describe('the built service worker', () => {
  const worker = () => readFileSync(join(DIST, SERVICE_WORKER_FILE), 'utf8');

  it(`weighs at most ${WORKER_BUDGET_KB} KB gzip`, () => {
    const size = gzipSync(worker(), { level: 9 }).length;
    expect(size, `${(size / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(WORKER_BUDGET_KB * 1024);
  });

  it('keeps at install the offline page and what every page loads before the app, and nothing else', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const pageFiles = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(pageFiles.length).toBeGreaterThan(0);
    const shell = /shell:\[([^\]]*)\]/.exec(worker())?.[1];
    const named = [...(shell?.matchAll(/\/[\w./-]+/g) ?? [])].map((match) => match[0]);
    expect(named.sort()).toEqual(['/offline.html', ...pageFiles].sort());
  });

  it('keeps, once the app has started, the chunks of every public screen, and no private screen’s', () => {
    const preloads = JSON.parse(readFileSync(join(DIST, 'route-preloads.json'), 'utf8')) as Record<string, string[]>;
    const source = worker();
    const routes = Object.keys(SPA_ROUTES) as SpaRoute[];
    const screenChunk = (route: SpaRoute) => preloads[SPA_SCREENS[route]]?.[0];
    for (const route of routes.filter((route) => !isPrivatePath(SPA_ROUTES[route]))) {
      for (const file of preloads[SPA_SCREENS[route]] ?? []) expect(source, `${route}: ${file}`).toContain(file);
    }
    for (const route of routes.filter((route) => isPrivatePath(SPA_ROUTES[route]))) {
      const chunk = screenChunk(route);
      expect(chunk, route).toBeDefined();
      expect(source, `${route}: ${chunk}`).not.toContain(chunk);
    }
  });
});

// An in-memory service worker environment ------------------------------------------------------------------------------

type Listener = (event: unknown) => void;

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async match(request: RequestInfo | URL) {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response) {
    const key = keyOf(request);
    this.entries.delete(key);
    this.entries.set(key, response.clone());
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(keyOf(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async addAll(requests: string[]) {
    for (const request of requests) {
      const response = await network.fetch(request);
      if (!response.ok) throw new TypeError(`addAll: ${request} answered ${response.status}`);
      await this.put(request, response);
    }
  }
}

const keyOf = (request: RequestInfo | URL) => new URL(request instanceof Request ? request.url : String(request), ORIGIN).href;

const storage = {
  caches: new Map<string, MemoryCache>(),
  async open(name: string) {
    if (!this.caches.has(name)) this.caches.set(name, new MemoryCache());
    return this.caches.get(name) as MemoryCache;
  },
  async has(name: string) {
    return this.caches.has(name);
  },
  async delete(name: string) {
    return this.caches.delete(name);
  },
  async keys() {
    return [...this.caches.keys()];
  },
  async match(request: RequestInfo | URL) {
    for (const cache of this.caches.values()) {
      const found = await cache.match(request);
      if (found) return found;
    }
    return undefined;
  },
};

/** The network: the deployed build's files, pages and API answers; `offline` makes every request fail. */
const network = {
  offline: false,
  files: new Map<string, string>(),
  api: (_request: Request): Response => new Response('not found', { status: 404 }),
  async fetch(input: RequestInfo | URL): Promise<Response> {
    if (this.offline) throw new TypeError('Failed to fetch');
    const request = input instanceof Request ? input : new Request(new URL(String(input), ORIGIN));
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/')) return this.api(request);
    const body = this.files.get(pathname);
    if (body === undefined) return new Response('File not found', { status: 404 });
    const type = pathname.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8';
    return new Response(body, { headers: { 'content-type': type } });
  },
};

/** One version of the worker, started as a browser starts it: its code run with its own `self`, sharing the storage. */
class Worker {
  private readonly listeners = new Map<string, Listener[]>();
  skippedWaiting = false;

  static async build(files: ServiceWorkerFiles): Promise<Worker> {
    const code = await buildServiceWorker({ sourceRoot: join(ROOT, 'web/src'), contracts: CONTRACTS_ALIAS['@contracts'], files });
    const worker = new Worker();
    const scope = {
      location: new URL(ORIGIN),
      registration: { navigationPreload: { enable: async () => undefined } },
      clients: { claim: async () => undefined },
      skipWaiting: async () => {
        worker.skippedWaiting = true;
      },
      addEventListener: (type: string, listener: Listener) => worker.listeners.set(type, [...(worker.listeners.get(type) ?? []), listener]),
    };
    // The worker's delays (before the public app, the network's patience) pass a thousand times faster here.
    const faster = (run: () => void, ms: number) => setTimeout(run, ms / 1000);
    new Function('self', 'caches', 'fetch', 'setTimeout', code)(scope, storage, network.fetch.bind(network), faster);
    return worker;
  }

  /** Dispatches an extendable event and waits for everything it asked to wait for; returns what it responded with. */
  async dispatch(type: string, fields: Record<string, unknown> = {}): Promise<Response | undefined> {
    const pending: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    const event = {
      ...fields,
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
      respondWith: (answer: Response | Promise<Response>) => {
        response = Promise.resolve(answer);
      },
    };
    for (const listener of this.listeners.get(type) ?? []) listener(event);
    const answer = await response;
    // Work started while waiting may ask to wait for more.
    for (let done = 0; done < pending.length; done = pending.length) await Promise.allSettled(pending.slice(done));
    return answer;
  }

  async start(): Promise<void> {
    await this.dispatch('install');
    await this.dispatch('activate');
  }

  fetch(path: string, { mode, ...init }: RequestInit = {}): Promise<Response | undefined> {
    const request = new Request(new URL(path, ORIGIN), init);
    // A navigation's mode cannot be given to a Request made outside a browser: the worker reads it from here.
    if (mode === 'navigate') Object.defineProperty(request, 'mode', { value: 'navigate' });
    return this.dispatch('fetch', { request, preloadResponse: Promise.resolve(undefined) });
  }
}

/** A build of the site: its entry, a lazy public screen's chunk, and pages linking them. */
function deploy(version: string): ServiceWorkerFiles {
  network.files = new Map([
    ['/offline.html', '<!doctype html><html><head><title>You’re offline | CityPages</title></head><body><!--kept--></body></html>'],
    [`/assets/boot-${version}.js`, `/* entry ${version} */`],
    [`/assets/SearchPage-${version}.js`, `/* search screen ${version} */`],
    ['/', `<!doctype html><html><head><title>CityPages</title></head><body><main id="main">Home of ${version}</main></body></html>`],
  ]);
  return { version, shell: ['/offline.html', `/assets/boot-${version}.js`], publicApp: [`/assets/SearchPage-${version}.js`] };
}

const text = async (response: Response | undefined) => (response ? await response.text() : undefined);

describe('the service worker across deploys and accounts', () => {
  beforeAll(() => {
    storage.caches.clear();
    network.offline = false;
  });

  it('keeps an open tab’s chunks through the next deploy, lets them go at the one after, and never takes over by itself', async () => {
    const first = await Worker.build(deploy('a'));
    await first.start();
    await first.dispatch('message', { data: { type: 'app-started' } });
    expect(first.skippedWaiting).toBe(false);

    // A deploy replaces every file; the tab of build a, now served by b's worker, opens a screen it never opened.
    const second = await Worker.build(deploy('b'));
    await second.dispatch('install');
    expect(second.skippedWaiting, 'a new version waits for the visitor’s Reload').toBe(false);
    await second.dispatch('message', { data: { type: 'skip-waiting' } });
    expect(second.skippedWaiting).toBe(true);
    await second.dispatch('activate');
    expect(await network.fetch('/assets/SearchPage-a.js').then((response) => response.status)).toBe(404);
    expect(await text(await second.fetch('/assets/SearchPage-a.js'))).toBe('/* search screen a */');

    const third = await Worker.build(deploy('c'));
    await third.start();
    expect((await storage.keys()).filter((name) => name.startsWith('citypages-build-')).sort()).toEqual([
      'citypages-build-b',
      'citypages-build-c',
    ]);
  });

  it('serves a kept page marked as a copy offline, and the offline page listing it for any other', async () => {
    const worker = await Worker.build(deploy('d'));
    await worker.start();
    expect(await text(await worker.fetch('/', { mode: 'navigate' }))).toContain('Home of d');
    network.offline = true;
    const copy = await text(await worker.fetch('/', { mode: 'navigate' }));
    expect(copy).toContain('Home of d');
    expect(copy).toContain('You’re offline. This is the page as saved on this phone');
    const other = await worker.fetch('/contact', { mode: 'navigate' });
    expect(other?.status).toBe(503);
    expect(await text(other)).toMatch(/<a href="\/">Home<\/a>/);
    network.offline = false;
  });

  it('keeps the favourites for the account that read them alone, and forgets them at sign-out', async () => {
    const worker = await Worker.build(deploy('e'));
    await worker.start();
    const favourites = [{ id: 'b1', name: 'Sri Sagar Chai' }];
    network.api = (request) =>
      request.headers.get('authorization') === 'Bearer asha'
        ? Response.json([{ result: { data: { name: 'Asha' } } }, { result: { data: favourites } }])
        : new Response('{}', { status: 401 });
    const read = (token: string) =>
      worker.fetch(`/api/trpc/auth.me,favorites.list?batch=1&input=${encodeURIComponent('{}')}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect(await read('asha').then((response) => response?.json())).toEqual([
      { result: { data: { name: 'Asha' } } },
      { result: { data: favourites } },
    ]);

    network.offline = true;
    expect(await read('asha').then((response) => response?.json()), 'the same session, offline').toEqual([
      { result: { data: { name: 'Asha' } } },
      { result: { data: favourites } },
    ]);
    await expect(read('ravi'), 'another session gets nothing kept for another').rejects.toThrow('Failed to fetch');

    // Signing out offline still forgets: the worker sees the request pass, whatever the network does with it.
    await worker.fetch('/api/trpc/auth.logout?batch=1', { method: 'POST', body: '{}' });
    await expect(read('asha')).rejects.toThrow('Failed to fetch');
    network.offline = false;
  });
});
