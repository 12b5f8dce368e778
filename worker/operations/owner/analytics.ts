import { analyticsQuerySchema } from '../../contracts/analytics.ts';
import { idParam } from '../../contracts/common.ts';
import { listingAnalytics } from '../../services/owner/analytics.ts';
import { operation } from '../operation.ts';

/** docs/product.md §7.10, a listing's analytics: the owner role, then assertOwns in the service. */
export const analyticsOperations = {
  analytics: operation({
    guard: 'owner',
    rest: {
      method: 'get',
      path: '/api/owner/businesses/:id/analytics',
      params: idParam,
      query: analyticsQuerySchema,
      respond: (c, data) => {
        // Live counts of one owner's listing: never kept by a shared cache or served stale by the browser.
        c.header('Cache-Control', 'private, no-store');
        return c.json({ status: 'success' as const, data });
      },
    },
    run: listingAnalytics,
  }),
};
