import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
  const hsts = response.headers.get('strict-transport-security') ?? '';
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-request-id')).toBeTruthy();
}

describe('security headers', () => {
  it.each(['/api/health', '/api/missing', '/media/missing.png', '/', '/robots.txt', '/no-such-page'])(
    'are on the response to %s',
    async (path) => {
      const response = await SELF.fetch(`http://localhost${path}`);
      expectSecurityHeaders(response);
      await response.arrayBuffer();
    },
  );
});

describe('the web app and static files', () => {
  it('serves the home page rendered on the server, readable before any script runs', async () => {
    const response = await SELF.fetch('http://localhost/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toMatch(/<div id="root">.*<h1[^>]*>Find trusted local businesses in <span[^>]*>Bengaluru<\/span><\/h1>/s);
  });

  // Private screens (/favorites) are never rendered on the server: tests/worker/private-pages.test.ts.
  it('renders every public client route on the server with 200, the header included', async () => {
    for (const path of ['/env-test', '/search', '/businesses', '/verify-otp?email=asha%40example.in', '/business', '/signin']) {
      const response = await SELF.fetch(`http://localhost${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<div id="root">.*<header[^>]*>.*CityPages/s);
      expect(html, path).not.toContain('<div id="root"></div>');
    }
  });

  it('serves unknown pages with a real 404 status and the not-found screen', async () => {
    const response = await SELF.fetch('http://localhost/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<div id="root">.*<h1[^>]*>Page not found<\/h1>/s);
  });

  it("lists the app's chunks and its screen's own, and no other screen's, for the entry to fetch after the first paint", async () => {
    const list = (await (await SELF.fetch('http://localhost/route-preloads.json')).json()) as Record<string, string[]>;
    const chunks = async (path: string) => {
      const html = await (await SELF.fetch(`http://localhost${path}`)).text();
      expect(html, path).not.toContain('rel="modulepreload"');
      const json = /<script type="application\/json" id="page-chunks"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
      return JSON.parse(json ?? 'null') as string[];
    };
    const home = await chunks('/');
    expect(list['main.tsx']?.some((file) => /\/assets\/main-[\w-]+\.js$/.test(file))).toBe(true);
    expect(list['features/home/HomePage.tsx']?.length).toBeGreaterThan(0);
    expect(home).toEqual([
      ...new Set([
        ...(list['main.tsx'] ?? []),
        ...(list['features/home/HomePage.tsx'] ?? []),
        // The texts the page shows, in its language: the frame's and the screen's (docs/decisions/036).
        ...(list['messages/en/shell.json'] ?? []),
        ...(list['messages/en/home.json'] ?? []),
      ]),
    ]);
    expect(new Set(home).size).toBe(home.length);
    expect(home.some((file) => /\/assets\/HomePage-[\w-]+\.js$/.test(file))).toBe(true);
    const business = await chunks('/business/some-id');
    expect(business.some((file) => /\/assets\/main-[\w-]+\.js$/.test(file))).toBe(true);
    expect(business.some((file) => /\/assets\/BusinessPage-[\w-]+\.js$/.test(file))).toBe(true);
    expect(business.some((file) => /HomePage/.test(file))).toBe(false);
    expect((await chunks('/no-such-page')).some((file) => /\/assets\/NotFoundPage-[\w-]+\.js$/.test(file))).toBe(true);
  });

  it('serves a real robots.txt, not the app shell', async () => {
    const response = await SELF.fetch('http://localhost/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
  });

  it('answers a missing script with a 404 envelope rather than index.html', async () => {
    const response = await SELF.fetch('http://localhost/assets/missing-123.js');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'error', message: 'File not found' });
  });
});

describe('a page whose only job is to redirect', () => {
  // Issue 33, item 10: the server answers the redirect, not the app at the visitor's first input.
  const first = (path: string, init: RequestInit = {}) => SELF.fetch(`http://localhost${path}`, { ...init, redirect: 'manual' });

  it.each([
    '/verify-otp',
    '/verify-otp/',
    '/verify-otp?email=',
    '/verify-otp?email=%20%20',
    '/verify-otp?email=not-an-address',
    '/verify-otp?mail=a%40b.in',
  ])('%s (no usable e-mail) answers a redirect to /signup', async (path) => {
    const response = await first(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/signup');
    expect(response.headers.get('x-cache')).toBeNull();
    expectSecurityHeaders(response);
    await response.arrayBuffer();
  });

  it('even for a signed-in caller, and for HEAD', async () => {
    for (const init of [{ headers: { authorization: 'Bearer x' } }, { method: 'HEAD' }]) {
      const response = await first('/verify-otp', init);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/signup');
      await response.arrayBuffer();
    }
  });

  it('keeps the code screen for an address with an e-mail', async () => {
    const response = await first('/verify-otp?email=asha%40example.in&utm_source=mail');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Enter Verification Code');
  });
});
