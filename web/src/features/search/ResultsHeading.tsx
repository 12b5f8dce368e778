import type { Ref } from 'react';
import { useMessages } from '../../i18n/language.tsx';
import { WithValues } from '../../i18n/WithValues.tsx';
import { counted } from './counted.ts';

interface ResultsHeadingProps {
  id: string;
  /** Takes the focus when what had it goes away with the old results. */
  ref?: Ref<HTMLHeadingElement>;
  /** The server's total over all pages; unknown while searching or after an error. */
  total: number | undefined;
  /** The total is a floor: a broad search counts its matches only so far (docs/decisions/019). */
  atLeast?: boolean;
  query: string;
  place: string | undefined;
  /** No place but the visitor's position, read in the words ('dosa near me'). */
  nearYou?: boolean;
  /** The page goes on with this many from around the place, all within so many km (docs/product.md §3.2, "Widening"). */
  widened?: { count: number; withinKm: number };
}

const partClass = 'font-semibold text-slate-700';

/**
 * 'Found N results for "query" in place · M more within K km', with the parts that apply, each language putting them
 * where its grammar does; with none in the place, the ones around it are not "more" ('Found 0 results for "vet" in
 * Ejipura · 3 within 2 km').
 */
export function ResultsHeading({ id, ref, total, atLeast = false, query, place, nearYou = false, widened }: ResultsHeadingProps) {
  const t = useMessages('search');
  if (total === undefined) {
    return (
      <h2 id={id} ref={ref} tabIndex={-1} className="sr-only">
        {t.resultsHeading()}
      </h2>
    );
  }
  const around = widened && { shown: counted(widened.count).shown, km: widened.withinKm };
  return (
    <h2 id={id} ref={ref} tabIndex={-1} aria-live="polite" className="text-xl font-bold text-slate-900 outline-none sm:text-2xl">
      <WithValues
        text={(values) => t.found({ ...values, ...counted(total, atLeast) })}
        values={{
          query: query && <span className={partClass}>{t.foundForQuery({ query })}</span>,
          place: place ? (
            <span className={partClass}>{t.foundInPlace({ place })}</span>
          ) : (
            nearYou && <span className={partClass}>{t.foundNearYou()}</span>
          ),
          widened: around && <span className={partClass}>{total === 0 ? t.widenedAround(around) : t.widenedMore(around)}</span>,
        }}
      />
    </h2>
  );
}
