import { env, SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT, TRPC_MAX_BATCH } from '../../worker/contracts/limits.ts';
import { addBusiness, addCategory, addLocation, addPincode } from './fixtures.ts';
import { describeRequest, expectRestAnswer, expectTrpcAnswer, send, STACK_FRAME, type Answer } from './support/envelope.ts';

/**
 * The doors hold under abuse: fast-check throws broken %-encodings at /media keys and page paths, malformed
 * conditional headers at /media, bodies around the size limit at REST and tRPC, and batches around the cap at tRPC.
 * Each property states what the answer must be, not only that it is below 500. About 300 requests in all: SELF.fetch
 * slows down with every request one file makes (cloudflare/workers-sdk#15446). The exact statuses are pinned by
 * example in abuse.test.ts.
 */

const SEED = 20261124;
const PROPERTY_TIMEOUT = 120_000;
const ORIGIN = 'http://localhost';
const runs = (numRuns: number) => ({ seed: SEED, numRuns, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: true });

/** Each property reaches every outcome it describes; one missing means its generator has drifted. */
function expectReached(seen: Set<number>, statuses: number[]): void {
  expect([...seen].sort(), 'statuses seen').toEqual(expect.arrayContaining(statuses));
}

/** Objects whose keys need encoding: a literal %, a space and a plus, another script, a semicolon. */
const OBJECTS: Record<string, string> = {
  'uploads/plain.txt': 'plain',
  'uploads/100%.txt': 'a hundred per cent',
  'uploads/a b+c.txt': 'spaced',
  'uploads/ಬೇಕರಿ.txt': 'bakery',
  'uploads/semi;colon.txt': 'semicolon',
  'seed/categories/bakeries-0123456789abcdef.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
const HASHED_KEY = 'seed/categories/bakeries-0123456789abcdef.svg';
let etag = '';
let businessId = '';

beforeAll(async () => {
  for (const [key, content] of Object.entries(OBJECTS)) {
    await env.MEDIA.put(key, content, { httpMetadata: { contentType: key.endsWith('.svg') ? 'image/svg+xml' : 'text/plain' } });
  }
  etag = (await env.MEDIA.head(HASHED_KEY))?.httpEtag ?? '';
  const category = await addCategory('Bakeries');
  await addPincode('560095', 12.9352, 77.6245, ['Koramangala VI Bk']);
  const location = await addLocation('Koramangala', ['560095']);
  businessId = await addBusiness({ name: 'Iyengar Bakery', categoryId: category.id, locationId: location.id, pincode: '560095' });
});

// ───────────────────────────── %-encodings ─────────────────────────────

/** Escapes that decode to no UTF-8 text: cut short, not hex, overlong, a lone surrogate, past U+10FFFF, stray bytes. */
const BROKEN_ESCAPES = [
  '%',
  '%%',
  '%Z',
  '%ZZ',
  '%2',
  '%E0%A4%A',
  '%E0%A4',
  '%C0%AF',
  '%FF',
  '%FE%FF',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%80',
  '%C3',
];

/** Escapes that do decode: a slash, dot segments, a NUL, a percent sign, a letter written as an escape, UTF-8. */
const GOOD_ESCAPES = ['%2F', '%2e%2e', '%2E', '%00', '%25', '%2525', '%61', '%20', '+', '%3B', '%E0%A4%95', '%F0%9F%98%80'];

/** A path segment as a client might send it: each key's own segment encoded one of several ways, or made up. */
const encodedSegment = (text: string) =>
  fc.constantFrom(
    encodeURIComponent(text),
    encodeURI(text),
    // Every character as an escape, unreserved ones included: still the same text once decoded.
    [...new TextEncoder().encode(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
  );

/** Random bytes as escapes: mostly not UTF-8. */
const byteEscapes = fc
  .uint8Array({ minLength: 1, maxLength: 6 })
  .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''));

/** Inserts a piece at some position of a path, keeping the first `/` in place. */
const spliced = (path: fc.Arbitrary<string>, piece: fc.Arbitrary<string>) =>
  fc.tuple(path, piece, fc.nat()).map(([base, insert, at]) => {
    const position = 1 + (at % Math.max(1, base.length));
    return `${base.slice(0, position)}${insert}${base.slice(position)}`;
  });

const storedKeyPath = fc
  .constantFrom(...Object.keys(OBJECTS))
  .chain((key) => fc.tuple(...key.split('/').map(encodedSegment)).map((segments) => segments.join('/')));

const mediaKeyPath = fc.oneof(
  { weight: 3, arbitrary: storedKeyPath },
  { weight: 3, arbitrary: spliced(storedKeyPath, fc.oneof(fc.constantFrom(...BROKEN_ESCAPES), byteEscapes)) },
  { weight: 2, arbitrary: spliced(storedKeyPath, fc.constantFrom(...GOOD_ESCAPES)) },
  {
    weight: 2,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...BROKEN_ESCAPES, ...GOOD_ESCAPES, 'uploads', 'a', '..', '.'), byteEscapes),
          fc.constantFrom('', '/'),
        ),
        {
          minLength: 1,
          maxLength: 4,
        },
      )
      .map((parts) => parts.map(([part, separator]) => `${part}${separator}`).join('')),
  },
);

