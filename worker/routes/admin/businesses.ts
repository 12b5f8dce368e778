import { Hono } from 'hono';
import { adminBusinessesQuerySchema } from '../../contracts/admin-businesses.ts';
import type { AppEnv } from '../../env.ts';
import { validate } from '../../lib/validate.ts';
import { listAdminBusinesses } from '../../services/admin/businesses.ts';

/** Issue 13: the admin's list of listings of every status (the decisions on one are in decisions.ts). */
export const businessesRoutes = new Hono<AppEnv>().get('/businesses', validate('query', adminBusinessesQuerySchema), async (c) => {
  const data = await listAdminBusinesses(c.get('ctx'), c.req.valid('query'));
  return c.json({ status: 'success' as const, data });
});
