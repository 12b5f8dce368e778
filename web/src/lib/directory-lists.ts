import { useQuery } from '@tanstack/react-query';
import { useLocalText } from './local-text.ts';
import { useTRPC } from './trpc.ts';

/*
 * The directory's categories and localities with their counts, which many screens name or offer (the footer, the
 * listings, the search's filters, an owner's form): one list each, read once and shared. A screen that offers them as
 * filters may keep them for longer (`staleTime`): they change when an admin edits the catalogue.
 */

export function useCategoryList({ staleTime }: { staleTime?: number } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.business.categories.queryOptions(), ...(staleTime === undefined ? {} : { staleTime }) });
}

export function useLocalityList() {
  const trpc = useTRPC();
  return useQuery(trpc.business.locations.queryOptions());
}

/** A category's or a locality's name: the English, and the Kannada and Hindi admins wrote (docs/product.md §7.7). */
export interface CatalogueName {
  name: string;
  nameKn?: string | null;
  nameHi?: string | null;
}

/** A category's or a locality's name in the page's language, the English where none was written in it. */
export function useLocalName(): (entry: CatalogueName) => string {
  const local = useLocalText();
  return (entry) => local(entry.name, { kn: entry.nameKn, hi: entry.nameHi });
}

/**
 * A category's name in the page's language from its English name, as search results give it (a card's `category`):
 * looked up in the category list, the English while the list loads or where it has no such category.
 */
export function useCategoryNameOf(): (english: string) => string {
  const categories = useCategoryList();
  const localName = useLocalName();
  return (english) => {
    const category = categories.data?.find((candidate) => candidate.name === english);
    return category ? localName(category) : english;
  };
}
