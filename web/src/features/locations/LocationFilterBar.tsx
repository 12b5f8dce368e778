import { Search } from 'lucide-react';
import type { Sort } from '@contracts/business.ts';
import { ViewToggle, type ViewMode } from '../../components/ViewToggle.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { useCategoryNameOf } from '../../lib/directory-lists.ts';

export type LocationSort = Extract<Sort, 'rating' | 'reviews' | 'distance' | 'newest'>;

/** docs/product.md §2.11: the four sort options, mapped to the search API's sort names, by their texts' keys. */
const SORT_OPTIONS = [
  { value: 'rating', label: 'sortRating' },
  { value: 'reviews', label: 'sortReviews' },
  { value: 'distance', label: 'sortDistance' },
  { value: 'newest', label: 'sortNewest' },
] as const satisfies readonly { value: LocationSort; label: string }[];

interface LocationFilterBarProps {
  /** The categories' English names, as the search takes them; each chip says its category in the page's language. */
  categories: string[];
  category: string | null;
  onCategory: (category: string | null) => void;
  text: string;
  onText: (text: string) => void;
  sort: LocationSort;
  onSort: (sort: LocationSort) => void;
  view: ViewMode;
  onView: (view: ViewMode) => void;
}

const chipClass = (active: boolean) =>
  `shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
    active ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-blue-700 hover:text-blue-700'
  }`;

export function LocationFilterBar({ categories, category, onCategory, text, onText, sort, onSort, view, onView }: LocationFilterBarProps) {
  const t = useMessages('locations');
  const nameOf = useCategoryNameOf();
  return (
    <div className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-48 flex-1">
          <label htmlFor="location-filter" className="sr-only">
            {t.resultsFilterLabel()}
          </label>
          <Search size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <input
            id="location-filter"
            type="search"
            value={text}
            onChange={(event) => onText(event.target.value)}
            placeholder={t.resultsFilterPlaceholder()}
            className="w-full rounded-lg border border-slate-300 py-2 pl-10 pr-3 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-200"
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          {t.sortBy()}
          <select
            value={sort}
            onChange={(event) => onSort(event.target.value as LocationSort)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-200"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t[option.label]()}
              </option>
            ))}
          </select>
        </label>
        <ViewToggle value={view} onChange={onView} />
      </div>
      {categories.length > 0 && (
        <div role="group" aria-label={t.categoriesLabel()} className="mt-3 flex gap-2 overflow-x-auto pb-1">
          <button type="button" aria-pressed={category === null} onClick={() => onCategory(null)} className={chipClass(category === null)}>
            {t.allCategories()}
          </button>
          {categories.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={category === name}
              onClick={() => onCategory(name)}
              className={chipClass(category === name)}
            >
              {nameOf(name)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
