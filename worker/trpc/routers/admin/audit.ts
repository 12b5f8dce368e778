import { auditQuerySchema } from '../../../contracts/audit.ts';
import { listAuditEntries } from '../../../services/admin/audit.ts';
import { adminProcedure, router } from '../../init.ts';

/** The audit log (docs/product.md §7.11), as in REST. */
export const auditProcedures = router({
  audit: adminProcedure.input(auditQuerySchema).query(({ ctx, input }) => listAuditEntries(ctx, input)),
});
