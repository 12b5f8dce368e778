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
}

/** 'Found N results for "query" in place', with the parts that apply. */
export function ResultsHeading({ id, ref, total, atLeast = false, query, place }: ResultsHeadingProps) {
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
    </h2>
  );
}
