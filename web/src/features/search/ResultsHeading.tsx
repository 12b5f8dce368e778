interface ResultsHeadingProps {
  id: string;
  /** The server's total over all pages; unknown while searching or after an error. */
  total: number | undefined;
  query: string;
  place: string | undefined;
}

/** 'Found N results for "query" in place', with the parts that apply. */
export function ResultsHeading({ id, total, query, place }: ResultsHeadingProps) {
  if (total === undefined) {
    return (
      <h2 id={id} className="sr-only">
        Search results
      </h2>
    );
  }
  return (
    <h2 id={id} aria-live="polite" className="text-xl font-bold text-slate-900 sm:text-2xl">
      Found {total} {total === 1 ? 'result' : 'results'}
      {query && <span className="font-semibold text-slate-700">{` for "${query}"`}</span>}
      {place && <span className="font-semibold text-slate-700"> in {place}</span>}
    </h2>
  );
}
