import { Search } from 'lucide-react';
import type { FormEvent } from 'react';

/** Applied on Enter or the button, so typing does not reload the list on every key; remounted (by key) when the URL changes. */
export function ListingSearch({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('search') ?? '').trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 gap-2">
      <label htmlFor="businesses-search" className="sr-only">
        Search businesses
      </label>
      <div className="relative min-w-0 flex-1">
        <Search size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <input
          id="businesses-search"
          name="search"
          type="search"
          defaultValue={initial}
          placeholder="Search by name, service or area..."
          className="w-full rounded-lg border border-slate-300 py-2 pl-10 pr-3 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-200"
        />
      </div>
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-3 py-2 font-semibold text-white hover:bg-blue-800 sm:px-4"
      >
        <Search size={18} aria-hidden="true" className="sm:hidden" />
        <span className="sr-only sm:not-sr-only">Search</span>
      </button>
    </form>
  );
}
