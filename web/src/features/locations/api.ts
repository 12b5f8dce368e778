import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { useTRPC } from '../../lib/trpc.ts';
import type { LocationSort } from './LocationFilterBar.tsx';

/** The search API's largest page: enough to see every business of a locality for the overview figures. */
const OVERVIEW_LIMIT = 50;

/** A locality's best-rated businesses, as many as one page holds: its figures and popular categories are drawn from them. */
export function useLocalitySample(locality: string) {
  const trpc = useTRPC();
  return useQuery(trpc.business.search.queryOptions({ location: locality, limit: OVERVIEW_LIMIT, sort: 'rating' }));
}

/** How many of a locality's businesses are open now: only the count is read. */
export function useOpenNowInLocality(locality: string) {
  const trpc = useTRPC();
  return useQuery(trpc.business.search.queryOptions({ location: locality, openNow: true, limit: 1 }));
}

interface LocalityCriteria {
  locality: string;
  category: string | null;
  /** The words typed in the filter box. */
  text: string;
  sort: LocationSort;
  /** The locality's centre, the distances' origin. */
  centre: { latitude: number; longitude: number } | null;
  page: number;
}

/** One page of a locality's businesses as filtered and sorted; the last page stays on screen while the next loads. */
export function useLocalityBusinesses({ locality, category, text, sort, centre, page }: LocalityCriteria) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.business.search.queryOptions({
      location: locality,
      category: category ?? undefined,
      q: text || undefined,
      sort,
      lat: centre?.latitude,
      lng: centre?.longitude,
      page,
      limit: PAGE_SIZE.location,
    }),
    placeholderData: keepPreviousData,
  });
}
