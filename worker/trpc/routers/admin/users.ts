import { router } from '../../init.ts';

export const usersProcedures = router({});