describe('/media keys with broken or unusual %-encoding', () => {
  it(
    'a key whose escapes are not UTF-8 is a 400 envelope; any other is served when stored (decoded once), else 404',
    async () => {
      const seen = new Set<number>();
      await fc.assert(
        fc.asyncProperty(mediaKeyPath, async (keyPath) => {
          const url = `${ORIGIN}/media/${keyPath}`;
          // The URL parser resolves dot segments (`..`, `%2e%2e`) before the Worker sees the path.
          const pathname = new URL(url).pathname;
          const request = describeRequest('GET', url);
          const answer = await send(url);
          seen.add(answer.status);
          if (!pathname.startsWith('/media/') || pathname === '/media/') {
            // Climbed out of /media, or named no key: some page, or the not-found page.
            expect(answer.status, request).toBeLessThan(500);
            return;
          }
          let key: string | null;
          try {
            key = decodeURIComponent(pathname.slice('/media/'.length));
          } catch {
            key = null;
          }
          if (key === null) {
            expectRestAnswer(answer, request);
            expect(answer.status, request).toBe(400);
            return;
          }
          const stored = Object.hasOwn(OBJECTS, key) ? OBJECTS[key] : undefined;
          if (stored === undefined) {
            expectRestAnswer(answer, request);
            expect(answer.status, `${request} (key ${JSON.stringify(key)})`).toBe(404);
            return;
          }
          expect(answer.status, `${request} (key ${JSON.stringify(key)})`).toBe(200);
          expect(answer.text, request).toBe(stored);
        }),
        runs(80),
      );
      expectReached(seen, [200, 400, 404]);
    },
    PROPERTY_TIMEOUT,
  );
});

describe('page paths with broken %-encoding', () => {
  const PAGE_SECTIONS = ['business', 'categories', 'locations'];
  const segment = fc.oneof(
    {
      weight: 3,
      arbitrary: spliced(
        fc.constantFrom('bakeries', 'koramangala', 'xbusiness'),
        fc.oneof(fc.constantFrom(...BROKEN_ESCAPES), byteEscapes),
      ),
    },
    { weight: 2, arbitrary: fc.constantFrom(...BROKEN_ESCAPES, ...GOOD_ESCAPES) },
    { weight: 1, arbitrary: fc.constantFrom('bakeries', 'koramangala', 'Koramangala', 'atlantis', 'xbusiness') },
  );
  const pagePath = fc
    .tuple(
      fc.constantFrom(...PAGE_SECTIONS, ...PAGE_SECTIONS, 'search', 'verify-email', 'signin', 'assets', 'no-such-page'),
      segment,
      fc.constantFrom('', '', '/', '.js', '?q=%E0%A4%A'),
    )
    .map(([section, key, tail]) => `/${section}/${key === 'xbusiness' ? businessId : key}${tail}`);

  it(
    'a business, category or location path whose key is not UTF-8 is a 404 page; no page path is a 500',
    async () => {
      const seen = new Set<number>();
      await fc.assert(
        fc.asyncProperty(pagePath, async (path) => {
          const url = `${ORIGIN}${path}`;
          const response = await SELF.fetch(url);
          const text = await response.text();
          seen.add(response.status);
          const context = `GET ${url}\n→ ${response.status} ${text.slice(0, 300)}`;
          expect(response.status, context).toBeLessThan(500);
          expect(response.headers.get('content-type'), context).toMatch(/^(text\/html|application\/json)\b/);
          expect(STACK_FRAME.test(text), `${context}\n(a stack trace in the body)`).toBe(false);
          const [, section, key] = new URL(url).pathname.replace(/\/$/, '').split('/');
          let decodes = true;
          try {
            decodeURIComponent(key ?? '');
          } catch {
            decodes = false;
          }
          if (!decodes && PAGE_SECTIONS.includes(section ?? '')) expect(response.status, context).toBe(404);
        }),
        runs(40),
      );
      expectReached(seen, [200, 404]);
    },
    PROPERTY_TIMEOUT,
  );
});

// ───────────────────────────── conditional headers ─────────────────────────────

