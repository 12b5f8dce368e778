/**
 * The owner portal's listing tabs in their tests: one approved listing, a signed-in owner, and the tab under its route
 * (/owner/businesses/:id/<tab>) so that ListingFrame reads the id and loads the listing as it does in the app.
 */
import type { ReactElement } from 'react';
import type { OwnerListing } from '../../../web/src/features/owner/owner-types.ts';
import { storeSession } from './fixtures.tsx';
import { renderWithApp, trpcFetch, type Handlers } from './trpc.tsx';

export const LISTING: OwnerListing = {
  id: 'b1',
  name: 'Udupi Grand',
  nameKn: null,
  nameHi: null,
  status: 'approved',
  isVerified: true,
  isPublic: true,
  category: { name: 'Restaurants', slug: 'restaurants' },
  subcategory: 'South Indian',
  description: 'Idli, dosa and filter coffee since 1978, in the heart of Malleswaram.',
  address: '12, 8th Cross, Malleswaram, Bengaluru',
  locality: 'Malleswaram',
  pincode: '560003',
  phone: '+918023456789',
  whatsapp: '+919845012345',
  email: 'hello@udupigrand.in',
  website: null,
  priceRange: 1,
  serves: null,
  pureVeg: true,
  homeVisit: false,
  homeDelivery: true,
  amenities: [],
  keywords: [],
  socialMedia: {},
  pendingChanges: [],
  createdAt: '2026-01-10T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
};

/** Calls are answered once: a refused one must show its message, not be sent again behind the test's back. */
const ONCE = { queries: { retry: false }, mutations: { retry: false } };

/** Renders one tab page of LISTING, e.g. `renderListingTab('hours', <ListingHoursTab />, handlers)`. */
export function renderListingTab(tab: string, page: ReactElement, handlers: Handlers) {
  storeSession();
  const fetchImpl = trpcFetch({ 'owner.listing': () => ({ data: LISTING }), ...handlers });
  const view = renderWithApp(
    { [`/owner/businesses/:id/${tab}`]: page },
    { path: `/owner/businesses/${LISTING.id}/${tab}`, fetch: fetchImpl, queryDefaults: ONCE },
  );
  return { fetchImpl, ...view };
}
