import { Hono } from 'hono';
import { auditQuerySchema } from '../../contracts/audit.ts';
import type { AppEnv } from '../../env.ts';
import { validate } from '../../lib/validate.ts';
import { listAuditEntries } from '../../services/admin/audit.ts';

/** docs/product.md §7.11, the audit log: every admin and owner write, newest first (the admin role is checked in ./index.ts). */
export const auditRoutes = new Hono<AppEnv>().get('/audit', validate('query', auditQuerySchema), async (c) => {
  const data = await listAuditEntries(c.get('ctx'), c.req.valid('query'));
  return c.json({ status: 'success' as const, data });
});
