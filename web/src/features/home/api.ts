import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { HOME_COUNTS } from '../../lib/constants.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** A position as the server takes it. */
export interface Coordinates {
  lat: number;
  lng: number;
}

/** The campaign sections the home page shows; fetched together, so both banners cost one request. */
const HOME_SECTIONS = ['featured-section', 'popular-locations'] as const;
export type HomeBannerSection = (typeof HOME_SECTIONS)[number];

/** The campaign of a home section, once it has a banner to show. */
export function useHomeCampaign(section: HomeBannerSection) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.site.campaigns.queryOptions({ sections: [...HOME_SECTIONS] }),
    select: (campaigns) => campaigns.find((candidate) => candidate.section === section && candidate.banners.length > 0),
  });
}

/** The most-used categories, as many as the home page shows. */
export function useTopCategories() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.business.categories.queryOptions(), select: (list) => list.slice(0, HOME_COUNTS.categories) });
}

/** The localities with the most businesses. */
export function usePopularLocalities() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.business.locations.queryOptions(),
    select: (list) => [...list].sort((a, b) => b.count - a.count).slice(0, HOME_COUNTS.locations),
  });
}

export function useFeaturedBusinesses() {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.business.list.queryOptions({ page: 1, limit: HOME_COUNTS.featured, featured: true }),
    select: (result) => result.businesses,
  });
}

/**
 * The best-rated businesses in an area, with real distances when the area is the pincode of the visitor's position.
 * The last answer stays on screen while the next area's loads.
 */
export function useNearbyBusinesses(area: { pincode?: string; location?: string }, origin: Coordinates | undefined) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.business.search.queryOptions({
      page: 1,
      limit: HOME_COUNTS.nearby,
      sort: 'rating',
      ...area,
      ...(origin && area.pincode ? { lat: origin.lat, lng: origin.lng } : {}),
    }),
    placeholderData: keepPreviousData,
    select: (result) => result.businesses,
  });
}

export function useRecentBusinesses() {
  const trpc = useTRPC();
  return useQuery(trpc.business.recent.queryOptions({ limit: HOME_COUNTS.recent }));
}

/** The pincode and place of a position, by the server's reverse geocoding; asked once a position is known, never again. */
export function usePlaceOf(coords: Coordinates | undefined) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.site.reverseGeocode.queryOptions(coords ?? skipToken), retry: false, staleTime: Infinity });
}
