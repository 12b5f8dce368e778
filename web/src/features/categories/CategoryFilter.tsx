import type { Language } from '@contracts/languages.ts';
import { FilterBox } from '../../components/FilterBox.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { inLanguage } from '../../lib/local-text.ts';
import type { Category } from '../../lib/types.ts';

/**
 * Case, accents and '&' aside, so 'health and fitness' finds 'Health & Fitness' and 'cafe' finds 'Café'. Only Latin
 * letters lose their accents: a Kannada or Devanagari vowel sign is part of the word ('ಕಿ' is not 'ಕ'); the joiners
 * that only shape how a conjunct is drawn (ಫಿಟ್‌ನೆಸ್) go, as visitors type them or not.
 */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(?<=\p{Script=Latin})\p{M}+/gu, '')
    .replace(/[\u200c\u200d]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The categories whose name or description holds every word typed, in the order they were given: the English ones,
 * and on a page in another language the ones it shows too.
 */
export function matchingCategories(categories: Category[], text: string, language: Language = 'en'): Category[] {
  const words = folded(text).split(' ').filter(Boolean);
  if (words.length === 0) return categories;
  return categories.filter((category) => {
    const texts = [
      category.name,
      category.description,
      inLanguage(language, category.name, { kn: category.nameKn, hi: category.nameHi }),
      inLanguage(language, category.description, { kn: category.descriptionKn, hi: category.descriptionHi }),
    ];
    const haystack = folded(texts.filter(Boolean).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/** 'Find a category': narrows the list as the visitor types. */
export function CategoryFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useMessages('categories');
  return <FilterBox label={t.filterLabel()} placeholder={t.filterPlaceholder()} value={value} onChange={onChange} />;
}
