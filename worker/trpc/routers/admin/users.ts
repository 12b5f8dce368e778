import { adminUsersQuerySchema, userUpdateSchema } from '../../../contracts/admin-moderation.ts';
import { idParam } from '../../../contracts/common.ts';
import { listUsers, updateUser } from '../../../services/admin/users.ts';
import { adminProcedure, router } from '../../init.ts';

/** The admin's users (docs/product.md §7.11), as in REST: `updateUser` takes the account's id and its changes. */
export const usersProcedures = router({
  users: adminProcedure.input(adminUsersQuerySchema).query(({ ctx, input }) => listUsers(ctx, input)),
  updateUser: adminProcedure
    .input(idParam.extend({ changes: userUpdateSchema }))
    .mutation(({ ctx, input }) => updateUser(ctx, ctx.user, input.id, input.changes)),
});
