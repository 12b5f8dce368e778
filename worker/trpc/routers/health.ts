import { healthOperations } from '../../operations/health.ts';
import { proceduresOf } from '../../operations/trpc.ts';

export const healthRouter = proceduresOf(healthOperations);
