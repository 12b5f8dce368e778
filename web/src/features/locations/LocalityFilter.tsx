import { Search, X } from 'lucide-react';
import { useId } from 'react';
import type { Location } from '../../lib/types.ts';

/** Case, accents and punctuation aside, so 'jp nagar' finds 'J.P. Nagar' and 'hsr' finds 'HSR Layout'. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const squeezed = (text: string) => folded(text).replace(/ /g, '');

/**
 * The localities a visitor means by what they typed: digits are the start of a pincode ('5600' finds every locality
 * with a pincode starting so); words are found in the name, also written without its spaces or dots ('jpnagar').
 */
export function matchingLocalities(localities: Location[], text: string): Location[] {
  const typed = text.trim();
  if (!typed) return localities;
  if (/^\d+$/.test(typed)) return localities.filter((locality) => locality.pincodes.some((pincode) => pincode.startsWith(typed)));
  const words = folded(typed).split(' ').filter(Boolean);
  return localities.filter((locality) => {
    const name = folded(locality.name);
    return words.every((word) => name.includes(word)) || squeezed(locality.name).includes(squeezed(typed));
  });
}

/**
 * 'Find a locality': narrows the cards as the visitor types. The page is drawn by the server with every card a plain
 * link, so before the app has started the box is only a box; what is typed into it then reaches the app when it
 * starts (decision 022), and the list narrows.
 */
export function LocalityFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div role="search" className="mt-6 max-w-md">
      <label htmlFor={id} className="block text-sm font-semibold text-blue-50">
        Find a locality
      </label>
      <div className="relative mt-1.5">
        <Search size={18} aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="A name or a pincode, e.g. Indiranagar, 560038"
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
