import { searchForm, WORD_SEPARATORS } from '../../contracts/city-text.ts';
import { PhraseIndex } from './phrase-index.ts';

/**
 * The city's localities by every name residents write for them (docs/search.md, "Reading a query"): the locality's
 * own name, the names of migrations' `place_names` (spellings, short forms, blocks and phases with their pincode,
 * landmarks; in Latin, Kannada and Devanagari), and the Kannada case endings of each Kannada name. Built once per
 * snapshot of the city's words (city-words.ts), then matched against a query's words with no database.
 */

/** A locality as the city-words snapshot carries it. */
export interface PlaceRecord {
  name: string;
  slug: string;
  /** Its pincodes, the most representative first. */
  pincodes: string[];
  latitude: number | null;
  longitude: number | null;
  /** Other names for it; a name with a pincode stands for the part of the locality with that pincode. */
  names: { name: string; pincode: string | null }[];
}

/** What a run of a query's words named. */
export interface PlaceMatch {
  place: PlaceRecord;
  /** The pincodes the words stand for: the part's own, or the locality's. */
  pincodes: string[];
  /** The part of the locality the words named ('Koramangala 6th Block'), with its own pincode. */
  part?: string;
  /** Where the run starts in the words, and how many words it spans. */
  start: number;
  length: number;
  /** Whether it was read through one typo. */
  typo: boolean;
}

/** The longest run of words a name is looked for in ('Koramangala 6th Block Main Road' is five). */
const LONGEST_RUN = 5;

/**
 * A run shorter than this is only ever taken as written: one letter off a short word is another word ('hsr', 'her').
 * Counted in characters of the run without its spaces, so 'jp nagar' (7) tolerates a typo and 'hebal' (5) does not
 * need to, being one letter short of 'hebbal' (6), which does.
 */
const TYPO_FROM = 6;

/** A name's key: its words in the index's form, run together, so 'JP Nagar', 'J.P. Nagar' and 'jpnagar' meet. */
export function placeKey(text: string): string {
  return searchForm(text).split(WORD_SEPARATORS).join('');
}

/**
 * The forms a Kannada place name takes in a sentence: in it (-ಅಲ್ಲಿ) and of it (-ಅ), which is how a Kannadiga types
 * "in Jayanagar" or "Jayanagar's": ಜಯನಗರದಲ್ಲಿ, ಜಯನಗರದ; ಬೆಂಗಳೂರು → ಬೆಂಗಳೂರಿನಲ್ಲಿ, ಬೆಂಗಳೂರಿನ; ಬನಶಂಕರಿ → ಬನಶಂಕರಿಯಲ್ಲಿ;
 * ಮಲ್ಲೇಶ್ವರಂ → ಮಲ್ಲೇಶ್ವರದಲ್ಲಿ. Other scripts return nothing: Hindi and English put the word before or after the name.
 */
export function kannadaCaseForms(name: string): string[] {
  const word = name.normalize('NFC').trim();
  const last = word.at(-1);
  if (!last || !/[\u0c80-\u0cff]/u.test(last)) return [];
  const U = '\u0cc1'; // ು
  const ANUSVARA = '\u0c82'; // ಂ
  const VOWEL_SIGNS = /[\u0cbe-\u0cc4\u0cc6-\u0ccc]$/u; // ಾ ಿ ೀ ೃ ೆ ೇ ೈ ೊ ೋ ೌ
  let stem: string;
  let joiner: string;
  if (last === U) {
    stem = `${word.slice(0, -1)}\u0cbf`; // ು → ಿ, then ನ
    joiner = '\u0ca8';
  } else if (last === ANUSVARA) {
    stem = word.slice(0, -1);
    joiner = '\u0ca6'; // ದ
  } else if (VOWEL_SIGNS.test(word)) {
    stem = word;
    joiner = '\u0caf'; // ಯ
  } else {
    stem = word;
    joiner = '\u0ca6'; // a consonant with its inherent vowel: ದ
  }
  return [`${stem}${joiner}\u0cb2\u0ccd\u0cb2\u0cbf`, `${stem}${joiner}`];
}

interface Entry {
  place: PlaceRecord;
  /** The name and pincode of a part of the locality. */
  name: string;
  pincode: string | null;
}

export class Gazetteer {
  readonly places: readonly PlaceRecord[];
  readonly #names = new PhraseIndex<Entry>({ longestRun: LONGEST_RUN, typoFrom: TYPO_FROM, same: (a, b) => a.place === b.place });

  constructor(places: readonly PlaceRecord[]) {
    this.places = places;
    for (const place of places) {
      const names: { name: string; pincode: string | null }[] = [{ name: place.name, pincode: null }, ...place.names];
      for (const { name, pincode } of names) {
        for (const form of [name, ...kannadaCaseForms(name)]) this.#names.add(placeKey(form), { place, name, pincode });
      }
    }
    this.#names.ready();
  }

  /**
   * The longest run of `words` (in the index's form) that names a locality, the earliest among equals; a run read
   * as written before one read through a typo of the same length, and through a typo only when `typos`. `skip` marks
   * words that cannot be part of a name (the words of a trade, so 'bakery' is never a typo of a place).
   */
  find(words: readonly string[], skip: (index: number) => boolean = () => false, typos = true): PlaceMatch | undefined {
    const found = this.#names.find(words, skip, typos);
    if (!found) return undefined;
    const { value: entry, start, length, typo } = found;
    const part = entry.pincode ? { part: entry.name, pincodes: [entry.pincode] } : { pincodes: entry.place.pincodes };
    return { place: entry.place, ...part, start, length, typo };
  }
}
