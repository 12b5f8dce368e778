import type { ReactNode } from 'react';
import { Pager } from '../../components/Pager.tsx';
import { ListStates, type ListQuery } from './ListStates.tsx';

interface PagedListProps<Item extends { id: string }> {
  query: ListQuery & { isPlaceholderData: boolean };
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
    <ListStates
      query={query}
      items={items}
      noun={noun}
      empty={empty}
      footer={<Pager page={page} totalPages={totalPages ?? 1} onPage={onPage} />}
    >
      {(shown) => (
        <ol className={`${spacing} ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          {shown.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ol>
      )}
    </ListStates>
  );
}
