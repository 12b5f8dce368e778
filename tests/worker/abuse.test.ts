import { env, SELF } from 'cloudflare:test';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT, TRPC_MAX_BATCH } from '../../worker/contracts/limits.ts';
import type { AppRouter } from '../../worker/index.ts';
import { parseHttpDate, readConditions } from '../../worker/lib/conditional.ts';
import { addCategory, rowsRead } from './fixtures.ts';

/**
 * The doors hold under abuse: broken %-encodings, malformed conditional headers, oversized bodies and batches each
 * get a 4xx with the shape their door speaks, never a 500. The property-based files throw generated input at the
 * same rules; these examples pin the exact statuses.
 */

const ORIGIN = 'http://localhost';
const HASHED_KEY = 'seed/categories/bakeries-0123456789abcdef.svg';
const PERCENT_KEY = 'uploads/100%.txt';
const UNICODE_KEY = 'uploads/ಬೇಕರಿ.txt';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const PAST = 'Sun, 06 Nov 1994 08:49:37 GMT';
const FUTURE = 'Fri, 01 Jan 2100 00:00:00 GMT';

let etag = '';

beforeAll(async () => {
  const stored = await env.MEDIA.put(HASHED_KEY, SVG, { httpMetadata: { contentType: 'image/svg+xml' } });
  etag = stored?.httpEtag ?? '';
  await env.MEDIA.put(PERCENT_KEY, 'a hundred per cent');
  await env.MEDIA.put(UNICODE_KEY, 'ಬೇಕರಿ');
  await addCategory('Bakeries');
});

async function json(path: string, init?: RequestInit) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as unknown };
}

const media = (headers: Record<string, string> = {}) => SELF.fetch(`${ORIGIN}/media/${HASHED_KEY}`, { headers });

describe('/media keys are decoded once', () => {
  it.each(['/media/%E0%A4%A', '/media/%', '/media/uploads/%ZZ.png', '/media/%C0%AF', '/media/uploads%2F%FF'])(
    '%s is a 400 envelope naming the key',
    async (path) => {
      const answer = await json(path);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        status: 'error',
        message: 'Media key is not valid percent-encoded UTF-8',
        errors: [{ field: 'key', message: 'Media key is not valid percent-encoded UTF-8' }],
      });
    },
  );

  it('a key holding a literal % is served from its once-encoded path (decoding twice was a 500)', async () => {
    const response = await SELF.fetch(`${ORIGIN}/media/uploads/100%25.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('a hundred per cent');
    // Encoded twice, the path names the key `uploads/100%25.txt`, which does not exist.
    expect((await json('/media/uploads/100%2525.txt')).status).toBe(404);
  });

  it('a key in another script is served from its encoded path', async () => {
    const response = await SELF.fetch(`${ORIGIN}/media/uploads/${encodeURIComponent('ಬೇಕರಿ')}.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ಬೇಕರಿ');
  });
});

