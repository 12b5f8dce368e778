import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBusiness, addCategory, addLocation, addPincode } from './fixtures.ts';

/*
 * docs/product.md, "Languages": English at '/', Kannada at '/kn/…', Hindi at '/hi/…', each rendered by the Worker in
 * its language, naming the others for search engines.
 */

let businessId = '';

beforeAll(async () => {
  const category = await addCategory('Restaurant');
  await addPincode('560004', 12.9416, 77.5733, ['Basavanagudi']);
  const location = await addLocation('Basavanagudi', ['560004'], 12.9416, 77.5733);
  businessId = await addBusiness({ name: 'Vidyarthi Bhavan', categoryId: category.id, locationId: location.id, pincode: '560004' });
});

async function page(path: string) {
  const response = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const chunksOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-chunks"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '[]') as string[];
const hreflangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((match) => [match[1], match[2]]),
  );

describe('a page in each language', () => {
  it.each([
    ['/', 'en-IN', 'Home', 'Businesses'],
    ['/kn/', 'kn-IN', 'ಮುಖಪುಟ', 'ವ್ಯಾಪಾರಗಳು'],
    ['/kn', 'kn-IN', 'ಮುಖಪುಟ', 'ವ್ಯಾಪಾರಗಳು'],
    ['/hi/', 'hi-IN', 'होम', 'व्यवसाय'],
    ['/hi/categories', 'hi-IN', 'होम', 'श्रेणियाँ'],
  ])('%s is rendered by the Worker with <html lang="%s"> and the shell in that language', async (path, lang, home, businesses) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(htmlLang(html)).toBe(lang);
    const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    expect(header).toContain(`>${home}</a>`);
    expect(header).toContain(`>${businesses}</a>`);
  });

  it("keeps the router's links inside the page's language", async () => {
    const { html } = await page('/kn/');
    const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    expect(header).toContain('href="/kn/categories"');
    expect(header).not.toContain('href="/categories"');
  });

  it('offers the same page in the other languages, each by its own name', async () => {
    const { html } = await page('/kn/categories');
    expect(html).toContain('<span aria-current="page" lang="kn-IN"');
    expect(html).toMatch(/<a href="\/categories" hreflang="en-IN" lang="en-IN"[^>]*>English<\/a>/i);
    expect(html).toMatch(/<a href="\/hi\/categories" hreflang="hi-IN" lang="hi-IN"[^>]*>हिन्दी<\/a>/i);
  });

  it("lists the page's own language's texts for the entry to fetch, never another language's", async () => {
    const list = (await (await SELF.fetch('http://localhost/route-preloads.json')).json()) as Record<string, string[]>;
    const [kn, en] = [list['messages/kn/shell.json'] ?? [], list['messages/en/shell.json'] ?? []];
    expect(kn.length).toBeGreaterThan(0);
    const chunks = chunksOf((await page('/kn/')).html);
    expect(chunks).toEqual(expect.arrayContaining(kn));
    expect(chunks.some((file) => en.includes(file))).toBe(false);
  });
});

describe('hreflang and canonical', () => {
  it('names the page in the three languages and English as x-default, by the configured origin', async () => {
    for (const path of ['/kn/categories', '/categories', '/hi/categories']) {
      expect(hreflangs((await page(path)).html), path).toEqual({
        'en-IN': 'https://citypages.in/categories',
        'kn-IN': 'https://citypages.in/kn/categories',
        'hi-IN': 'https://citypages.in/hi/categories',
        'x-default': 'https://citypages.in/categories',
      });
    }
    expect(hreflangs((await page('/hi/')).html)['hi-IN']).toBe('https://citypages.in/hi/');
  });

  it("gives a business page in Kannada its own canonical address and locale, naming the others'", async () => {
    const { status, html } = await page(`/kn/business/${businessId}`);
    expect(status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="https://citypages.in/kn/business/${businessId}" />`);
    expect(html).toContain(`<meta property="og:url" content="https://citypages.in/kn/business/${businessId}" />`);
    expect(html).toContain('<meta property="og:locale" content="kn_IN" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_IN" />');
    expect(hreflangs(html)['en-IN']).toBe(`https://citypages.in/business/${businessId}`);
  });

  it('names no other language for a private area or a page that does not exist', async () => {
    const account = await page('/kn/account');
    expect(account.headers.get('x-robots-tag')).toBe('noindex');
    expect(htmlLang(account.html)).toBe('kn-IN');
    expect(hreflangs(account.html)).toEqual({});
    const missing = await page('/hi/no-such-page');
    expect(missing.status).toBe(404);
    expect(htmlLang(missing.html)).toBe('hi-IN');
    expect(hreflangs(missing.html)).toEqual({});
    expect((await page('/hi/business/no-such-business')).status).toBe(404);
  });

  it('sends the code screen without an address to sign-up in the same language', async () => {
    const response = await page('/kn/verify-otp');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/kn/signup');
  });

  it('is not fooled by a prefix that only looks like a language', async () => {
    expect((await page('/knx/')).status).toBe(404);
    expect((await page('/en/')).status).toBe(404);
  });
});
