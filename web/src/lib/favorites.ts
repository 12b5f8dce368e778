import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Messages } from '../i18n/catalogues.ts';
import { keepFirst, type Procedures, type Reactions } from './api-types.ts';
import { useTRPC } from './trpc.ts';

/*
 * The saved businesses as the favourites screen and the account's tab list them. The heart's own calls are
 * web/src/lib/favorite-toggle.ts, apart so that the public pages, which show the heart, do not load these.
 */

/** What the favourites screen and the account's tab say when nothing is saved: `noFavorites(useMessages('shell'))`. */
export function noFavorites(t: Pick<Messages<'shell'>, 'noFavouritesTitle' | 'noFavouritesHint'>): { title: string; hint: string } {
  return { title: t.noFavouritesTitle(), hint: t.noFavouritesHint() };
}

/** The signed-in user's saved businesses, as /favorites and the account's tab both list them (one cached answer). */
export function useFavoriteList() {
  const trpc = useTRPC();
  return useQuery(trpc.favorites.list.queryOptions());
}

/**
 * Takes a business out of the saved ones. Once the server has taken it, the list and the business's heart say so
 * without asking the server again; then the screen's own reactions run.
 */
export function useRemoveFavorite(reactions: Reactions<Procedures['favorites']['remove']> = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.favorites.remove.mutationOptions(
      keepFirst(reactions, (_answer, { id }) => {
        queryClient.setQueryData(trpc.favorites.list.queryKey(), (current) => current?.filter((business) => business.id !== id));
        queryClient.setQueryData(trpc.favorites.check.queryKey({ id }), false);
      }),
    ),
  );
}
