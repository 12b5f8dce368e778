import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AuditEntity } from '../contracts/audit.ts';
import * as schema from '../db/schema.ts';
import type { Database } from '../env.ts';
import { newId } from '../lib/ids.ts';

/** One write as the audit log keeps it (issue 13). `before` and `after` are the record's changed values, as JSON. */
export interface AuditInput {
  actorId: string | null;
  /** What was done, as a verb on the entity: 'business.approve', 'hours.set', 'review.hide'. */
  action: string;
  entity: AuditEntity;
  entityId: string;
  /** The listing the record belongs to, so its owner can read its history; null for records of no listing. */
  businessId?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  at?: Date;
}

const asJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * The audit entry of one write, as a statement for the write's own `db.batch([...])`: the entry exists exactly when
 * the change does. Never awaited on its own.
 */
export function auditEntry(db: Database, entry: AuditInput) {
  return db.insert(schema.auditLog).values({
    id: newId(),
    at: entry.at ?? new Date(),
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    businessId: entry.businessId ?? null,
    before: asJson(entry.before),
    after: asJson(entry.after),
    reason: entry.reason ?? null,
  });
}

/**
 * The audit entry of a write that may find nothing to change: a conditional UPDATE or INSERT … SELECT that loses a race
 * cleanly (a claim withdrawn while an admin decides it). Placed in the write's batch after it, the entry is inserted
 * only while `happened` holds, so it exists exactly when the change does.
 */
export function auditEntryIf(db: Database, entry: AuditInput, happened: SQL) {
  // In audit_log's column order, which is the order drizzle names the columns in.
  const values = [
    newId(),
    (entry.at ?? new Date()).getTime(),
    entry.actorId,
    entry.action,
    entry.entity,
    entry.entityId,
    entry.businessId ?? null,
    asJson(entry.before),
    asJson(entry.after),
    entry.reason ?? null,
  ];
  const row = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  return db.insert(schema.auditLog).select(sql`SELECT ${row} WHERE ${happened}`);
}

/** The same entry as a prepared statement, for a batch of prepared SQL on the request's binding (decision 008). */
export function preparedAuditEntryIf(db: Database, entry: AuditInput, happened: SQL): D1PreparedStatement {
  const statement = auditEntryIf(db, entry, happened).toSQL();
  return db.$client.prepare(statement.sql).bind(...statement.params);
}

/**
 * The other guard of a batch written against what was read, for writes that must all happen or none (an admin's
 * decision, an owner's edit of a listing an admin may be deciding): a statement, placed first in the batch, that
 * fails the whole batch (D1 runs one as a transaction) unless `condition` still holds when it runs. auditEntryIf suits
 * one conditional write whose entry follows it; this suits several. It inserts an audit row of NULLs, which
 * audit_log's NOT NULL refuses, so of two writers at once the later changes nothing and leaves no entry; `isStale`
 * tells that failure from any other.
 */
export function failUnless(db: Database, condition: SQL) {
  const nulls = sql.join(
    Object.keys(getTableColumns(schema.auditLog)).map(() => sql`NULL`),
    sql`, `,
  );
  return db.insert(schema.auditLog).select(sql`SELECT ${nulls} WHERE NOT (${condition})`);
}

/** Whether a batch failed because its failUnless condition no longer held. */
export function isStale(error: unknown): boolean {
  return /NOT NULL constraint failed: audit_log\./.test(String((error as Error & { cause?: unknown }).cause ?? error));
}
