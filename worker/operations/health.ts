import { checkHealth } from '../services/health.ts';
import { operation } from './operation.ts';

/** docs/product.md §7.4, whether the Worker and its database answer. */
export const healthOperations = {
  check: operation({
    guard: 'public',
    rest: {
      method: 'get',
      path: '/api/health',
      // A monitor asks for the state now, never a copy a cache kept.
      respond: (c, data) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ status: 'success' as const, data });
      },
    },
    run: checkHealth,
  }),
};