describe('page paths with broken %-encoding', () => {
  it.each(['/business/%E0%A4%A', '/categories/%', '/locations/%ZZ', '/business/%C0%AF', '/%E0%A4%A', '/categories/%E0%A4%A/'])(
    '%s is the not-found page with status 404',
    async (path) => {
      const response = await SELF.fetch(`${ORIGIN}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      await response.text();
    },
  );

  it('the not-found page of a broken business link names no business', async () => {
    const response = await SELF.fetch(`${ORIGIN}/business/%E0%A4%A`);
    const html = await response.text();
    expect(html).toContain('<title>Page not found | ');
  });
});

describe('conditional requests for /media (RFC 9110 §13)', () => {
  it.each([
    ['If-None-Match', 'abc'],
    ['If-None-Match', '"unterminated'],
    ['If-None-Match', 'W/abc'],
    ['If-None-Match', '"a" "b"'],
    ['If-None-Match', '"a"; "b"'],
    ['If-Match', 'abc'],
    ['If-Match', '"a",b'],
    ['If-Modified-Since', 'yesterday'],
    ['If-Modified-Since', '2100-01-01'],
    ['If-Modified-Since', 'Fri, 31 Apr 2100 00:00:00 GMT'],
    ['If-Unmodified-Since', 'garbage'],
    ['If-Unmodified-Since', 'Sun, 06 Nov 1994 25:49:37 GMT'],
  ])('a malformed %s (%s) is ignored: the object is served whole', async (name, value) => {
    const response = await media({ [name]: value });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SVG);
  });

  it('a matching If-None-Match is 304, also inside a list, weakly compared, or as *', async () => {
    for (const value of [etag, `"other", ${etag}`, `W/${etag}`, '*', ` , ${etag} ,`]) {
      const response = await media({ 'If-None-Match': value });
      expect(response.status, value).toBe(304);
      expect(await response.text()).toBe('');
    }
    const changed = await media({ 'If-None-Match': '"other"' });
    expect(changed.status).toBe(200);
    await changed.text();
  });

  it('If-Modified-Since answers 304 when nothing changed since, and is ignored beside If-None-Match', async () => {
    const unchanged = await media({ 'If-Modified-Since': FUTURE });
    expect(unchanged.status).toBe(304);
    await unchanged.text();
    const changed = await media({ 'If-Modified-Since': PAST });
    expect(changed.status).toBe(200);
    await changed.text();
    const beside = await media({ 'If-None-Match': '"other"', 'If-Modified-Since': FUTURE });
    expect(beside.status).toBe(200);
    await beside.text();
  });

  it('a failed If-Match is 412, not 304; a weak tag never matches it', async () => {
    for (const value of ['"other"', `W/${etag}`]) {
      const answer = await json(`/media/${HASHED_KEY}`, { headers: { 'If-Match': value } });
      expect(answer.status, value).toBe(412);
      expect(answer.body).toEqual({ status: 'error', message: 'Precondition failed: the media has changed', errors: [] });
    }
    for (const value of [etag, `"other", ${etag}`, '*']) {
      const response = await media({ 'If-Match': value });
      expect(response.status, value).toBe(200);
      await response.text();
    }
  });

  it('If-Unmodified-Since in the past is 412; in the future the object is served', async () => {
    expect((await json(`/media/${HASHED_KEY}`, { headers: { 'If-Unmodified-Since': PAST } })).status).toBe(412);
    const later = await media({ 'If-Unmodified-Since': FUTURE });
    expect(later.status).toBe(200);
    await later.text();
  });

  it('a failed If-Match wins over a matching If-None-Match: 412 first (§13.2.2)', async () => {
    const answer = await json(`/media/${HASHED_KEY}`, { headers: { 'If-Match': '"other"', 'If-None-Match': etag } });
    expect(answer.status).toBe(412);
  });

  it('If-Match beside If-Unmodified-Since decides alone (§13.1.4)', async () => {
    const response = await media({ 'If-Match': etag, 'If-Unmodified-Since': PAST });
    expect(response.status).toBe(200);
    await response.text();
  });

  it('a missing object stays 404 whatever the conditions', async () => {
    expect((await json('/media/seed/nothing.svg', { headers: { 'If-Match': '"x"' } })).status).toBe(404);
    expect((await json('/media/seed/nothing.svg', { headers: { 'If-None-Match': 'abc' } })).status).toBe(404);
  });

  it('reads all three forms of HTTP-date, and nothing else', () => {
    const when = Date.UTC(1994, 10, 6, 8, 49, 37);
    expect(parseHttpDate('Sun, 06 Nov 1994 08:49:37 GMT')).toBe(when);
    expect(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT', new Date('2026-01-01'))).toBe(when);
    expect(parseHttpDate('Sun Nov  6 08:49:37 1994')).toBe(when);
    // A two-digit year more than 50 years ahead is in the past century.
    expect(parseHttpDate('Friday, 01-Jan-80 00:00:00 GMT', new Date('2026-01-01'))).toBe(Date.UTC(1980, 0, 1));
    expect(parseHttpDate('Monday, 01-Jan-70 00:00:00 GMT', new Date('2026-01-01'))).toBe(Date.UTC(2070, 0, 1));
    for (const value of [
      '',
      '0',
      '1994-11-06',
      'Sun, 6 Nov 1994 08:49:37 GMT',
      'Sun, 06 Nov 1994 08:49:37 UTC',
      'Sun, 30 Feb 1994 08:49:37 GMT',
      'Sun, 06 Nov 1994 08:60:37 GMT',
    ]) {
      expect(parseHttpDate(value), value).toBeUndefined();
    }
  });

  it('keeps entity tags as sent, drops conditions RFC 9110 says to ignore', () => {
    const conditions = readConditions(
      new Headers({ 'If-Match': '"a", W/"b"', 'If-Unmodified-Since': PAST, 'If-None-Match': 'nope', 'If-Modified-Since': PAST }),
    );
    expect(conditions).toEqual({
      ifMatch: ['"a"', 'W/"b"'],
      ifNoneMatch: undefined,
      ifUnmodifiedSince: undefined,
      ifModifiedSince: Date.parse(PAST),
    });
  });
});

describe('tRPC batches are capped', () => {
  const batch = (count: number) => `/api/trpc/${Array.from({ length: count }, () => 'business.categories').join(',')}?batch=1&input=%7B%7D`;

  it(`a batch of ${TRPC_MAX_BATCH} calls is answered`, async () => {
    const answer = await json(batch(TRPC_MAX_BATCH));
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(TRPC_MAX_BATCH);
  });

  it(`a batch of ${TRPC_MAX_BATCH + 1} is one 400 error in tRPC's shape, and runs none of them`, async () => {
    const response = await SELF.fetch(`${ORIGIN}${batch(TRPC_MAX_BATCH + 1)}`);
    expect(response.status).toBe(400);
    expect(rowsRead(response.headers).rowsRead).toBe(0);
    expect(await response.json()).toEqual({
      error: { message: 'Batch call exceeds maximum size', code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, errors: [] } },
    });
    expect((await json(batch(200))).status).toBe(400);
  });

  it('an over-cap batch of mutations is refused the same way', async () => {
    const paths = Array.from({ length: TRPC_MAX_BATCH + 1 }, () => 'site.contact').join(',');
    const answer = await json(`/api/trpc/${paths}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { message: 'Batch call exceeds maximum size', data: { httpStatus: 400 } } });
  });

  it('a batch link with maxItems set to the cap splits a longer batch instead of failing', async () => {
    const sizes: number[] = [];
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${ORIGIN}/api/trpc`,
          maxItems: TRPC_MAX_BATCH,
          fetch: (url, init) => {
            sizes.push(new URL(String(url)).pathname.split(',').length);
            return SELF.fetch(String(url), init);
          },
        }),
      ],
    });
    const answers = await Promise.all(Array.from({ length: 2 * TRPC_MAX_BATCH + 1 }, () => client.business.categories.query()));
    expect(answers).toHaveLength(2 * TRPC_MAX_BATCH + 1);
    expect(sizes.sort((a, b) => b - a)).toEqual([TRPC_MAX_BATCH, TRPC_MAX_BATCH, 1]);
  });
});

