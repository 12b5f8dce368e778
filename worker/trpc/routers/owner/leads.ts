import { idParam } from '../../../contracts/common.ts';
import {
  enquiryListQuerySchema,
  enquiryStatusSchema,
  ownerReviewsQuerySchema,
  reviewIdParam,
  reviewReplySchema,
} from '../../../contracts/owner.ts';
import { listEnquiries, setEnquiryStatus } from '../../../services/owner/leads.ts';
import { listListingReviews, removeReviewReply, setReviewReply } from '../../../services/owner/replies.ts';
import { ownerProcedure, router } from '../../init.ts';

/** An owner's leads and review replies (docs/product.md §7.10), as in REST; the CSV is REST's alone (a file to save). */
export const leadProcedures = router({
  enquiries: ownerProcedure
    .input(idParam.extend(enquiryListQuerySchema.shape))
    .query(({ ctx, input: { id, ...query } }) => listEnquiries(ctx, id, query)),
  setEnquiryStatus: ownerProcedure
    .input(idParam.extend(enquiryStatusSchema.shape))
    .mutation(({ ctx, input }) => setEnquiryStatus(ctx, input.id, input.status)),
  reviews: ownerProcedure
    .input(idParam.extend(ownerReviewsQuerySchema.shape))
    .query(({ ctx, input }) => listListingReviews(ctx, input.id, input.page, input.limit)),
  setReply: ownerProcedure
    .input(reviewIdParam.extend(reviewReplySchema.shape))
    .mutation(({ ctx, input: { reviewId, ...reply } }) => setReviewReply(ctx, reviewId, reply)),
  removeReply: ownerProcedure.input(reviewIdParam).mutation(({ ctx, input }) => removeReviewReply(ctx, input.reviewId)),
});
