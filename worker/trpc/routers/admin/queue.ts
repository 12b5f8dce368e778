import { router } from '../../init.ts';

export const queueProcedures = router({});
