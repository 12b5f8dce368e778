import { FilterBox } from '../../components/FilterBox.tsx';
import { useMessages } from '../../i18n/language.tsx';
import type { Location } from '../../lib/types.ts';

/** Case, accents and punctuation aside, so 'jp nagar' finds 'J.P. Nagar' and 'hsr' finds 'HSR Layout'. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const squeezed = (text: string) => folded(text).replace(/ /g, '');

/**
 * The localities a visitor means by what they typed: digits are the start of a pincode ('5600' finds every locality
 * with a pincode starting so); words are found in the name, also written without its spaces or dots ('jpnagar').
 */
export function matchingLocalities(localities: Location[], text: string): Location[] {
  const typed = text.trim();
  if (!typed) return localities;
  if (/^\d+$/.test(typed)) return localities.filter((locality) => locality.pincodes.some((pincode) => pincode.startsWith(typed)));
  const words = folded(typed).split(' ').filter(Boolean);
  return localities.filter((locality) => {
    const name = folded(locality.name);
    return words.every((word) => name.includes(word)) || squeezed(locality.name).includes(squeezed(typed));
  });
}

/** 'Find a locality': narrows the list as the visitor types. */
export function LocalityFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useMessages('locations');
  return <FilterBox label={t.filterLabel()} placeholder={t.filterPlaceholder()} value={value} onChange={onChange} />;
}
