import { router } from '../../init.ts';

export const catalogueProcedures = router({});
