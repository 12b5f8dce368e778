import { Hono } from 'hono';
import { listingHistoryQuerySchema } from '../../contracts/admin-audit.ts';
import { idParam } from '../../contracts/common.ts';
import { PORTAL_ROLES } from '../../contracts/roles.ts';
import type { AppEnv } from '../../env.ts';
import { requireRole } from '../../lib/auth.ts';
import { validate } from '../../lib/validate.ts';
import { listingHistory } from '../../services/admin/audit.ts';

/**
 * docs/product.md §7.10, a listing's history: who changed what, and when, from the audit log. The owner role here, then
 * assertOwns in the service: its owner or an admin.
 */
// The role first, so a caller who may not use a listing's routes learns nothing from how their input is judged.
const ownerOrAdmin = requireRole(PORTAL_ROLES.owner);

export const historyRoutes = new Hono<AppEnv>().get(
  '/businesses/:id/audit',
  ownerOrAdmin,
  validate('param', idParam),
  validate('query', listingHistoryQuerySchema),
  async (c) => {
    const data = await listingHistory(c.get('ctx'), c.req.valid('param').id, c.req.valid('query').page);
    return c.json({ status: 'success' as const, data });
  },
);
