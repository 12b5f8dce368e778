import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { newId } from '../../worker/lib/ids.ts';
import { hashPassword, TEST_SCRYPT_PARAMS } from '../../worker/services/passwords.ts';
import { createSession, revokeSession, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../worker/services/sessions.ts';
import { addBusiness, addCategory, addUser, db } from './fixtures.ts';
import { isFieldError, send as sendRequest, STACK_FRAME, type Answer } from './support/envelope.ts';

/**
 * Bad input never breaks an account route: whatever the body, content type, path token or Authorization header,
 * the Worker answers below 500, in JSON, with `{status:'success', …}` or exactly the error envelope
 * `{status:'error', message, errors:[{field, message}]}`, and never with a password hash or a stack trace.
 *
 * fast-check sends generated hostile requests to every /api/users and signed-in /api/reviews route. The seed is
 * fixed so a failure reproduces; fast-check prints the shrunk counterexample (and `seed`/`path` to replay it).
 * Each request comes from its own client address so that the per-address rate limits do not answer everything;
 * a 429 is still a valid answer as long as it is the envelope.
 */

const SEED = 20261124;
const RUNS = 32;
/** The account page's routes, fewer each: one file's worker slows down past some 600 requests. */
const ACCOUNT_PAGE_RUNS = 15;
/** register, login and password change hash with scrypt (~200 ms) once the body is valid. */
const SLOW_RUNS = 30;
const PROPERTY_TIMEOUT = 120_000;
const ORIGIN = 'http://localhost';

// ───────────────────────────── seed: a signed-in user and things to act on ─────────────────────────────

const PASSWORD = 'correct horse battery';
/** The main user's password as it stands; the password-change property moves it on when a change succeeds. */
let livePassword = PASSWORD;

/** Placeholders in generated bodies, resolved at send time: the live password, the signed-in address. */
const LIVE = 'LIVE-PASSWORD-MARKER';
const S_EMAIL = 'SIGNED-IN-EMAIL-MARKER';
/** An address registered in beforeAll and never verified. */
const PENDING_EMAIL = 'pending.fuzz@example.in';

const S = {
  userId: '',
  email: '',
  token: '',
  sessionId: '',
  revokedToken: '',
  expiredToken: '',
  otherSessionId: '',
  /** A second live session of the main user, opened just before the device routes sign it out. */
  spareSessionId: '',
  /** Public businesses: the first carries the main user's own review; the others can still be reviewed once. */
  businessIds: [] as string[],
  pendingBusinessId: '',
  ownReviewId: '',
  otherReviewId: '',
};

const secret = () => new TextEncoder().encode(env.JWT_SECRET);

beforeAll(async () => {
  const { id: categoryId } = await addCategory('Bakeries');
  for (const name of ['Iyengar Bakery', 'Filter Coffee House', 'Khara Bun Corner'])
    S.businessIds.push(await addBusiness({ name, categoryId }));
  S.pendingBusinessId = await addBusiness({ name: 'Not Yet Approved', categoryId, status: 'pending' });

  S.userId = await addUser('Fuzz Tester');
  S.email = `${S.userId}@example.in`;
  await db
    .update(schema.users)
    .set({ passwordHash: await hashPassword(PASSWORD, TEST_SCRYPT_PARAMS) })
    .where(eq(schema.users.id, S.userId));
  ({ token: S.token, sessionId: S.sessionId } = await createSession(db, secret(), S.userId, null));

  const revoked = await createSession(db, secret(), S.userId, null);
  await revokeSession(db, revoked.sessionId);
  S.revokedToken = revoked.token;
  S.expiredToken = (await createSession(db, secret(), S.userId, null, new Date(Date.now() - 31 * 86_400_000))).token;

  const author = await addUser('Other Author');
  S.otherSessionId = (await createSession(db, secret(), author, null)).sessionId;
  S.ownReviewId = newId();
  S.otherReviewId = newId();
  await db.insert(schema.reviews).values([
    {
      id: S.ownReviewId,
      businessId: S.businessIds[0]!,
      userId: S.userId,
      rating: 4,
      content: 'Fresh khara bun every morning.',
      isVerified: true,
    },
    { id: S.otherReviewId, businessId: S.businessIds[0]!, userId: author, rating: 2, content: 'Queue was long.', isVerified: true },
  ]);

  // An address waiting for verification, so verify-otp and resend-otp reach a pending code.
  const registered = await SELF.fetch(`${ORIGIN}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.1' },
    body: JSON.stringify({ name: 'Pending Person', email: PENDING_EMAIL, password: 'secret1', confirmPassword: 'secret1' }),
  });
  expect(registered.status).toBe(201);
});

// ───────────────────────────── the oracle ─────────────────────────────

/** Status codes seen per route, to assert that the generators reach past validation. */
const seen = new Map<string, Map<number, number>>();

function count(route: string, status: number) {
  const byStatus = seen.get(route) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  seen.set(route, byStatus);
}

const statusesOf = (route: string) => [...(seen.get(route)?.keys() ?? [])];

let ipCounter = 0;
/** A fresh client address per request (198.18.0.0/15 is reserved for tests). */
const nextIp = () => {
  const n = ipCounter++;
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
};

async function send(route: string, url: string, init: RequestInit): Promise<Answer> {
  const answer = await sendRequest(url, init);
  count(route, answer.status);
  return answer;
}

const clip = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);

/** Every answer: below 500, JSON, success shape or exactly the envelope, no hash, no stack. */
function expectAnswer(answer: Answer, request: string): void {
  const context = `${request}\n→ ${answer.status} ${answer.contentType} ${clip(answer.text, 600)}`;
  expect(answer.status, context).toBeLessThan(500);
  expect(answer.status < 300 || answer.status >= 400, `${context}\n(a redirect)`).toBe(true);
  expect(answer.contentType, context).toMatch(/^application\/json\b/i);
  expect(answer.body, `${context}\n(body is not JSON)`).not.toBeUndefined();
  expect(answer.text.includes('scrypt$'), `${context}\n(a password hash in the body)`).toBe(false);
  expect(STACK_FRAME.test(answer.text), `${context}\n(a stack trace in the body)`).toBe(false);
  const body = answer.body as Record<string, unknown>;
  expect(typeof body === 'object' && body !== null && !Array.isArray(body), context).toBe(true);
  if (answer.status < 300) {
    expect(body.status, context).toBe('success');
    return;
  }
  expect(Object.keys(body).sort(), context).toEqual(['errors', 'message', 'status']);
  expect(body.status, context).toBe('error');
  expect(typeof body.message === 'string' && body.message.length > 0, context).toBe(true);
  expect(Array.isArray(body.errors), context).toBe(true);
  for (const error of body.errors as unknown[]) expect(isFieldError(error), context).toBe(true);
}

// ───────────────────────────── hostile values ─────────────────────────────

/** Replaces lone surrogates (which encodeURIComponent refuses) by U+FFFD, as a browser would. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const encode = (text: string) => encodeURIComponent(wellFormed(text));

const HOSTILE = [
  // blank
  '',
  ' ',
  '   ',
  '\t',
  '\n',
  '\r\n',
  '\u00A0',
  '\u200B',
  '\uFEFF',
  // SQL
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' UNION SELECT password_hash FROM users --",
  "admin'--",
  '\\',
  "'",
  '`',
  ';',
  '%',
  '_',
  // markup and templates
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '</textarea>',
  '&lt;b&gt;',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  // unicode: emoji, joiners, RTL, combining marks, lone surrogates, NUL
  '😀',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  'مرحبا بالعالم',
  'שלום עולם',
  '\u202Eevil\u202C',
  '\u200F\u200E',
  'क़ॉफ़ी',
  'ಬೇಕರಿ',
  'Z̷̧̛a̸l̶g̵o̷',
  'e\u0301',
  'ﬁ',
  'İ',
  'ß',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDC00',
  '\uFFFF',
  // values that look like other types
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '[]',
  '{}',
  '[object Object]',
  '__proto__',
  'constructor',
  'toString',
  // paths
  '..',
  '../..',
  '/etc/passwd',
  '%2F',
  '%00',
];

/** Long strings, up to about 5 000 characters (and a little beyond the 5 000 a review may hold). */
const hugeText = fc
  .tuple(fc.constantFrom('a', '9', 'é', '😀', 'مرحبا ', "' OR 1=1 -- ", '<b>x</b>', ' ', '\u202E'), fc.integer({ min: 90, max: 5_100 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.array(fc.constantFrom(...HOSTILE), { minLength: 2, maxLength: 5 }).map((parts) => parts.join(' ')) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeText },
);

/** A value of any JSON type for a field: wrong types, nested objects, arrays, huge and hostile strings. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noDefaultInfinity: true, noNaN: true }), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const EMAILS = fc.oneof(
  fc.constantFrom(
    'asha@example.in',
    ' ASHA@Example.IN ',
    'not-an-email',
    'a@b',
    '@.',
    'a@b.c',
    'a b@c.d',
    `${'x'.repeat(250)}@e.in`,
    'x@y.z\u0000',
  ),
  fc.emailAddress(),
);
const PASSWORDS = fc.constantFrom(
  'secret1',
  '12345',
  '123456',
  ' spaces ',
  'x'.repeat(200),
  'x'.repeat(201),
  'pässwörd😀',
  '\uD800\uD800\uD800\uD800\uD800\uD800',
);

/** Per field, values that pass (or nearly pass) validation, so that some requests reach the services. */
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  name: fc.constantFrom('Asha Rao', ' Ravi Kumar ', 'A', 'Al', 'x'.repeat(100), 'x'.repeat(101), 'محمد علي', '李小龙'),
  email: EMAILS,
  password: PASSWORDS,
  confirmPassword: PASSWORDS,
  currentPassword: fc.oneof(fc.constant(LIVE), PASSWORDS),
  newPassword: PASSWORDS,
  otp: fc.oneof(
    fc.constantFrom('123456', ' 123456 ', '000000', '12345', '1234567', '١٢٣٤٥٦', '１２３４５６', '12 456', '-12345'),
    fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')),
    fc.integer({ min: 0, max: 999_999 }),
  ),
  phone: fc.constantFrom('+91 98450 12345', '98450-12345', '1234567', '', '   ', null, '+'.repeat(21), '١٢٣٤٥٦٧', '9'.repeat(21)),
  avatar: fc.constantFrom(
    'https://example.com/a.png',
    'http://x',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'not a url',
    '',
    null,
    `https://e.co/${'a'.repeat(500)}`,
  ),
  businessId: fc.constantFrom('BUSINESS', 'BUSINESS', 'PENDING_BUSINESS', 'nope', '', 'x'.repeat(64), 'x'.repeat(65)),
  rating: fc.oneof(
    fc.integer({ min: 1, max: 5 }),
    fc.constantFrom(0, 6, -1, 4.5, '5', ' 3 ', '4.5', '1e0', '', 'five', true, false, [5], [], {}, null, 1e308, -0),
  ),
  title: fc.constantFrom('Lovely', '', '   ', null, 'x'.repeat(120), 'x'.repeat(121)),
  content: fc.constantFrom('Great filter coffee.', ' ', '', 'x'.repeat(5000), 'x'.repeat(5001), '😀'.repeat(2500), '😀'.repeat(2501)),
  reason: fc.constantFrom('Looks like spam', '', ' ', 'x'.repeat(500), 'x'.repeat(501)),
};

/** Text whose length fits [min, max] before trimming: hostile words, random graphemes, long runs. */
function textWithin(min: number, max: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE.filter((text) => text.length >= min && text.length <= max)) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 40) }) },
    { weight: 1, arbitrary: hugeText.map((text) => text.slice(0, max)).filter((text) => text.length >= min) },
  );
}

