import { Hono } from 'hono';
import { idParam } from '../../contracts/common.ts';
import {
  enquiryExportQuerySchema,
  enquiryListQuerySchema,
  enquiryStatusSchema,
  ownerReviewsQuerySchema,
  reviewIdParam,
  reviewReplySchema,
} from '../../contracts/owner.ts';
import { PORTAL_ROLES } from '../../contracts/roles.ts';
import type { AppEnv } from '../../env.ts';
import { requireRole } from '../../lib/auth.ts';
import { validate } from '../../lib/validate.ts';
import { exportEnquiries, listEnquiries, setEnquiryStatus } from '../../services/owner/leads.ts';
import { listListingReviews, removeReviewReply, setReviewReply } from '../../services/owner/replies.ts';

/**
 * docs/product.md §7.10, an owner's leads and review replies: the enquiries inbox (and its CSV) and the listing's
 * reviews with the business's replies. Each route needs the owner role here and then assertOwns in its service.
 */
// The role first, so a caller who may not use these routes learns nothing from how their input is judged.
const ownerOrAdmin = requireRole(PORTAL_ROLES.owner);

export const leadRoutes = new Hono<AppEnv>()
  .get('/businesses/:id/enquiries', ownerOrAdmin, validate('param', idParam), validate('query', enquiryListQuerySchema), async (c) => {
    const data = await listEnquiries(c.get('ctx'), c.req.valid('param').id, c.req.valid('query'));
    return c.json({ status: 'success' as const, data });
  })
  .get(
    '/businesses/:id/enquiries.csv',
    ownerOrAdmin,
    validate('param', idParam),
    validate('query', enquiryExportQuerySchema),
    async (c) => {
      const { filename, csv } = await exportEnquiries(c.get('ctx'), c.req.valid('param').id, c.req.valid('query').status);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
        // People's names and addresses: not for a shared cache, nor kept by the browser once saved.
        'Cache-Control': 'private, no-store',
      });
    },
  )
  .patch('/enquiries/:id', ownerOrAdmin, validate('param', idParam), validate('json', enquiryStatusSchema), async (c) => {
    const enquiry = await setEnquiryStatus(c.get('ctx'), c.req.valid('param').id, c.req.valid('json').status);
    return c.json({ status: 'success' as const, message: 'Enquiry updated', data: { enquiry } });
  })
  .get('/businesses/:id/reviews', ownerOrAdmin, validate('param', idParam), validate('query', ownerReviewsQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    const data = await listListingReviews(c.get('ctx'), c.req.valid('param').id, page, limit);
    return c.json({ status: 'success' as const, data });
  })
  .put('/reviews/:reviewId/response', ownerOrAdmin, validate('param', reviewIdParam), validate('json', reviewReplySchema), async (c) => {
    const review = await setReviewReply(c.get('ctx'), c.req.valid('param').reviewId, c.req.valid('json'));
    return c.json({ status: 'success' as const, message: 'Reply published', data: { review } });
  })
  .delete('/reviews/:reviewId/response', ownerOrAdmin, validate('param', reviewIdParam), async (c) => {
    const review = await removeReviewReply(c.get('ctx'), c.req.valid('param').reviewId);
    return c.json({ status: 'success' as const, message: 'Reply removed', data: { review } });
  });