interface Condition {
  name: 'If-Match' | 'If-None-Match' | 'If-Modified-Since' | 'If-Unmodified-Since';
  value: string;
  /** Known to be malformed, which RFC 9110 lets the server ignore; random text is neither known good nor bad. */
  malformed: boolean;
}

const PAST = new Date(Date.UTC(1994, 10, 6, 8, 49, 37));
const FUTURE = new Date(Date.UTC(2100, 0, 1));
const dateForms = (date: Date) => {
  const imf = date.toUTCString();
  const [weekday, day, month, year, time] = imf.replace(',', '').split(' ') as [string, string, string, string, string];
  const longDay = { Sun: 'Sunday', Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday' }[
    weekday
  ];
  return [imf, `${longDay}, ${day}-${month}-${year.slice(2)} ${time} GMT`, `${weekday} ${month} ${day.replace(/^0/, ' ')} ${time} ${year}`];
};

/** Header text a client could send: printable ASCII, or a tag holding a byte above 0x7F (RFC 9110's obs-text). */
const headerText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 30 }),
  fc.constant('"caf\u00e9"'),
);

/** `{etag}` stands for the object's ETag (known once it is stored), `{bare}` for the same without its quotes. */
const tagValue = (malformed: boolean) =>
  malformed
    ? fc.constantFrom('abc', '"unterminated', 'W/abc', 'w/"a"', '"a" "b"', '"a",b', '"a";"b"', '**', '{bare}')
    : fc.constantFrom('{etag}', 'W/{etag}', '*', '"other"', 'W/"other"', '"", "x"', ' , "other", {etag} ,');

const dateValue = (malformed: boolean) =>
  malformed
    ? fc.constantFrom(
        'yesterday',
        '0',
        '2100-01-01',
        'Sun, 06 Nov 1994 25:00:00 GMT',
        'Sun, 31 Nov 1994 08:49:37 GMT',
        'Sun, 06 Nov 1994 08:49:37 UTC',
        '',
      )
    : fc.constantFrom(...dateForms(PAST), ...dateForms(FUTURE));

const condition: fc.Arbitrary<Condition> = fc
  .tuple(
    fc.constantFrom<Condition['name']>('If-Match', 'If-None-Match', 'If-Modified-Since', 'If-Unmodified-Since'),
    fc.constantFrom('good', 'good', 'malformed', 'random'),
  )
  .chain(([name, kind]) => {
    const isTag = name === 'If-Match' || name === 'If-None-Match';
    const value = kind === 'random' ? headerText : isTag ? tagValue(kind === 'malformed') : dateValue(kind === 'malformed');
    return value.map((text) => ({ name, value: text, malformed: kind === 'malformed' }));
  });

/** One value per header: two of the same name would be joined into one list, good and bad parts together. */
const conditions = fc.uniqueArray(condition, { selector: (entry) => entry.name, maxLength: 4 });

async function getMedia(list: Condition[]): Promise<Answer> {
  const headers = new Headers();
  for (const { name, value } of list) headers.set(name, value.replaceAll('{etag}', etag).replaceAll('{bare}', etag.slice(1, -1)));
  return send(`${ORIGIN}/media/${HASHED_KEY}`, { headers });
}

describe('conditional headers on /media', () => {
  it(
    'answers 200 whole, 304 empty or a 412 envelope, and a malformed header changes nothing (it is ignored)',
    async () => {
      const seen = new Set<number>();
      await fc.assert(
        fc.asyncProperty(conditions, async (list) => {
          const request = describeRequest('GET', `/media/${HASHED_KEY}`, ` ${JSON.stringify(list)}`);
          const answer = await getMedia(list);
          seen.add(answer.status);
          expect([200, 304, 412], `${request}\n→ ${answer.status} ${answer.text}`).toContain(answer.status);
          if (answer.status === 200) expect(answer.text, request).toBe(OBJECTS[HASHED_KEY]);
          if (answer.status === 304) expect(answer.text, request).toBe('');
          if (answer.status === 412) expectRestAnswer(answer, request);
          const names = new Set(list.map((entry) => entry.name));
          if (answer.status === 412) expect(names.has('If-Match') || names.has('If-Unmodified-Since'), request).toBe(true);
          if (answer.status === 304) expect(names.has('If-None-Match') || names.has('If-Modified-Since'), request).toBe(true);
          const kept = list.filter((entry) => !entry.malformed);
          if (kept.length < list.length) {
            const without = await getMedia(kept);
            expect(answer.status, `${request}\n(without the malformed headers: ${without.status})`).toBe(without.status);
          }
        }),
        runs(50),
      );
      expectReached(seen, [200, 304, 412]);
    },
    PROPERTY_TIMEOUT,
  );
});

// ───────────────────────────── body sizes ─────────────────────────────

