import { Hono } from 'hono';
import {
  adminReviewsQuerySchema,
  contactMessagesQuerySchema,
  contactStatusSchema,
  reviewHideSchema,
  reviewRestoreSchema,
} from '../../contracts/admin-moderation.ts';
import { idParam } from '../../contracts/common.ts';
import type { AppEnv } from '../../env.ts';
import { validate } from '../../lib/validate.ts';
import {
  hideReview,
  listAdminReviews,
  listContactMessages,
  restoreReview,
  setContactMessageStatus,
} from '../../services/admin/moderation.ts';

/** docs/product.md §7.11, the admin's reviews and contact messages; the admin role is checked where this is mounted. */
export const moderationRoutes = new Hono<AppEnv>()
  .get('/reviews', validate('query', adminReviewsQuerySchema), async (c) => {
    const data = await listAdminReviews(c.get('ctx'), c.req.valid('query'));
    return c.json({ status: 'success' as const, data });
  })
  .post('/reviews/:id/hide', validate('param', idParam), validate('json', reviewHideSchema), async (c) => {
    const { message, ...data } = await hideReview(c.get('ctx'), c.get('user'), c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ status: 'success' as const, message, data });
  })
  .post('/reviews/:id/restore', validate('param', idParam), validate('json', reviewRestoreSchema), async (c) => {
    const { message, ...data } = await restoreReview(c.get('ctx'), c.get('user'), c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ status: 'success' as const, message, data });
  })
  .get('/contact-messages', validate('query', contactMessagesQuerySchema), async (c) => {
    const data = await listContactMessages(c.get('ctx'), c.req.valid('query'));
    return c.json({ status: 'success' as const, data });
  })
  .patch('/contact-messages/:id', validate('param', idParam), validate('json', contactStatusSchema), async (c) => {
    const { message, ...data } = await setContactMessageStatus(
      c.get('ctx'),
      c.get('user'),
      c.req.valid('param').id,
      c.req.valid('json').status,
    );
    return c.json({ status: 'success' as const, message, data });
  });
