import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMMUTABLE } from '../../scripts/lib/headers-file-plugin.ts';
import { aBusinessPath, launchBrowser, visit } from './browser.ts';

const baseUrl = inject('baseUrl');
/** Issue 14: a page view may invoke the Worker for its HTML and a couple of data calls, never once per file. */
const MAX_WORKER_CALLS = 3;
const VIEWPORTS = { wide: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

let browser: Browser;
let businessPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  businessPath = await aBusinessPath(baseUrl);
});

afterAll(async () => {
  await browser?.close();
});

interface Served {
  path: string;
  cacheControl: string;
}

/**
 * The same-origin responses the network gave while `page` opens `path`, until the network is idle, split into those the
 * Worker answered (it tags each with X-Request-Id, worker/http/request-id.ts; the platform's static files carry none)
 * and those the platform did. Read through the DevTools protocol, which tells what the browser took from its own cache
 * (a cached response keeps the Worker's header, but costs no invocation).
 */
async function view(context: BrowserContext, page: Page, path: string) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const cached = new Set<string>();
  const responses: { id: string; url: string; headers: Record<string, string>; fromDiskCache: boolean }[] = [];
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) =>
    responses.push({ id: requestId, url: response.url, headers: response.headers, fromDiskCache: response.fromDiskCache ?? false }),
  );
  await visit(page, `${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  const worker: Served[] = [];
  const platform: Served[] = [];
  for (const response of responses) {
    if (new URL(response.url).origin !== baseUrl || response.fromDiskCache || cached.has(response.id)) continue;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]));
    const served = { path: new URL(response.url).pathname, cacheControl: headers['cache-control'] ?? '' };
    (headers['x-request-id'] ? worker : platform).push(served);
  }
  return { worker, platform };
}

const isMedia = (served: Served) => served.path.startsWith('/media/');
const paths = (list: Served[]) => list.map((served) => served.path).join(' ');

describe('Worker invocations per page view (issue 14)', () => {
  const pages = () => ({ home: '/', search: '/search?query=restaurant', business: businessPath, categories: '/categories' });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`stays within ${MAX_WORKER_CALLS} on home, search, business and categories, besides first-seen images (${size} screen)`, async () => {
      const views = [];
      for (const [name, path] of Object.entries(pages())) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const first = await view(context, page, path);
        // A returning visitor: the same page again, in the same browser.
        const again = await view(context, page, path);
        await context.close();
        views.push({
          name,
          path,
          first,
          again,
          media: first.worker.filter(isMedia),
          rest: first.worker.filter((served) => !isMedia(served)),
        });
      }
      // The figures for docs/decisions/016, before any assertion can stop the run.
      const figures = views.map(
        ({ name, first, again, media, rest }) =>
          `${name} ${first.worker.length} (${rest.length} + ${media.length} images; ${first.platform.length} from the platform), again ${again.worker.length}`,
      );
      console.log(`Worker calls per page view (${size}): ${figures.join('; ')}`);

      for (const { name, path, first, again, media, rest } of views) {
        // The page itself is always the Worker's: it is rendered on the server (worker/routes/spa.ts).
        expect(first.worker[0]?.path, `${name}: the HTML must come from the Worker`).toBe(new URL(path, baseUrl).pathname);
        expect(rest.length, `${name}: ${paths(rest)}`).toBeLessThanOrEqual(MAX_WORKER_CALLS);
        expect(first.platform.length, `${name}: its code and styles come from the platform`).toBeGreaterThan(0);
        // Images from R2 are counted apart: this server, like `npm start`, leaves MEDIA_ORIGIN empty, so they come through
        // the Worker's /media/ once. In production they come from the public media bucket's own domain (MEDIA_ORIGIN,
        // docs/decisions/016; tests/worker/media-origin.test.ts) and cost no Worker call. Either way their keys carry a
        // content hash, so the browser keeps them a year.
        for (const served of media) expect(served.cacheControl, served.path).toBe(IMMUTABLE);
        expect(again.worker.length, `${name} again: ${paths(again.worker)}`).toBeLessThanOrEqual(MAX_WORKER_CALLS);
        expect(again.worker.filter(isMedia), `${name} again`).toEqual([]);
      }
    });
  }

  it('serves static files from the platform with the security headers, hashed files for a year, missing files as 404', async () => {
    const page = await fetch(`${baseUrl}/`);
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    expect(page.headers.get('x-request-id')).not.toBeNull();
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");

    for (const path of [script as string, '/robots.txt', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-request-id'), `${path} went through the Worker`).toBeNull();
      for (const header of [
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
      ]) {
        expect(response.headers.get(header), `${path} ${header}`).toBe(page.headers.get(header));
      }
    }
    expect((await fetch(`${baseUrl}${script}`)).headers.get('cache-control')).toBe(IMMUTABLE);

    for (const missing of ['/assets/missing-0000.js', '/missing.txt', '/icons/missing.png']) {
      const response = await fetch(`${baseUrl}${missing}`);
      expect(response.status, missing).toBe(404);
      expect(await response.text(), missing).not.toContain('<div id="root"');
    }
    // Page routes, the sitemap, the API and media still reach the Worker first.
    for (const path of ['/', '/index.html', '/categories', '/no-such-page', '/sitemap.xml', '/api/health', '/media/none.svg']) {
      const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      expect(response.headers.get('x-request-id'), path).not.toBeNull();
    }
  });
});
