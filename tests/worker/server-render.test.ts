import { SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { newId } from '../../worker/lib/ids.ts';
import { addBusiness, addCategory, addUser, db } from './fixtures.ts';
import { drainEvents } from './support/event-queue.ts';

let dosaPlace = '';
let categoryId = '';

beforeAll(async () => {
  const category = await addCategory('Tiffin Centres');
  categoryId = category.id;
  dosaPlace = await addBusiness({
    name: 'Brahmin Tiffin Room',
    categoryId: category.id,
    keywords: ['dosa'],
    rating: [5, 1],
    images: ['seed/businesses/dosa-1.svg', 'seed/businesses/dosa-2.svg'],
  });
  await addBusiness({ name: 'Corner Bakery', categoryId: category.id, keywords: ['cake'] });
  const reviewer = await addUser('Kiran Shetty');
  await db
    .insert(schema.reviews)
    .values({ id: newId(), businessId: dosaPlace, userId: reviewer, rating: 5, content: 'Crisp butter dosa, strong filter coffee.' });
});

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(`http://localhost${path}`, { headers });
  return { status: response.status, html: await response.text() };
}

/** The markup React rendered into #root (everything up to the end of body). */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</body>'));
}

function serverState(html: string): { queries: { queryKey: unknown; state: { data: unknown; status: string } }[] } {
  const match = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no server state in the page');
  return JSON.parse(match[1] as string) as ReturnType<typeof serverState>;
}

describe('pages rendered on the server', () => {
  it('shows a business with its reviews in the markup, and hands the same data to the app', async () => {
    const { status, html } = await page(`/business/${dosaPlace}`);
    expect(status).toBe(200);
    const markup = rootMarkup(html);
    expect(markup).toMatch(/<h1[^>]*>Brahmin Tiffin Room/);
    expect(markup).toContain('Crisp butter dosa, strong filter coffee.');
    expect(markup).toContain('Kiran Shetty');
    const queries = serverState(html).queries.filter((query) => query.state.status === 'success');
    expect(JSON.stringify(queries.map((query) => query.state.data))).toContain('Brahmin Tiffin Room');
  });

  // Private screens (/favorites) are never rendered on the server: tests/worker/private-pages.test.ts.
  it('renders every public screen on the server, whatever its parameters', async () => {
    const paths = [
      '/',
      '/search?query=dosa&openNow=true&rating=4&sort=rating',
      `/business/${dosaPlace}`,
      '/businesses?page=2',
      '/categories',
      '/categories/tiffin-centres',
      '/locations',
      '/contact',
      '/signin',
      '/signup',
      '/verify-otp?email=someone%40example.in',
      '/verify-email/some-token',
      '/env-test',
      '/developers/api',
      '/no-such-page',
    ];
    for (const path of paths) {
      const { html } = await page(path);
      // An empty root means the render threw and the page fell back to drawing in the browser.
      expect(html, path).toMatch(/<div id="root"><.+<footer/s);
    }
  });

  it('shows the search results a query finds, and only those', async () => {
    const markup = rootMarkup((await page('/search?query=dosa')).html);
    expect(markup).toContain('Brahmin Tiffin Room');
    expect(markup).not.toContain('Corner Bakery');
  });

  it('runs no inline script: only the app bundle and data blocks the CSP allows', async () => {
    for (const path of ['/', `/business/${dosaPlace}`, '/search?query=dosa', '/categories', '/signin']) {
      const tags = (await page(path)).html.match(/<script\b[^>]*>/g) ?? [];
      for (const tag of tags) expect(tag, path).toMatch(/type="module"[^>]* src="\/assets\/|type="application\/(?:ld\+)?json"/);
    }
  });

  it("counts a person's page view once, and a link preview or crawler not at all", async () => {
    // A business no view has rendered yet: a copy in the page cache shows the count of its own render
    // (tests/worker/page-cache.test.ts).
    const idliPlace = await addBusiness({ name: 'Idli Mane', categoryId, keywords: ['idli'] });
    const views = async () =>
      (await db.select({ views: schema.businesses.views }).from(schema.businesses).where(eq(schema.businesses.id, idliPlace)))[0]?.views ??
      -1;
    const { html } = await page(`/business/${idliPlace}`, {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    });
    // The page shows the views counted so far; its own is counted by the events queue's consumer (docs/decisions/039).
    const shown = /data-testid="views-count"[^>]*>(.*?)<\/span>/s.exec(rootMarkup(html))?.[1]?.replace(/<!-- -->|<[^>]+>/g, '');
    expect(shown?.trim()).toBe('0 views');
    await drainEvents();
    expect(await views()).toBe(1);
    await page(`/business/${idliPlace}`, { 'user-agent': 'WhatsApp/2.23.20.0 A' });
    await page(`/business/${idliPlace}`, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await drainEvents();
    expect(await views()).toBe(1);
  });

  it('lets the page paint before the app: its one script is a small entry, and the app is listed, not preloaded', async () => {
    const { html } = await page('/categories');
    const scripts = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    const entry = await SELF.fetch(`http://localhost${scripts[0]}`);
    expect(entry.status).toBe(200);
    // The entry also holds the idle fetch, native forms and the service worker's registration (decisions 026, 027).
    expect((await entry.text()).length).toBeLessThan(10_240);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/<script type="application\/json" id="page-chunks"[^>]*>\[.*"\/assets\/main-[\w-]+\.js".*\]<\/script>/);
  });

  it("asks for a pincode on the home page until the app runs, as nothing has asked for the visitor's position yet", async () => {
    const markup = rootMarkup((await page('/')).html);
    expect(markup).toContain('Please enter your pincode');
    expect(markup).toContain('placeholder="Enter your pincode"');
    expect(markup).not.toContain('Getting your location');
  });

  it('lets the entry wait for the first input only where the markup is the whole page', async () => {
    const startsOnInput = (html: string) => /<script type="application\/json" id="page-chunks" data-start-on-input>/.test(html);
    expect(startsOnInput((await page('/categories')).html)).toBe(true);
    expect(startsOnInput((await page(`/business/${dosaPlace}`)).html)).toBe(true);
    // A listing that is not there: its query failed, and the markup shows it loading until the app asks again.
    expect(startsOnInput((await page('/business/no-such-listing')).html)).toBe(false);
    // A private page is the bare shell: only the app can draw it.
    expect(startsOnInput((await page('/favorites')).html)).toBe(false);
  });
});
