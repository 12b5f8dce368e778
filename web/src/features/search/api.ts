import { useQuery } from '@tanstack/react-query';
import { searchInput, type Position, type SearchState } from '../../lib/search-params.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** The search the address describes, with the visitor's position when they gave it for distances. */
export function useSearchResults(state: SearchState, position: Position | null) {
  const trpc = useTRPC();
  return useQuery(trpc.business.search.queryOptions(searchInput(state, position)));
}
