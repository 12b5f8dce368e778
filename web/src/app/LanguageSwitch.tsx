import { useLocation } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, pathInLanguage } from '@contracts/languages.ts';
import { useLanguage, useMessages } from '../i18n/language.tsx';

/**
 * The same page in each language, by its own name. A plain link, not the router's: another language is another page,
 * rendered and cached by the Worker in that language.
 */
export function LanguageSwitch({ className, linkClassName = '' }: { className: string; linkClassName?: string }) {
  const current = useLanguage();
  const t = useMessages('shell');
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t.language()} className={className}>
      {LANGUAGES.map((language) =>
        language === current ? (
          <span key={language} aria-current="page" lang={LANGUAGE_TAGS[language]} className={`font-semibold underline ${linkClassName}`}>
            {LANGUAGE_NAMES[language]}
          </span>
        ) : (
          <a
            key={language}
            href={`${pathInLanguage(language, pathname)}${search}`}
            hrefLang={LANGUAGE_TAGS[language]}
            lang={LANGUAGE_TAGS[language]}
            className={`hover:underline ${linkClassName}`}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        ),
      )}
    </nav>
  );
}
