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
