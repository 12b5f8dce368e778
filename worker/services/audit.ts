import { exists, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
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

/** A value as JSON compares: objects' keys in one order, undefined members left out (JSON.stringify drops them too). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => [key, canonical(member)]),
  );
}

/**
 * Whether a write's entry would record no change: its `before` and `after` both given and equal as JSON (the same
 * status, alt text or hours sent again, issue 33). Such a write changes nothing and leaves no entry: its service
 * answers the record as it stands without writing, and auditEntry and auditEntryIf write no such entry should one
 * reach them. Two identical writes at once both read the old value, so each service also conditions its entry in SQL
 * on the record not being as the write leaves it yet (auditEntryUnlessAlready).
 */
export function unchanged(entry: Pick<AuditInput, 'before' | 'after'>): boolean {
  const { before, after } = entry;
  if (before === undefined || before === null || after === undefined || after === null) return false;
  return JSON.stringify(canonical(before)) === JSON.stringify(canonical(after));
}

/**
 * The audit entry of one write, as a statement for the write's own `db.batch([...])`: the entry exists exactly when
 * the change does. Never awaited on its own.
 */
export function auditEntry(db: Database, entry: AuditInput) {
  if (unchanged(entry)) return auditEntryIf(db, entry, sql`0`);
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
  const written = unchanged(entry) ? sql`0` : happened;
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
  return db.insert(schema.auditLog).select(sql`SELECT ${row} WHERE ${written}`);
}

/**
 * The audit entry of a write that may change nothing (issue 33), for the write's batch, placed *before* the write:
 * inserted only while `table` has a row that `changes` matches, `changes` being the write's own WHERE, which names the
 * record and asks that it is not yet as the write leaves it (`status IS NOT 'replied'`). The write runs after it in the
 * same batch, so the entry exists exactly when the write changes a row: of two identical writes at once, the second
 * finds the change made and leaves no entry, and a record gone meanwhile leaves none either.
 */
export function auditEntryUnlessAlready(db: Database, entry: AuditInput, table: SQLiteTable, changes: SQL) {
  return auditEntryIf(
    db,
    entry,
    exists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(changes),
    ),
  );
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
