import { Fragment } from 'react';
import { LANGUAGE_TAGS, type Language } from '@contracts/languages.ts';
import { useLanguage } from '../i18n/language.tsx';

/** A business's names: as registered (English letters) and as its signboards write it in Kannada and Devanagari. */
export interface ListingNames {
  name: string;
  nameKn: string | null;
  nameHi: string | null;
}

/**
 * The name a page of `language` heads a listing with (its own script's where the listing has one), and the others to
 * show under it, each with its language.
 */
export function namesIn(language: Language, { name, nameKn, nameHi }: ListingNames) {
  const all: { text: string | null; language: Language }[] = [
    { text: name, language: 'en' },
    { text: nameKn, language: 'kn' },
    { text: nameHi, language: 'hi' },
  ];
  const own = all.find((entry) => entry.language === language && entry.text) ?? all[0];
  return {
    primary: own?.text ?? name,
    primaryLanguage: own?.language ?? 'en',
    others: all.filter((entry): entry is { text: string; language: Language } => entry !== own && Boolean(entry.text)),
  };
}

/** The listing's name for a page's heading, in the page's script where it has one (docs/product.md §2.5). */
export function useListingName(names: ListingNames): { text: string; lang: string | undefined } {
  const language = useLanguage();
  const { primary, primaryLanguage } = namesIn(language, names);
  return { text: primary, lang: primaryLanguage === language ? undefined : LANGUAGE_TAGS[primaryLanguage] };
}

/**
 * A business's other names under the one its heading shows (useListingName): on an English page its Kannada and
 * Devanagari names, on a Kannada page its English and Devanagari ones (docs/product.md §2.5, §2.12). Each name carries
 * its language, so a screen reader reads it in that language's voice and the browser picks a font that has the script.
 * Nothing is drawn without one.
 */
export function CityNames({ names, className }: { names: ListingNames; className: string }) {
  const { others } = namesIn(useLanguage(), names);
  if (others.length === 0) return null;
  return (
    <p className={className}>
      {others.map((other, index) => (
        <Fragment key={other.language}>
          {index > 0 && (
            <span aria-hidden="true" className="px-1.5">
              ·
            </span>
          )}
          <span lang={other.language}>{other.text}</span>
        </Fragment>
      ))}
    </p>
  );
}
