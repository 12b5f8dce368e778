import { idParam } from '../contracts/common.ts';
import { myReviewsQuerySchema, reviewCreateSchema, reviewReportSchema, reviewUpdateSchema } from '../contracts/reviews.ts';
import { createReview, deleteReview, listMyReviews, reportReview, toggleHelpful, updateReview } from '../services/review-writes.ts';
import { operation } from './operation.ts';

/** docs/product.md §7.3, what a signed-in user does with reviews: their own, and others' (helpful, report). */
export const myReviewOperations = {
  create: operation({
    guard: 'signedIn',
    rest: {
      method: 'post',
      path: '/api/reviews',
      status: 201,
      body: reviewCreateSchema,
      reply: (review) => ({ message: 'Review submitted successfully!', data: { review } }),
    },
    run: createReview,
  }),
  mine: operation({
    guard: 'signedIn',
    rest: { method: 'get', path: '/api/reviews/my-reviews', query: myReviewsQuerySchema },
    run: listMyReviews,
  }),
  update: operation({
    guard: 'signedIn',
    rest: {
      method: 'put',
      path: '/api/reviews/:id',
      params: idParam,
      body: reviewUpdateSchema,
      bodyAs: 'changes',
      reply: (review) => ({ message: 'Review updated', data: { review } }),
    },
    run: updateReview,
  }),
  remove: operation({
    guard: 'signedIn',
    rest: { method: 'delete', path: '/api/reviews/:id', params: idParam, reply: () => ({ message: 'Review deleted' }) },
    run: deleteReview,
  }),
  helpful: operation({
    guard: 'signedIn',
    rest: { method: 'post', path: '/api/reviews/:id/helpful', params: idParam },
    run: toggleHelpful,
  }),
  report: operation({
    guard: 'signedIn',
    rest: {
      method: 'post',
      path: '/api/reviews/:id/report',
      params: idParam,
      body: reviewReportSchema,
      reply: () => ({ message: 'Thank you. We will look into this review.' }),
    },
    run: reportReview,
  }),
};
