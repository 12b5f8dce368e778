import { LocateFixed } from 'lucide-react';
import { useId, useState } from 'react';
import { loadCatalogue } from '../../i18n/catalogues.ts';
import { useLanguage, useMessages } from '../../i18n/language.tsx';
import { notify } from '../../lib/notify.ts';
import type { Sort } from '@contracts/business.ts';
import { GEOLOCATION } from '../../lib/constants.ts';
import { SORT_OPTIONS, type Position } from '../../lib/search-params.ts';

interface SortControlProps {
  sort: Sort;
  /** A place or the visitor's position is known, so distance means something. */
  canSortByDistance: boolean;
  onSort: (sort: Sort) => void;
  onPosition: (position: Position) => void;
}

/** The sort select, plus a way to give the browser's position when no place is known, which offers Distance. */
export function SortControl({ sort, canSortByDistance, onSort, onPosition }: SortControlProps) {
  const t = useMessages('search');
  // The sorts' names are the shell's (lib/search-params.ts SORT_OPTIONS).
  const shell = useMessages('shell');
  const language = useLanguage();
  // Said only when locating fails: their words load then.
  const fail = (key: 'searchLocationUnsupported' | 'searchLocationDenied') =>
    void loadCatalogue(language, 'sometimes').then((words) => notify.error(words[key]()));
  const id = useId();
  const [locating, setLocating] = useState(false);
  const options = SORT_OPTIONS.filter((option) => option.value !== 'distance' || canSortByDistance || sort === 'distance');

  const locate = () => {
    if (!('geolocation' in navigator)) {
      fail('searchLocationUnsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const found = { lat: position.coords.latitude, lng: position.coords.longitude };
        void import('../../lib/visitor-position.ts').then((position) => position.rememberPosition(found));
        onPosition(found);
      },
      () => {
        setLocating(false);
        fail('searchLocationDenied');
      },
      GEOLOCATION,
    );
  };

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t.sortBy()}
      </label>
      <select
        id={id}
        value={sort}
        onChange={(event) => onSort(SORT_OPTIONS.find((option) => option.value === event.target.value)?.value ?? 'relevance')}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-200"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {shell[option.key]()}
          </option>
        ))}
      </select>
      {!canSortByDistance && (
        <button
          type="button"
          onClick={locate}
          disabled={locating}
          className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          <LocateFixed size={16} aria-hidden="true" />
          {locating ? t.locating() : t.nearMe()}
        </button>
      )}
    </div>
  );
}
