import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ScreenParam } from '@contracts/spa-routes.ts';
import { LIST_SEARCH_LOOK } from '../../components/list-search-look.ts';
import { SearchBox } from '../../components/SearchBox.tsx';
import { ViewToggle, type ViewMode } from '../../components/ViewToggle.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { useCategoryList } from '../../lib/directory-lists.ts';
import { BusinessesHero } from './BusinessesHero.tsx';
import { BusinessListing } from './BusinessListing.tsx';
import { CategoryChips } from './CategoryChips.tsx';

/** docs/product.md §2.7 all-businesses listing: category chips and the search live in the URL (?category=…&search=…). */
export function BusinessesPage() {
  const t = useMessages('businesses');
  const [params, setParams] = useSearchParams();
  // Only the parameters in SCREEN_PARAMS.businesses, which the page cache keys on.
  const read = (name: ScreenParam<'businesses'>) => (params.get(name) ?? '').trim();
  const category = read('category');
  const search = read('search');
  const [view, setView] = useState<ViewMode>('grid');
  const categories = useCategoryList({ staleTime: 10 * 60_000 });

  const update = (key: ScreenParam<'businesses'>, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };

  return (
    <div className="bg-slate-50 pb-16">
      <BusinessesHero />
      <div className="sticky top-16 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3">
          <CategoryChips selected={category} categories={categories.data ?? []} onSelect={(slug) => update('category', slug)} />
          <div className="flex items-center gap-3">
            {/* Applied on Enter or the button, so typing does not reload the list on every key; remounted when the URL changes. */}
            <SearchBox
              key={search}
              look={LIST_SEARCH_LOOK}
              query={{
                id: 'businesses-search',
                name: 'search',
                label: t.searchLabel(),
                placeholder: t.searchPlaceholder(),
                defaultValue: search,
              }}
              onSearch={(typed) => update('search', typed.query)}
            />
            {/* Below sm both layouts are one column of the same cards. */}
            <div className="hidden sm:block">
              <ViewToggle value={view} onChange={setView} />
            </div>
          </div>
        </div>
      </div>
      <section aria-label={t.listLabel()} className="mx-auto max-w-7xl px-4 pt-6">
        <BusinessListing key={`${category}\n${search}`} category={category} search={search} view={view} />
      </section>
    </div>
  );
}
