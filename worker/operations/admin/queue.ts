import { queueQuerySchema } from '../../contracts/admin-queue.ts';
import { readQueue } from '../../services/admin/queue.ts';
import { operation } from '../operation.ts';

/** docs/product.md §7.11, the admin queue: everything that waits for an admin, oldest first (§3.24), as `{items, counts, pagination}`. */
export const queueOperations = {
  queue: operation({
    guard: 'admin',
    rest: { method: 'get', path: '/api/admin/queue', query: queueQuerySchema },
    run: readQueue,
  }),
};
