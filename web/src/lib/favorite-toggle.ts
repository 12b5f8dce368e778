import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC, useTRPCClient } from './trpc.ts';

/*
 * The heart on a business's card and profile (docs/product.md §3.10): whether the signed-in user has saved the
 * business, and saving it or taking it out. The saved list itself is the favourites screen's
 * (web/src/lib/favorites.ts).
 */

/** Whether the signed-in user has saved the business; a visitor is not asked about. */
export function useFavoriteStatus(businessId: string, signedIn: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.favorites.check.queryOptions({ id: businessId }, { enabled: signedIn }));
}

/**
 * Saves the business (`true`) or takes it out: the heart shows the new state at once and the old one again if the
 * server refuses; once the server has taken it, the saved list is read again. The screen's reactions run first.
 */
export function useToggleFavorite(
  businessId: string,
  reactions: { onSuccess: (saved: boolean) => void; onError: (error: unknown) => void },
) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const checkKey = trpc.favorites.check.queryKey({ id: businessId });
  return useMutation({
    mutationFn: async (next: boolean) => {
      if (next) await client.favorites.add.mutate({ id: businessId });
      else await client.favorites.remove.mutate({ id: businessId });
    },
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: checkKey });
      const previous = queryClient.getQueryData<boolean>(checkKey);
      queryClient.setQueryData(checkKey, next);
      return { previous };
    },
    onError: (error, next, context) => {
      // Before the status had loaded the button showed "not a favourite", the opposite of the attempt.
      queryClient.setQueryData(checkKey, context?.previous ?? !next);
      reactions.onError(error);
    },
    onSuccess: (_data, next) => {
      reactions.onSuccess(next);
      void queryClient.invalidateQueries({ queryKey: trpc.favorites.list.queryKey() });
    },
  });
}
