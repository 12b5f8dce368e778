import type { SearchBoxLook } from './SearchBox.tsx';

/**
 * The search box beside a list (a category's businesses, the listing of all businesses): one row, its label read out
 * only, its button a glass on a phone.
 */
export const LIST_SEARCH_LOOK: SearchBoxLook = {
  form: 'min-w-0 flex-1',
  row: 'flex min-w-0 gap-2',
  label: 'sr-only',
  input:
    'w-full rounded-lg border border-slate-300 py-2 pl-10 pr-3 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-200',
  button:
    'inline-flex items-center gap-2 rounded-lg bg-blue-700 px-3 py-2 font-semibold text-white hover:bg-blue-800 sm:px-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
  fields: ['min-w-0 flex-1', 'min-w-0 flex-1'],
  // On a phone the button is its glass alone.
  buttonIcon: 'sm:hidden',
  buttonText: 'sr-only sm:not-sr-only',
};
