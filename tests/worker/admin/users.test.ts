import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTHING_TO_UPDATE } from '../../../worker/contracts/admin-moderation.ts';
import * as schema from '../../../worker/db/schema.ts';
import { newId } from '../../../worker/lib/ids.ts';
import { CANNOT_DEMOTE_SELF, CANNOT_DISABLE_SELF, NOTHING_CHANGES } from '../../../worker/services/admin/users.ts';
import { ACCOUNT_DISABLED } from '../../../worker/services/sessions.ts';
import { createCallerFactory } from '../../../worker/trpc/init.ts';
import { appRouter } from '../../../worker/trpc/router.ts';
import { addBusiness, addCategory, db, requestContext } from '../fixtures.ts';
import { api, PASSWORD, signedInPerson } from '../support/people.ts';

/** The admin's users (docs/product.md §3.24): search, roles, disabling (every session ends at once) and enabling. */

type Person = Awaited<ReturnType<typeof signedInPerson>>;

interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'owner' | 'admin';
  isVerified: boolean;
  disabled: boolean;
  disabledAt: string | null;
  createdAt: string;
  listings: number;
}

interface Answer {
  status: string;
  message: string;
  data: { user: AdminUser };
  errors?: { field: string; message: string }[];
}

let admin: Person;
let categoryId = '';

beforeAll(async () => {
  admin = await signedInPerson({ name: 'Site Admin', role: 'admin' });
  categoryId = (await addCategory('Cobblers')).id;
});

const patch = (id: string, body: unknown, token = admin.token) => api<Answer>('PATCH', `/admin/users/${id}`, { token, body });
const search = (query: string, token = admin.token) =>
  api<{ data: { users: AdminUser[]; pagination: { page: number; limit: number; total: number; totalPages: number } } }>(
    'GET',
    `/admin/users?${query}`,
    { token },
  );
const me = (token: string) => api('GET', '/users/me', { token });
const signIn = (email: string) => api<{ token?: string; message: string }>('POST', '/users/login', { body: { email, password: PASSWORD } });
const auditOf = (entityId: string) => db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, entityId));
const userRow = async (id: string) => (await db.select().from(schema.users).where(eq(schema.users.id, id)))[0];

