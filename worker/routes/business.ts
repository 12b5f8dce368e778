import { businessOperations } from '../operations/businesses.ts';
import { restRoutes } from '../operations/rest.ts';

/** docs/product.md §7.2, the directory's REST door. */
export const businessRoutes = restRoutes('/api/business', businessOperations);
