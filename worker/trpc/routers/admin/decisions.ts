import { approvePhotosSchema, approveSchema, decisionReasonSchema, featureSchema } from '../../../contracts/admin-decisions.ts';
import { idParam } from '../../../contracts/common.ts';
import {
  approveClaim,
  approveEdits,
  approveListing,
  approvePhoto,
  approvePhotos,
  featureListing,
  rejectClaim,
  rejectEdits,
  rejectListing,
  removePhoto,
  suspendListing,
  unfeatureListing,
  unsuspendListing,
} from '../../../services/admin/decisions.ts';
import { adminProcedure, router } from '../../init.ts';

const withReason = idParam.extend(decisionReasonSchema.shape);

/**
 * An admin's decisions (docs/product.md §3.24), as the REST routes of §7.11 without the envelope: each answers what the
 * route's `data` holds. A claim's document photo is REST only (`GET /api/admin/claims/:id/document`): it is a file.
 */
export const decisionsProcedures = router({
  approveListing: adminProcedure
    .input(idParam.extend(approveSchema.shape))
    .mutation(({ ctx, input: { id, ...precondition } }) => approveListing(ctx, id, precondition)),
  rejectListing: adminProcedure.input(withReason).mutation(({ ctx, input }) => rejectListing(ctx, input.id, input.reason)),
  suspendListing: adminProcedure.input(withReason).mutation(({ ctx, input }) => suspendListing(ctx, input.id, input.reason)),
  unsuspendListing: adminProcedure.input(idParam).mutation(({ ctx, input }) => unsuspendListing(ctx, input.id)),
  featureListing: adminProcedure
    .input(idParam.extend(featureSchema.shape))
    .mutation(({ ctx, input: { id, ...feature } }) => featureListing(ctx, id, feature)),
  unfeatureListing: adminProcedure.input(idParam).mutation(({ ctx, input }) => unfeatureListing(ctx, input.id)),
  approveEdits: adminProcedure
    .input(idParam.extend(approveSchema.shape))
    .mutation(({ ctx, input: { id, ...precondition } }) => approveEdits(ctx, id, precondition)),
  rejectEdits: adminProcedure.input(withReason).mutation(({ ctx, input }) => rejectEdits(ctx, input.id, input.reason)),
  approveClaim: adminProcedure.input(idParam).mutation(({ ctx, input }) => approveClaim(ctx, input.id)),
  rejectClaim: adminProcedure.input(withReason).mutation(({ ctx, input }) => rejectClaim(ctx, input.id, input.reason)),
  approvePhoto: adminProcedure.input(idParam).mutation(({ ctx, input }) => approvePhoto(ctx, input.id)),
  approvePhotos: adminProcedure.input(approvePhotosSchema).mutation(({ ctx, input }) => approvePhotos(ctx, input.ids)),
  removePhoto: adminProcedure.input(withReason).mutation(({ ctx, input }) => removePhoto(ctx, input.id, input.reason)),
});
