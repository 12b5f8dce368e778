import type { Relaxation } from '@contracts/business.ts';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { counted } from './counted.ts';

export function SearchLoading() {
  const t = useMessages('search');
  return <LoadingState title={t.loadingTitle()} hint={t.loadingHint()} />;
}

export function SearchError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useMessages('search');
  return <ErrorState title={t.errorTitle()} message={message} onRetry={onRetry} />;
}

const TIPS = ['tipKeywords', 'tipSpelling', 'tipLocation', 'tipGeneral'] as const;

interface NoResultsProps {
  /** What the same search gives without each filter (and all of them), counted by the server; empty without filters. */
  relaxations?: Relaxation[];
  /** The filter as its control names it. */
  label?: (filter: Exclude<Relaxation['filter'], 'all'>) => string;
  onRelax?: (filter: Relaxation['filter']) => void;
}

/**
 * Nothing found. When filters hid every match, a way out through each filter that hid them, with what it gives; the
 * advice about words only when no filter is to blame.
 */
export function NoResults({ relaxations = [], label = () => '', onRelax }: NoResultsProps) {
  const t = useMessages('search');
  const ways = relaxations.filter((relaxation) => relaxation.total > 0);
  return (
    <EmptyState
      title={t.noResultsTitle()}
      hint={t.noResultsHint()}
      action={
        ways.length > 0 && onRelax ? (
          <div className="mx-auto max-w-md">
            <p className="font-medium text-slate-800">{t.fewerFilters()}</p>
            <ul className="mt-3 flex flex-col gap-2">
              {ways.map((way) => (
                <li key={way.filter}>
                  <button
                    type="button"
                    onClick={() => onRelax(way.filter)}
                    className={`w-full rounded-lg px-4 py-2.5 text-sm font-semibold ${
                      way.filter === 'all'
                        ? 'bg-blue-700 text-white hover:bg-blue-800'
                        : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                    }`}
                  >
                    {way.filter === 'all'
                      ? t.clearAllFiltersFor(counted(way.total, way.totalIsLowerBound))
                      : t.removeFilterFor({ filter: label(way.filter), ...counted(way.total, way.totalIsLowerBound) })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div className="mx-auto max-w-sm text-left">
            <p className="font-medium text-slate-800">{t.suggestions()}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-600">
              {TIPS.map((tip) => (
                <li key={tip}>{t[tip]()}</li>
              ))}
            </ul>
          </div>
        )
      }
    />
  );
}
