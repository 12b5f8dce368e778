import { campaignOperations } from '../../../operations/admin/campaigns.ts';
import { categoryOperations } from '../../../operations/admin/categories.ts';
import { localityOperations } from '../../../operations/admin/localities.ts';
import { quickLinkOperations } from '../../../operations/admin/quick-links.ts';
import { tradeWordOperations } from '../../../operations/admin/trade-words.ts';
import { proceduresOf } from '../../../operations/trpc.ts';
import { mergeRouters } from '../../init.ts';

/**
 * The catalogue (docs/product.md §7.11), as in REST. Adding a banner, or giving one a new image, has no procedure: the
 * image is a file, which the web app posts as multipart/form-data to `POST /api/admin/campaigns/:id/banners` (or
 * `PATCH …/banners/:bannerId`) with the same bearer token, as the owner portal uploads photos.
 */
export const catalogueProcedures = mergeRouters(
  proceduresOf(categoryOperations),
  proceduresOf(tradeWordOperations),
  proceduresOf(localityOperations),
  proceduresOf(campaignOperations),
  proceduresOf(quickLinkOperations),
);
