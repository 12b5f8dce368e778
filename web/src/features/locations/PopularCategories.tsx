import { useMessages } from '../../i18n/language.tsx';
import { categoryColour } from '../../lib/category-style.ts';
import { useCategoryNameOf } from '../../lib/directory-lists.ts';

/**
 * The categories most of the locality's businesses belong to, by their English names as the search gives them and
 * shown in the page's language; picking one filters the list below.
 */
export function PopularCategories({
  categories,
  onPick,
}: {
  categories: { name: string; count: number }[];
  onPick: (name: string) => void;
}) {
  const t = useMessages('locations');
  const nameOf = useCategoryNameOf();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="popular-heading">
      <h2 id="popular-heading" className="text-xl font-bold text-slate-900">
        {t.popularCategories()}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {categories.map((category) => (
          <li key={category.name}>
            <button
              type="button"
              onClick={() => onPick(category.name)}
              className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left shadow-sm hover:border-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              <span
                className="h-3 w-3 shrink-0 rounded-full"
                style={{ backgroundColor: categoryColour(category.name) }}
                aria-hidden="true"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{nameOf(category.name)}</span>
                <span className="block text-sm text-slate-500">{t.listedCount({ count: category.count })}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
