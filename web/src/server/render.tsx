import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { createTRPCClient, unstable_localLink } from '@trpc/client';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { languagePrefix, splitLanguage } from '@contracts/languages.ts';
import type { ServerRenderer, ServerTexts } from '@contracts/ssr.ts';
import type { AppRouter } from '../../../worker/index.ts';
import { AppRoutes } from '../app/router.tsx';
import { preloadScreenFor } from '../app/screens.tsx';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient, type TrpcClient } from '../lib/trpc.ts';
import { compiled } from '../i18n/catalogues.ts';
import enMail from '../messages/en/mail.json';
import enMeta from '../messages/en/meta.json';
import hiMail from '../messages/hi/mail.json';
import hiMeta from '../messages/hi/meta.json';
import knMail from '../messages/kn/mail.json';
import knMeta from '../messages/kn/meta.json';

/** The Worker's own texts (page titles, link previews, e-mails), compiled like the app's: contracts/ssr.ts ServerTexts. */
export const SERVER_TEXTS: ServerTexts = {
  en: { meta: compiled('meta', enMeta), mail: compiled('mail', enMail) },
  kn: { meta: compiled('meta', knMeta), mail: compiled('mail', knMail) },
  hi: { meta: compiled('meta', hiMeta), mail: compiled('mail', hiMail) },
};

/**
 * A screen's queries are found by rendering it: each pass fetches what the last one asked for, then renders again
 * with the answers. Three passes cover a query that depends on another's answer; what is still missing after that
 * loads in the browser as usual.
 */
const MAX_PASSES = 3;

function isEnabled(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  if (queryFn === skipToken) return false;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

function waitingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query) });
}

/**
 * Waits for every lazy part and emits finished markup: no Suspense fallbacks completed by inline scripts, which the
 * CSP (no inline script) would block.
 */
async function renderToHtml(app: ReactNode): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(app, {
    // Never move a large finished section out of place to be put back by a script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  return html;
}

/** The page as the app first draws it for a signed-out visitor (auth still loading), with its screen's data. */
export const renderPage: ServerRenderer<AppRouter> = async ({ url, router, createContext }) => {
  const queryClient = createQueryClient({ retry: false });
  const trpcClient: TrpcClient = createTRPCClient<AppRouter>({ links: [unstable_localLink({ router, createContext })] });
  const { language, path } = splitLanguage(url.pathname);
  await preloadScreenFor(path, language);
  // The browser's tree (main.tsx) with a static router: hydration needs the same components in the same places.
  const app = (
    <StrictMode>
      <AppProviders language={language} queryClient={queryClient} trpcClient={trpcClient}>
        <StaticRouter basename={languagePrefix(language) || undefined} location={`${url.pathname}${url.search}`}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
  let html = await renderToHtml(app);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const waiting = waitingQueries(queryClient);
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = await renderToHtml(app);
  }
  // A failed query is not sent to the browser, which starts it again: the markup must show it loading, as the
  // browser's first render will, not the server's error.
  const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' });
  if (failed.length > 0) {
    for (const query of failed) queryClient.getQueryCache().remove(query);
    html = await renderToHtml(app);
  }
  return { html, state: dehydrate(queryClient), complete: failed.length === 0 && waitingQueries(queryClient).length === 0 };
};