const REST_BODY_ROUTES = ['/api/contact', '/api/users/login', '/api/reviews', '/api/business/public/:id/enquiry'];
const TRPC_BODY_ROUTES = ['/api/trpc/site.contact', '/api/trpc/auth.login?batch=1', '/api/trpc/site.contact,auth.login?batch=1'];

/** A JSON body of exactly `size` bytes: an object with one long string. */
function jsonOfSize(size: number): string {
  const frame = '{"message":""}';
  return size <= frame.length ? '{}'.slice(0, size) : `{"message":"${'x'.repeat(size - frame.length)}"}`;
}

/** Sent whole (with Content-Length) or as a stream of chunks (without), which the limit has to count itself. */
function bodyInit(text: string, streamed: boolean, chunk: number): RequestInit {
  const bytes = new TextEncoder().encode(text);
  const headers = { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.200' };
  if (!streamed) return { method: 'POST', headers, body: bytes };
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunk));
      offset += chunk;
    },
  });
  return { method: 'POST', headers, body };
}

describe('request bodies around the size limit', () => {
  const size = fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: JSON_BODY_LIMIT - 16, max: JSON_BODY_LIMIT + 16 }) },
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 3 * JSON_BODY_LIMIT }) },
    { weight: 1, arbitrary: fc.constantFrom(1024 * 1024, 4 * 1024 * 1024) },
  );

  it(
    'a body over the limit is a 413 in its door’s shape; one within it is read, whatever it then says',
    async () => {
      const door = fc.oneof(
        fc.constantFrom(...REST_BODY_ROUTES).map((path) => ({ trpc: false, path })),
        fc.constantFrom(...TRPC_BODY_ROUTES).map((path) => ({ trpc: true, path })),
      );
      const seen = new Set<number>();
      await fc.assert(
        fc.asyncProperty(
          door,
          size,
          fc.boolean(),
          fc.integer({ min: 1024, max: 256 * 1024 }),
          async ({ trpc, path }, bytes, streamed, chunk) => {
            const url = `${ORIGIN}${path.replace(':id', businessId)}`;
            const request = describeRequest('POST', url, ` [${bytes} bytes${streamed ? `, streamed in chunks of ${chunk}` : ''}]`);
            const answer = await send(url, bodyInit(jsonOfSize(bytes), streamed, chunk));
            seen.add(answer.status);
            if (trpc) expectTrpcAnswer(answer, request, path.includes('batch=1'));
            else expectRestAnswer(answer, request);
            if (bytes > JSON_BODY_LIMIT) {
              expect(answer.status, request).toBe(413);
              expect(Array.isArray(answer.body), request).toBe(false);
            } else expect(answer.status, request).not.toBe(413);
          },
        ),
        runs(40),
      );
      expectReached(seen, [400, 413]);
    },
    PROPERTY_TIMEOUT,
  );
});

// ───────────────────────────── tRPC batches ─────────────────────────────

describe('tRPC batches around the cap', () => {
  const QUERIES = [
    'business.categories',
    'business.recent',
    'business.search',
    'business.locations',
    'site.quickLinks',
    'no.such.procedure',
    '',
  ];
  const count = fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: TRPC_MAX_BATCH - 3, max: TRPC_MAX_BATCH + 3 }) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 3 * TRPC_MAX_BATCH }) },
    { weight: 1, arbitrary: fc.constantFrom(200, 1000) },
  );
  const batch = count.chain((length) => fc.array(fc.constantFrom(...QUERIES), { minLength: length, maxLength: length }));

  it(
    'a batch over the cap is one 400 error and runs nothing; one within it answers every call',
    async () => {
      const seen = new Set<number>();
      await fc.assert(
        fc.asyncProperty(batch, async (paths) => {
          const input = Object.fromEntries(
            paths.map((path, n) => [
              n,
              path === 'business.search' ? { q: 'bakery' } : path === 'business.recent' ? { limit: 3 } : undefined,
            ]),
          );
          const url = `${ORIGIN}/api/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
          const request = describeRequest('GET', url, ` [${paths.length} calls]`);
          const answer = await send(url);
          seen.add(answer.status);
          expectTrpcAnswer(answer, request, true);
          if (paths.length > TRPC_MAX_BATCH) {
            expect(answer.status, request).toBe(400);
            expect(answer.body, request).toMatchObject({ error: { message: 'Batch call exceeds maximum size' } });
            return;
          }
          expect(Array.isArray(answer.body), request).toBe(true);
          expect(answer.body, request).toHaveLength(paths.length);
        }),
        runs(40),
      );
      expectReached(seen, [200, 207, 400]);
    },
    PROPERTY_TIMEOUT,
  );
});
