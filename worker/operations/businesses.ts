import { eventBodySchema } from '../contracts/analytics.ts';
import { enquiryBodySchema, listQuerySchema, recentQuerySchema, searchQuerySchema } from '../contracts/business.ts';
import { idParam } from '../contracts/common.ts';
import { recordEvent } from '../services/analytics.ts';
import { createEnquiry, getPublicBusiness, listCategories, listLocations } from '../services/businesses.ts';
import { listBusinesses, newestBusinesses, searchBusinesses } from '../services/search/answer.ts';
import { operation } from './operation.ts';

/** docs/product.md §7.2, the directory as visitors read it. */
export const businessOperations = {
  list: operation({
    guard: 'public',
    rest: { method: 'get', path: '/api/business/public', query: listQuerySchema },
    run: listBusinesses,
  }),
  // The listing answers at /business too (docs/product.md §7.2): the same service at a second path, once in tRPC.
  listAtRoot: operation({
    guard: 'public',
    rest: { method: 'get', path: '/api/business', query: listQuerySchema },
    run: listBusinesses,
    trpc: false,
  }),
  search: operation({
    guard: 'public',
    rest: { method: 'get', path: '/api/business/search', query: searchQuerySchema },
    run: searchBusinesses,
  }),
  categories: operation({
    guard: 'public',
    rest: { method: 'get', path: '/api/business/categories', reply: (categories) => ({ data: { categories } }) },
    run: listCategories,
  }),
  locations: operation({
    guard: 'public',
    rest: { method: 'get', path: '/api/business/locations', reply: (locations) => ({ data: { locations } }) },
    run: listLocations,
  }),
  recent: operation({
    guard: 'public',
    rest: { method: 'get', path: '/api/business/recent', query: recentQuerySchema, reply: (businesses) => ({ data: { businesses } }) },
    run: newestBusinesses,
  }),
  /** Counts one view in either door. */
  byId: operation({
    guard: 'public',
    rest: {
      method: 'get',
      path: '/api/business/public/:id',
      params: idParam,
      // Never kept by a cache: each answer counts a view and carries the counts as they are now.
      respond: (c, business) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ status: 'success' as const, data: { business } });
      },
    },
    run: getPublicBusiness,
  }),
  enquire: operation({
    guard: 'public',
    rest: {
      method: 'post',
      path: '/api/business/public/:id/enquiry',
      status: 201,
      params: idParam,
      body: enquiryBodySchema,
      bodyAs: 'enquiry',
      reply: ({ businessName, businessPhone, whatsappUrl, enquiries }) => ({
        message: 'Enquiry sent successfully',
        data: { businessName, businessPhone, whatsappUrl, enquiries },
      }),
    },
    run: createEnquiry,
  }),
  // A beacon: the same empty answer whether or not the tap counted (docs/product.md §3.23 Analytics). REST only
  // (§7.8): the web app sends it with fetch and keepalive (web/src/features/business/track-event.ts).
  recordEvent: operation({
    guard: 'public',
    rest: {
      method: 'post',
      path: '/api/business/public/:id/events',
      params: idParam,
      body: eventBodySchema,
      respond: (c) => c.body(null, 204),
    },
    run: recordEvent,
    trpc: false,
  }),
};
