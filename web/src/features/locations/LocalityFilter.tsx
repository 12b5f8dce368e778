import type { Language } from '@contracts/languages.ts';
import { FilterBox } from '../../components/FilterBox.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { inLanguage } from '../../lib/local-text.ts';
import type { Location } from '../../lib/types.ts';

/**
 * Case, accents and punctuation aside, so 'jp nagar' finds 'J.P. Nagar' and 'hsr' finds 'HSR Layout'. Only Latin
 * letters lose their accents: a Kannada or Devanagari vowel sign is part of the word ('ಬಿಟಿಎಂ' keeps its vowels); the
 * joiners that only shape how a conjunct is drawn go, as visitors type them or not.
 */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(?<=\p{Script=Latin})\p{M}+/gu, '')
    .replace(/[\u200c\u200d]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

const squeezed = (text: string) => folded(text).replace(/ /g, '');

/**
 * The localities a visitor means by what they typed: digits are the start of a pincode ('5600' finds every locality
 * with a pincode starting so); words are found in the name, also written without its spaces or dots ('jpnagar'): the
 * English name, and on a page in another language the one it shows too.
 */
export function matchingLocalities(localities: Location[], text: string, language: Language = 'en'): Location[] {
  const typed = text.trim();
  if (!typed) return localities;
  if (/^\d+$/.test(typed)) return localities.filter((locality) => locality.pincodes.some((pincode) => pincode.startsWith(typed)));
  const words = folded(typed).split(' ').filter(Boolean);
  const matches = (name: string) => {
    const folding = folded(name);
    return words.every((word) => folding.includes(word)) || squeezed(name).includes(squeezed(typed));
  };
  return localities.filter(
    (locality) => matches(locality.name) || matches(inLanguage(language, locality.name, { kn: locality.nameKn, hi: locality.nameHi })),
  );
}

/** 'Find a locality': narrows the list as the visitor types. */
export function LocalityFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useMessages('locations');
  return <FilterBox label={t.filterLabel()} placeholder={t.filterPlaceholder()} value={value} onChange={onChange} />;
}
