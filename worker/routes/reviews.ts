import { Hono } from 'hono';
import { idParam } from '../contracts/common.ts';
import { reviewsQuerySchema } from '../contracts/site-content.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { listBusinessReviews } from '../services/reviews.ts';

export const reviewRoutes = new Hono<AppEnv>().get(
  '/business/:id',
  validate('param', idParam),
  validate('query', reviewsQuerySchema),
  async (c) => {
    const { page, limit } = c.req.valid('query');
    const data = await listBusinessReviews(c.get('db'), c.req.valid('param').id, page, limit, new URL(c.req.url).origin);
    return c.json({ status: 'success' as const, data });
  },
);
