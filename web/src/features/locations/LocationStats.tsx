import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/language.tsx';
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

/** docs/product.md §2.11 glance block, every figure computed from the locality's real listings. */
export function LocationStats({ name, total, average, openNow, categories, failed }: LocationStatsProps) {
  const t = useMessages('locations');
  const pending = failed ? (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t.figureUnavailable()}</span>
    </>
  ) : (
    <span className="inline-block h-7 w-12 animate-pulse rounded bg-slate-200">
      <span className="sr-only">{t.figureLoading()}</span>
    </span>
  );
  return (
    <section aria-labelledby="glance-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="glance-heading" className="text-lg font-semibold text-slate-900">
        {t.atAGlance({ name })}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <Stat label={t.statBusinesses()} value={total ?? pending} />
        <Stat
          label={t.statAverageRating()}
          value={
            average === undefined ? (
              pending
            ) : average === null ? (
              <span className="text-base font-medium text-slate-500">{t.noReviewsYet()}</span>
            ) : (
              average.value.toFixed(1)
            )
          }
          note={average ? t.fromReviewed({ count: average.rated }) : undefined}
        />
        <Stat label={t.statOpenNow()} value={openNow ? countLabel(openNow.total, openNow.atLeast) : pending} />
        <Stat label={t.statCategories()} value={categories ?? pending} />
      </dl>
    </section>
  );
}
