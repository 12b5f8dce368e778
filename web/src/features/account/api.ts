import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Procedures, Reactions } from '../../lib/api-types.ts';
import { useTRPC, useTRPCClient } from '../../lib/trpc.ts';
import type { RouterOutputs } from '../../lib/types.ts';

type Auth = Procedures['auth'];

/** The user's reviews, a page at a time; the page on screen stays while the next one loads. */
export function useMyReviews(page: number, limit: number) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.myReviews.mine.queryOptions({ page, limit }), placeholderData: keepPreviousData });
}

export function useUpdateProfile(reactions: Reactions<Auth['updateProfile']>) {
  const trpc = useTRPC();
  return useMutation(trpc.auth.updateProfile.mutationOptions(reactions));
}

/** The first step of a new address: the code goes to it. */
export function useChangeEmail(reactions: Reactions<Auth['changeEmail']>) {
  const trpc = useTRPC();
  return useMutation(trpc.auth.changeEmail.mutationOptions(reactions));
}

export function useConfirmEmailChange(reactions: Reactions<Auth['confirmEmailChange']>) {
  const trpc = useTRPC();
  return useMutation(trpc.auth.confirmEmailChange.mutationOptions(reactions));
}

/** The devices signed in to the account, this one marked. */
export function useDevices() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.sessions.queryOptions());
}

/** After a change that signs devices out, their list is read again; then the screen's own reactions run. */
function useThenReadDevices<Answer extends unknown[]>(onSuccess: ((...answer: Answer) => unknown) | undefined) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (...answer: Answer) => {
    void queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.queryKey() });
    return onSuccess?.(...answer);
  };
}

/** The server signs every other device out with a new password. */
export function useChangePassword(reactions: Reactions<Auth['changePassword']>) {
  const trpc = useTRPC();
  const onSuccess = useThenReadDevices(reactions.onSuccess);
  return useMutation(trpc.auth.changePassword.mutationOptions({ ...reactions, onSuccess }));
}

export function useSignOutDevice(reactions: Reactions<Auth['revokeSession']>) {
  const trpc = useTRPC();
  const onSuccess = useThenReadDevices(reactions.onSuccess);
  return useMutation(trpc.auth.revokeSession.mutationOptions({ ...reactions, onSuccess }));
}

export function useSignOutOtherDevices(reactions: Reactions<Auth['revokeOtherSessions']>) {
  const trpc = useTRPC();
  const onSuccess = useThenReadDevices(reactions.onSuccess);
  return useMutation(trpc.auth.revokeOtherSessions.mutationOptions({ ...reactions, onSuccess }));
}

/**
 * A copy of everything held about the user, asked for on the click and straight through the client rather than as a
 * cached query: the copy is made to be saved, and a second click should get a fresh one.
 */
export function useDataExport(reactions: {
  onSuccess: (data: RouterOutputs['auth']['exportData']) => void;
  onError: (error: unknown) => void;
}) {
  const client = useTRPCClient();
  return useMutation({ mutationFn: () => client.auth.exportData.query(), ...reactions });
}

export function useDeleteAccount(reactions: Reactions<Auth['deleteAccount']>) {
  const trpc = useTRPC();
  return useMutation(trpc.auth.deleteAccount.mutationOptions(reactions));
}
