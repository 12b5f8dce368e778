import { adminBusinessesQuerySchema } from '../../contracts/admin-businesses.ts';
import { listAdminBusinesses } from '../../services/admin/businesses.ts';
import { operation } from '../operation.ts';

/** Issue 13: the admin's list of listings of every status (the decisions on one are in listing-decisions.ts). */
export const businessOperations = {
  businesses: operation({
    guard: 'admin',
    rest: { method: 'get', path: '/api/admin/businesses', query: adminBusinessesQuerySchema },
    run: listAdminBusinesses,
  }),
};
