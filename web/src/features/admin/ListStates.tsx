import type { HTMLAttributes, ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { serverMessage } from '../../lib/http-status.ts';

/** What a list section reads from its TanStack query. */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface ListStatesProps<Item> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  query: ListQuery;
  /** The list once read. */
  items: readonly Item[] | undefined;
  /** What the list holds, in 'Loading the {noun}…' and 'Could not load the {noun}'. */
  noun: string;
  empty: string;
  emptyHint?: string | undefined;
  /** Draws the items when there are some. */
  children: (items: readonly Item[]) => ReactNode;
  /** Shown after the items whatever the list's state: its pager. */
  footer?: ReactNode;
}

/**
 * docs/product.md §2.27: a list as every admin section shows it, busy while it is read: loading, a failure in the
 * server's words with 'Try Again', an empty list, or its items.
 */
export function ListStates<Item>({ query, items, noun, empty, emptyHint, children, footer, ...box }: ListStatesProps<Item>) {
  return (
    <div aria-busy={query.isFetching} {...box}>
      {query.isPending && <LoadingState title={`Loading the ${noun}…`} />}
      {query.isError && (
        <ErrorState
          title={`Could not load the ${noun}`}
          message={serverMessage(query.error, 'Please check your connection and try again.')}
          onRetry={() => void query.refetch()}
        />
      )}
      {items && items.length === 0 && <EmptyState title={empty} hint={emptyHint} />}
      {items && items.length > 0 && children(items)}
      {footer}
    </div>
  );
}
