import { and, count, desc, eq, exists, ne, or, sql } from 'drizzle-orm';
import { HISTORY_ACTORS, LISTING_HISTORY_PAGE_SIZE } from '../../contracts/admin-audit.ts';
import type { AuditEntity } from '../../contracts/audit.ts';
import { pagination } from '../../contracts/common.ts';
import { PORTAL_ROLES } from '../../contracts/roles.ts';
import * as schema from '../../db/schema.ts';
import { assertOwns, requireRole } from '../access.ts';
import { countUpTo } from './list-pages.ts';
import type { RequestContext } from '../../env.ts';

/*
 * Issue 13, the audit log (docs/product.md §3.24): the admins' list of every entry, and the history of one listing as
 * its owner reads it. Entries are written by the writes themselves, in their own batches (worker/services/audit.ts).
 */

const log = schema.auditLog;
const users = schema.users;

const fromJson = (value: string | null): unknown => (value === null ? null : JSON.parse(value));

/** Newest first; entries of one millisecond in the order they were written (the rowid every index carries). */
const newestFirst = [desc(log.at), desc(sql`${log}.rowid`)];

const entryColumns = {
  id: log.id,
  at: log.at,
  action: log.action,
  entity: log.entity,
  entityId: log.entityId,
  before: log.before,
  after: log.after,
  reason: log.reason,
};

function shapeEntry(row: Omit<typeof log.$inferSelect, 'actorId' | 'businessId'>) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    entity: row.entity as AuditEntity,
    entityId: row.entityId,
    before: fromJson(row.before),
    after: fromJson(row.after),
    reason: row.reason,
  };
}

/**
 * Every entry, newest first, or those of one kind of record and/or one actor, with the actor joined by id. Each form
 * reads one index: the time's or the actor's in order, or the kind's, whose entries are then sorted by time (after the
 * kind, audit_log_entity_idx orders by record). An account erased since (docs/product.md §3.16) is no actor any more:
 * null, as for entries nobody made.
 */
export async function listAuditEntries(
  ctx: RequestContext,
  query: { page: number; limit: number; entity?: AuditEntity | undefined; actor?: string | undefined },
) {
  await requireRole(ctx, PORTAL_ROLES.admin);
  const { db } = ctx;
  const { page, limit } = query;
  const where = and(query.entity ? eq(log.entity, query.entity) : undefined, query.actor ? eq(log.actorId, query.actor) : undefined);
  // Not one batch: D1 answers a batch's rows by column name, and the entry's id and the actor's would collide.
  const [rows, total] = await Promise.all([
    db
      .select({ ...entryColumns, businessId: log.businessId, actor: { id: users.id, name: users.name, email: users.email } })
      .from(log)
      .leftJoin(users, eq(users.id, log.actorId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit),
    countUpTo(db, log, where),
  ]);
  return {
    entries: rows.map(({ actor, businessId, ...row }) => ({ ...shapeEntry(row), actor, businessId })),
    pagination: pagination(page, limit, total),
  };
}

/**
 * A listing's history as its owner reads it (docs/product.md §3.23), for its owner or an admin: the entries of the
 * listing, newest first, through audit_log_business_idx. Claims are between a claimant and our team, so only the
 * claims of the listing's current owner are in it; nobody learns here who else asked for the listing. The actor is the
 * current owner by name, any admin as the team, anyone else as a previous owner: never an admin's or a stranger's
 * name or address.
 */
export async function listingHistory(ctx: RequestContext, { id: businessId, page }: { id: string; page: number }) {
  await assertOwns(ctx, businessId);
  const { db } = ctx;
  const claims = schema.businessClaims;
  const businesses = schema.businesses;
  const limit = LISTING_HISTORY_PAGE_SIZE;
  const where = and(
    eq(log.businessId, businessId),
    or(
      ne(log.entity, 'claim' satisfies AuditEntity),
      exists(
        db
          .select({ one: sql`1` })
          .from(claims)
          .innerJoin(businesses, eq(businesses.id, claims.businessId))
          .where(and(eq(claims.id, log.entityId), eq(claims.userId, businesses.ownerId))),
      ),
    ),
  );
  // Not one batch, as in listAuditEntries.
  const [rows, [counted], [listing]] = await Promise.all([
    db
      .select({ ...entryColumns, actor: { id: users.id, name: users.name, role: users.role } })
      .from(log)
      .leftJoin(users, eq(users.id, log.actorId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(log).where(where),
    db.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, businessId)).limit(1),
  ]);
  const nameOf = (actor: { id: string; name: string; role: string }) =>
    actor.id === listing?.ownerId ? actor.name : actor.role === 'admin' ? HISTORY_ACTORS.team : HISTORY_ACTORS.previousOwner;
  return {
    entries: rows.map(({ actor, ...row }) => ({ ...shapeEntry(row), actor: actor ? { name: nameOf(actor) } : null })),
    pagination: pagination(page, limit, counted?.n ?? 0),
  };
}
