import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { useTRPC } from '../../lib/trpc.ts';
import type { Category } from '../../lib/types.ts';
import { businessCountLabel, CategoryTile } from './CategoryTile.tsx';
import { SITE } from '@contracts/site.ts';
import { ListYourBusinessCta } from '../../components/ListYourBusinessCta.tsx';

/** docs/product.md §3.8: busiest first, whatever order the server happens to send. */
function byCount(categories: Category[]): Category[] {
  return [...categories].sort((a, b) => b.count - a.count).slice(0, PAGE_SIZE.categoriesPage);
}

/** docs/product.md §2.8 'All categories': a summary header and a grid of category tiles. */
export function CategoriesPage() {
  const trpc = useTRPC();
  const categories = useQuery(trpc.business.categories.queryOptions());
  const list = byCount(categories.data ?? []);
  // Every business has exactly one category, so the counts add up to the number of businesses.
  const businessTotal = list.reduce((sum, category) => sum + category.count, 0);

  return (
    <>
      <section className="bg-gradient-to-br from-blue-800 to-blue-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Browse Categories</h1>
          <p className="mt-3 max-w-2xl text-blue-100">Find the right local business by what it does.</p>
          {/* The row keeps its height while loading, so the grid below does not jump when the counts arrive. */}
          <div className="mt-6 min-h-8">
            {categories.isSuccess && list.length > 0 && (
              <p className="flex flex-wrap gap-3 text-sm font-semibold" data-testid="categories-summary">
                <span className="rounded-full bg-white/15 px-4 py-1.5">
                  {list.length} {list.length === 1 ? 'category' : 'categories'}
                </span>
                <span className="rounded-full bg-white/15 px-4 py-1.5">{businessCountLabel(businessTotal)}</span>
              </p>
            )}
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-10" aria-label="Categories">
        {categories.isPending && <LoadingState title="LOADING CATEGORIES" />}
        {categories.isError && (
          <ErrorState
            title="Could not load categories"
            message="Please check your connection and try again."
            onRetry={() => void categories.refetch()}
          />
        )}
        {categories.isSuccess && list.length === 0 && <EmptyState title="No categories found" />}
        {list.length > 0 && (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {list.map((category) => (
              <CategoryTile key={category._id} category={category} />
            ))}
          </ul>
        )}
      </section>
      <ListYourBusinessCta
        title="Can't find what you are looking for?"
        text={`Tell us which category is missing, or add your own business to ${SITE.name}.`}
        suggestLabel="Suggest a Category"
      />
    </>
  );
}
