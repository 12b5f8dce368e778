/**
 * The shared harness of the web component tests: a fake `fetch` that answers tRPC batch requests the way the
 * Worker does, a way to read back what each procedure was asked, and a render helper that puts a page inside
 * the app's providers (React Query, tRPC and, when there is a path or routes, a MemoryRouter).
 */
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi, type Mock } from 'vitest';
import { DEFAULT_LANGUAGE, type Language } from '@contracts/languages.ts';
import { LanguageProvider } from '../../../web/src/i18n/language.tsx';
import { createQueryClient, createTrpcClient, TRPCProvider } from '../../../web/src/lib/trpc.ts';

/** What a procedure was called with: the batch entry's input, `{}` when it had none. */
export type Input = Record<string, unknown>;

/** A procedure's answer: its data, or an error the way the Worker reports it (message, HTTP status, refused fields). */
export type Answer = { data: unknown } | { error: { message: string; httpStatus: number; errors?: { field: string; message: string }[] } };

/** One handler per procedure name (`'business.search'`); a handler may hold its answer back by returning a promise. */
export type Handler = (input: Input) => Answer | Promise<Answer>;
export type Handlers = Record<string, Handler>;

/** The fake fetch, with its recorded calls. */
export type FetchMock = Mock<typeof fetch>;

/** tRPC error codes by HTTP status, as @trpc/server names and numbers them. */
const TRPC_ERRORS: Record<number, { code: string; jsonRpc: number }> = {
  400: { code: 'BAD_REQUEST', jsonRpc: -32600 },
  401: { code: 'UNAUTHORIZED', jsonRpc: -32001 },
  403: { code: 'FORBIDDEN', jsonRpc: -32003 },
  404: { code: 'NOT_FOUND', jsonRpc: -32004 },
  409: { code: 'CONFLICT', jsonRpc: -32009 },
  429: { code: 'TOO_MANY_REQUESTS', jsonRpc: -32029 },
  500: { code: 'INTERNAL_SERVER_ERROR', jsonRpc: -32603 },
  503: { code: 'SERVICE_UNAVAILABLE', jsonRpc: -32603 },
};

/** The procedures and inputs of one batch request: GET queries carry them in `?input=`, POST mutations in the body. */
function readBatch(url: RequestInfo | URL, init?: RequestInit): { procedure: string; input: Input }[] {
  const address = new URL(String(url), 'http://localhost');
  const procedures = address.pathname.replace(/^.*\/trpc\//, '').split(',');
  const raw = init?.method === 'POST' ? String(init.body ?? '{}') : (address.searchParams.get('input') ?? '{}');
  const inputs = JSON.parse(raw) as Record<string, Input | undefined>;
  return procedures.map((procedure, n) => ({ procedure, input: inputs[String(n)] ?? {} }));
}

function envelope(procedure: string, answer: Answer) {
  if ('data' in answer) return { result: { data: answer.data } };
  const { message, httpStatus, errors = [] } = answer.error;
  const known = TRPC_ERRORS[httpStatus] ?? { code: 'INTERNAL_SERVER_ERROR', jsonRpc: -32603 };
  return { error: { message, code: known.jsonRpc, data: { code: known.code, httpStatus, path: procedure, errors } } };
}

/**
 * A fetch that answers tRPC batch GETs and POSTs the way the Worker does: one entry per procedure named in the
 * URL, in order, each from its handler. The HTTP status is the entries' common status, or 207 when they differ.
 * A call to a procedure without a handler fails the request.
 */
export function trpcFetch(handlers: Handlers): FetchMock {
  return vi.fn<typeof fetch>(async (url, init) => {
    const batch = readBatch(url, init);
    const answers = await Promise.all(
      batch.map(({ procedure, input }) => {
        const handler = handlers[procedure];
        if (!handler) throw new Error(`Unexpected call to ${procedure}`);
        return handler(input);
      }),
    );
    const statuses = new Set(answers.map((answer) => ('data' in answer ? 200 : answer.error.httpStatus)));
    const status = statuses.size === 1 ? ([...statuses][0] as number) : 207;
    const body = answers.map((answer, n) => envelope(batch[n]?.procedure ?? '', answer));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

/** Which inputs a procedure was called with, across every batch, in the order they were sent. */
export function callsTo(fetchMock: FetchMock, procedure: string): Input[] {
  return fetchMock.mock.calls.flatMap(([url, init]) =>
    readBatch(url, init)
      .filter((call) => call.procedure === procedure)
      .map((call) => call.input),
  );
}

/** Shows where the router is (`/search?query=dosa`), for `currentUrl()` and `currentParams()`. */
export function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

/** The router's address as shown by `CurrentUrl` (render with `showUrl: true`). */
export const currentUrl = () => screen.getByTestId('url').textContent;

/** The query parameters of the router's address. */
export const currentParams = () => new URLSearchParams((currentUrl() ?? '').split('?')[1] ?? '');

/** Route patterns and the element each one shows: `{ '/search': <SearchPage /> }`. */
export type AppRoutes = Record<string, ReactElement>;

export interface AppOptions {
  /** The fetch the tRPC client uses, usually `trpcFetch(handlers)`. */
  fetch: typeof fetch;
  /** Where the MemoryRouter starts; routes without a path start at `/`. A single element with no path gets no router. */
  path?: string;
  /** The React Query defaults to use instead of the app's own (`createQueryClient`). */
  queryDefaults?: DefaultOptions;
  /** A client holding answers already, as a page rendered on the server hands them over; overrides `queryDefaults`. */
  queryClient?: QueryClient;
  /** Renders `CurrentUrl` after the routes. */
  showUrl?: boolean;
  /** The page's language, as its address gives it (English when absent): the texts and the server's messages in it. */
  language?: Language;
}

/** Renders a page, or a set of routes, inside the app's providers. */
export function renderWithApp(page: ReactElement | AppRoutes, options: AppOptions): RenderResult & { queryClient: QueryClient } {
  const queryClient =
    options.queryClient ?? (options.queryDefaults ? new QueryClient({ defaultOptions: options.queryDefaults }) : createQueryClient());
  const routed = !isValidElement(page);
  const content = routed ? (
    <Routes>
      {Object.entries(page).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  ) : (
    page
  );
  const inRouter = routed || options.path !== undefined || options.showUrl;
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={createTrpcClient(options.fetch, options.language)} queryClient={queryClient}>
        <LanguageProvider language={options.language ?? DEFAULT_LANGUAGE}>
          {inRouter ? (
            <MemoryRouter initialEntries={[options.path ?? '/']}>
              {content}
              {options.showUrl && <CurrentUrl />}
            </MemoryRouter>
          ) : (
            content
          )}
        </LanguageProvider>
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
