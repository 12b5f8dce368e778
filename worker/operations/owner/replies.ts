import { idParam } from '../../contracts/common.ts';
import { ownerReviewsQuerySchema, reviewIdParam, reviewReplySchema } from '../../contracts/owner.ts';
import { listListingReviews, removeReviewReply, setReviewReply } from '../../services/owner/replies.ts';
import { operation } from '../operation.ts';

/**
 * docs/product.md §7.10, a listing's reviews with the business's replies. Each needs the owner role and then
 * assertOwns in its service (a reply's, on the review's listing).
 */
export const replyOperations = {
  reviews: operation({
    guard: 'owner',
    rest: { method: 'get', path: '/api/owner/businesses/:id/reviews', params: idParam, query: ownerReviewsQuerySchema },
    run: listListingReviews,
  }),
  setReply: operation({
    guard: 'owner',
    rest: {
      method: 'put',
      path: '/api/owner/reviews/:reviewId/response',
      params: reviewIdParam,
      body: reviewReplySchema,
      reply: (review) => ({ message: 'Reply published', data: { review } }),
    },
    run: setReviewReply,
  }),
  removeReply: operation({
    guard: 'owner',
    rest: {
      method: 'delete',
      path: '/api/owner/reviews/:reviewId/response',
      params: reviewIdParam,
      reply: (review) => ({ message: 'Reply removed', data: { review } }),
    },
    run: removeReviewReply,
  }),
};
