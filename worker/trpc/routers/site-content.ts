import { reviewOperations } from '../../operations/reviews.ts';
import { siteOperations } from '../../operations/site.ts';
import { proceduresOf } from '../../operations/trpc.ts';

export const reviewsRouter = proceduresOf(reviewOperations);

export const siteRouter = proceduresOf(siteOperations);
