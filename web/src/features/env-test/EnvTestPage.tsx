import { API_BASE, TRPC_URL } from '../../lib/api-paths.ts';
import { useBrowserValue } from '../../lib/browser-value.ts';
import { useHealthCheck } from './api.ts';

const readOrigin = () => window.location.origin;

/** The page's origin; empty in the server's markup (and so in hydration), filled in right after. */
const useOrigin = () => useBrowserValue(readOrigin, '');

/** docs/product.md §2.19 diagnostic page: the addresses the app calls and a live health check through Worker → D1. */
export function EnvTestPage() {
  const health = useHealthCheck();
  const origin = useOrigin();

  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold">Environment test</h1>
      <dl className="mt-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-6">
        <dt className="font-medium text-slate-600">API base</dt>
        <dd className="font-mono" data-testid="api-base">
          {origin + API_BASE}
        </dd>
        <dt className="font-medium text-slate-600">tRPC endpoint</dt>
        <dd className="font-mono">{origin + TRPC_URL}</dd>
        <dt className="font-medium text-slate-600">Media host</dt>
        <dd className="font-mono">{origin}/media</dd>
        <dt className="font-medium text-slate-600">Health check</dt>
        <dd role="status" data-testid="health">
          {health.isPending && 'Checking…'}
          {health.isError && <span className="text-red-700">Unhealthy: {health.error.message}</span>}
          {health.isSuccess && (
            <span className="text-green-700">
              Healthy · database {health.data.database} · server time {health.data.time}
            </span>
          )}
        </dd>
      </dl>
      <button
        type="button"
        onClick={() => void health.refetch()}
        disabled={health.isFetching}
        className="mt-6 rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
      >
        {health.isFetching ? 'Checking…' : 'Check again'}
      </button>
    </section>
  );
}
