import { Hono } from 'hono';
import { adminUsersQuerySchema, userUpdateSchema } from '../../contracts/admin-moderation.ts';
import { idParam } from '../../contracts/common.ts';
import type { AppEnv } from '../../env.ts';
import { validate } from '../../lib/validate.ts';
import { listUsers, updateUser } from '../../services/admin/users.ts';

/** docs/product.md §7.11, the admin's users; the admin role is checked where this is mounted. */
export const usersRoutes = new Hono<AppEnv>()
  .get('/users', validate('query', adminUsersQuerySchema), async (c) => {
    const data = await listUsers(c.get('ctx'), c.req.valid('query'));
    return c.json({ status: 'success' as const, data });
  })
  .patch('/users/:id', validate('param', idParam), validate('json', userUpdateSchema), async (c) => {
    const { message, ...data } = await updateUser(c.get('ctx'), c.get('user'), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ status: 'success' as const, message, data });
  });
