import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../worker/db/schema.ts';
import { newId } from '../../../worker/lib/ids.ts';
import { addBusiness, addCategory, addLocation, addPincode, db } from '../fixtures.ts';
import { describeRequest, expectRestAnswer, send } from '../support/envelope.ts';
import { signedInPerson } from '../support/people.ts';

/**
 * Bad input never breaks an owner route: whatever JSON body, query or path id an owner sends to the portal's REST door
 * (and a visitor to the public event beacon), the Worker answers below 500, in JSON, with `{status:'success', …}` or
 * exactly the error envelope, never a stack trace. Bodies mix hostile values into the fields each route reads, so
 * some pass validation and reach the services. The seed is fixed so a failure reproduces.
 */

const SEED = 20261124;
const RUNS = 25;
const PROPERTY_TIMEOUT = 120_000;
const ORIGIN = 'http://localhost';

const S = { token: '', businessId: '', enquiryId: '', reviewId: '', mediaId: '' };

beforeAll(async () => {
  const owner = await signedInPerson({ name: 'Fuzz Owner', role: 'owner' });
  const reviewer = await signedInPerson({ name: 'Fuzz Reviewer' });
  const category = await addCategory('Bakeries');
  await addPincode('560095', 12.9352, 77.6245, ['Koramangala VI Bk']);
  const location = await addLocation('Koramangala', ['560095']);
  S.token = owner.token;
  S.businessId = await addBusiness({ name: 'Iyengar Bakery', categoryId: category.id, locationId: location.id, pincode: '560095' });
  S.enquiryId = newId();
  S.reviewId = newId();
  S.mediaId = newId();
  await db.batch([
    db.update(schema.businesses).set({ ownerId: owner.id }),
    db
      .insert(schema.enquiries)
      .values({ id: S.enquiryId, businessId: S.businessId, name: 'Meera', email: 'meera@example.in', message: 'Eggless?' }),
    db.insert(schema.reviews).values({ id: S.reviewId, businessId: S.businessId, userId: reviewer.id, rating: 4, content: 'Fresh bread.' }),
    db.insert(schema.businessMedia).values({ id: S.mediaId, businessId: S.businessId, kind: 'image', url: '/media/x.jpg', position: 0 }),
  ]);
});

const HOSTILE: readonly unknown[] = [
  '',
  ' ',
  '\u0000',
  '😀',
  'ಬೇಕರಿ',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  '24:00',
  '25:00',
  '9am',
  '23:59',
  '00:00',
  '2026-02-30',
  '2026-12-25',
  '560095',
  '560001',
  '12345',
  '+91 98450 12345',
  '98450 12345',
  'https://example.in',
  'javascript:alert(1)',
  'x'.repeat(3000),
  0,
  -1,
  1.5,
  4,
  1e21,
  Number.MAX_SAFE_INTEGER,
  true,
  false,
  null,
  [],
  {},
  [''],
  [{}],
  { opens: '09:00', closes: '18:00' },
  [{ opens: '09:00', closes: '18:00' }],
  [{ opens: '18:00', closes: '02:00' }],
  { __proto__: { admin: true } },
];

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/**
 * A body for a route reading `fields`: mostly the route's own keys with hostile values, sometimes a plausible body with
 * a few values swapped for hostile ones or left out (so requests also pass validation and reach the services), and
 * now and then no object at all.
 */
