import { queueQuerySchema } from '../../../contracts/admin-queue.ts';
import { readQueue } from '../../../services/admin/queue.ts';
import { adminProcedure, router } from '../../init.ts';

/** The admin queue (docs/product.md §3.24), as `GET /api/admin/queue`: `{items, counts, pagination}`. */
export const queueProcedures = router({
  queue: adminProcedure.input(queueQuerySchema).query(({ ctx, input }) => readQueue(ctx, input)),
});
