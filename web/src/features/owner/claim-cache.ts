import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import type { OwnerClaim } from './owner-types.ts';

/**
 * Puts a claim the server just answered into the cached `owner.claims`, newest first, so the claim screen moves to its
 * next state at once rather than after another request.
 */
export function useKeepClaim(): (claim: OwnerClaim) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (claim: OwnerClaim) =>
      queryClient.setQueryData(trpc.owner.claims.queryKey(), (claims = []) =>
        claims.some((known) => known.id === claim.id) ? claims.map((known) => (known.id === claim.id ? claim : known)) : [claim, ...claims],
      ),
    [queryClient, trpc],
  );
}
