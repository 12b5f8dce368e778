import { listingHistoryQuerySchema } from '../../../contracts/admin-audit.ts';
import { idParam } from '../../../contracts/common.ts';
import { listingHistory } from '../../../services/admin/audit.ts';
import { ownerProcedure, router } from '../../init.ts';

/** A listing's history (docs/product.md §7.10), as in REST. */
export const historyProcedures = router({
  history: ownerProcedure
    .input(idParam.extend(listingHistoryQuerySchema.shape))
    .query(({ ctx, input }) => listingHistory(ctx, input.id, input.page)),
});
