import { FilterBox } from '../../components/FilterBox.tsx';
import { useMessages } from '../../i18n/language.tsx';
import type { Category } from '../../lib/types.ts';

/** Case, accents and '&' aside, so 'health and fitness' finds 'Health & Fitness' and 'cafe' finds 'Café'. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ').trim();
}

/** The categories whose name or description holds every word typed, in the order they were given. */
export function matchingCategories(categories: Category[], text: string): Category[] {
  const words = folded(text).split(' ').filter(Boolean);
  if (words.length === 0) return categories;
  return categories.filter((category) => {
    const haystack = folded(`${category.name} ${category.description ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** 'Find a category': narrows the list as the visitor types. */
export function CategoryFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useMessages('categories');
  return <FilterBox label={t.filterLabel()} placeholder={t.filterPlaceholder()} value={value} onChange={onChange} />;
}
