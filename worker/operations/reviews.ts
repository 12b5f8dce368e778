import { idParam } from '../contracts/common.ts';
import { reviewsQuerySchema } from '../contracts/site-content.ts';
import { listBusinessReviews } from '../services/reviews.ts';
import { operation } from './operation.ts';

/** docs/product.md §7.3, a business's reviews as anyone reads them (a signed-in reader also learns which are theirs). */
export const reviewOperations = {
  byBusiness: operation({
    guard: 'public',
    rest: { method: 'get', path: '/api/reviews/business/:id', params: idParam, query: reviewsQuerySchema },
    run: listBusinessReviews,
  }),
};
