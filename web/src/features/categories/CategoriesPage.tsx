import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { useCategoryList } from '../../lib/directory-lists.ts';
import type { Category } from '../../lib/types.ts';
import { NoFilterMatch } from '../../components/FilterBox.tsx';
import { CategoryFilter, matchingCategories } from './CategoryFilter.tsx';
import { CategoryTile } from './CategoryTile.tsx';
import { ListYourBusinessCta } from '../../components/ListYourBusinessCta.tsx';
import { useLanguage, useMessages } from '../../i18n/language.tsx';

/** docs/product.md §3.8: busiest first, whatever order the server happens to send. */
function byCount(categories: Category[]): Category[] {
  return [...categories].sort((a, b) => b.count - a.count).slice(0, PAGE_SIZE.categoriesPage);
}

/** docs/product.md §2.8 'All categories': a summary header, a box to find one, and a grid of category tiles. */
export function CategoriesPage() {
  const t = useMessages('categories');
  const language = useLanguage();
  const categories = useCategoryList();
  const list = byCount(categories.data ?? []);
  // Every business has exactly one category, so the counts add up to the number of businesses.
  const businessTotal = list.reduce((sum, category) => sum + category.count, 0);
  const [filter, setFilter] = useState('');
  const shown = matchingCategories(list, filter, language);
  const typed = filter.trim();
  const filtering = typed !== '' && list.length > 0;

  return (
    <>
      <section className="bg-gradient-to-br from-blue-800 to-blue-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t.heading()}</h1>
          <p className="mt-3 max-w-2xl text-blue-100">{t.intro()}</p>
          {/* The row keeps its height while loading, so the grid below does not jump when the counts arrive. */}
          <div className="mt-6 min-h-8">
            {categories.isSuccess && list.length > 0 && (
              <p className="flex flex-wrap gap-3 text-sm font-semibold" data-testid="categories-summary">
                <span className="rounded-full bg-white/15 px-4 py-1.5">{t.categoryCount({ count: list.length })}</span>
                <span className="rounded-full bg-white/15 px-4 py-1.5">{t.businessCount({ count: businessTotal })}</span>
              </p>
            )}
          </div>
          <CategoryFilter value={filter} onChange={setFilter} />
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-10" aria-label={t.listLabel()}>
        {categories.isPending && <LoadingState title={t.loadingCategories()} />}
        {categories.isError && (
          <ErrorState title={t.loadCategoriesError()} message={t.checkConnection()} onRetry={() => void categories.refetch()} />
        )}
        {categories.isSuccess && list.length === 0 && <EmptyState title={t.noCategories()} />}
        {/* Always in the page, so a screen reader hears the count change as the visitor types. */}
        <p role="status" className="text-sm font-medium text-slate-700">
          {filtering && t.filterCount({ shown: shown.length, count: list.length })}
        </p>
        {filtering && shown.length === 0 && (
          <NoFilterMatch
            title={t.noFilterMatch({ text: typed })}
            hint={t.noFilterMatchHint()}
            search={{ to: `/search?query=${encodeURIComponent(typed)}`, label: t.searchBusinessesFor({ text: typed }) }}
            clearLabel={t.showAllCategories()}
            onClear={() => setFilter('')}
          />
        )}
        {shown.length > 0 && (
          <ul className={`grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4 ${filtering ? 'mt-4' : ''}`}>
            {shown.map((category) => (
              <CategoryTile key={category._id} category={category} />
            ))}
          </ul>
        )}
      </section>
      <ListYourBusinessCta title={t.missingTitle()} text={t.missingText()} suggestLabel={t.suggestCategory()} />
    </>
  );
}
