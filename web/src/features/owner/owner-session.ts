import { useCallback } from 'react';
import { useAuth } from '../../lib/auth.tsx';
import { useTRPCClient } from '../../lib/trpc.ts';

/**
 * After adding or claiming a listing the server has made the caller an owner (docs/product.md §3.23), but the session's
 * cached user still says 'user', and /owner's guard reads that. This reads the user again; should that call fail, the
 * cache takes the role the server gave, since the guard only shapes the screens and the server checks every call.
 */
export function useRefreshOwnerSession(): () => Promise<void> {
  const client = useTRPCClient();
  const { user, updateUser } = useAuth();
  return useCallback(async () => {
    try {
      updateUser(await client.auth.me.query());
    } catch {
      if (user?.role === 'user') updateUser({ ...user, role: 'owner' });
    }
  }, [client, user, updateUser]);
}
