import { auditQuerySchema } from '../../contracts/audit.ts';
import { listAuditEntries } from '../../services/admin/audit.ts';
import { operation } from '../operation.ts';

/** docs/product.md §7.11, the audit log: every admin and owner write, newest first. */
export const auditOperations = {
  audit: operation({
    guard: 'admin',
    rest: { method: 'get', path: '/api/admin/audit', query: auditQuerySchema },
    run: listAuditEntries,
  }),
};
