import type { ReactNode } from 'react';
import { countLabel } from '../../lib/counts.ts';

interface LocationStatsProps {
  name: string;
  total: number | undefined;
  average: { value: number; rated: number } | null | undefined;
  /** How many are open now: a floor past the first few, as the search counts it only so far. */
  openNow: { total: number; atLeast: boolean } | undefined;
  categories: number | undefined;
  /** The figures could not be loaded: show a dash rather than a skeleton that never ends. */
  failed: boolean;
}

function Stat({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {note && <dd className="text-xs text-slate-500">{note}</dd>}
    </div>
  );
}

const loading = (
  <span className="inline-block h-7 w-12 animate-pulse rounded bg-slate-200">
    <span className="sr-only">Loading</span>
  </span>
);
const unavailable = (
  <>
    <span aria-hidden="true">—</span>
    <span className="sr-only">Not available</span>
  </>
);

/** docs/product.md §2.11 glance block, every figure computed from the locality's real listings. */
export function LocationStats({ name, total, average, openNow, categories, failed }: LocationStatsProps) {
  const pending = failed ? unavailable : loading;
  return (
    <section aria-labelledby="glance-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="glance-heading" className="text-lg font-semibold text-slate-900">
        {name} at a glance
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <Stat label="Businesses" value={total ?? pending} />
        <Stat
          label="Average rating"
          value={
            average === undefined ? (
              pending
            ) : average === null ? (
              <span className="text-base font-medium text-slate-500">No reviews yet</span>
            ) : (
              average.value.toFixed(1)
            )
          }
          note={average ? `from ${average.rated} reviewed` : undefined}
        />
        <Stat label="Open now" value={openNow ? countLabel(openNow.total, openNow.atLeast) : pending} />
        <Stat label="Categories" value={categories ?? pending} />
      </dl>
    </section>
  );
}
