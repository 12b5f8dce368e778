import { Search, X } from 'lucide-react';
import { useId } from 'react';
import type { Category } from '../../lib/types.ts';

/** Case, accents and '&' aside, so 'health and fitness' finds 'Health & Fitness' and 'cafe' finds 'Café'. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ').trim();
}

/** The categories whose name or description holds every word typed, in the order they were given. */
export function matchingCategories(categories: Category[], text: string): Category[] {
  const words = folded(text).split(' ').filter(Boolean);
  if (words.length === 0) return categories;
  return categories.filter((category) => {
    const haystack = folded(`${category.name} ${category.description ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * 'Find a category': narrows the tiles as the visitor types. The page is drawn by the server with every tile a plain
 * link, so before the app has started the box is only a box; what is typed into it then reaches the app when it
 * starts (decision 022), and the list narrows.
 */
export function CategoryFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div role="search" className="mt-6 max-w-md">
      <label htmlFor={id} className="block text-sm font-semibold text-blue-50">
        Find a category
      </label>
      <div className="relative mt-1.5">
        <Search size={18} aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="e.g. bakery, salon, repair"
          autoComplete="off"
          enterKeyHint="search"
          className="w-full rounded-lg border border-white/30 bg-white py-2.5 pl-10 pr-11 text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-2 focus:outline-white [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label="Clear the filter"
            className="absolute right-1 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <X size={18} aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
