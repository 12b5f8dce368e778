import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { validate } from '../http/validate.ts';
import { outboxFor } from '../services/mail.ts';

/** Development helpers: they exist only when the Worker runs with ENVIRONMENT=development (npm start). */
export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.env.ENVIRONMENT !== 'development') throw new ApiError(404, 'Not found');
    await next();
  })
  .get('/outbox', validate('query', z.object({ to: z.string().trim().toLowerCase().min(3).max(254) })), async (c) => {
    const messages = await outboxFor(c.get('ctx').db, c.req.valid('query').to);
    return c.json({ status: 'success' as const, data: { messages } });
  });
