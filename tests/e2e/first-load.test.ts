import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAGE_CHUNKS_ELEMENT_ID } from '../../worker/contracts/ssr.ts';
import { aBusinessPath, arrive, launchBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const DIST = join(import.meta.dirname, '../../web/dist');
const VIEWPORTS = { phone: { width: 412, height: 823 }, wide: { width: 1280, height: 900 } };
/** Issue 14: what a first visit fetches before an interaction. */
const FIRST_LOAD_BUDGET_KB = 100;

let browser: Browser;
let businessPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  businessPath = await aBusinessPath(baseUrl);
});

afterAll(async () => {
  await browser?.close();
});

const gzipped = (files: Iterable<string>) =>
  [...files].reduce((total, file) => total + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The same-origin scripts `page` fetches from now on, by path. */
function watchScripts(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl && request.resourceType() === 'script') fetched.add(url.pathname);
  });
  return fetched;
}

/** The scripts the served page names: its own script tags, and the chunks the Worker lists for the app and screen. */
function namedScripts(page: Page): Promise<{ tags: string[]; listed: string[] }> {
  return page.evaluate((chunksId) => {
    const listed = JSON.parse(document.getElementById(chunksId)?.textContent ?? '[]') as string[];
    const tags = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => new URL(script.src).pathname);
    return { tags, listed };
  }, PAGE_CHUNKS_ELEMENT_ID);
}

/**
 * A server-rendered page for a signed-out visitor runs its app at the visitor's first input (web/src/boot.ts): until
 * the page has loaded a browser fetches the page's own script and nothing else; once it is idle, the chunks the page
 * names, at the lowest priority, so that the first input waits for the app to run and not to download; the input
 * then fetches nothing more (tests/build/bundle-budget.test.ts weighs the chunks).
 */
