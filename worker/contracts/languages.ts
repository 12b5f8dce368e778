/**
 * The city's three languages. English is at the bare address ('/search'); Kannada and Hindi under their code
 * ('/kn/search', '/hi/search'), so a cached copy, a shared link, hreflang and a crawler each name one language.
 */
export const LANGUAGES = ['en', 'kn', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** `<html lang>`, hreflang and Intl's locale: each language as written in India. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-IN', kn: 'kn-IN', hi: 'hi-IN' };

/** Open Graph's og:locale. */
export const OG_LOCALES: Record<Language, string> = { en: 'en_IN', kn: 'kn_IN', hi: 'hi_IN' };

/** Each language's name in itself, as the language switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', kn: 'ಕನ್ನಡ', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The address prefix of a language: '' for English, '/kn' and '/hi' for the others. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The language a path is in and the path within it: '/kn/search' is Kannada's '/search', '/kn' its '/'. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/(kn|hi)(?=\/|$)/.exec(pathname);
  if (!match || !isLanguage(match[1])) return { language: DEFAULT_LANGUAGE, path: pathname };
  return { language: match[1], path: pathname.slice(match[0].length) || '/' };
}

/** The same page in another language ('/kn/' is Kannada's home): `path` as splitLanguage gives it, '/search'. */
export function pathInLanguage(language: Language, path: string): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return `${prefix}${path}`;
}
