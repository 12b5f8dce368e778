import { router } from '../../init.ts';

export const decisionsProcedures = router({});
