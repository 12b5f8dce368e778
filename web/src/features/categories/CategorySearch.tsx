import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';

/** Applied on Enter or the button, so typing does not reload the list on every key. */
export function CategorySearch({ categoryName, onSearch }: { categoryName: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 gap-2">
      <label htmlFor="category-search" className="sr-only">
        Search in {categoryName}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400" aria-hidden="true" />
        <input
          id="category-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={`Search ${categoryName.toLowerCase()}...`}
          className="w-full rounded-lg border border-slate-300 py-2 pl-10 pr-3 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-200"
        />
      </div>
      <button
        type="submit"
        className="flex items-center rounded-lg bg-blue-700 px-3 py-2 font-semibold text-white hover:bg-blue-800 sm:px-4"
      >
        <Search size={18} className="sm:hidden" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Search</span>
      </button>
    </form>
  );
}
