import { router } from '../../init.ts';

export const auditProcedures = router({});
