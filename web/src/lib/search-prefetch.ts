import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTRPC } from './trpc.ts';

/**
 * The search screen's own rules, which it loads anyway: not in the first load of a page that only links to it, but
 * fetched while the visitor is typing a search (call it on focus), so the tap does not wait for them.
 */
export const loadSearchRules = () => import('./search-params.ts');

/**
 * Goes to a search's address with its answer already asked for: on a cheap phone, waiting for the search screen's
 * code and first render before asking the server (as the screen's own query would) doubles the wait. The screen's
 * query, the same one (search-params.ts searchInput), then finds the answer in the cache or on its way.
 */
export function useGoToSearch(): (path: string) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  return (path) => {
    const url = new URL(path, window.location.origin);
    void loadSearchRules()
      .then(({ readSearchState, searchInput }) =>
        queryClient.prefetchQuery(trpc.business.search.queryOptions(searchInput(readSearchState(url.searchParams), null))),
      )
      .catch(() => undefined);
    void navigate(path);
  };
}
