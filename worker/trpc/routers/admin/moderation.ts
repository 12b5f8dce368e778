import { router } from '../../init.ts';

export const moderationProcedures = router({});