describe('first-load JavaScript (issues 14 and 34)', () => {
  const pages = () => ({ home: '/', search: '/search?query=restaurant', business: businessPath });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`fetches only the page's own script until it has loaded, the chunks it names when idle, nothing more at the first input (${size} screen)`, async () => {
      const figures: string[] = [];
      for (const [name, path] of Object.entries(pages())) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const fetched = watchScripts(page);
        await page.goto(`${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        const { tags, listed } = await namedScripts(page);
        expect(listed.length, `${name}: the page names its chunks`).toBeGreaterThan(1);
        // What the browser asked for before the page's load event: the idle fetch starts only after it.
        const untilLoaded = await page.evaluate(() => {
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.name.endsWith('.js') && entry.startTime < (navigation?.loadEventEnd ?? 0))
            .map((entry) => new URL(entry.name).pathname);
        });
        expect(untilLoaded, `${name}: scripts fetched until the page has loaded`).toEqual(tags);
        const before = gzipped(untilLoaded);
        expect(before, `${name}: ${kb(before)} before the page is idle`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB * 1024);

        expect([...fetched].sort(), `${name}: scripts fetched once idle`).toEqual([...new Set([...tags, ...listed])].sort());
        const priorities = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.fetchPriority),
        );
        expect(new Set(priorities), `${name}: fetched at the lowest priority`).toEqual(new Set(['low']));
        expect(await page.evaluate(() => document.documentElement.dataset.screen), `${name}: hydrated without an input`).toBeUndefined();

        const idle = fetched.size;
        await arrive(page, page.url());
        await page.waitForLoadState('networkidle');
        await context.close();
        expect(fetched.size, `${name}: scripts fetched at the first input`).toBe(idle);
        figures.push(`${name} ${kb(before)} until loaded, ${kb(gzipped(fetched))} in ${fetched.size} scripts once idle`);
      }
      // The figures for docs/decisions/005 and 026.
      console.log(`First-load JavaScript, gzip (${size}): ${figures.join('; ')}`);
    });
  }

  it('starts the app of a next page without an input once the browser has it', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(baseUrl);
    await arrive(page, page.url());
    await page.goto(`${baseUrl}${businessPath}`);
    expect(await startsByItself(page)).toBe(true);
    // The app's own chunk came from the browser's cache (nothing transferred), as the page expected.
    const transferred = await page.evaluate(() => {
      const app = (JSON.parse(document.getElementById('page-chunks')?.textContent ?? '[]') as string[])[0] ?? '';
      const entry = performance.getEntriesByType('resource').find((resource) => resource.name.endsWith(app)) as PerformanceResourceTiming;
      return entry?.transferSize;
    });
    expect(transferred).toBe(0);
    await context.close();
  });
});

/** Holds the app's code until `release()`: a slow connection, where the visitor acts before the app has arrived. */
async function holdApp(context: BrowserContext): Promise<{ release: () => Promise<void>; requested: () => boolean }> {
  const held: Route[] = [];
  let released = false;
  await context.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

describe('a visitor who acts before the app has loaded (issue 14)', () => {
  it('gets the search they typed and sent from the server at once, without waiting for the app (decision 027)', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    await holdApp(context);
    const page = await context.newPage();
    await page.goto(baseUrl);
    const keyword = page.getByLabel('What are you looking for?');
    await keyword.pressSequentially('dentist');
    // Typing in a form the server answers does not start the app, which would take a slow phone's CPU from the tap.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(false);
    await keyword.press('Enter');
    // Only the filled box is in the address, as the app would write it.
    await page.waitForURL(/\/search\?query=dentist$/);
    await expect.poll(() => page.getByRole('heading', { name: /Found [\d,]+\+? results?/ }).count(), { timeout: 15_000 }).toBe(1);
    await context.close();
  });

  it('opens the filters and applies a choice from the server at once, and clears them with a link, without the app', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const app = await holdApp(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/search?query=restaurant&sort=rating`);
    const filters = page.locator('summary', { hasText: /^Filters/ });
    await filters.click();
    expect(await filters.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open), 'the browser opens it').toBe(true);
    await page.getByLabel('Open now').click();
    // The search and its sort stay; only the filled fields are in the address.
    await page.waitForURL(/\/search\?query=restaurant&sort=rating&openNow=true$/);
    await expect.poll(() => page.getByRole('heading', { name: /Found [\d,]+\+? results?/ }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByLabel('Open now').isChecked()).toBe(true);
    // On a phone it ends the panel.
    await filters.click();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL(/\/search\?query=restaurant&sort=rating$/);
    expect(app.requested(), 'the app was fetched, and never needed').toBe(true);
    await context.close();
  });

  it("opens the phone's share sheet at a Share tap before the app, with no wait for it", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    await holdApp(context);
    // Chrome on Android has a share sheet; headless Chromium on Linux has none, so the page is given one to ask.
    await context.addInitScript({
      content: `window.sharedWith = []; navigator.share = async (data) => { window.sharedWith.push(data); };`,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${businessPath}`);
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const share = page.getByRole('button', { name: 'Share', exact: true }).first();
    await share.click();
    const shared = await page.evaluate(() => (window as unknown as { sharedWith: ShareData[] }).sharedWith);
    expect(shared).toHaveLength(1);
    // The heading also holds its badges ('Verified').
    const title = shared[0]?.title ?? '';
    expect(title.length > 0 && name.startsWith(title)).toBe(true);
    expect(shared[0]).toEqual({ title, text: `${title} on CityPages`, url: page.url() });
    expect(await share.getAttribute('data-held'), 'nothing is left waiting for the app').toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('counts a Call tap at once, and opens the share dialog tapped before the app', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const app = await holdApp(context);
    const page = await context.newPage();
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/events')) events.push(request.postData() ?? '');
    });
    await page.goto(`${baseUrl}${businessPath}`);
    const call = page.locator('a[href^="tel:"][data-tap="call"]').first();
    // Headless Chromium has no dialer: the page stays where it is, as a phone's would behind the dialer.
    await call.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
    await call.click();
    await expect.poll(() => events).toEqual([JSON.stringify({ type: 'call' })]);

    await page
      .getByRole('button', { name: /^share/i })
      .first()
      .click();
    await expect.poll(app.requested).toBe(true);
    expect(await page.getByRole('dialog').count(), 'nothing opens while the app is on its way').toBe(0);
    const share = page.getByRole('button', { name: /^share/i }).first();
    expect(await share.evaluate((button) => getComputedStyle(button).cursor), 'the tap is seen to be taken').toBe('progress');
    await app.release();
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(1);
    await context.close();
  });
});

/** Whether the page's screen becomes interactive with no input at all (within 10 s). */
async function startsByItself(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(() => document.documentElement.dataset.screen === location.pathname, undefined, { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

describe('a visitor with a screen reader (issue 14)', () => {
  it('opens the share dialog activated by a click alone, with no pointer or key the page sees first', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${businessPath}`);
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('button', { name: /^share/i })
      .first()
      .dispatchEvent('click');
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(1);
    await context.close();
  });
});

describe('pages whose app starts without an input (issue 14)', () => {
  it('starts at once for a signed-in visitor, whose header and favourites need it', async () => {
    const response = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.in', password: 'citypages-demo' }),
    });
    const { token, data } = (await response.json()) as { token: string; data: { user: unknown } };
    const context = await browser.newContext({ viewport: VIEWPORTS.wide });
    await context.addInitScript(
      ([storedToken, user]) => {
        localStorage.setItem('userToken', storedToken);
        localStorage.setItem('user', user);
      },
      [token, JSON.stringify(data.user)] as const,
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}${businessPath}`);
    expect(await startsByItself(page)).toBe(true);
    await context.close();
  });

  it('starts the home page at once for a visitor who already lets the site know where they are, and no other page', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, geolocation: { latitude: 12.9352, longitude: 77.6245 } });
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    const page = await context.newPage();
    await page.goto(baseUrl);
    expect(await startsByItself(page)).toBe(true);
    await expect.poll(() => page.locator('#home-location-status').textContent(), { timeout: 15_000 }).toContain('Auto-detected pincode');
    await context.close();
    // Another page, in a browser that has not run the app yet, waits for an input as every first page does.
    const elsewhere = await browser.newContext({ viewport: VIEWPORTS.phone, geolocation: { latitude: 12.9352, longitude: 77.6245 } });
    await elsewhere.grantPermissions(['geolocation'], { origin: baseUrl });
    const other = await elsewhere.newPage();
    await other.goto(`${baseUrl}/search?query=restaurant`);
    await other.waitForLoadState('networkidle');
    expect(await other.evaluate(() => document.documentElement.dataset.screen)).toBeUndefined();
    await elsewhere.close();
  });
});
