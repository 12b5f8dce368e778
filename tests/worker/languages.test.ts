import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '../../worker/db/schema.ts';
import { addBusiness, addCategory, addLocation, addPincode, db } from './fixtures.ts';

/*
 * docs/product.md, "Languages": English at '/', Kannada at '/kn/…', Hindi at '/hi/…', each rendered by the Worker in
 * its language, naming the others for search engines.
 */

let businessId = '';

beforeAll(async () => {
  const category = await addCategory('Restaurant');
  await addPincode('560004', 12.9416, 77.5733, ['Basavanagudi']);
  const location = await addLocation('Basavanagudi', ['560004'], 12.9416, 77.5733);
  businessId = await addBusiness({
    name: 'Vidyarthi Bhavan',
    nameKn: 'ವಿದ್ಯಾರ್ಥಿ ಭವನ',
    categoryId: category.id,
    locality: 'Basavanagudi',
    locationId: location.id,
    pincode: '560004',
  });
  await db.update(schema.categories).set({ nameKn: 'ರೆಸ್ಟೋರೆಂಟ್‌ಗಳು', nameHi: 'रेस्टोरेंट' }).where(eq(schema.categories.id, category.id));
  await db.update(schema.locations).set({ nameKn: 'ಬಸವನಗುಡಿ' }).where(eq(schema.locations.id, location.id));
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
    // English's own chunk, the first its list names; what both need (the plural rules' runtime) is listed for both.
    expect(chunks).not.toContain(en[0]);
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

  it("titles a page with the listing's, the category's and the locality's names in the page's language, where written", async () => {
    const title = async (path: string) => /<title>([^<]*)<\/title>/.exec((await page(path)).html)?.[1];
    expect(await title(`/kn/business/${businessId}`)).toBe('ವಿದ್ಯಾರ್ಥಿ ಭವನ – Basavanagudiನಲ್ಲಿ Restaurant | CityPages');
    // No Hindi name: the registered one.
    expect(await title(`/hi/business/${businessId}`)).toBe('Vidyarthi Bhavan – Basavanagudi में Restaurant | CityPages');
    expect(await title(`/business/${businessId}`)).toBe('Vidyarthi Bhavan – Restaurant in Basavanagudi | CityPages');
    expect(await title('/hi/categories/restaurant')).toBe('बेंगलुरु में रेस्टोरेंट – 1 व्यवसाय | CityPages');
    expect(await title('/kn/locations/basavanagudi')).toBe('ಬಸವನಗುಡಿ, ಬೆಂಗಳೂರು – 1 ವ್ಯಾಪಾರಗಳು ಪಟ್ಟಿಯಲ್ಲಿವೆ | CityPages');
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

describe('the sitemap in three languages', () => {
  /** Each <url> of a sitemap file: its address and the alternates it names. */
  const entries = (xml: string) =>
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?((?:<xhtml:link [^>]+\/>)+)<\/url>/g)].map((match) => ({
      loc: match[1] as string,
      alternates: Object.fromEntries(
        [...(match[2] as string).matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((link) => [
          link[1],
          link[2],
        ]),
      ),
    }));

  it('lists every page in each language, each naming the same alternates as the page itself', async () => {
    const pages = await (await SELF.fetch('http://localhost/sitemaps/pages.xml')).text();
    expect(pages).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const listed = entries(pages);
    const locs = new Set(listed.map((entry) => entry.loc));
    for (const path of ['/', '/kn/', '/hi/', '/categories/restaurant', '/kn/categories/restaurant', '/hi/locations/basavanagudi']) {
      expect(locs, path).toContain(`https://citypages.in${path}`);
    }
    for (const { loc, alternates } of listed) {
      expect(Object.keys(alternates).sort(), loc).toEqual(['en-IN', 'hi-IN', 'kn-IN', 'x-default']);
      for (const href of Object.values(alternates)) expect(locs, `${loc} names ${href}`).toContain(href);
    }
    for (const { loc, alternates } of listed.filter((entry) => /categories\/restaurant$/.test(entry.loc))) {
      const { status, html } = await page(new URL(loc).pathname);
      expect(status, loc).toBe(200);
      expect(hreflangs(html), loc).toEqual(alternates);
    }
  });

  it('lists each public business in the three languages', async () => {
    const xml = await (await SELF.fetch('http://localhost/sitemaps/businesses-1.xml')).text();
    const locs = entries(xml).map((entry) => entry.loc);
    for (const prefix of ['', '/kn', '/hi']) expect(locs).toContain(`https://citypages.in${prefix}/business/${businessId}`);
  });
});

describe('a first visit to the bare home page from a browser that prefers Kannada or Hindi', () => {
  const home = (headers: Record<string, string>) => SELF.fetch('http://localhost/', { headers, redirect: 'manual' });

  it.each([
    ['kn-IN,kn;q=0.9,en-US;q=0.8,en;q=0.7', '/kn/', 'kn'],
    ['hi-IN,hi;q=0.9,en;q=0.8', '/hi/', 'hi'],
    ['en-GB;q=0.5, kn;q=0.8', '/kn/', 'kn'],
  ])('goes once to that language: %s → %s, remembered by a cookie, never cached', async (acceptLanguage, location, language) => {
    const response = await home({ 'accept-language': acceptLanguage });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^cp_lang=${language};.*Max-Age=31536000`, 'i'));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each([
    ['a browser that prefers English', { 'accept-language': 'en-IN,en;q=0.9,kn;q=0.8' }],
    ['a browser that names none of the three', { 'accept-language': 'ta-IN,ta;q=0.9' }],
    ['no Accept-Language at all', {}],
    ['a browser that has been in a language before (its choice wins)', { 'accept-language': 'kn-IN', cookie: 'cp_lang=en' }],
    ['a crawler', { 'accept-language': 'hi-IN', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
  ])('stays on the English home page for %s', async (_name, headers) => {
    const response = await home(headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(htmlLang(await response.text())).toBe('en-IN');
  });

  it('never sends a page other than the bare home page anywhere', async () => {
    for (const path of ['/categories', '/kn/', '/hi/search?query=dosa']) {
      const response = await SELF.fetch(`http://localhost${path}`, { headers: { 'accept-language': 'kn-IN' }, redirect: 'manual' });
      expect(response.status, path).toBe(200);
    }
  });
});
