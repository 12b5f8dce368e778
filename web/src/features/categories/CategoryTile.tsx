import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n/language.tsx';
import { categoryColour, categoryIcon } from '../../lib/category-style.ts';
import { useLocalText } from '../../lib/local-text.ts';
import type { Category } from '../../lib/types.ts';

/** One category: icon on its palette colour, name, description and how many businesses it lists. */
export function CategoryTile({ category }: { category: Category }) {
  const t = useMessages('categories');
  const local = useLocalText();
  const Icon = categoryIcon(category.icon);
  // The colour follows the English name, so a category looks the same in every language.
  const colour = categoryColour(category.name);
  const name = local(category.name, { kn: category.nameKn, hi: category.nameHi });
  const description = local(category.description, { kn: category.descriptionKn, hi: category.descriptionHi });
  return (
    <li>
      <Link
        to={`/categories/${category.slug}`}
        className="group flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 sm:p-5"
      >
        {/* The icon beside the name, not above it: on a phone fifty tiles in one column are a long page already. */}
        <span className="flex items-center gap-3">
          <span
            data-testid="category-icon"
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl text-white"
            style={{ backgroundColor: colour }}
          >
            <Icon size={24} aria-hidden="true" />
          </span>
          <span className="text-lg font-semibold text-slate-900 group-hover:text-blue-700">{name}</span>
        </span>
        {description && <span className="line-clamp-2 text-sm text-slate-600 sm:line-clamp-3">{description}</span>}
        <span className="mt-auto flex items-center gap-2 text-sm font-semibold text-slate-700">
          <span className="h-2 w-2 rounded-full" style={{ backgroundColor: colour }} aria-hidden="true" />
          {t.businessCount({ count: category.count })}
        </span>
      </Link>
    </li>
  );
}