function bodyOf(fields: readonly string[], plausible: Record<string, unknown> = {}): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...fields) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'id', 'ownerId', 'status', 'x') },
  );
  const object = fc.array(fc.tuple(key, hostile), { maxLength: 8 }).map((entries) => Object.fromEntries(entries));
  const names = Object.keys(plausible);
  if (names.length === 0) return fc.oneof({ weight: 8, arbitrary: object }, { weight: 1, arbitrary: hostile });
  const nearlyRight = fc
    .tuple(fc.subarray(names, { minLength: 1 }), fc.array(fc.tuple(key, hostile), { maxLength: 2 }))
    .map(([kept, swapped]) => ({ ...Object.fromEntries(kept.map((name) => [name, plausible[name]])), ...Object.fromEntries(swapped) }));
  return fc.oneof({ weight: 4, arbitrary: object }, { weight: 4, arbitrary: nearlyRight }, { weight: 1, arbitrary: hostile });
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const period = fc.record({
  opens: fc.constantFrom('09:00', '18:00', '24:00', '00:00', '9am', '25:00', ''),
  closes: fc.constantFrom('18:00', '02:00', '24:00', '09:00', ''),
});
const weekly = fc.dictionary(fc.constantFrom(...DAYS, 'funday'), fc.oneof(fc.array(period, { maxLength: 5 }), hostile), { maxKeys: 8 });
const special = fc.array(
  fc.oneof(
    fc.record({ date: fc.constantFrom('2026-12-25', '2026-02-30', '25-12-2026', ''), closed: fc.oneof(fc.constant(true), hostile) }),
    fc.record({ date: fc.constantFrom('2026-12-31', '2027-01-01'), periods: fc.array(period, { maxLength: 5 }) }),
  ),
  { maxLength: 4 },
);
const hoursBody = fc.oneof(
  { weight: 4, arbitrary: fc.record({ weekly, special: fc.option(special, { nil: undefined }) }) },
  { weight: 1, arbitrary: bodyOf(['weekly', 'special']) },
);

const LISTING_FIELDS = [
  'name',
  'category',
  'subcategory',
  'description',
  'address',
  'pincode',
  'phone',
  'whatsapp',
  'email',
  'website',
  'priceRange',
  'amenities',
  'keywords',
  'socialMedia',
] as const;
const LISTING_PLAUSIBLE = {
  name: 'Iyengar Bakery and Sweets',
  category: 'bakeries',
  description: 'Khara bun, rusks and fresh bread every morning since 1972.',
  address: '12, 80 Feet Road, Koramangala',
  pincode: '560095',
  phone: '+91 98450 12345',
  whatsapp: '98450 12345',
  priceRange: 2,
  keywords: ['bread', 'rusk'],
  socialMedia: { instagram: 'https://instagram.com/iyengar' },
};

/** Ids in a path: the seeded ones, and ones nobody issued. */
const idOr = (id: () => string) =>
  fc
    .oneof(
      { weight: 3, arbitrary: fc.constant('SEEDED') },
      { weight: 2, arbitrary: fc.constantFrom('..', '%2F', '%00', 'x'.repeat(65), '__proto__', '%F0%9F%98%80', 'nope') },
    )
    .map((value) => (value === 'SEEDED' ? id() : value));

interface RouteCase {
  method: string;
  path: (id: string) => string;
  id: () => string;
  body?: fc.Arbitrary<unknown>;
  query?: readonly string[];
  token?: boolean;
}

