import { useSearchParams } from 'react-router-dom';

/**
 * The filters and page of an admin list, in the address (?status=hidden&query=dosa&page=2), so a reload or Back keeps
 * them. Changing a filter starts again at the first page and replaces the history entry; paging adds one.
 */
export function useListParams<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<Name, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const given = (all: Record<string, string>) => Object.fromEntries(Object.entries(all).filter(([, value]) => value !== ''));
  return {
    values,
    page,
    set: (changes: Partial<Record<Name, string>>) => setParams(given({ ...values, ...changes }), { replace: true }),
    goTo: (next: number) => setParams({ ...given(values), ...(next > 1 ? { page: String(next) } : {}) }),
  };
}