const validPassword = fc.oneof(fc.constantFrom('secret1', 'correct horse', 'x'.repeat(200), 'pässwörd😀'), textWithin(6, 200));

/**
 * Bodies that pass validation (or nearly: hostile text may trim to nothing), carrying hostile text in free-text
 * fields, so that a good share of requests reach the services and the database.
 */
const VALID = {
  register: fc
    .record({
      name: textWithin(2, 100),
      email: fc.oneof({ weight: 4, arbitrary: fc.emailAddress() }, { weight: 1, arbitrary: fc.constant(S_EMAIL) }),
      password: validPassword,
    })
    .map((form) => ({ ...form, confirmPassword: form.password })),
  login: fc.record({
    email: fc.oneof(fc.emailAddress(), fc.constant(S_EMAIL), fc.constant(PENDING_EMAIL)),
    password: fc.oneof(validPassword, fc.constant(LIVE)),
  }),
  verifyOtp: fc.record({
    email: fc.oneof(fc.emailAddress(), fc.constant(PENDING_EMAIL)),
    otp: fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')),
  }),
  resendOtp: fc.record({ email: fc.oneof(fc.emailAddress(), fc.constant(PENDING_EMAIL), fc.constant(S_EMAIL)) }),
  passwordForgot: fc.record({ email: fc.oneof(fc.emailAddress(), fc.constant(PENDING_EMAIL), fc.constant(S_EMAIL)) }),
  passwordReset: fc.oneof(
    fc
      .record({
        email: fc.oneof(fc.emailAddress(), fc.constant(S_EMAIL)),
        otp: fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')),
        password: validPassword,
      })
      .map((form) => ({ ...form, confirmPassword: form.password })),
    fc
      .record({
        token: fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_'), minLength: 10, maxLength: 60 }),
        password: validPassword,
      })
      .map((form) => ({ ...form, confirmPassword: form.password })),
  ),
  profile: fc.record(
    {
      name: textWithin(2, 100),
      phone: fc.oneof(
        fc.constantFrom('+91 98450 12345', '98450-12345', '', null),
        fc.string({ unit: fc.constantFrom(...'0123456789 -'), minLength: 7, maxLength: 20 }),
      ),
      avatar: fc.oneof(
        fc.webUrl().filter((url) => url.length <= 500),
        fc.constant(null),
      ),
      email: fc.constant(S_EMAIL),
    },
    { requiredKeys: [] },
  ),
  password: fc
    .record({ currentPassword: fc.constant(LIVE), newPassword: validPassword, confirm: fc.boolean() })
    .map(({ currentPassword, newPassword, confirm }) => ({
      currentPassword,
      newPassword,
      ...(confirm ? { confirmPassword: newPassword } : {}),
    })),
  reviewCreate: fc.record(
    {
      businessId: fc.constant('BUSINESS'),
      rating: fc.integer({ min: 1, max: 5 }),
      title: fc.oneof(textWithin(0, 120), fc.constant(null)),
      content: textWithin(1, 5000),
    },
    // A new review's rating is the writer's choice: without one it is refused (docs/product.md §4.3).
    { requiredKeys: ['businessId', 'rating', 'content'] },
  ),
  reviewUpdate: fc.record(
    { rating: fc.integer({ min: 1, max: 5 }), title: fc.oneof(textWithin(0, 120), fc.constant(null)), content: textWithin(1, 5000) },
    { requiredKeys: ['content'] },
  ),
  report: fc.record({ reason: textWithin(1, 500) }),
  // Never the live password: the main user's account and address must survive the run.
  emailChange: fc.record({ email: fc.oneof(fc.emailAddress(), fc.constant(S_EMAIL), fc.constant(PENDING_EMAIL)), password: validPassword }),
  emailConfirm: fc.record({ otp: fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0')) }),
  accountDelete: fc.record({ password: validPassword }),
} satisfies Record<string, fc.Arbitrary<Record<string, unknown>>>;

/** An object text shaped like the route's body: keys missing, extra, repeated, misspelled or poisonous. */
function objectText(keys: readonly string[], valid?: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...keys) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('__proto__', 'constructor', 'role', 'isVerified', 'emailVerified', 'id', 'userId', 'Email', 'e-mail', ''),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  );
  const value = (name: string) => {
    const plausible = Object.hasOwn(PLAUSIBLE, name) ? PLAUSIBLE[name] : undefined;
    return plausible ? fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: wrongValue }) : wrongValue;
  };
  const entry = key.chain((name) => value(name).map((v) => [name, v] as const));
  // Usually every expected key once (so validation can pass), sometimes a free mix with repeats and extras.
  const complete = fc
    .tuple(
      fc.tuple(
        ...keys.map((name) =>
          fc.option(
            value(name).map((v) => [name, v] as const),
            { freq: 6, nil: undefined },
          ),
        ),
      ),
      fc.array(entry, { maxLength: 2 }),
    )
    .map(([expected, extra]) => [...expected.filter((e) => e !== undefined), ...extra]);
  const mixes = [
    { weight: 3, arbitrary: complete },
    { weight: 1, arbitrary: fc.array(entry, { maxLength: 8 }) },
    ...(valid ? [{ weight: 4, arbitrary: valid.map((object) => Object.entries(object)) }] : []),
  ];
  return fc.oneof(...mixes).map((entries) => `{${entries.map(([name, v]) => `${JSON.stringify(name)}:${JSON.stringify(v)}`).join(',')}}`);
}

