import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useMessages } from '../i18n/language.tsx';
import { EmptyState } from './States.tsx';

interface FilterBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A box that narrows a long list as the visitor types (the categories' tiles, the localities' cards). Those pages are
 * drawn by the server with every entry a plain link, so before the app has started the box is only a box; what is
 * typed into it then reaches the app when it starts (decision 022), and the list narrows.
 */
export function FilterBox({ label, placeholder, value, onChange }: FilterBoxProps) {
  const id = useId();
  const t = useMessages('shell');
  return (
    <div role="search" className="mt-6 max-w-md">
      <label htmlFor={id} className="block text-sm font-semibold text-blue-50">
        {label}
      </label>
      <div className="relative mt-1.5">
        <Search size={18} aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="w-full rounded-lg border border-white/30 bg-white py-2.5 pl-10 pr-11 text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-2 focus:outline-white [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={t.clearFilter()}
            className="absolute right-1 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <X size={18} aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}

interface NoFilterMatchProps {
  /** 'No category matches “…”' */
  title: string;
  hint: string;
  /** The wider way on: a search of the businesses themselves. */
  search: { to: string; label: string };
  /** 'Show all categories' */
  clearLabel: string;
  onClear: () => void;
}

/** A filtered list with nothing left: say so, and offer the two ways on (a wider search, or the whole list back). */
export function NoFilterMatch({ title, hint, search, clearLabel, onClear }: NoFilterMatchProps) {
  return (
    <div className="mt-4">
      <EmptyState
        title={title}
        hint={hint}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={search.to} className="rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800">
              {search.label}
            </Link>
            <button
              type="button"
              onClick={onClear}
              className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
            >
              {clearLabel}
            </button>
          </div>
        }
      />
    </div>
  );
}
