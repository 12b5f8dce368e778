import { Hono } from 'hono';
import { queueQuerySchema } from '../../contracts/admin-queue.ts';
import type { AppEnv } from '../../env.ts';
import { validate } from '../../lib/validate.ts';
import { readQueue } from '../../services/admin/queue.ts';

/** docs/product.md §7.11, the admin queue: everything that waits for an admin, oldest first (§3.24). */
export const queueRoutes = new Hono<AppEnv>().get('/queue', validate('query', queueQuerySchema), async (c) => {
  const queue = await readQueue(c.get('ctx'), c.req.valid('query'));
  return c.json({ status: 'success' as const, data: queue });
});