/** Text that is not JSON at all, or not quite. */
const MALFORMED = [
  ' ',
  '{',
  '}',
  '[',
  '{"email":',
  '{"email": "a@b.co",}',
  "{'email':'a@b.co'}",
  '{email: "a@b.co"}',
  '{"a":1}}',
  'undefined',
  'NaN',
  '1e999',
  '-',
  '"unterminated',
  '\uFEFF{}',
  '{"email":"\\u00"}',
  '{"email":"\\x41"}',
  '{"a":01}',
  'email=a%40b.co&password=secret1',
  '<xml/>',
  '\u0000',
  '{"a":1}\u0000',
  'null null',
  '{}{}',
  '[1,]',
  '{"__proto__":{"isAdmin":true}',
  'true false',
];

interface Body {
  /** null: no body at all. */
  text: string | null;
  contentType: string | null;
}

function body(keys: readonly string[], valid?: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Body> {
  const text = fc.oneof(
    { weight: 8, arbitrary: objectText(keys, valid) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('[]', 'null', '0', '-1', 'true', '"a@b.co"', '[{}]', '[{"email":"a@b.co"}]', '{"email":{"$ne":null}}'),
    },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 5_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`) },
    { weight: 1, arbitrary: hostileString },
  );
  const anyBody = fc.record({
    text: fc.oneof({ weight: 12, arbitrary: text }, { weight: 1, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constant(null) }),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      null,
      null,
    ),
  });
  if (!valid) return anyBody;
  // A quarter of the requests are well-formed JSON that passes validation, with hostile text inside.
  const validBody = valid.map((object): Body => ({ text: JSON.stringify(object), contentType: 'application/json' }));
  return fc.oneof({ weight: 1, arbitrary: validBody }, { weight: 3, arbitrary: anyBody });
}

/** Replaces placeholders by the seeded ids and the live password, at send time. */
function resolve(text: string): string {
  return text
    .replaceAll('"PENDING_BUSINESS"', JSON.stringify(S.pendingBusinessId))
    .replaceAll('"BUSINESS"', JSON.stringify(S.businessIds[1 + (ipCounter % (S.businessIds.length - 1))]))
    .replaceAll(`"${LIVE}"`, JSON.stringify(livePassword))
    .replaceAll(`"${S_EMAIL}"`, JSON.stringify(S.email));
}

function requestInit(method: string, payload: Body, token?: string): { init: RequestInit; sent: string | null } {
  const headers = new Headers({ 'cf-connecting-ip': nextIp() });
  if (payload.contentType !== null) headers.set('content-type', payload.contentType);
  if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
  const sent = payload.text === null ? null : resolve(payload.text);
  // Bytes, not a string, so that fetch adds no content type of its own.
  return { init: { method, headers, body: sent === null ? undefined : new TextEncoder().encode(sent) }, sent };
}

const describeRequest = (method: string, url: string, payload: Body, sent: string | null) =>
  `${method} ${clip(url)} [content-type: ${payload.contentType ?? '(none)'}] ${sent === null ? '(no body)' : JSON.stringify(clip(sent))}`;

/** Path ids: the seeded ones, dot segments, encoded slashes, ids longer than we issue, unicode, markup. */
function pathId(real: readonly (() => string)[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...real).map((id) => id()) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        '.',
        '..',
        '%2e',
        '%2e%2e',
        '%2E%2E%2F',
        '%2F',
        'a%2Fb',
        '%2F..%2F..',
        '%5C',
        '%00',
        '%',
        '%zz',
        '%E0%A4',
        '%20',
        '+',
        '~',
        'null',
        'undefined',
        '0',
        '-1',
        'NaN',
        '%27%20OR%201%3D1%20--',
        '%3Cscript%3E',
        '__proto__',
        'constructor',
        'my-reviews',
        'business',
        '%F0%9F%98%80',
        '%D9%85%D8%B1%D8%AD%D8%A8%D8%A7',
        '%E2%80%AE',
        'a'.repeat(64),
        'a'.repeat(65),
        'x'.repeat(5_000),
        '%41'.repeat(70),
      ),
    },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 300 }).map((length) => 'z'.repeat(length)) },
    { weight: 2, arbitrary: hostileString.filter((text) => text.length > 0 && text !== '.' && text !== '..').map(encode) },
  );
}

const runs = (numRuns: number) => ({ seed: SEED, numRuns });

// ───────────────────────────── the routes ─────────────────────────────

interface Example {
  id?: string;
  body: Record<string, unknown> | null;
}

interface BodyRoute {
  method: 'POST' | 'PUT' | 'DELETE';
  /** ':id' is replaced by a generated path id. */
  path: string;
  keys: readonly string[];
  /** Bodies that pass validation, mixed in so that the services are reached. */
  valid?: fc.Arbitrary<Record<string, unknown>>;
  signedIn: boolean;
  ids?: readonly (() => string)[];
  numRuns: number;
  /** A request that passes validation, run first (fast-check `examples`), whatever the seed. */
  example: () => Example | Promise<Example>;
  /** Statuses the property must see: the example's success, and the random runs' refusals. */
  reaches: readonly number[];
  /** Runs after each answer (the password change keeps track of the live password). */
  after?: (answer: Answer, sent: string | null) => void;
}

const BUSINESS_IDS = [() => S.businessIds[0]!, () => S.businessIds[1]!, () => S.pendingBusinessId];
/** The user's own review twice: it is the one a PUT can change. */
const REVIEW_IDS = [() => S.ownReviewId, () => S.ownReviewId, () => S.otherReviewId];
/** Never the main session: the run signs in with it. */
const SESSION_IDS = [() => S.spareSessionId, () => S.otherSessionId];

const BODY_ROUTES: BodyRoute[] = [
  {
    method: 'POST',
    path: '/api/users/register',
    keys: ['name', 'email', 'password', 'confirmPassword'],
    valid: VALID.register,
    example: () => ({
      body: { name: '<b>Asha</b> 😀', email: 'example.register@example.in', password: 'secret1', confirmPassword: 'secret1' },
    }),
    signedIn: false,
    numRuns: SLOW_RUNS,
    reaches: [400, 201],
  },
  {
    method: 'POST',
    path: '/api/users/login',
    keys: ['email', 'password'],
    valid: VALID.login,
    example: () => ({ body: { email: S_EMAIL, password: LIVE } }),
    signedIn: false,
    numRuns: SLOW_RUNS,
    reaches: [400, 401, 200],
  },
  {
    method: 'POST',
    path: '/api/users/verify-otp',
    keys: ['email', 'otp'],
    valid: VALID.verifyOtp,
    example: () => ({ body: { email: PENDING_EMAIL, otp: '000000' } }),
    signedIn: false,
    numRuns: RUNS,
    reaches: [400],
  },
  {
    method: 'POST',
    path: '/api/users/resend-otp',
    keys: ['email'],
    valid: VALID.resendOtp,
    example: () => ({ body: { email: PENDING_EMAIL } }),
    signedIn: false,
    numRuns: RUNS,
    reaches: [400, 200],
  },
  {
    method: 'POST',
    path: '/api/users/password/forgot',
    keys: ['email'],
    valid: VALID.passwordForgot,
    example: () => ({ body: { email: PENDING_EMAIL } }),
    signedIn: false,
    numRuns: 25,
    reaches: [400, 200],
  },
  {
    method: 'POST',
    path: '/api/users/password/reset',
    keys: ['email', 'otp', 'token', 'password', 'confirmPassword'],
    valid: VALID.passwordReset,
    example: () => ({ body: { email: S_EMAIL, otp: '000000', password: 'secret1', confirmPassword: 'secret1' } }),
    signedIn: false,
    numRuns: 25,
    reaches: [400],
  },
  {
    method: 'PUT',
    path: '/api/users/profile',
    keys: ['name', 'phone', 'avatar', 'email'],
    valid: VALID.profile,
    example: () => ({ body: { name: "<script>alert(1)</script>' OR 1=1 --", phone: '+91 98450 12345' } }),
    signedIn: true,
    numRuns: RUNS,
    reaches: [400, 200],
  },
  {
    method: 'PUT',
    path: '/api/users/password',
    keys: ['currentPassword', 'newPassword', 'confirmPassword'],
    valid: VALID.password,
    example: () => ({ body: { currentPassword: LIVE, newPassword: 'פסוורד 😀 new', confirmPassword: 'פסוורד 😀 new' } }),
    signedIn: true,
    numRuns: SLOW_RUNS,
    reaches: [400, 200],
    after: (answer, sent) => {
      if (answer.status === 200 && sent !== null) livePassword = (JSON.parse(sent) as { newPassword: string }).newPassword;
    },
  },
  {
    method: 'POST',
    path: '/api/users/favorites/:id',
    keys: ['businessId'],
    example: () => ({ id: S.businessIds[1]!, body: null }),
    signedIn: true,
    ids: BUSINESS_IDS,
    numRuns: RUNS,
    reaches: [400, 404, 200],
  },
  {
    method: 'DELETE',
    path: '/api/users/favorites/:id',
    keys: ['businessId'],
    example: () => ({ id: S.businessIds[1]!, body: null }),
    signedIn: true,
    ids: BUSINESS_IDS,
    numRuns: RUNS,
    reaches: [400, 404, 200],
  },
  {
    method: 'POST',
    path: '/api/reviews',
    keys: ['businessId', 'rating', 'title', 'content'],
    valid: VALID.reviewCreate,
    example: () => ({
      body: { businessId: S.businessIds[2]!, rating: 4, title: '<img src=x onerror=alert(1)>', content: 'مرحبا 😀 \u202Egood' },
    }),
    signedIn: true,
    numRuns: RUNS,
    reaches: [400, 201],
  },
  {
    method: 'PUT',
    path: '/api/reviews/:id',
    keys: ['rating', 'title', 'content'],
    valid: VALID.reviewUpdate,
    example: () => ({ id: S.ownReviewId, body: { rating: '3', content: "Edited'; DROP TABLE reviews; --" } }),
    signedIn: true,
    ids: REVIEW_IDS,
    numRuns: RUNS,
    reaches: [400, 200],
  },
  {
    method: 'POST',
    path: '/api/reviews/:id/helpful',
    keys: ['helpful'],
    example: () => ({ id: S.otherReviewId, body: null }),
    signedIn: true,
    ids: REVIEW_IDS,
    numRuns: RUNS,
    reaches: [400, 404, 200],
  },
  {
    method: 'POST',
    path: '/api/reviews/:id/report',
    keys: ['reason'],
    valid: VALID.report,
    example: () => ({ id: S.otherReviewId, body: { reason: 'Spam <a href="javascript:alert(1)">x</a>' } }),
    signedIn: true,
    ids: REVIEW_IDS,
    numRuns: RUNS,
    reaches: [400, 200],
  },
  // The account page's routes come after the password change: their wrong passwords share its failure count.
  {
    method: 'POST',
    path: '/api/users/email/change',
    keys: ['email', 'password'],
    valid: VALID.emailChange,
    example: () => ({ body: { email: 'moving.fuzz@example.in', password: 'not the password' } }),
    signedIn: true,
    numRuns: ACCOUNT_PAGE_RUNS,
    reaches: [400],
  },
  {
    method: 'POST',
    path: '/api/users/email/confirm',
    keys: ['otp'],
    valid: VALID.emailConfirm,
    example: () => ({ body: { otp: '000000' } }),
    signedIn: true,
    numRuns: ACCOUNT_PAGE_RUNS,
    reaches: [400],
  },
  {
    method: 'DELETE',
    path: '/api/users/me',
    keys: ['password'],
    valid: VALID.accountDelete,
    example: () => ({ body: { password: "'; DELETE FROM users; --" } }),
    signedIn: true,
    numRuns: ACCOUNT_PAGE_RUNS,
    reaches: [400],
  },
  {
    method: 'DELETE',
    path: '/api/users/sessions/:id',
    keys: ['id'],
    example: async () => {
      // Opened here: the password change before has signed out every other session.
      S.spareSessionId = (await createSession(db, secret(), S.userId, 'Spare phone')).sessionId;
      return { id: S.spareSessionId, body: null };
    },
    signedIn: true,
    ids: SESSION_IDS,
    numRuns: ACCOUNT_PAGE_RUNS,
    reaches: [400, 404, 200],
  },
  {
    method: 'DELETE',
    path: '/api/users/sessions',
    keys: ['id'],
    example: () => ({ body: null }),
    signedIn: true,
    numRuns: ACCOUNT_PAGE_RUNS,
    reaches: [200],
  },
];

describe('every account route survives hostile bodies', () => {
  for (const route of BODY_ROUTES) {
    it(
      `${route.method} ${route.path}: random bodies and content types${route.ids ? ', random ids' : ''}`,
      async () => {
        const id = route.ids ? pathId(route.ids) : fc.constant('');
        const example = await route.example();
        const exampleBody: Body = {
          text: example.body === null ? null : JSON.stringify(example.body),
          contentType: example.body === null ? null : 'application/json',
        };
        await fc.assert(
          fc.asyncProperty(id, body(route.keys, route.valid), async (pathIdValue, payload) => {
            const url = `${ORIGIN}${route.path.replace(':id', pathIdValue)}`;
            const { init, sent } = requestInit(route.method, payload, route.signedIn ? S.token : undefined);
            const answer = await send(`${route.method} ${route.path}`, url, init);
            expectAnswer(answer, describeRequest(route.method, url, payload, sent));
            route.after?.(answer, sent);
          }),
          { ...runs(route.numRuns), examples: [[example.id ?? '', exampleBody]] },
        );
        const statuses = statusesOf(`${route.method} ${route.path}`);
        for (const status of route.reaches) expect(statuses, `statuses seen: ${statuses.join(', ')}`).toContain(status);
      },
      PROPERTY_TIMEOUT,
    );
  }

  it(
    'GET /api/users/favorites/check/:id: random ids',
    async () => {
      await fc.assert(
        fc.asyncProperty(pathId(BUSINESS_IDS), async (pathIdValue) => {
          const url = `${ORIGIN}/api/users/favorites/check/${pathIdValue}`;
          const answer = await send('GET /api/users/favorites/check/:id', url, {
            headers: { authorization: `Bearer ${S.token}`, 'cf-connecting-ip': nextIp() },
          });
          expectAnswer(answer, `GET ${clip(url)}`);
        }),
        { ...runs(RUNS), examples: [[S.businessIds[1]!]] },
      );
      const statuses = statusesOf('GET /api/users/favorites/check/:id');
      for (const status of [200, 400, 404]) expect(statuses, `statuses seen: ${statuses.join(', ')}`).toContain(status);
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'GET /api/users/verify-email/:token: random tokens, very long, dotted, encoded slashes',
    async () => {
      const base64url = fc.string({
        unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
        minLength: 0,
        maxLength: 260,
      });
      const token = fc.oneof(
        { weight: 3, arbitrary: base64url },
        { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...'ABCxyz019-_'), minLength: 43, maxLength: 43 }) },
        { weight: 1, arbitrary: fc.integer({ min: 201, max: 10_000 }).map((length) => 'A'.repeat(length)) },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            '.',
            '..',
            '...',
            'a.b.c',
            '.hidden-token-value',
            'token-value.json',
            '..%2F..%2F..%2Fetc%2Fpasswd',
            '%2e%2e',
            '%2F',
            '%2F%2F%2F%2F%2F%2F%2F%2F%2F%2F',
            'abcdefghij%2Fklmnop',
            'abcdefghij%5Cklmnop',
            'abcdefghij%00klmnop',
            'abcdefghij%zzklmnop',
            '%E0%A4%A',
            'abcdefghij?x=1',
            'abcdefghij#frag',
            'abcdefghij;jsessionid=1',
            'abcdefghij%3Bx',
            '%20%20%20%20%20%20%20%20%20%20',
            '+'.repeat(20),
            '~'.repeat(20),
            'a.'.repeat(100),
          ),
        },
        { weight: 2, arbitrary: hostileString.filter((text) => text.length > 0 && text !== '.' && text !== '..').map(encode) },
        { weight: 1, arbitrary: fc.array(base64url, { minLength: 2, maxLength: 4 }).map((parts) => parts.join('.')) },
      );
      await fc.assert(
        fc.asyncProperty(token, async (value) => {
          const url = `${ORIGIN}/api/users/verify-email/${value}`;
          const answer = await send('GET /api/users/verify-email/:token', url, { headers: { 'cf-connecting-ip': nextIp() } });
          expectAnswer(answer, `GET ${clip(url)}`);
          // Nothing generated here is a live link.
          expect(answer.status, `GET ${clip(url)} → ${answer.status} ${clip(answer.text)}`).toBeGreaterThanOrEqual(400);
        }),
        runs(50),
      );
    },
    PROPERTY_TIMEOUT,
  );
});

// ───────────────────────────── garbage credentials ─────────────────────────────

const base64urlText = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** Header text a client can send: visible ASCII, spaces and tabs (fetch refuses control characters). */
const headerChars = fc.string({
  unit: fc
    .oneof({ weight: 20, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) }, { weight: 1, arbitrary: fc.constant(0x09) })
    .map((code) => String.fromCharCode(code)),
  maxLength: 80,
});

/** A JOSE header or claims set: real names with random values, and random names. */
const joseObject = fc.dictionary(
  fc.oneof(
    fc.constantFrom('alg', 'typ', 'kid', 'crit', 'b64', 'jku', 'jwk', 'x5u', 'cty', 'sub', 'jti', 'iss', 'aud', 'exp', 'nbf', 'iat'),
    fc.string({ maxLength: 5 }),
  ),
  fc.oneof(
    fc.constantFrom('HS256', 'none', 'RS256', 'JWT', TOKEN_ISSUER, TOKEN_AUDIENCE, 4_102_444_800, 0, -1, false, ['b64'], ['exp']),
    fc.jsonValue({ maxDepth: 2 }),
  ),
  { maxKeys: 6 },
);

const signature = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
  minLength: 0,
  maxLength: 86,
});

type Credential = { kind: string; header: string | null };

/** Flips the character at `index` of a base64url string to another full-value character. */
const flipAt = (text: string, index: number) => `${text.slice(0, index)}${text[index] === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;

/** An Authorization header that must never sign anyone in. */
const garbageCredential: fc.Arbitrary<Credential> = fc.oneof(
  fc.constantFrom<Credential>(
    { kind: 'none', header: null },
    { kind: 'empty', header: '' },
    { kind: 'scheme only', header: 'Bearer' },
    { kind: 'scheme and space', header: 'Bearer ' },
    { kind: 'basic', header: 'Basic dXNlcjpwYXNzd29yZA==' },
    { kind: 'dots', header: 'Bearer ..' },
    { kind: 'empty segments', header: 'Bearer a..c' },
    { kind: 'null', header: 'Bearer null' },
    { kind: 'undefined', header: 'Bearer undefined' },
    { kind: 'json', header: 'Bearer {"sub":"x"}' },
    { kind: 'sql', header: "Bearer ' OR 1=1 --" },
  ),
  fc
    .constantFrom(
      'revoked',
      'expired',
      'flipped signature',
      'flipped payload',
      'truncated',
      'doubled',
      'trailing word',
      'four segments',
      'two schemes',
    )
    .map((kind): Credential => {
      const [head, payload, sig] = S.token.split('.') as [string, string, string];
      const header = {
        revoked: `Bearer ${S.revokedToken}`,
        expired: `Bearer ${S.expiredToken}`,
        'flipped signature': `Bearer ${head}.${payload}.${flipAt(sig, 10)}`,
        'flipped payload': `Bearer ${head}.${flipAt(payload, 12)}.${sig}`,
        truncated: `Bearer ${S.token.slice(0, -2)}`,
        doubled: `Bearer ${S.token}${S.token}`,
        'trailing word': `Bearer ${S.token} extra`,
        'four segments': `Bearer ${S.token}.x`,
        'two schemes': `Bearer Bearer ${S.token}`,
      }[kind]!;
      return { kind, header };
    }),
  headerChars.map((text): Credential => ({ kind: 'random', header: text })),
  headerChars.map((text): Credential => ({ kind: 'bearer random', header: `Bearer ${text}` })),
  fc.integer({ min: 200, max: 8_000 }).map((length): Credential => ({ kind: 'long', header: `Bearer ${'a.'.repeat(length)}a` })),
  fc.tuple(signature, signature, signature).map(([a, b, c]): Credential => ({ kind: 'three segments', header: `Bearer ${a}.${b}.${c}` })),
  fc.tuple(joseObject, joseObject, signature).map(([protectedHeader, claims, sig]): Credential => ({
    kind: 'random jose',
    header: `Bearer ${base64urlText(JSON.stringify(protectedHeader))}.${base64urlText(JSON.stringify(claims))}.${sig}`,
  })),
  fc.tuple(fc.jsonValue({ maxDepth: 2 }), fc.jsonValue({ maxDepth: 2 })).map(([protectedHeader, claims]): Credential => ({
    kind: 'json segments',
    header: `Bearer ${base64urlText(JSON.stringify(protectedHeader))}.${base64urlText(JSON.stringify(claims))}.c2ln`,
  })),
  fc.constantFrom('wrong secret', 'alg none', 'unknown session', 'other user session').map((kind): Credential => ({ kind, header: kind })),
);

/** Forged tokens need signing, which is async: resolved at send time. */
async function credentialHeader(credential: Credential): Promise<string | null> {
  const claims = () =>
    new SignJWT({}).setSubject(S.userId).setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt().setExpirationTime('1h');
  switch (credential.kind) {
    case 'wrong secret':
      return `Bearer ${await claims().setJti(S.sessionId).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('not-the-secret-but-long-enough-for-hs256'))}`;
    case 'alg none':
      return `Bearer ${new UnsecuredJWT({ jti: S.sessionId }).setSubject(S.userId).setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setExpirationTime('1h').encode()}`;
    case 'unknown session':
      return `Bearer ${await claims().setJti(newId()).setProtectedHeader({ alg: 'HS256' }).sign(secret())}`;
    case 'other user session':
      // The right secret and a live session id, but the session belongs to someone else.
      return `Bearer ${await claims().setJti(S.otherSessionId).setProtectedHeader({ alg: 'HS256' }).sign(secret())}`;
    default:
      return credential.header;
  }
}

const SIGNED_IN_ROUTES = [
  ['GET', '/api/users/me'],
  ['GET', '/api/users/me/export'],
  ['DELETE', '/api/users/me'],
  ['POST', '/api/users/email/change'],
  ['POST', '/api/users/email/confirm'],
  ['GET', '/api/users/sessions'],
  ['DELETE', '/api/users/sessions'],
  ['DELETE', '/api/users/sessions/:session'],
  ['POST', '/api/users/logout'],
  ['GET', '/api/users/favorites'],
  ['PUT', '/api/users/profile'],
  ['PUT', '/api/users/password'],
  ['POST', '/api/users/favorites/:business'],
  ['DELETE', '/api/users/favorites/:business'],
  ['GET', '/api/users/favorites/check/:business'],
  ['POST', '/api/reviews'],
  ['GET', '/api/reviews/my-reviews'],
  ['PUT', '/api/reviews/:review'],
  ['DELETE', '/api/reviews/:review'],
  ['POST', '/api/reviews/:review/helpful'],
  ['POST', '/api/reviews/:review/report'],
] as const;

async function sendWithCredential(route: string, method: string, url: string, credential: Credential, payload?: Body) {
  const headers = new Headers({ 'cf-connecting-ip': nextIp() });
  const header = await credentialHeader(credential);
  if (header !== null) headers.set('authorization', header);
  let sent: string | null = null;
  if (payload) {
    if (payload.contentType !== null) headers.set('content-type', payload.contentType);
    sent = payload.text === null ? null : resolve(payload.text);
  }
  const answer = await send(route, url, {
    method,
    headers,
    body: sent === null || method === 'GET' ? undefined : new TextEncoder().encode(sent),
  });
  const request = `${method} ${clip(url)} [authorization (${credential.kind}): ${header === null ? '(none)' : JSON.stringify(clip(header, 200))}]${payload ? ` ${sent === null ? '(no body)' : JSON.stringify(clip(sent))}` : ''}`;
  return { answer, request };
}

describe('garbage credentials are always a 401 envelope', () => {
  it(
    'GET /api/users/me: random and forged Authorization headers',
    async () => {
      await fc.assert(
        fc.asyncProperty(garbageCredential, async (credential) => {
          const { answer, request } = await sendWithCredential(
            'GET /api/users/me (garbage auth)',
            'GET',
            `${ORIGIN}/api/users/me`,
            credential,
          );
          expectAnswer(answer, request);
          expect(answer.status, `${request}\n→ ${answer.status} ${clip(answer.text)}`).toBe(401);
        }),
        runs(50),
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'every signed-in route: garbage credentials win over any body (401 before validation)',
    async () => {
      const route = fc.constantFrom(...SIGNED_IN_ROUTES);
      await fc.assert(
        fc.asyncProperty(
          route,
          garbageCredential,
          body(['name', 'email', 'password', 'otp', 'currentPassword', 'newPassword', 'businessId', 'rating', 'content', 'reason']),
          async ([method, path], credential, payload) => {
            const url = `${ORIGIN}${path.replace(':business', S.businessIds[1]!).replace(':review', S.otherReviewId).replace(':session', S.sessionId)}`;
            const { answer, request } = await sendWithCredential(`${method} ${path} (garbage auth)`, method, url, credential, payload);
            expectAnswer(answer, request);
            expect(answer.status, `${request}\n→ ${answer.status} ${clip(answer.text)}`).toBe(401);
          },
        ),
        runs(RUNS),
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('the seeded token itself is good, so the 401s above are about the credentials', async () => {
    const me = await send('GET /api/users/me (real token)', `${ORIGIN}/api/users/me`, { headers: { authorization: `Bearer ${S.token}` } });
    expectAnswer(me, 'GET /api/users/me with the seeded token');
    expect(me.status).toBe(200);
  });
});
