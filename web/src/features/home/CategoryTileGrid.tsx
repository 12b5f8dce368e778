import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n/language.tsx';
import { categoryColour, categoryIcon } from '../../lib/category-style.ts';
import { useLocalName } from '../../lib/directory-lists.ts';
import type { Category } from '../../lib/types.ts';

/** Loaded on demand: the icon map is the heaviest part of the home page and this grid sits far below the fold. */
export function CategoryTileGrid({ categories, className }: { categories: Category[]; className: string }) {
  const t = useMessages('home');
  const localName = useLocalName();
  return (
    <ul className={className}>
      {categories.map((category) => {
        const Icon = categoryIcon(category.icon);
        // The colour follows the English name, so a category looks the same in every language.
        const colour = categoryColour(category.name);
        return (
          <li key={category._id}>
            <Link
              to={`/categories/${category.slug}`}
              className="flex h-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              <span
                className="flex h-14 w-14 items-center justify-center rounded-full"
                style={{ backgroundColor: `${colour}1a`, color: colour }}
              >
                <Icon size={28} aria-hidden="true" />
              </span>
              <span className="font-semibold leading-snug text-slate-900">{localName(category)}</span>
              <span className="text-sm text-slate-600">{t.businessCount({ count: category.count })}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
