import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, type TRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { DEFAULT_LANGUAGE, type Language } from '@contracts/languages.ts';
import { serverMessagesIn } from '../i18n/catalogues.ts';
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

/**
 * On a page in Kannada or Hindi, a failed call's message and field messages in the page's language before any screen
 * sees them (catalogues.ts serverMessagesIn, loaded only when a call fails or a form is filled in).
 */
function serverMessagesLink(language: Language): TRPCLink<AppRouter> {
  return () =>
    ({ next, op }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (value) => observer.next(value),
          error: (error) =>
            void serverMessagesIn(language)
              // A catalogue that cannot load leaves the message as the server wrote it.
              .then(
                (messages) => messages.translateFailure(error),
                () => undefined,
              )
              .finally(() => observer.error(error)),
          complete: () => observer.complete(),
        }),
      );
}

export function createTrpcClient(fetchImpl: typeof fetch = (...args) => fetch(...args), language: Language = DEFAULT_LANGUAGE) {
  return createTRPCClient<AppRouter>({
    links: [
      ...(language === DEFAULT_LANGUAGE ? [] : [serverMessagesLink(language)]),
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
