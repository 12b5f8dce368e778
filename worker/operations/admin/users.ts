import { adminUsersQuerySchema, userUpdateSchema } from '../../contracts/admin-moderation.ts';
import { idParam } from '../../contracts/common.ts';
import { listUsers, updateUser } from '../../services/admin/users.ts';
import { operation } from '../operation.ts';

/** docs/product.md §7.11, the admin's users: `updateUser` takes the account's id and its changes. */
export const userOperations = {
  users: operation({
    guard: 'admin',
    rest: { method: 'get', path: '/api/admin/users', query: adminUsersQuerySchema },
    run: listUsers,
  }),
  updateUser: operation({
    guard: 'admin',
    rest: {
      method: 'patch',
      path: '/api/admin/users/:id',
      params: idParam,
      body: userUpdateSchema,
      bodyAs: 'changes',
      reply: ({ message, ...data }) => ({ message, data }),
    },
    run: updateUser,
  }),
};
