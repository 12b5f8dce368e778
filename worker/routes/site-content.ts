import { restRoutes } from '../operations/rest.ts';
import { siteOperations } from '../operations/site.ts';

const { quickLinks, campaigns, reverseGeocode, contact } = siteOperations;

// docs/product.md §7.4: one group of operations, under four mounts of their own (worker/index.ts).
export const quickLinkRoutes = restRoutes('/api/quicklinks', { quickLinks });
export const campaignRoutes = restRoutes('/api/campaigns', { campaigns });
export const geocodeRoutes = restRoutes('/api/geocode', { reverseGeocode });
export const contactRoutes = restRoutes('/api/contact', { contact });
