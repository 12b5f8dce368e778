import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n/language.tsx';
import { HOME_COUNTS } from '../../lib/constants.ts';
import { useCategoryList, useLocalName } from '../../lib/directory-lists.ts';

/** docs/product.md §2.4: up to 6 of the most-used categories as quick links under the hero search. */
export function CategoryChips() {
  const categories = useCategoryList();
  const t = useMessages('home');
  const localName = useLocalName();
  const chips = (categories.data ?? []).slice(0, HOME_COUNTS.categories);
  if (chips.length === 0) return null;

  return (
    <nav aria-label={t.popularChipsLabel()} className="mt-6 flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-blue-100">{t.popularChips()}</span>
      {chips.map((category) => (
        <Link
          key={category._id}
          to={`/categories/${category.slug}`}
          className="rounded-full border border-white/30 bg-white/10 px-3 py-1 text-sm font-medium text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-yellow-300"
        >
          {localName(category)}
        </Link>
      ))}
    </nav>
  );
}
