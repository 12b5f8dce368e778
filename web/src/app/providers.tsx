import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Language } from '@contracts/languages.ts';
import { LanguageProvider } from '../i18n/language.tsx';
import { AuthProvider } from '../lib/auth.tsx';
import { createQueryClient, createTrpcClient, TRPCProvider, type TrpcClient } from '../lib/trpc.ts';

interface AppProvidersProps {
  language: Language;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** The cache the server rendered the page from, so the first render shows the same content. */
  initialData?: DehydratedState | undefined;
  children: ReactNode;
}

/** The same tree on the server and in the browser: hydration needs both to render alike. */
export function AppProviders({ language, queryClient, trpcClient, initialData, children }: AppProvidersProps) {
  return (
    <LanguageProvider language={language}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={initialData}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <AuthProvider>{children}</AuthProvider>
          </TRPCProvider>
        </HydrationBoundary>
      </QueryClientProvider>
    </LanguageProvider>
  );
}

interface ProvidersProps {
  language: Language;
  initialData?: DehydratedState | undefined;
  children: ReactNode;
}

export function Providers({ language, children, initialData }: ProvidersProps) {
  const [queryClient] = useState(() => createQueryClient());
  const [trpcClient] = useState(() => createTrpcClient(undefined, language));
  return (
    <AppProviders language={language} queryClient={queryClient} trpcClient={trpcClient} initialData={initialData}>
      {children}
    </AppProviders>
  );
}
