import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { newId } from '../../worker/lib/ids.ts';
import { addBusiness, addCategory, addLocation, addPincode, addUser, db } from './fixtures.ts';

let businessId = '';
let pendingId = '';

beforeAll(async () => {
  const category = await addCategory('Restaurant');
  await addPincode('560004', 12.9416, 77.5733, ['Basavanagudi']);
  const location = await addLocation('Basavanagudi', ['560004'], 12.9416, 77.5733);
  businessId = await addBusiness({
    name: 'Vidyarthi Bhavan </script><script>alert(1)</script>',
    nameKn: 'ವಿದ್ಯಾರ್ಥಿ ಭವನ',
    categoryId: category.id,
    locality: 'Basavanagudi',
    locationId: location.id,
    pincode: '560004',
    latitude: 12.9447,
    longitude: 77.5714,
    rating: [4.5, 2],
    hours: [
      [2, 390, 690],
      [5, 1080, 1560],
    ],
  });
  pendingId = await addBusiness({ name: 'Pending Place', categoryId: category.id, status: 'pending', isVerified: false });
  const user = await addUser();
  await db.insert(schema.reviews).values({ id: newId(), businessId, userId: user, rating: 5, content: 'Masala dosa!' });
});

async function page(path: string) {
  const response = await SELF.fetch(`http://localhost${path}`, { headers: { 'user-agent': 'WhatsApp/2.23' } });
  return { status: response.status, html: await response.text() };
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD');
  return JSON.parse(match[1] as string) as Record<string, unknown>;
}

describe('link previews and structured data without JavaScript', () => {
  it('gives a business page its title, description, canonical URL, Open Graph and Twitter tags', async () => {
    const { status, html } = await page(`/business/${businessId}`);
    expect(status).toBe(200);
    expect(html).toContain(
      '<title>Vidyarthi Bhavan &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; – Restaurant in Basavanagudi | CityPages</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="https://citypages.in/business/${businessId}" />`);
    expect(html).toContain('<meta property="og:type" content="business.business" />');
    expect(html).toMatch(/<meta property="og:description" content="★ 4\.5 \(2 reviews\) · Restaurant in Basavanagudi, Bengaluru\./);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/citypages\.in\/media\/seed\/businesses\//);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('describes the business in schema.org JSON-LD with hours, geo, its other names and a rating only when reviewed', async () => {
    const data = jsonLd((await page(`/business/${businessId}`)).html);
    expect(data).toMatchObject({
      '@type': 'Restaurant',
      alternateName: ['ವಿದ್ಯಾರ್ಥಿ ಭವನ'],
      telephone: '98450 12345',
      address: { '@type': 'PostalAddress', addressLocality: 'Basavanagudi', postalCode: '560004', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates', latitude: 12.9447, longitude: 77.5714 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Tuesday', opens: '06:30', closes: '11:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '18:00', closes: '02:00' },
    ]);
    const other = await addBusiness({ name: 'Unreviewed Cafe', categoryId: (await addCategory('Cafes')).id });
    const unreviewed = jsonLd((await page(`/business/${other}`)).html);
    expect(unreviewed['@type']).toBe('LocalBusiness');
    expect(unreviewed).not.toHaveProperty('aggregateRating');
    expect(unreviewed).not.toHaveProperty('alternateName');
  });

  it('answers unknown and non-public businesses with the shell and status 404', async () => {
    for (const id of ['no-such-business', pendingId]) {
      const { status, html } = await page(`/business/${id}`);
      expect(status).toBe(404);
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain('Pending Place');
      expect(html).not.toContain('application/ld+json');
    }
  });

  it("names the site's configured origin in canonical, og:url, og:image and @id, never the request's Host", async () => {
    // Issue 33, item 8b: the Host header is the client's to choose; a page (and its cached copy) must not repeat it.
    const origin = env.SITE_ORIGIN;
    expect(origin).toBe('https://citypages.in');
    const response = await SELF.fetch(`https://evil.example/business/${businessId}`, { headers: { 'user-agent': 'WhatsApp/2.23' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${origin}/business/${businessId}" />`);
    expect(html).toContain(`<meta property="og:url" content="${origin}/business/${businessId}" />`);
    expect(html).toContain(`<meta property="og:image" content="${origin}/media/seed/businesses/`);
    expect(jsonLd(html)).toMatchObject({ '@id': `${origin}/business/${businessId}`, url: `${origin}/business/${businessId}` });
    // The tags that name the page to others; the markup's own images stay on the host the browser is at (media URLs
    // point at the media domain in production, docs/decisions/016).
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('evil.example');
    for (const path of ['/categories/restaurant', '/locations/basavanagudi', '/business/no-such-business']) {
      const other = await (await SELF.fetch(`https://evil.example${path}`)).text();
      expect(other, path).toContain(`<link rel="canonical" href="${origin}${path}" />`);
      expect(other.slice(0, other.indexOf('</head>')), path).not.toContain('evil.example');
    }
  });

  it('titles category and location pages with their counts', async () => {
    const category = await page('/categories/restaurant');
    expect(category.status).toBe(200);
    expect(category.html).toContain('<title>Restaurant in Bengaluru – 1 business | CityPages</title>');
    const location = await page('/locations/basavanagudi');
    expect(location.html).toContain('<title>Businesses in Basavanagudi, Bengaluru – 1 listed | CityPages</title>');
    expect((await page('/locations/atlantis')).status).toBe(404);
  });
});

describe('sitemaps', () => {
  it('index the fixed pages, categories, locations and every public business, on the configured origin', async () => {
    const index = await SELF.fetch('http://localhost/sitemap.xml');
    expect(index.headers.get('content-type')).toContain('application/xml');
    const indexXml = await index.text();
    expect(indexXml).toContain('<loc>https://citypages.in/sitemaps/pages.xml</loc>');
    expect(indexXml).toContain('<loc>https://citypages.in/sitemaps/businesses-1.xml</loc>');

    const pages = await (await SELF.fetch('http://localhost/sitemaps/pages.xml')).text();
    expect(pages).toContain('<loc>https://citypages.in/categories/restaurant</loc>');
    expect(pages).toContain('<loc>https://citypages.in/locations/basavanagudi</loc>');

    const businesses = await (await SELF.fetch('http://localhost/sitemaps/businesses-1.xml')).text();
    expect(businesses).toContain(`<loc>https://citypages.in/business/${businessId}</loc>`);
    expect(businesses).not.toContain(pendingId);
    expect((await SELF.fetch('http://localhost/sitemaps/businesses-9.xml')).status).toBe(404);
  });

  it('are announced in robots.txt', async () => {
    expect(await (await SELF.fetch('http://localhost/robots.txt')).text()).toContain('Sitemap: https://citypages.in/sitemap.xml');
  });
});
