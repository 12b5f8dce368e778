/// <reference types="vite/client" />
import { env, SELF } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../worker/db/schema.ts';
import { app } from '../../worker/index.ts';
import { newId } from '../../worker/lib/ids.ts';
import { assertOwns } from '../../worker/services/access.ts';
import { hashPassword, TEST_SCRYPT_PARAMS } from '../../worker/services/passwords.ts';
import { createSession } from '../../worker/services/sessions.ts';
import type { AnyOperation, Guard } from '../../worker/operations/operation.ts';
import { appRouter } from '../../worker/trpc/router.ts';
import { addBusiness, addCategory, addUser, db, requestContext } from './fixtures.ts';

/**
 * Every route is public by being on this list, never by forgetting a check. The routes and procedures are read
 * from the routers themselves, so a new one that is neither listed here nor guarded fails this file; what each needs
 * is read from its operation's declaration, which must agree with this list.
 */
const PUBLIC_REST = new Set([
  'GET /api/health',
  'GET /api/business/public',
  'GET /api/business',
  'GET /api/business/search',
  'GET /api/business/categories',
  'GET /api/business/locations',
  'GET /api/business/recent',
  'GET /api/business/public/:id',
  'POST /api/business/public/:id/enquiry',
  'POST /api/business/public/:id/events',
  'GET /api/reviews/business/:id',
  'GET /api/quicklinks/public',
  'GET /api/campaigns/public',
  'GET /api/geocode/reverse',
  'POST /api/contact',
  'POST /api/users/register',
  'POST /api/users/login',
  'POST /api/users/verify-otp',
  'POST /api/users/resend-otp',
  'POST /api/users/password/forgot',
  'POST /api/users/password/reset',
  'GET /api/users/verify-email/:token',
  // The REST contract's OpenAPI document (worker/openapi/document.ts): the same for everyone.
  'GET /api/openapi.json',
  // Exists only with ENVIRONMENT=development (tested in accounts.test.ts): 404 everywhere else.
  'GET /api/dev/outbox',
  'GET /media/:key{[\\s\\S]+}',
  'GET /sitemap.xml',
  'GET /sitemaps/pages.xml',
  'GET /sitemaps/:file{businesses-[0-9]+\\.xml}',
  // Pages: the markup never depends on the caller (worker/routes/spa.ts renders every page as a visitor).
  'GET /*',
]);

const PUBLIC_TRPC = new Set([
  'health.check',
  'business.list',
  'business.search',
  'business.recent',
  'business.categories',
  'business.locations',
  'business.byId',
  'business.enquire',
  'reviews.byBusiness',
  'site.quickLinks',
  'site.campaigns',
  'site.reverseGeocode',
  'site.contact',
  'auth.register',
  'auth.login',
  'auth.verifyOtp',
  'auth.verifyEmail',
  'auth.resendCode',
  'auth.forgotPassword',
  'auth.resetPassword',
]);

type Level = 'user' | 'owner' | 'admin';

/**
 * The owner portal's doors any signed-in user may use: adding a listing is how an account becomes an owner's, and the
 * list of mine is empty until then; claiming a listing is the other way in (docs/product.md §3.23).
 */
const OWNER_PORTAL_FOR_USERS = new Set([
  '/api/owner/businesses',
  'owner.listings',
  'owner.createListing',
  // Likely duplicates are looked up before adding, so before the account is an owner's.
  '/api/owner/duplicates',
  'owner.duplicates',
  '/api/owner/claims',
  '/api/owner/claims/:id',
  '/api/owner/claims/:id/verify',
  '/api/owner/claims/:id/resend',
  'owner.claims',
  'owner.claim',
  'owner.verifyClaim',
  'owner.resendClaimCode',
  'owner.withdrawClaim',
]);

