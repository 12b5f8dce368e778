import { mergeRouters } from '../../init.ts';
import { analyticsProcedures } from './analytics.ts';
import { claimProcedures } from './claims.ts';
import { historyProcedures } from './history.ts';
import { leadProcedures } from './leads.ts';
import { listingProcedures } from './listings.ts';
import { mediaProcedures } from './media.ts';

/** The owner portal's procedures (docs/product.md §7.10), one router per area, merged into `owner.*`. */
export const ownerRouter = mergeRouters(
  listingProcedures,
  leadProcedures,
  mediaProcedures,
  analyticsProcedures,
  claimProcedures,
  historyProcedures,
);
