import { analyticsQuerySchema } from '../../../contracts/analytics.ts';
import { idParam } from '../../../contracts/common.ts';
import { listingAnalytics } from '../../../services/owner/analytics.ts';
import { ownerProcedure, router } from '../../init.ts';

/** A listing's analytics (docs/product.md §7.10), as in REST. */
export const analyticsProcedures = router({
  analytics: ownerProcedure
    .input(idParam.extend(analyticsQuerySchema.shape))
    .query(({ ctx, input }) => listingAnalytics(ctx, input.id, input.days)),
});
