import { and, desc, eq, exists, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { UserUpdateInput } from '../../contracts/admin-moderation.ts';
import { pagination } from '../../contracts/common.ts';
import type { Role } from '../../contracts/roles.ts';
import * as schema from '../../db/schema.ts';
import type { Database, RequestContext, SignedInContext } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { auditEntry, failUnless, isStale } from '../audit.ts';
import { addedOrder, listPage, newestFirst, through, type Reading } from './list-pages.ts';
import { userNameOrEmailHolds } from './text-search.ts';

/*
 * docs/product.md §3.24, the admin's users: finding an account, changing its role, and disabling it (every session ends
 * at once and signing in is refused) or enabling it again. No admin can disable or demote themself, so the admin who
 * acts always stays one.
 */

const { users, businesses, sessions } = schema;

export const USER_NOT_FOUND = 'User not found';
export const CANNOT_DISABLE_SELF = 'You cannot disable your own account.';
export const CANNOT_DEMOTE_SELF = 'You cannot take away your own admin role.';
export const NOTHING_CHANGES = 'Nothing to change: the account already has this role and state.';
export const USER_CHANGED_MEANWHILE = 'Another admin has just changed this account. Please reload it.';

/** A page of accounts, newest first; the page is chosen from the users alone, and only its rows count their listings. */
async function findUsers(db: Database, where: SQL | undefined, reading: Reading, limit: number, offset: number) {
  const picked = db
    .select({ id: users.id, createdAt: users.createdAt, added: sql<number>`${addedOrder(users)}`.as('added') })
    .from(users)
    .where(where)
    .orderBy(newestFirst(users.createdAt, reading))
    .limit(limit)
    .offset(offset)
    .as('picked');
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      emailVerified: users.emailVerified,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
      listings: sql<number>`(SELECT count(*) FROM ${businesses} WHERE ${businesses.ownerId} = ${users.id})`,
    })
    .from(picked)
    .innerJoin(users, eq(users.id, picked.id))
    .orderBy(desc(picked.createdAt), desc(picked.added));
  return rows.map(({ emailVerified, disabledAt, createdAt, ...user }) => ({
    ...user,
    isVerified: emailVerified,
    disabled: disabledAt !== null,
    disabledAt: disabledAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  }));
}
export type AdminUser = Awaited<ReturnType<typeof findUsers>>[number];

/** `GET /api/admin/users`: by name or e-mail (anywhere in either, case aside) and role, newest first. */
export async function listUsers(
  ctx: RequestContext,
  query: { page: number; limit: number; query?: string | undefined; role?: Role | undefined },
) {
  const { db } = ctx;
  const { page, limit } = query;
  const where = (reading: Reading) => {
    const role = query.role ? eq(through(users.role, reading === 'walked'), query.role) : undefined;
    return and(role, query.query ? userNameOrEmailHolds(query.query, reading, role) : undefined);
  };
  const { rows, total } = await listPage(db, users, where, Boolean(query.query), (reading) =>
    findUsers(db, where(reading), reading, limit, (page - 1) * limit),
  );
  return { users: rows, pagination: pagination(page, limit, total) };
}

/** What the audit log and the answer call a change: its own verb when only one thing changed. */
function describe(role: Role | null, disabled: boolean | null): { action: string; message: string } {
  if (role !== null && disabled !== null) return { action: 'user.update', message: 'Account updated.' };
  if (disabled === true) return { action: 'user.disable', message: 'Account disabled. It has been signed out everywhere.' };
  if (disabled === false) return { action: 'user.enable', message: 'Account enabled. Its holder can sign in again.' };
  return { action: 'user.role', message: `Role changed to ${role}.` };
}

/**
 * `PATCH /api/admin/users/:id`: a new role and/or disabled or enabled, in one batch with its audit entry. Disabling
 * revokes every session of the account in the same batch, so its tokens stop working at once (401) and stay dead if
 * it is enabled again; signing in is refused while it is disabled (worker/services/accounts.ts). The batch runs only
 * while the account is as it was read and the acting admin still is one: two admins demoting or disabling each other
 * at the same moment cannot leave the directory without an admin.
 */
export async function updateUser(ctx: SignedInContext, { id: userId, changes }: { id: string; changes: UserUpdateInput }) {
  const { db, user: actor } = ctx;
  const [target] = await db
    .select({ id: users.id, role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!target) throw new ApiError(404, USER_NOT_FOUND);
  if (target.id === actor.id && changes.disabled === true) {
    throw new ApiError(403, CANNOT_DISABLE_SELF, [{ field: 'disabled', message: CANNOT_DISABLE_SELF }]);
  }
  if (target.id === actor.id && changes.role !== undefined && changes.role !== 'admin') {
    throw new ApiError(403, CANNOT_DEMOTE_SELF, [{ field: 'role', message: CANNOT_DEMOTE_SELF }]);
  }
  const wasDisabled = target.disabledAt !== null;
  const role = changes.role !== undefined && changes.role !== target.role ? changes.role : null;
  const disabled = changes.disabled !== undefined && changes.disabled !== wasDisabled ? changes.disabled : null;
  if (role === null && disabled === null) throw new ApiError(409, NOTHING_CHANGES);

  const now = new Date();
  const asRead = and(
    eq(users.id, userId),
    eq(users.role, target.role),
    wasDisabled ? isNotNull(users.disabledAt) : isNull(users.disabledAt),
  );
  const actorIsAdmin = and(eq(users.id, actor.id), eq(users.role, 'admin'), isNull(users.disabledAt));
  const { action, message } = describe(role, disabled);
  try {
    await db.batch([
      failUnless(
        db,
        sql`${exists(
          db
            .select({ one: sql`1` })
            .from(users)
            .where(asRead),
        )} AND ${exists(
          db
            .select({ one: sql`1` })
            .from(users)
            .where(actorIsAdmin),
        )}`,
      ),
      db
        .update(users)
        .set({ ...(role !== null && { role }), ...(disabled !== null && { disabledAt: disabled ? now : null }), updatedAt: now })
        .where(eq(users.id, userId)),
      ...(disabled === true
        ? [
            db
              .update(sessions)
              .set({ revokedAt: now })
              .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),
          ]
        : []),
      auditEntry(db, {
        actorId: actor.id,
        action,
        entity: 'user',
        entityId: userId,
        before: { ...(role !== null && { role: target.role }), ...(disabled !== null && { disabled: wasDisabled }) },
        after: { ...(role !== null && { role }), ...(disabled !== null && { disabled }) },
        at: now,
      }),
    ]);
  } catch (error) {
    if (isStale(error)) throw new ApiError(409, USER_CHANGED_MEANWHILE);
    throw error;
  }
  const [user] = await findUsers(db, eq(users.id, userId), 'walked', 1, 0);
  // Gone between the batch and this read: the account was erased by its holder.
  if (!user) throw new ApiError(404, USER_NOT_FOUND);
  return { message, user };
}
