import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { TRPC_MAX_BATCH } from '@contracts/limits.ts';
import type { AppRouter } from '../../../worker/index.ts';
import { TRPC_URL } from './api-paths.ts';
import { readToken } from './session-storage.ts';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry, refetchOnWindowFocus: false } },
  });
}

export type TrpcClient = TRPCClient<AppRouter>;

export function createTrpcClient(fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: TRPC_URL,
        fetch: fetchImpl,
        // The server refuses longer batches; a page that asks more at once is sent as several requests.
        maxItems: TRPC_MAX_BATCH,
        // Read on every request, so signing in or out takes effect without rebuilding the client.
        headers() {
          const token = readToken();
          return token ? { authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
}
