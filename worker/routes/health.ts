import { healthOperations } from '../operations/health.ts';
import { restRoutes } from '../operations/rest.ts';

export const healthRoutes = restRoutes('/api/health', healthOperations);
