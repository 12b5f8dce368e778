import { Hono } from 'hono';
import { idParam } from '../contracts/common.ts';
import { myReviewsQuerySchema, reviewCreateSchema, reviewReportSchema, reviewUpdateSchema } from '../contracts/reviews.ts';
import { reviewsQuerySchema } from '../contracts/site-content.ts';
import type { AppEnv } from '../env.ts';
import { requireUser } from '../lib/auth.ts';
import { validate } from '../lib/validate.ts';
import { createReview, deleteReview, listMyReviews, reportReview, toggleHelpful, updateReview } from '../services/review-writes.ts';
import { listBusinessReviews } from '../services/reviews.ts';

// Each route names requireUser itself: a sub-app's use() would also guard every other path under the mount.
const signedIn = new Hono<AppEnv>()
  .post('/', requireUser, validate('json', reviewCreateSchema), async (c) => {
    const review = await createReview(c.get('ctx'), c.get('user'), c.req.valid('json'));
    return c.json({ status: 'success' as const, message: 'Review submitted successfully!', data: { review } }, 201);
  })
  .get('/my-reviews', requireUser, validate('query', myReviewsQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    const data = await listMyReviews(c.get('ctx').db, c.get('user'), page, limit);
    return c.json({ status: 'success' as const, data });
  })
  .put('/:id', requireUser, validate('param', idParam), validate('json', reviewUpdateSchema), async (c) => {
    const review = await updateReview(c.get('ctx'), c.get('user'), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ status: 'success' as const, message: 'Review updated', data: { review } });
  })
  .delete('/:id', requireUser, validate('param', idParam), async (c) => {
    await deleteReview(c.get('ctx'), c.get('user'), c.req.valid('param').id);
    return c.json({ status: 'success' as const, message: 'Review deleted' });
  })
  .post('/:id/helpful', requireUser, validate('param', idParam), async (c) => {
    const data = await toggleHelpful(c.get('ctx'), c.get('user'), c.req.valid('param').id);
    return c.json({ status: 'success' as const, data });
  })
  .post('/:id/report', requireUser, validate('param', idParam), validate('json', reviewReportSchema), async (c) => {
    await reportReview(c.get('ctx').db, c.get('user'), c.req.valid('param').id, c.req.valid('json').reason);
    return c.json({ status: 'success' as const, message: 'Thank you. We will look into this review.' });
  });

export const reviewRoutes = new Hono<AppEnv>()
  .get('/business/:id', validate('param', idParam), validate('query', reviewsQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    const data = await listBusinessReviews(c.get('ctx'), c.req.valid('param').id, page, limit);
    return c.json({ status: 'success' as const, data });
  })
  .route('/', signedIn);
