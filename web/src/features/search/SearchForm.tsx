import { MapPin, Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { KeptParams } from './KeptParams.tsx';
import type { SearchState } from '../../lib/search-params.ts';

interface SearchFormProps {
  query: string;
  location: string;
  searching: boolean;
  onSearch: (query: string, location: string) => void;
  /** The filters, sort and view a new search keeps. */
  state: SearchState;
}

const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-slate-900 placeholder:text-slate-500 focus:border-blue-700 focus:outline-2 focus:outline-blue-200';

/**
 * The boxes start from the URL; the page remounts this form (by key) when the URL's search changes. Before the app
 * runs it is a GET the server answers (web/src/early-input.ts), to the address the app would go to.
 */
export function SearchForm({ query, location, searching, onSearch, state }: SearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSearch(String(data.get('query') ?? '').trim(), String(data.get('location') ?? '').trim());
  };
  return (
    <form role="search" method="get" action="/search" data-native-form="" onSubmit={submit} className="flex flex-col gap-3 md:flex-row">
      <KeptParams state={state} except={['query', 'location', 'pincode', 'asTyped', 'attributes']} />
      <div className="relative flex-[2]">
        <label htmlFor="search-query" className="sr-only">
          What are you looking for?
        </label>
        <Search size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <input
          id="search-query"
          name="query"
          type="search"
          defaultValue={query}
          placeholder="What are you looking for?"
          className={inputClass}
        />
      </div>
      <div className="relative flex-1">
        <label htmlFor="search-location" className="sr-only">
          Pincode or area
        </label>
        <MapPin size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <input
          id="search-location"
          name="location"
          type="text"
          defaultValue={location}
          placeholder="Enter pincode for exact matches"
          className={inputClass}
        />
      </div>
      <button
        type="submit"
        disabled={searching}
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-blue-700 px-6 py-2.5 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {searching ? (
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />
        ) : (
          <Search size={18} aria-hidden="true" />
        )}
        Search
      </button>
    </form>
  );
}