/** Every operation declared in worker/operations/, read from the declarations themselves (decision 033). */
const isOperation = (value: unknown): value is AnyOperation & { run: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  'guard' in value &&
  'kind' in value &&
  typeof (value as { run?: unknown }).run === 'function';
const declared = Object.values(import.meta.glob<Record<string, unknown>>('../../worker/operations/**/*.ts', { eager: true }))
  .flatMap((module) => Object.values(module))
  .filter(
    (group): group is Record<string, AnyOperation> =>
      typeof group === 'object' && group !== null && Object.values(group).every(isOperation),
  )
  .flatMap((group) => Object.values(group));
const declaredRest = new Map(
  declared.flatMap((operation) =>
    operation.rest ? [[`${operation.rest.method.toUpperCase()} ${operation.rest.path}`, operation.guard] as const] : [],
  ),
);
const LEVEL_OF: Record<Exclude<Guard, 'public'>, Level> = { signedIn: 'user', owner: 'owner', admin: 'admin' };

/**
 * What a guarded route needs: its declaration's guard; for a route written by hand (an upload), where it is mounted:
 * /api/owner and /api/admin, owner.* and admin.*.
 */
const restLevel = (method: string, path: string): Level => {
  const guard = declaredRest.get(`${method} ${path}`);
  if (guard && guard !== 'public') return LEVEL_OF[guard];
  return path.startsWith('/api/admin') ? 'admin' : path.startsWith('/api/owner') && !OWNER_PORTAL_FOR_USERS.has(path) ? 'owner' : 'user';
};

const restRoutes = [...new Map(app.routes.filter((r) => r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, r])).values()];
// At run time tRPC keeps every procedure in one flat record keyed by its dotted path; a derived one carries its guard.
const trpcProcedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string; meta?: { guard?: Guard } } }>,
).map(([path, procedure]) => ({
  path,
  type: procedure._def.type,
  guard: procedure._def.meta?.guard,
}));
const trpcLevel = (procedure: { path: string; guard?: Guard }): Level =>
  procedure.guard && procedure.guard !== 'public'
    ? LEVEL_OF[procedure.guard]
    : procedure.path.startsWith('admin.')
      ? 'admin'
      : procedure.path.startsWith('owner.') && !OWNER_PORTAL_FOR_USERS.has(procedure.path)
        ? 'owner'
        : 'user';

const concrete = (path: string) => path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, 'x0000000000000000000');

async function sessionFor(role: 'user' | 'owner' | 'admin', disabled = false) {
  const id = await addUser(`${role} ${disabled ? 'disabled' : 'active'}`);
  await db
    .update(schema.users)
    .set({ role, disabledAt: disabled ? new Date() : null })
    .where(eq(schema.users.id, id));
  const { token } = await createSession(db, new TextEncoder().encode(env.JWT_SECRET), id, null);
  return { id, token };
}

async function callRest(method: string, path: string, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.7' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await SELF.fetch(`http://localhost${concrete(path)}`, { method, headers, body: method === 'GET' ? undefined : '{}' });
  return { status: response.status, body: (await response.json()) as { status: string; message: string } };
}

async function callTrpc(path: string, type: string, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.7' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response =
    type === 'query'
      ? await SELF.fetch(`http://localhost/api/trpc/${path}?input=${encodeURIComponent('{}')}`, { headers })
      : await SELF.fetch(`http://localhost/api/trpc/${path}`, { method: 'POST', headers, body: '{}' });
  await response.arrayBuffer();
  return response.status;
}

const sessions = {} as Record<'user' | 'owner' | 'admin' | 'disabled', { id: string; token: string }>;

beforeAll(async () => {
  sessions.user = await sessionFor('user');
  sessions.owner = await sessionFor('owner');
  sessions.admin = await sessionFor('admin');
  sessions.disabled = await sessionFor('admin', true);
});

/** The caller one step below what a level needs: a disabled account for user routes, a plain user for owners'. */
const wrongCaller = (level: Level) => (level === 'admin' ? sessions.owner : level === 'owner' ? sessions.user : sessions.disabled);

describe('the declared operations', () => {
  it('are all read, and each is served at its declared path and as a procedure', () => {
    expect(declared.length).toBeGreaterThan(100);
    const served = new Set(restRoutes.map((r) => `${r.method} ${r.path}`));
    expect([...declaredRest.keys()].filter((route) => !served.has(route))).toEqual([]);
    expect(trpcProcedures.filter((procedure) => procedure.guard).length).toBe(
      declared.filter((operation) => operation.trpc !== false).length,
    );
  });

  it('are public exactly when the allow-list says so, in both doors', () => {
    const disagree = [
      ...[...declaredRest]
        .filter(([route, guard]) => (guard === 'public') !== PUBLIC_REST.has(route))
        .map(([route, guard]) => `${route}: ${guard}`),
      ...trpcProcedures
        .filter((procedure) => procedure.guard && (procedure.guard === 'public') !== PUBLIC_TRPC.has(procedure.path))
        .map((procedure) => `${procedure.path}: ${procedure.guard}`),
    ];
    expect(disagree).toEqual([]);
  });
});

