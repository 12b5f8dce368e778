import { useQueries } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** The listing's first `count` pages, one query each, so a page loaded once stays loaded as more are asked for. */
export function useBusinessPages({ category, search }: { category: string; search: string }, count: number) {
  const trpc = useTRPC();
  return useQueries({
    queries: Array.from({ length: count }, (_, n) =>
      trpc.business.list.queryOptions({
        page: n + 1,
        limit: PAGE_SIZE.businesses,
        category: category || undefined,
        search: search || undefined,
      }),
    ),
  });
}
