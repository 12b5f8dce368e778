import type { PlaceKind } from '../../contracts/business.ts';
import { searchForm, WORD_SEPARATORS } from '../../contracts/city-text.ts';
import { CITY_NAMES, CONNECTING_WORDS, NEAR_ME } from './connecting-words.ts';
import { kannadaCaseForms, type Gazetteer } from './gazetteer.ts';

/**
 * Reading one box the way a resident fills it (docs/search.md, "Reading a query"): "physio near 560068", "pg in btm",
 * "ಜಯನಗರದಲ್ಲಿ ಫಾರ್ಮಸಿ", "dentist near me". The place is taken out of the words and named apart; what is left is
 * searched as text. Pure: the gazetteer comes from the instance's city words (city-words.ts).
 */

export interface PlaceReading {
  kind: PlaceKind;
  /** The locality's name (or its part's: 'Koramangala 6th Block'), the pincode, or 'near you'. */
  name: string;
  /** The pincodes meant: a locality's, the part's it named ('Koramangala 6th Block'), or the one typed. */
  pincodes: string[];
  /** The locality's slug, for a locality. */
  slug?: string;
  /** The words named a part of the locality with its own pincode: the search is in that pincode. */
  part?: true;
}

export interface QueryReading {
  /** The words left to look for, as typed, joined by spaces ('' when the query was only a place). */
  text: string;
  place?: PlaceReading;
  /** The words named a locality only through one typo ('kormangla' read as Koramangala is not, being listed). */
  placeByTypo?: true;
}

/**
 * Between words as typed: WORD_SEPARATORS, but for the format characters the index's form drops from inside a word
 * (the joiners a keyboard puts in a Kannada or Hindi word, and those that show nothing). A word of format characters
 * alone has no form and is left out.
 */
const TYPED_SEPARATORS = /[^\p{L}\p{M}\p{N}\p{Co}\p{Cf}]+/u;

/** An Indian pincode: six digits, the first not 0. */
const PINCODE = /^[1-9]\d{5}$/;

/** Phrases in the index's form, the longest first, so that a longer phrase is taken before a word of it. */
function phrases(texts: readonly string[]): string[][] {
  return texts.map((text) => searchForm(text).split(WORD_SEPARATORS).filter(Boolean)).sort((a, b) => b.length - a.length);
}

const CONNECTING = phrases(CONNECTING_WORDS);
const NEAR = phrases(NEAR_ME);
const CITY = phrases([...CITY_NAMES, ...CITY_NAMES.flatMap(kannadaCaseForms)]);

/** The positions of `words` covered by any of `candidates` (longest first), each phrase taken where it stands whole. */
function covered(words: readonly string[], candidates: readonly string[][]): Set<number> {
  const at = new Set<number>();
  for (const phrase of candidates) {
    for (let start = 0; start + phrase.length <= words.length; start++) {
      if (phrase.every((word, i) => words[start + i] === word && !at.has(start + i))) {
        for (let i = 0; i < phrase.length; i++) at.add(start + i);
      }
    }
  }
  return at;
}

/**
 * Where the query asks for, and the words left. A pincode wins over a locality (it is the narrower), a locality
 * read as written over one read through a typo; "near me" counts only with a position to be near. The connecting
 * words and the city's name are dropped only when a place was read: alone, they are searched as typed.
 */
export function readQuery(text: string, gazetteer: Gazetteer, hasPosition: boolean): QueryReading {
  // Each word as typed beside its form in the index (worker/contracts/city-text.ts): the joiners inside a word are
  // part of it as typed and dropped from its form, so the two lists stay word for word.
  const typed = text
    .normalize('NFC')
    .split(TYPED_SEPARATORS)
    .filter((word) => searchForm(word) !== '');
  const words = typed.map(searchForm);
  const dropped = new Set<number>();
  let place: PlaceReading | undefined;
  let placeByTypo = false;

  const nearMe = covered(words, NEAR);
  if (nearMe.size > 0 && hasPosition) {
    for (const i of nearMe) dropped.add(i);
    place = { kind: 'near', name: 'near you', pincodes: [] };
  }
  const pincodeAt = words.findIndex((word) => PINCODE.test(word));
  const connecting = covered(words, CONNECTING);
  const city = covered(words, CITY);
  if (!place && pincodeAt >= 0) {
    dropped.add(pincodeAt);
    const pincode = words[pincodeAt] as string;
    place = { kind: 'pincode', name: pincode, pincodes: [pincode] };
  }
  // The gazetteer reads past the connecting words and the city's name ("btm layout bangalore") but never into them.
  const found = gazetteer.find(words, (i) => connecting.has(i) || city.has(i) || nearMe.has(i) || i === pincodeAt);
  if (found) {
    for (let i = found.start; i < found.start + found.length; i++) dropped.add(i);
    if (!place) {
      place = {
        kind: 'locality',
        name: found.part ?? found.place.name,
        pincodes: found.pincodes,
        slug: found.place.slug,
        ...(found.part ? { part: true as const } : {}),
      };
      placeByTypo = found.typo;
    }
  }
  if (!place && city.size === 0 && nearMe.size === 0) return { text: typed.join(' ') };
  for (const i of [...connecting, ...city, ...nearMe]) dropped.add(i);
  return {
    text: typed.filter((_, i) => !dropped.has(i)).join(' '),
    ...(place ? { place } : {}),
    ...(placeByTypo ? { placeByTypo: true as const } : {}),
  };
}