describe('request bodies have a size limit', () => {
  const contact = (message: string, ip: string): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify({ name: 'Asha Rao', email: 'asha@example.in', subject: 'Listing', message }),
  });
  const TOO_LARGE = `Request body is larger than ${JSON_BODY_LIMIT / 1024} KB`;

  it('the largest legitimate body, 5,000 three-byte characters, goes through', async () => {
    const init = contact('क'.repeat(5000), '198.51.100.10');
    expect(new TextEncoder().encode(String(init.body)).length).toBeGreaterThan(15_000);
    expect((await json('/api/contact', init)).status).toBe(201);
  });

  it('a REST body one byte over the limit is a 413 envelope', async () => {
    const body = JSON.stringify({ message: 'x'.repeat(JSON_BODY_LIMIT) }).slice(0, JSON_BODY_LIMIT + 1);
    const answer = await json('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ status: 'error', message: TOO_LARGE, errors: [] });
  });

  it('a body of exactly the limit is read (and then refused for what it says)', async () => {
    const body = JSON.stringify({ message: 'x'.repeat(JSON_BODY_LIMIT) }).slice(0, JSON_BODY_LIMIT);
    const answer = await json('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(answer.status).toBe(400);
  });

  it('a streamed body without Content-Length is counted as it arrives', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 1 MB in all: more than the limit, so reading has to stop partway.
        if (sent++ < 64) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const answer = await json('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ status: 'error', message: TOO_LARGE, errors: [] });
  });

  it("a tRPC POST over the limit is a 413 in tRPC's shape", async () => {
    const body = JSON.stringify({ 0: { name: 'Asha', message: 'x'.repeat(JSON_BODY_LIMIT) } });
    const answer = await json('/api/trpc/site.contact?batch=1', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      error: { message: TOO_LARGE, code: -32013, data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413, errors: [] } },
    });
  });
});

describe('tRPC errors carry what REST carries', () => {
  it("a validation error's message and field list are REST's, not zod's JSON", async () => {
    const rest = await json('/api/business/search?sort=sideways&page=abc');
    const trpc = await json(`/api/trpc/business.search?input=${encodeURIComponent(JSON.stringify({ sort: 'sideways', page: 'abc' }))}`);
    expect(rest.status).toBe(400);
    expect(trpc.status).toBe(400);
    const restBody = rest.body as { message: string; errors: { field: string; message: string }[] };
    const error = (trpc.body as { error: { message: string; data: { errors: unknown } } }).error;
    expect(restBody.errors.map((e) => e.field).sort()).toEqual(['page', 'sort']);
    expect(error.data.errors).toEqual(restBody.errors);
    expect(error.message).toBe(restBody.message);
    expect(error.message).not.toMatch(/^\s*\[/);
  });

  it('a 429 carries Retry-After through tRPC, alone and inside a batch', async () => {
    const ip = '198.51.100.29';
    const input = { name: 'Asha Rao', email: 'asha@example.in', subject: 'Listing', message: 'Please add my shop.' };
    const send = (path: string, body: unknown) =>
      SELF.fetch(`${ORIGIN}/api/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
        body: JSON.stringify(body),
      });
    for (let n = 0; n < 5; n++) expect((await send('site.contact', input)).status).toBe(200);

    const refused = await send('site.contact', input);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, errors: [] } } });

    const batch = await send('site.contact,site.contact?batch=1', { 0: input, 1: input });
    expect(batch.status).toBe(429);
    expect(Number(batch.headers.get('retry-after'))).toBeGreaterThan(0);
    await batch.text();
  });
});
