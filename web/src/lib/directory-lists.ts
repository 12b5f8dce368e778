import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc.ts';

/*
 * The directory's categories and localities with their counts, which many screens name or offer (the footer, the
 * listings, the search's filters, an owner's form): one list each, read once and shared. A screen that offers them as
 * filters may keep them for longer (`staleTime`): they change when an admin edits the catalogue.
 */

export function useCategoryList({ staleTime }: { staleTime?: number } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.business.categories.queryOptions(), ...(staleTime === undefined ? {} : { staleTime }) });
}

export function useLocalityList() {
  const trpc = useTRPC();
  return useQuery(trpc.business.locations.queryOptions());
}
