import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, pathInLanguage } from '../../worker/contracts/languages.ts';
import { isPrivatePath, PRIVATE_AREAS } from '../../worker/contracts/spa-routes.ts';

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(`http://localhost${path}`, { headers });
  return { status: response.status, robots: response.headers.get('x-robots-tag'), html: await response.text() };
}

/** The page's chunk list, which the entry fetches after the first paint. */
function pageChunks(html: string): string[] {
  return JSON.parse(/<script type="application\/json" id="page-chunks"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as string[];
}

const NOINDEX_META = /<meta name="robots" content="noindex"/;

describe('private areas', () => {
  it('are the paths under /favorites, /account, /add-business, /claim, /owner and /admin, and nothing that merely starts alike', () => {
    expect(Object.keys(PRIVATE_AREAS).sort()).toEqual(['/account', '/add-business', '/admin', '/claim', '/favorites', '/owner']);
    for (const path of [
      '/favorites',
      '/favorites/',
      '/account',
      '/account/profile',
      '/add-business',
      '/claim/b1',
      '/owner',
      '/owner/businesses/b1/hours',
      '/admin/reports',
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
    for (const path of ['/', '/favoritesx', '/accounts', '/owners', '/administrator', '/business/admin', '/signin', '/business-login']) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });

  it('send the bare shell, never rendered on the server, marked noindex in the header and the page', async () => {
    for (const path of ['/favorites', '/favorites/', '/account/profile', '/add-business', '/claim/b1', '/owner/businesses/b1', '/admin']) {
      const { robots, html } = await page(path);
      expect(robots, path).toBe('noindex');
      expect(html, path).toMatch(NOINDEX_META);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('id="ssr-state"');
    }
  });

  it('render nothing for a signed-in request either: the server never draws what only a user may see', async () => {
    const { html } = await page('/favorites', { authorization: 'Bearer some-token', cookie: 'session=some-token' });
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('My Favourites');
  });

  it.each([
    ['/favorites', /\/assets\/FavoritesPage-[\w-]+\.js$/],
    ['/account', /\/assets\/AccountPage-[\w-]+\.js$/],
    ['/owner', /\/assets\/OwnerHomePage-[\w-]+\.js$/],
    ['/add-business', /\/assets\/AddBusinessPage-[\w-]+\.js$/],
  ])("still answer %s with 200 and list its screen's chunks, so it loads at once in the browser", async (path, chunk) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(pageChunks(html).some((file) => chunk.test(file))).toBe(true);
  });

  it('are disallowed in robots.txt, each one in each language', async () => {
    const rules = (await (await SELF.fetch('http://localhost/robots.txt')).text()).split('\n').map((line) => line.trim());
    for (const area of Object.keys(PRIVATE_AREAS)) {
      for (const language of LANGUAGES) expect(rules, area).toContain(`Disallow: ${pathInLanguage(language, area)}`);
    }
  });
});

describe('public pages', () => {
  it('are rendered on the server and carry no noindex', async () => {
    for (const path of ['/', '/signin', '/business', '/contact', '/categories']) {
      const { robots, html } = await page(path);
      expect(robots, path).toBeNull();
      expect(html, path).not.toMatch(NOINDEX_META);
      expect(html, path).toMatch(/<div id="root"><.+<footer/s);
    }
  });
});