describe('every REST route is public by the allow-list or guarded', () => {
  it('finds the routers’ routes (the walk itself works)', () => {
    expect(restRoutes.length).toBeGreaterThan(30);
    expect(restRoutes.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/users/me');
  });

  it('lists no public route that no longer exists', () => {
    const existing = new Set(restRoutes.map((r) => `${r.method} ${r.path}`));
    expect([...PUBLIC_REST].filter((route) => !existing.has(route))).toEqual([]);
  });

  // Two calls for each of a hundred and more routes, each a session lookup: seconds on a busy machine.
  it('refuses visitors (401) and the wrong caller (403) on every other route', { timeout: 30_000 }, async () => {
    const guarded = restRoutes.filter((r) => !PUBLIC_REST.has(`${r.method} ${r.path}`));
    expect(guarded.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of guarded) {
      const name = `${route.method} ${route.path}`;
      const anonymous = await callRest(route.method, route.path);
      if (anonymous.status !== 401 || anonymous.body.status !== 'error') failures.push(`${name} as a visitor: ${anonymous.status}`);
      const wrong = await callRest(route.method, route.path, wrongCaller(restLevel(route.method, route.path)).token);
      if (wrong.status !== 403) failures.push(`${name} as the wrong caller: ${wrong.status}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('every tRPC procedure is public by the allow-list or guarded', () => {
  it('finds the router’s procedures', () => {
    expect(trpcProcedures.map((p) => p.path)).toContain('auth.me');
    expect([...PUBLIC_TRPC].filter((path) => !trpcProcedures.some((p) => p.path === path))).toEqual([]);
  });

  // Two calls for each of a hundred and more routes, each a session lookup: seconds on a busy machine.
  it('refuses visitors (401) and the wrong caller (403) on every other procedure', { timeout: 30_000 }, async () => {
    const guarded = trpcProcedures.filter((p) => !PUBLIC_TRPC.has(p.path));
    expect(guarded.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const procedure of guarded) {
      const anonymous = await callTrpc(procedure.path, procedure.type);
      if (anonymous !== 401) failures.push(`${procedure.path} as a visitor: ${anonymous}`);
      const wrong = await callTrpc(procedure.path, procedure.type, wrongCaller(trpcLevel(procedure)).token);
      if (wrong !== 403) failures.push(`${procedure.path} as the wrong caller: ${wrong}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('a disabled account', () => {
  it('is refused everywhere at once, with every session it had', async () => {
    const { id, token } = await sessionFor('user');
    expect((await callRest('GET', '/api/users/me', token)).status).toBe(200);
    await db.update(schema.users).set({ disabledAt: new Date() }).where(eq(schema.users.id, id));
    const rest = await callRest('GET', '/api/users/me', token);
    expect(rest.status).toBe(403);
    expect(rest.body.message).toMatch(/disabled/);
    expect(await callTrpc('favorites.list', 'query', token)).toBe(403);
  });

  it('cannot sign in, even with the right password', async () => {
    const email = 'disabled-owner@example.in';
    await db.insert(schema.users).values({
      id: newId(),
      name: 'Disabled Owner',
      email,
      passwordHash: await hashPassword('right-password-1', TEST_SCRYPT_PARAMS),
      emailVerified: true,
      disabledAt: new Date(),
    });
    const signIn = (password: string) =>
      SELF.fetch('http://localhost/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.8' },
        body: JSON.stringify({ email, password }),
      });
    // A wrong password learns nothing about the account: the same 401 as for anyone.
    expect((await signIn('wrong-password-1')).status).toBe(401);
    const right = await signIn('right-password-1');
    expect(right.status).toBe(403);
    expect(((await right.json()) as { message: string }).message).toMatch(/disabled/);
    expect(
      await db
        .select()
        .from(schema.sessions)
        .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
        .where(eq(schema.users.email, email)),
    ).toEqual([]);
  });
});

describe('assertOwns', () => {
  it('lets a business’s owner and admins through, and refuses other owners, users and visitors', async () => {
    const category = await addCategory('Florists');
    const businessId = await addBusiness({ name: 'Hosur Road Flowers', categoryId: category.id });
    await db.update(schema.businesses).set({ ownerId: sessions.owner.id }).where(eq(schema.businesses.id, businessId));
    const otherOwner = await sessionFor('owner');

    await expect(assertOwns(requestContext({ token: sessions.owner.token }), businessId)).resolves.toMatchObject({
      user: { id: sessions.owner.id },
    });
    await expect(assertOwns(requestContext({ token: sessions.admin.token }), businessId)).resolves.toMatchObject({
      user: { id: sessions.admin.id },
    });
    await expect(assertOwns(requestContext({ token: otherOwner.token }), businessId)).rejects.toMatchObject({ status: 403 });
    await expect(assertOwns(requestContext({ token: sessions.user.token }), businessId)).rejects.toMatchObject({ status: 403 });
    await expect(assertOwns(requestContext(), businessId)).rejects.toMatchObject({ status: 401 });
    await expect(assertOwns(requestContext({ token: sessions.owner.token }), 'missing')).rejects.toMatchObject({ status: 404 });
  });
});
