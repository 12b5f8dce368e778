import { listingHistoryQuerySchema } from '../../contracts/admin-audit.ts';
import { idParam } from '../../contracts/common.ts';
import { listingHistory } from '../../services/admin/audit.ts';
import { operation } from '../operation.ts';

/**
 * docs/product.md §7.10, a listing's history: who changed what, and when, from the audit log. The owner role, then
 * assertOwns in the service: its owner or an admin.
 */
export const historyOperations = {
  history: operation({
    guard: 'owner',
    rest: { method: 'get', path: '/api/owner/businesses/:id/audit', params: idParam, query: listingHistoryQuerySchema },
    // The service is the admins' audit log's (worker/services/admin/audit.ts), read for one listing.
    run: listingHistory,
  }),
};
