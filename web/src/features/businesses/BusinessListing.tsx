import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import type { ViewMode } from '../../components/ViewToggle.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { countLabel } from '../../lib/counts.ts';
import type { BusinessCardData } from '../../lib/types.ts';
import { FavoriteBusinessGrid } from '../../components/FavoriteBusinessGrid.tsx';
import { useBusinessPages } from './api.ts';

interface BusinessListingProps {
  category: string;
  search: string;
  view: ViewMode;
}

/** One page seen twice (the list moved between loads) is shown once. */
function unique(businesses: BusinessCardData[]): BusinessCardData[] {
  const seen = new Set<string>();
  return businesses.filter((business) => {
    if (seen.has(business._id)) return false;
    seen.add(business._id);
    return true;
  });
}

/**
 * The pages loaded so far, one query each, appended in order. The page remounts this (by key) when the category or
 * the search changes, which starts again from page 1 with a fresh list.
 */
export function BusinessListing({ category, search, view }: BusinessListingProps) {
  const t = useMessages('businesses');
  const [pagesWanted, setPagesWanted] = useState(1);
  const pages = useBusinessPages({ category, search }, pagesWanted);
  const first = pages[0];
  const last = pages[pages.length - 1];
  if (!first || !last || first.isPending) return <LoadingState title={t.discovering()} />;
  if (first.isError) return <ErrorState title={t.loadError()} message={first.error.message} onRetry={() => void first.refetch()} />;

  const businesses = unique(pages.flatMap((page) => page.data?.businesses ?? []));
  if (businesses.length === 0) return <EmptyState title={t.noBusinesses()} hint={t.noBusinessesHint()} />;

  // The newest page's count: a search's total is a floor that grows as more pages are read (docs/decisions/019).
  const latest = pages.findLast((page) => page.isSuccess)?.data ?? first.data;
  const { total, totalPages } = latest.pagination;
  const loadedPages = pages.filter((page) => page.isSuccess).length;
  const loadingMore = last.isFetching;
  const loadMore = () => {
    if (last.isError) void last.refetch();
    else setPagesWanted((count) => count + 1);
  };

  return (
    <>
      <p className="mb-4 text-sm text-slate-600" aria-live="polite">
        {latest.totalIsLowerBound
          ? t.showingAtLeast({ loaded: businesses.length, total: countLabel(total, true) })
          : t.showing({ loaded: businesses.length, count: total })}
      </p>
      <FavoriteBusinessGrid businesses={businesses} layout={view} />
      {loadedPages < totalPages && (
        <div className="mt-10 flex flex-col items-center gap-3">
          {last.isError && !loadingMore && (
            <p role="alert" className="text-sm text-red-700">
              {t.loadMoreError({ message: last.error.message })}
            </p>
          )}
          <button
            type="button"
            onClick={loadMore}
            disabled={loadingMore}
            className="rounded-lg bg-blue-700 px-8 py-3 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {loadingMore ? t.loadingMore() : t.loadMore()}
          </button>
        </div>
      )}
    </>
  );
}
