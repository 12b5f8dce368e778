import type { ReactNode } from 'react';
import { useMessages } from '../i18n/language.tsx';

export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-lg font-semibold text-slate-800">{title}</p>
      {hint && <p className="mt-2 text-slate-600">{hint}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

export function ErrorState({ title, message, onRetry }: { title: string; message?: string; onRetry?: () => void }) {
  const t = useMessages('shell');
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <p className="text-lg font-semibold text-red-800">{title}</p>
      {message && <p className="mt-2 text-red-700">{message}</p>}
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-6 rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800"
        >
          {t.tryAgain()}
        </button>
      )}
    </div>
  );
}

export function LoadingState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-center">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-blue-200 border-t-blue-700" aria-hidden="true" />
      <p className="font-semibold tracking-wide text-slate-800">{title}</p>
      {hint && <p className="text-slate-600">{hint}</p>}
    </div>
  );
}

/** A grey placeholder the size of a business card. */
export function CardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white ${layout === 'list' ? 'flex' : ''}`}
    >
      <div className={layout === 'list' ? 'h-40 w-48 shrink-0 bg-slate-200' : 'aspect-[3/2] bg-slate-200'} />
      <div className="flex-1 space-y-3 p-4">
        <div className="h-4 w-2/3 rounded bg-slate-200" />
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-3 w-full rounded bg-slate-200" />
      </div>
    </div>
  );
}

export function SkeletonGrid({ count, layout = 'grid' }: { count: number; layout?: 'grid' | 'list' }) {
  const t = useMessages('shell');
  return (
    <div
      role="status"
      aria-label={t.loadingList()}
      className={layout === 'grid' ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3' : 'space-y-4'}
    >
      {Array.from({ length: count }, (_, n) => (
        <CardSkeleton key={n} layout={layout} />
      ))}
    </div>
  );
}
