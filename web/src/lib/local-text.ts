import type { Language } from '@contracts/languages.ts';
import { useLanguage } from '../i18n/language.tsx';

/** A text of the catalogue (a category's name, a banner's title) with the Kannada and Hindi versions admins wrote. */
export interface Versions {
  kn?: string | null;
  hi?: string | null;
}

/** The text in `language`, or the English where no one has written that language's yet. */
export function inLanguage<English extends string | null>(language: Language, english: English, versions: Versions): string | English {
  if (language === 'en') return english;
  return versions[language]?.trim() || english;
}

/**
 * `inLanguage` in the page's language: `const local = useLocalText(); local(category.name, { kn: category.nameKn,
 * hi: category.nameHi })`.
 */
export function useLocalText(): <English extends string | null>(english: English, versions: Versions) => string | English {
  const language = useLanguage();
  return (english, versions) => inLanguage(language, english, versions);
}
