import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { useTRPCClient } from '../../lib/trpc.ts';

/** One category's businesses, 20 a page; each 'Load More' appends the next page. */
export function useCategoryBusinesses(category: string, search: string) {
  const client = useTRPCClient();
  const query = useInfiniteQuery({
    queryKey: ['business.list', 'category-pages', { category, search }],
    queryFn: ({ pageParam }) =>
      client.business.list.query({ category, search: search || undefined, page: pageParam, limit: PAGE_SIZE.category }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined),
  });
  const businesses = query.data?.pages.flatMap((page) => page.businesses) ?? [];
  // The newest page's total: with words it is a floor that grows as more pages are read (docs/decisions/019).
  const last = query.data?.pages.at(-1);
  return { ...query, businesses, total: last?.total ?? 0, totalIsLowerBound: last?.totalIsLowerBound ?? false };
}
