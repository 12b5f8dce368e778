import { stateParams, type SearchParam, type SearchState } from '../../lib/search-params.ts';

/**
 * Hidden fields for the part of the search's address a native form does not ask about, so that sending it before the
 * app runs (web/src/early-input.ts) changes only what the visitor changed, as the app does. Page is never kept: any
 * change starts again at page 1.
 */
export function KeptParams({ state, except }: { state: SearchState; except: readonly SearchParam[] }) {
  return stateParams(state)
    .filter(([name]) => !except.includes(name))
    .map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}
