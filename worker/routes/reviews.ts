import { myReviewOperations } from '../operations/my-reviews.ts';
import { restRoutes } from '../operations/rest.ts';
import { reviewOperations } from '../operations/reviews.ts';

/** docs/product.md §7.3, reviews' REST door: a business's for anyone, a user's own behind a session. */
export const reviewRoutes = restRoutes('/api/reviews', reviewOperations, myReviewOperations);
