import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth.tsx';
import { createQueryClient, createTrpcClient, TRPCProvider, type TrpcClient } from '../lib/trpc.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** The cache the server rendered the page from, so the first render shows the same content. */
  initialData?: DehydratedState | undefined;
  children: ReactNode;
}

/** The same tree on the server and in the browser: hydration needs both to render alike. */
export function AppProviders({ queryClient, trpcClient, initialData, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={initialData}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <AuthProvider>{children}</AuthProvider>
        </TRPCProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

export function Providers({ children, initialData }: { children: ReactNode; initialData?: DehydratedState | undefined }) {
  const [queryClient] = useState(() => createQueryClient());
  const [trpcClient] = useState(() => createTrpcClient());
  return (
    <AppProviders queryClient={queryClient} trpcClient={trpcClient} initialData={initialData}>
      {children}
    </AppProviders>
  );
}
