import { z } from 'zod';
import { withinListDepth } from './admin-lists.ts';
import { limit, page } from './common.ts';

/*
 * Issue 13, the audit log: every admin and owner write leaves one entry, written in the same D1 batch as the change.
 * The kinds of record an entry can be about, shared by the Worker, the admin screens' filters and the owner's history.
 */
export const AUDIT_ENTITIES = [
  'business',
  'hours',
  'media',
  'edit',
  'claim',
  'enquiry',
  'review',
  'contact-message',
  'user',
  'category',
  'location',
  'campaign',
  'quick-link',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** The audit log's filters and page (a listing's history pages the same way, worker/contracts/admin-audit.ts). */
export const auditFiltersSchema = z.object({
  page,
  limit: limit(50, 100),
  entity: z.enum(AUDIT_ENTITIES, { message: `Entity must be one of ${AUDIT_ENTITIES.join(', ')}` }).optional(),
  actor: z.string().trim().min(1).max(64).optional(),
});

/** `GET /api/admin/audit?entity=&actor=&page=`. */
export const auditQuerySchema = withinListDepth(auditFiltersSchema);
