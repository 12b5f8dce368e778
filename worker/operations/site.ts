import { campaignsQuerySchema, contactBodySchema, reverseGeocodeQuerySchema } from '../contracts/site-content.ts';
import { storeContactMessage } from '../services/contact.ts';
import { listCampaigns, listQuickLinks } from '../services/curation.ts';
import { reverseGeocode } from '../services/geo.ts';
import { operation } from './operation.ts';

/** docs/product.md §7.4, the site's own content, the pincode near a point, and a message to us. */
export const siteOperations = {
  quickLinks: operation({
    guard: 'public',
    rest: { method: 'get', path: '/api/quicklinks/public', reply: (quickLinks) => ({ data: { quickLinks } }) },
    run: listQuickLinks,
  }),
  campaigns: operation({
    guard: 'public',
    rest: { method: 'get', path: '/api/campaigns/public', query: campaignsQuerySchema, reply: (campaigns) => ({ data: { campaigns } }) },
    run: listCampaigns,
  }),
  reverseGeocode: operation({
    guard: 'public',
    rest: {
      method: 'get',
      path: '/api/geocode/reverse',
      query: reverseGeocodeQuerySchema,
      // The pincode and place also stand beside `data`, where the REST contract has always had them (§7.4).
      respond: (c, found) => c.json({ status: 'success' as const, pincode: found.pincode, place: found.place, data: found }),
    },
    run: reverseGeocode,
  }),
  contact: operation({
    guard: 'public',
    rest: {
      method: 'post',
      path: '/api/contact',
      status: 201,
      body: contactBodySchema,
      reply: () => ({ message: "Thank you for your message. We'll get back to you soon." }),
    },
    run: storeContactMessage,
  }),
};