describe('who may manage users', () => {
  it('refuses visitors (401) and every role but admin (403), changing nothing', async () => {
    const [owner, user] = await Promise.all([signedInPerson({ role: 'owner' }), signedInPerson()]);
    expect((await search('')).status).toBe(200);
    expect((await api('GET', '/admin/users')).status).toBe(401);
    expect((await api('PATCH', `/admin/users/${user.id}`, { body: { role: 'admin' } })).status).toBe(401);
    for (const caller of [owner, user]) {
      expect((await search('', caller.token)).status).toBe(403);
      // Promoting themself is the attack: refused at the door, before the input is looked at.
      const refused = await patch(caller.id, { role: 'admin' }, caller.token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You do not have permission to do this.');
      expect((await userRow(caller.id))?.role).toBe(caller === owner ? 'owner' : 'user');
    }
    const caller = createCallerFactory(appRouter)(requestContext({ token: owner.token }));
    await expect(caller.admin.updateUser({ id: owner.id, changes: { role: 'admin' } })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await auditOf(owner.id)).toEqual([]);
    expect(await auditOf(user.id)).toEqual([]);
  });
});

describe('GET /api/admin/users', () => {
  it('finds accounts by any part of the name or e-mail, case aside, newest first, with role, state and listings owned', async () => {
    const tag = newId().slice(0, 8);
    const older = await signedInPerson({ name: `Zubin Qureshi ${tag}`, role: 'owner' });
    const newer = await signedInPerson({ name: `Meera Qureshi ${tag}` });
    await db
      .update(schema.users)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.users.id, older.id));
    for (const name of ['Sole Mates', 'Heel Right']) {
      const id = await addBusiness({ name, categoryId });
      await db.update(schema.businesses).set({ ownerId: older.id }).where(eq(schema.businesses.id, id));
    }

    const found = await search(`query=${encodeURIComponent(`QURESHI ${tag}`)}`);
    expect(found.status).toBe(200);
    expect(found.body.data.users.map((user) => user.id)).toEqual([newer.id, older.id]);
    expect(found.body.data.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(found.body.data.users[1]).toEqual({
      id: older.id,
      name: `Zubin Qureshi ${tag}`,
      email: older.email,
      role: 'owner',
      isVerified: true,
      disabled: false,
      disabledAt: null,
      createdAt: expect.stringMatching(/^\d{4}-/),
      listings: 2,
    });
    expect(found.body.data.users[0]).toMatchObject({ id: newer.id, role: 'user', listings: 0 });
    // Never the password hash, nor anything else the list does not show.
    expect(JSON.stringify(found.body)).not.toContain('scrypt');

    const ids = async (query: string) => (await search(query)).body.data.users.map((user) => user.id);
    expect(await ids(`query=${encodeURIComponent(newer.email.slice(0, 12).toUpperCase())}`)).toEqual([newer.id]);
    expect(await ids(`query=${tag}&role=owner`)).toEqual([older.id]);
    expect(await ids(`query=${tag}&limit=1&page=2`)).toEqual([older.id]);
    expect(await ids(`query=nobody-${tag}`)).toEqual([]);
    expect((await search('role=superuser')).status).toBe(400);
    expect((await search(`query=${'q'.repeat(101)}`)).status).toBe(400);
    expect((await search('limit=101')).status).toBe(400);

    const caller = createCallerFactory(appRouter)(requestContext({ token: admin.token }));
    expect((await caller.admin.users({ query: tag, role: 'user' })).users.map((user) => user.id)).toEqual([newer.id]);
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('disables an account: every token it had answers 401 at once, signing in is refused, and enabling lets it back in', async () => {
    const target = await signedInPerson({ name: 'Rogue Reviewer' });
    const second = await signIn(target.email);
    const secondToken = second.body.token ?? '';
    expect(second.status).toBe(200);
    expect((await me(target.token)).status).toBe(200);

    const disabled = await patch(target.id, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.message).toBe('Account disabled. It has been signed out everywhere.');
    expect(disabled.body.data.user).toMatchObject({ id: target.id, disabled: true, disabledAt: expect.stringMatching(/^\d{4}-/) });
    for (const token of [target.token, secondToken]) {
      const refused = await me(token);
      expect(refused.status).toBe(401);
    }
    const trpc = createCallerFactory(appRouter)(requestContext({ token: target.token }));
    await expect(trpc.favorites.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(
      await db
        .select()
        .from(schema.sessions)
        .where(and(eq(schema.sessions.userId, target.id), isNull(schema.sessions.revokedAt))),
    ).toEqual([]);
    const refusedSignIn = await signIn(target.email);
    expect(refusedSignIn.status).toBe(403);
    expect(refusedSignIn.body.message).toBe(ACCOUNT_DISABLED);
    expect((await userRow(target.id))?.disabledAt).toBeInstanceOf(Date);

    expect((await patch(target.id, { disabled: true })).status).toBe(409);

    const enabled = await patch(target.id, { disabled: false });
    expect(enabled.status).toBe(200);
    expect(enabled.body.message).toBe('Account enabled. Its holder can sign in again.');
    expect(enabled.body.data.user).toMatchObject({ disabled: false, disabledAt: null });
    // The old tokens stay dead; a new sign-in works.
    expect((await me(target.token)).status).toBe(401);
    const back = await signIn(target.email);
    expect(back.status).toBe(200);
    expect((await me(back.body.token ?? '')).status).toBe(200);

    const entries = await auditOf(target.id);
    expect(entries.map((entry) => [entry.action, entry.entity, entry.actorId, entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        ['user.disable', 'user', admin.id, JSON.stringify({ disabled: false }), JSON.stringify({ disabled: true })],
        ['user.enable', 'user', admin.id, JSON.stringify({ disabled: true }), JSON.stringify({ disabled: false })],
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it('changes roles, taking effect on the account’s next request, one audit entry each', async () => {
    const target = await signedInPerson({ name: 'Rising Star' });
    expect((await search('', target.token)).status).toBe(403);

    const promoted = await patch(target.id, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.message).toBe('Role changed to admin.');
    expect(promoted.body.data.user.role).toBe('admin');
    expect((await search('', target.token)).status).toBe(200);

    const demoted = await patch(target.id, { role: 'owner' });
    expect(demoted.status).toBe(200);
    expect((await search('', target.token)).status).toBe(403);
    expect((await userRow(target.id))?.role).toBe('owner');

    const same = await patch(target.id, { role: 'owner', disabled: false });
    expect(same.status).toBe(409);
    expect(same.body.message).toBe(NOTHING_CHANGES);

    const both = await patch(target.id, { role: 'user', disabled: true });
    expect(both.status).toBe(200);
    expect(both.body.message).toBe('Account updated.');
    expect(both.body.data.user).toMatchObject({ role: 'user', disabled: true });

    const entries = await auditOf(target.id);
    expect(entries).toHaveLength(3);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        ['user.role', JSON.stringify({ role: 'user' }), JSON.stringify({ role: 'admin' })],
        ['user.role', JSON.stringify({ role: 'admin' }), JSON.stringify({ role: 'owner' })],
        ['user.update', JSON.stringify({ role: 'owner', disabled: false }), JSON.stringify({ role: 'user', disabled: true })],
      ]),
    );
  });

  it('never lets an admin disable or demote themself', async () => {
    const self = await signedInPerson({ name: 'Careful Admin', role: 'admin' });
    const disabling = await patch(self.id, { disabled: true }, self.token);
    expect(disabling.status).toBe(403);
    expect(disabling.body).toMatchObject({ message: CANNOT_DISABLE_SELF, errors: [{ field: 'disabled', message: CANNOT_DISABLE_SELF }] });
    for (const role of ['owner', 'user']) {
      const demoting = await patch(self.id, { role }, self.token);
      expect(demoting.status).toBe(403);
      expect(demoting.body).toMatchObject({ message: CANNOT_DEMOTE_SELF, errors: [{ field: 'role', message: CANNOT_DEMOTE_SELF }] });
    }
    expect((await patch(self.id, { role: 'admin', disabled: false }, self.token)).status).toBe(409);
    expect(await userRow(self.id)).toMatchObject({ role: 'admin', disabledAt: null });
    expect((await me(self.token)).status).toBe(200);
    const trpc = createCallerFactory(appRouter)(requestContext({ token: self.token }));
    await expect(trpc.admin.updateUser({ id: self.id, changes: { disabled: true } })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: CANNOT_DISABLE_SELF,
    });
    expect(await auditOf(self.id)).toEqual([]);
  });

  it('lets only one of two admins demoting each other at the same moment succeed, so an admin is left', async () => {
    const [first, second] = await Promise.all([
      signedInPerson({ name: 'First Admin', role: 'admin' }),
      signedInPerson({ name: 'Second Admin', role: 'admin' }),
    ]);
    const answers = await Promise.all([patch(second.id, { role: 'user' }, first.token), patch(first.id, { disabled: true }, second.token)]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const rows = await Promise.all([userRow(first.id), userRow(second.id)]);
    expect(rows.filter((row) => row?.role === 'admin' && row.disabledAt === null)).toHaveLength(1);
    expect([...(await auditOf(first.id)), ...(await auditOf(second.id))]).toHaveLength(1);
  });

  it('refuses an empty, unknown or malformed change, and an unknown account', async () => {
    const target = await signedInPerson();
    const empty = await patch(target.id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(NOTHING_TO_UPDATE);
    for (const body of [{ role: 'superuser' }, { disabled: 'yes' }, { role: 'admin', isVerified: true }, { disabled: null }]) {
      const refused = await patch(target.id, body);
      expect(refused.status).toBe(400);
    }
    const missing = await patch('nosuchuser000000000', { role: 'owner' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('User not found');
    expect(await userRow(target.id)).toMatchObject({ role: 'user', disabledAt: null });
    expect(await auditOf(target.id)).toEqual([]);
  });
});
