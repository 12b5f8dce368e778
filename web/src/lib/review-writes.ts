import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from './trpc.ts';

/** Whatever shows a review or its business's rating (the profile, its reviews, the account's list) is read again. */
function useRefreshReviews(businessId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.reviews.byBusiness.pathFilter()),
      queryClient.invalidateQueries({ queryKey: trpc.business.byId.queryKey({ id: businessId }) }),
      queryClient.invalidateQueries(trpc.myReviews.mine.pathFilter()),
    ]);
}

/*
 * The user's own review of a business, written from its page or the account's list. The refresh is not awaited: the
 * form closes and the toast shows at once, and a deleted review's entry may unmount on the refetch.
 */

export function useCreateReview(businessId: string) {
  const trpc = useTRPC();
  const refresh = useRefreshReviews(businessId);
  return useMutation(trpc.myReviews.create.mutationOptions({ onSuccess: () => void refresh() }));
}

export function useUpdateReview(businessId: string) {
  const trpc = useTRPC();
  const refresh = useRefreshReviews(businessId);
  return useMutation(trpc.myReviews.update.mutationOptions({ onSuccess: () => void refresh() }));
}

/** `onRemoved` runs before the refresh, while whatever asked is still on the page to close and say so. */
export function useRemoveReview(businessId: string, onRemoved?: () => void) {
  const trpc = useTRPC();
  const refresh = useRefreshReviews(businessId);
  return useMutation(
    trpc.myReviews.remove.mutationOptions({
      onSuccess: () => {
        onRemoved?.();
        void refresh();
      },
    }),
  );
}
