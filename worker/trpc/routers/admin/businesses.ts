import { adminBusinessesQuerySchema } from '../../../contracts/admin-businesses.ts';
import { listAdminBusinesses } from '../../../services/admin/businesses.ts';
import { adminProcedure, router } from '../../init.ts';

export const businessesProcedures = router({
  businesses: adminProcedure.input(adminBusinessesQuerySchema).query(({ ctx, input }) => listAdminBusinesses(ctx, input)),
});
