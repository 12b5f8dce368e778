import {
  adminReviewsQuerySchema,
  contactMessagesQuerySchema,
  contactStatusSchema,
  reviewHideSchema,
  reviewRestoreSchema,
} from '../../../contracts/admin-moderation.ts';
import { idParam } from '../../../contracts/common.ts';
import {
  hideReview,
  listAdminReviews,
  listContactMessages,
  restoreReview,
  setContactMessageStatus,
} from '../../../services/admin/moderation.ts';
import { adminProcedure, router } from '../../init.ts';

/** The admin's reviews and contact messages (docs/product.md §7.11), as in REST. */
export const moderationProcedures = router({
  reviews: adminProcedure.input(adminReviewsQuerySchema).query(({ ctx, input }) => listAdminReviews(ctx, input)),
  hideReview: adminProcedure
    .input(idParam.extend(reviewHideSchema.shape))
    .mutation(({ ctx, input }) => hideReview(ctx, ctx.user, input.id, input.reason)),
  restoreReview: adminProcedure
    .input(idParam.extend(reviewRestoreSchema.shape))
    .mutation(({ ctx, input }) => restoreReview(ctx, ctx.user, input.id, input.reason)),
  contactMessages: adminProcedure.input(contactMessagesQuerySchema).query(({ ctx, input }) => listContactMessages(ctx, input)),
  setContactMessageStatus: adminProcedure
    .input(idParam.extend(contactStatusSchema.shape))
    .mutation(({ ctx, input }) => setContactMessageStatus(ctx, ctx.user, input.id, input.status)),
});