const ROUTES: Record<string, RouteCase> = {
  'POST /owner/businesses': {
    method: 'POST',
    path: () => '/owner/businesses',
    id: () => '',
    body: bodyOf([...LISTING_FIELDS, 'hours'], LISTING_PLAUSIBLE),
  },
  'PATCH /owner/businesses/:id': {
    method: 'PATCH',
    path: (id) => `/owner/businesses/${id}`,
    id: () => S.businessId,
    body: bodyOf([...LISTING_FIELDS, 'hours'], LISTING_PLAUSIBLE),
  },
  'PUT /owner/businesses/:id/hours': {
    method: 'PUT',
    path: (id) => `/owner/businesses/${id}/hours`,
    id: () => S.businessId,
    body: hoursBody,
  },
  'PATCH /owner/businesses/:id/media/:mediaId': {
    method: 'PATCH',
    path: (id) => `/owner/businesses/${S.businessId}/media/${id}`,
    id: () => S.mediaId,
    body: bodyOf(['alt', 'position', 'isPrimary'], { alt: 'The counter', position: 0, isPrimary: true }),
  },
  'GET /owner/businesses/:id/enquiries': {
    method: 'GET',
    path: (id) => `/owner/businesses/${id}/enquiries`,
    id: () => S.businessId,
    query: ['page', 'limit', 'status'],
  },
  'PATCH /owner/enquiries/:id': {
    method: 'PATCH',
    path: (id) => `/owner/enquiries/${id}`,
    id: () => S.enquiryId,
    body: bodyOf(['status'], { status: 'replied' }),
  },
  'PUT /owner/reviews/:reviewId/response': {
    method: 'PUT',
    path: (id) => `/owner/reviews/${id}/response`,
    id: () => S.reviewId,
    body: bodyOf(['content'], { content: 'Thank you for coming!' }),
  },
  'GET /owner/businesses/:id/analytics': {
    method: 'GET',
    path: (id) => `/owner/businesses/${id}/analytics`,
    id: () => S.businessId,
    query: ['days'],
  },
  'GET /owner/duplicates': { method: 'GET', path: () => '/owner/duplicates', id: () => '', query: ['name', 'pincode', 'phone'] },
  'POST /owner/claims': {
    method: 'POST',
    path: () => '/owner/claims',
    id: () => '',
    body: bodyOf(['businessId', 'method', 'evidenceType', 'evidenceNumber', 'message'], {
      businessId: 'SEEDED-BUSINESS',
      method: 'document',
      evidenceType: 'gst',
      evidenceNumber: '29ABCDE1234F1ZW',
    }),
  },
  'POST /owner/claims/:id/verify': {
    method: 'POST',
    path: (id) => `/owner/claims/${id}/verify`,
    id: () => newId(),
    body: bodyOf(['code'], { code: '123456' }),
  },
  'POST /business/public/:id/events': {
    method: 'POST',
    path: (id) => `/business/public/${id}/events`,
    id: () => S.businessId,
    body: bodyOf(['type'], { type: 'call' }),
    token: false,
  },
};

const QUERY_VALUES = [
  'Iyengar Bakery',
  '560095',
  '1',
  '0',
  '-1',
  '7',
  '30',
  '90',
  '91',
  'new',
  'replied',
  'closed',
  'all',
  '',
  '%',
  '1e309',
  'Iyengar Bakery',
  '560095',
  '+91 98450 12345',
  "' OR 1=1 --",
];
const queryOf = (names: readonly string[]) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...names), fc.constantFrom('__proto__', 'x')),
        fc.oneof(fc.constantFrom(...QUERY_VALUES), fc.string({ maxLength: 20 })),
      ),
      { maxLength: 4 },
    )
    .map((pairs) =>
      pairs.length ? `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}` : '',
    );

/** JSON.stringify drops what JSON cannot hold; the placeholder for the listing's id is filled in at send time. */
const jsonOf = (body: unknown) => JSON.stringify(body ?? null).replaceAll('SEEDED-BUSINESS', S.businessId);

let ip = 0;

describe('owner routes under hostile input', () => {
  it.each(Object.entries(ROUTES))(
    '%s answers below 500 with the success shape or the envelope',
    async (_name, route) => {
      const seen = new Set<number>();
      await fc.assert(
        fc.asyncProperty(idOr(route.id), route.body ?? fc.constant(undefined), queryOf(route.query ?? ['x']), async (id, body, query) => {
          const url = `${ORIGIN}/api${route.path(id)}${route.query ? query : ''}`;
          const headers: Record<string, string> = { 'cf-connecting-ip': `10.91.${Math.floor(ip / 200)}.${ip++ % 200}` };
          if (route.token !== false) headers.authorization = `Bearer ${S.token}`;
          if (route.body) headers['content-type'] = 'application/json';
          const answer = await send(url, { method: route.method, headers, body: route.body ? jsonOf(body) : undefined });
          seen.add(answer.status);
          // The beacon's success is 204 with no body at all.
          if (answer.status === 204) expect(answer.text).toBe('');
          else expectRestAnswer(answer, describeRequest(route.method, url, route.body ? ` ${jsonOf(body).slice(0, 300)}` : ''));
        }),
        { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: true },
      );
      // Every route refuses some inputs; one that never did would mean the generators no longer reach its validator.
      expect(
        [...seen].some((status) => status >= 400),
        `statuses seen: ${[...seen].join(', ')}`,
      ).toBe(true);
    },
    PROPERTY_TIMEOUT,
  );
});
