import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { categoryNameFromSlug, categorySlug } from '@contracts/format.ts';
import { BusinessGrid } from '../../components/BusinessCard.tsx';
import { LIST_SEARCH_LOOK } from '../../components/list-search-look.ts';
import { SearchBox } from '../../components/SearchBox.tsx';
import { EmptyState, ErrorState, SkeletonGrid } from '../../components/States.tsx';
import { ViewToggle, type ViewMode } from '../../components/ViewToggle.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { countLabel } from '../../lib/counts.ts';
import { useCategoryList } from '../../lib/directory-lists.ts';
import { useLocalText } from '../../lib/local-text.ts';
import type { Category } from '../../lib/types.ts';
import { useCategoryBusinesses } from './api.ts';
import { CategoryHero } from './CategoryHero.tsx';
import { ALL_SUBCATEGORIES, SubcategoryPills } from './SubcategoryPills.tsx';

function findCategory(categories: Category[] | undefined, slug: string): Category | undefined {
  return categories?.find((category) => category.slug === slug || categorySlug(category.name) === slug);
}

/** docs/product.md §2.9 'One category'. Keyed by the slug so moving to another category starts with fresh filters. */
export function CategoryPage() {
  const { category = '' } = useParams();
  const slug = category.toLowerCase();
  return <CategoryView key={slug} slug={slug} />;
}

function CategoryView({ slug }: { slug: string }) {
  const t = useMessages('categories');
  const local = useLocalText();
  const categories = useCategoryList();
  const [search, setSearch] = useState('');
  const [subcategory, setSubcategory] = useState(ALL_SUBCATEGORIES);
  const [view, setView] = useState<ViewMode>('grid');
  const listing = useCategoryBusinesses(slug, search);

  const known = findCategory(categories.data, slug);
  if (categories.isSuccess && !known) return <CategoryNotFound name={categoryNameFromSlug(slug)} />;
  const englishName = known?.name ?? categoryNameFromSlug(slug);
  // The category's texts in the page's language where an admin wrote them, else in English.
  const name = known ? local(known.name, { kn: known.nameKn, hi: known.nameHi }) : englishName;
  const tagline = known && local(known.tagline, { kn: known.taglineKn, hi: known.taglineHi });

  const subcategories = [
    ...new Set(listing.businesses.map((business) => business.subcategory).filter((value): value is string => Boolean(value))),
  ].sort((a, b) => a.localeCompare(b));
  const visible =
    subcategory === ALL_SUBCATEGORIES ? listing.businesses : listing.businesses.filter((business) => business.subcategory === subcategory);

  const runSearch = (text: string) => {
    setSearch(text);
    setSubcategory(ALL_SUBCATEGORIES);
  };

  /** How many are shown, of how many, and for which words: one sentence, so each language orders it its own way. */
  const shownLabel = () => {
    const searched = { searched: search ? 'yes' : 'no', search };
    if (subcategory !== ALL_SUBCATEGORIES) {
      return t.showingSubcategory({ shown: visible.length, subcategory, loaded: listing.businesses.length, ...searched });
    }
    const loaded = listing.businesses.length;
    return listing.totalIsLowerBound
      ? t.showingAllAtLeast({ loaded, total: countLabel(listing.total, true), ...searched })
      : t.showingAll({ loaded, count: listing.total, ...searched });
  };

  return (
    <>
      <CategoryHero name={name} englishName={englishName} icon={known?.icon} image={known?.image} tagline={tagline} total={known?.count} />
      <div className="sticky top-16 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3">
          <div className="flex items-center gap-3">
            {/* Applied on Enter or the button, so typing does not reload the list on every key. */}
            <SearchBox
              look={LIST_SEARCH_LOOK}
              query={{
                id: 'category-search',
                label: t.searchInLabel({ name }),
                placeholder: t.searchInPlaceholder({ name: name.toLowerCase() }),
              }}
              onSearch={(typed) => runSearch(typed.query)}
            />
            <ViewToggle value={view} onChange={setView} />
          </div>
          {subcategories.length > 0 && <SubcategoryPills options={subcategories} value={subcategory} onChange={setSubcategory} />}
        </div>
      </div>
      <section className="mx-auto max-w-7xl px-4 py-8" aria-labelledby="category-results">
        <h2 id="category-results" className="sr-only">
          {t.resultsHeading({ name })}
        </h2>
        {listing.isSuccess && (
          <p aria-live="polite" className="mb-5 text-sm text-slate-600">
            {shownLabel()}
          </p>
        )}
        {listing.isPending && <SkeletonGrid count={6} layout={view} />}
        {listing.isError && (
          <ErrorState title={t.loadBusinessesError()} message={t.checkConnection()} onRetry={() => void listing.refetch()} />
        )}
        {listing.isSuccess && visible.length === 0 && <EmptyState title={t.noBusinesses()} hint={t.noBusinessesHint()} />}
        {visible.length > 0 && <BusinessGrid businesses={visible} layout={view} />}
        {listing.hasNextPage && (
          <div className="mt-10 flex justify-center">
            <button
              type="button"
              onClick={() => void listing.fetchNextPage()}
              disabled={listing.isFetchingNextPage}
              className="rounded-lg border border-blue-700 bg-white px-6 py-2.5 font-semibold text-blue-700 hover:bg-blue-50 disabled:cursor-wait disabled:opacity-60"
            >
              {listing.isFetchingNextPage ? t.loadingMore() : t.loadMore()}
            </button>
          </div>
        )}
      </section>
    </>
  );
}

function CategoryNotFound({ name }: { name: string }) {
  const t = useMessages('categories');
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t.notFoundTitle()}</h1>
        <p className="mt-2 text-slate-600">{t.notFoundText({ name })}</p>
        <Link to="/categories" className="mt-6 inline-block rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800">
          {t.browseAllCategories()}
        </Link>
      </div>
    </section>
  );
}
