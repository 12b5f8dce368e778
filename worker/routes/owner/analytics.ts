import { Hono } from 'hono';
import { analyticsQuerySchema } from '../../contracts/analytics.ts';
import { idParam } from '../../contracts/common.ts';
import { PORTAL_ROLES } from '../../contracts/roles.ts';
import type { AppEnv } from '../../env.ts';
import { requireRole } from '../../lib/auth.ts';
import { validate } from '../../lib/validate.ts';
import { listingAnalytics } from '../../services/owner/analytics.ts';

/** docs/product.md §7.10, a listing's analytics: the owner role here, then assertOwns in the service. */
// The role first, so a caller who may not use these routes learns nothing from how their input is judged.
const ownerOrAdmin = requireRole(PORTAL_ROLES.owner);

export const analyticsRoutes = new Hono<AppEnv>().get(
  '/businesses/:id/analytics',
  ownerOrAdmin,
  validate('param', idParam),
  validate('query', analyticsQuerySchema),
  async (c) => {
    const data = await listingAnalytics(c.get('ctx'), c.req.valid('param').id, c.req.valid('query').days);
    // Live counts of one owner's listing: never kept by a shared cache or served stale by the browser.
    c.header('Cache-Control', 'private, no-store');
    return c.json({ status: 'success' as const, data });
  },
);
