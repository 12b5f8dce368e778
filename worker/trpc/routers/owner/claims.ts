import { claimCreateSchema, claimVerifySchema } from '../../../contracts/claims.ts';
import { idParam } from '../../../contracts/common.ts';
import { createClaim, listMyClaims, resendClaimCode, verifyClaim, withdrawClaim } from '../../../services/owner/claims.ts';
import { protectedProcedure, router } from '../../init.ts';

/**
 * Claims (docs/product.md §7.10), open to any signed-in user as in REST. `claim` takes the JSON fields only: a document
 * photo travels as multipart/form-data to `POST /api/owner/claims` (tRPC's link sends JSON, in which a photo would be
 * base64 text through the 64 KB limit), the same way listing photos do.
 */
export const claimProcedures = router({
  claims: protectedProcedure.query(({ ctx }) => listMyClaims(ctx)),
  claim: protectedProcedure.input(claimCreateSchema).mutation(({ ctx, input }) => createClaim(ctx, input)),
  verifyClaim: protectedProcedure
    .input(idParam.extend(claimVerifySchema.shape))
    .mutation(({ ctx, input }) => verifyClaim(ctx, input.id, input.code)),
  resendClaimCode: protectedProcedure.input(idParam).mutation(({ ctx, input }) => resendClaimCode(ctx, input.id)),
  withdrawClaim: protectedProcedure.input(idParam).mutation(({ ctx, input }) => withdrawClaim(ctx, input.id)),
});
