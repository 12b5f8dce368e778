import type { Ref } from 'react';
import { countLabel } from '../../lib/counts.ts';

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
  /** The page goes on with this many from around the place, all within so many km (docs/product.md §3.2, "Widening"). */
  widened?: { count: number; withinKm: number };
}

/**
 * 'Found N results for "query" in place · M more within K km', with the parts that apply; with none in the place, the
 * ones around it are not "more" ('Found 0 results for "vet" in Ejipura · 3 within 2 km').
 */
export function ResultsHeading({ id, ref, total, atLeast = false, query, place, widened }: ResultsHeadingProps) {
  if (total === undefined) {
    return (
      <h2 id={id} ref={ref} tabIndex={-1} className="sr-only">
        Search results
      </h2>
    );
  }
  return (
    <h2 id={id} ref={ref} tabIndex={-1} aria-live="polite" className="text-xl font-bold text-slate-900 outline-none sm:text-2xl">
      Found {countLabel(total, atLeast)} {total === 1 && !atLeast ? 'result' : 'results'}
      {query && <span className="font-semibold text-slate-700">{` for "${query}"`}</span>}
      {place && <span className="font-semibold text-slate-700"> in {place}</span>}
      {widened && (
        <span className="font-semibold text-slate-700">{` · ${countLabel(widened.count, false)}${total === 0 ? '' : ' more'} within ${widened.withinKm} km`}</span>
      )}
    </h2>
  );
}
