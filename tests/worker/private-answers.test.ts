import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInPerson } from './support/people.ts';

/**
 * Issue 33, item 8c (docs/product.md §7.1): whatever the Worker answers to a signed-in caller, about themselves or
 * anything else, is `Cache-Control: private, no-store` unless the route chose its own; an answer to a visitor keeps
 * what it had.
 */

type Person = Awaited<ReturnType<typeof signedInPerson>>;

let user: Person;
let owner: Person;
let admin: Person;

beforeAll(async () => {
  [user, owner, admin] = await Promise.all([
    signedInPerson({ name: 'Asha Rao' }),
    signedInPerson({ name: 'Cafe Owner', role: 'owner' }),
    signedInPerson({ name: 'Site Admin', role: 'admin' }),
  ]);
});

async function get(path: string, token?: string) {
  const response = await SELF.fetch(`http://localhost${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get('cache-control') };
}

/** A tRPC GET batch of queries without input, as the app's batch link sends it. */
function trpc(...procedures: string[]) {
  const input = encodeURIComponent(JSON.stringify(Object.fromEntries(procedures.map((_, n) => [String(n), {}]))));
  return `/api/trpc/${procedures.join(',')}?batch=1&input=${input}`;
}

describe('answers to a signed-in caller', () => {
  it('are private and never stored: the account (REST)', async () => {
    for (const path of ['/api/users/me', '/api/users/me/export', '/api/users/sessions', '/api/users/favorites']) {
      expect(await get(path, user.token), path).toEqual({ status: 200, cacheControl: 'private, no-store' });
    }
  });

  it('are private and never stored: the owner portal (REST)', async () => {
    expect(await get('/api/owner/businesses', owner.token)).toEqual({ status: 200, cacheControl: 'private, no-store' });
  });

  it('are private and never stored: the admin area (REST)', async () => {
    for (const path of ['/api/admin/categories', '/api/admin/audit']) {
      expect(await get(path, admin.token), path).toEqual({ status: 200, cacheControl: 'private, no-store' });
    }
  });

  it("are private and never stored: tRPC's private procedures, alone or batched with public ones", async () => {
    for (const [path, token] of [
      [trpc('auth.me'), user.token],
      [trpc('auth.exportData'), user.token],
      [trpc('owner.listings'), owner.token],
      [trpc('admin.categories'), admin.token],
      [trpc('business.categories', 'auth.me'), user.token],
    ] as const) {
      expect(await get(path, token), path).toEqual({ status: 200, cacheControl: 'private, no-store' });
    }
  });

  it('are private even when public (a search may mark the caller’s own favourites), and when refused', async () => {
    expect(await get('/api/business/categories', user.token)).toEqual({ status: 200, cacheControl: 'private, no-store' });
    expect(await get(trpc('business.categories'), user.token)).toEqual({ status: 200, cacheControl: 'private, no-store' });
    expect(await get('/api/admin/categories', user.token)).toEqual({ status: 403, cacheControl: 'private, no-store' });
    expect(await get('/api/users/me', 'not-a-token')).toEqual({ status: 401, cacheControl: 'private, no-store' });
  });
});

describe("answers in a person's areas, to a caller who is not signed in yet", () => {
  it('are private and never stored too: a sign-in or a verified code answers a session token', async () => {
    const post = async (path: string, body: unknown) => {
      const response = await SELF.fetch(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.77' },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      return response.headers.get('cache-control');
    };
    const signIn = { email: 'nobody@example.in', password: 'not-the-password' };
    expect(await post('/api/users/login', signIn)).toBe('private, no-store');
    expect(await post('/api/trpc/auth.login', signIn)).toBe('private, no-store');
    expect(await post('/api/trpc/business.categories,auth.login?batch=1', { 1: signIn })).toBe('private, no-store');
    expect(await get('/api/owner/businesses')).toEqual({ status: 401, cacheControl: 'private, no-store' });
  });
});

describe('answers that set their own Cache-Control', () => {
  it('keep it, whoever asks', async () => {
    for (const token of [undefined, user.token]) {
      expect(await get('/sitemap.xml', token)).toEqual({ status: 200, cacheControl: 'public, max-age=3600' });
      expect(await get('/api/health', token)).toEqual({ status: 200, cacheControl: 'no-store' });
      expect(await get('/', token)).toEqual({ status: 200, cacheControl: 'no-cache' });
    }
  });

  it("and a visitor's public answers are as they were", async () => {
    expect(await get('/api/business/categories')).toEqual({ status: 200, cacheControl: null });
    expect(await get(trpc('business.categories'))).toEqual({ status: 200, cacheControl: null });
  });
});
