import { campaignOperations } from '../../operations/admin/campaigns.ts';
import { categoryOperations } from '../../operations/admin/categories.ts';
import { localityOperations } from '../../operations/admin/localities.ts';
import { quickLinkOperations } from '../../operations/admin/quick-links.ts';
import { tradeWordOperations } from '../../operations/admin/trade-words.ts';
import { restRoutes } from '../../operations/rest.ts';
import { bannerUploadRoutes } from './banner-uploads.ts';

/** docs/product.md §7.11, the catalogue's REST door: its operations' routes, and the banners' uploads. */
export const catalogueRoutes = restRoutes(
  '/api/admin',
  categoryOperations,
  tradeWordOperations,
  localityOperations,
  campaignOperations,
  quickLinkOperations,
).route('/', bannerUploadRoutes);
