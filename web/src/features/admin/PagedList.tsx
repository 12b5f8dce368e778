import type { ReactNode } from 'react';
import { Pager } from '../../components/Pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { serverMessage } from '../../lib/http-status.ts';

/** What a list section reads from its TanStack query. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface PagedListProps<Item extends { id: string }> {
  query: ListQuery;
  items: Item[] | undefined;
  totalPages: number | undefined;
  /** What the list holds, in 'Loading the {noun}…' and 'Could not load the {noun}'. */
  noun: string;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  /** Wider gaps for taller items. */
  spacing?: 'space-y-3' | 'space-y-4';
  renderItem: (item: Item) => ReactNode;
}

/**
 * docs/product.md §2.27: a section's list as every admin section shows it: loading, a failure with 'Try Again', an
 * empty list, or the page of items (dimmed while the next page loads) with the pager.
 */
export function PagedList<Item extends { id: string }>({
  query,
  items,
  totalPages,
  noun,
  empty,
  page,
  onPage,
  spacing = 'space-y-3',
  renderItem,
}: PagedListProps<Item>) {
  return (
    <div aria-busy={query.isFetching}>
      {query.isPending && <LoadingState title={`Loading the ${noun}…`} />}
      {query.isError && (
        <ErrorState
          title={`Could not load the ${noun}`}
          message={serverMessage(query.error, 'Please check your connection and try again.')}
          onRetry={() => void query.refetch()}
        />
      )}
      {items && items.length === 0 && <EmptyState title={empty} />}
      {items && items.length > 0 && (
        <ol className={`${spacing} ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ol>
      )}
      <Pager page={page} totalPages={totalPages ?? 1} onPage={onPage} />
    </div>
  );
}
