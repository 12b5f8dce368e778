import { foldRomanised } from '../../contracts/trade-words.ts';

/**
 * Words of the city's scripts in Latin letters, as a resident would romanise them, for the second chance
 * (docs/search.md, "Second chance"): "ಫೋಟೋ ಸ್ಟುಡಿಯೋ" meets "photo studio", "ಆಡಿಟರ್" meets "auditor". Devanagari and
 * Kannada are laid out alike in Unicode (each block follows the same order of letters), so one table of offsets serves
 * both. A general library (Sanscript) carries every script and scheme, near 190 KB in the Worker; this is what two
 * scripts need, read for matching, never shown as a spelling.
 */

const DEVANAGARI = 0x0900;
const KANNADA = 0x0c80;
const BLOCK = 0x80;

/** Independent vowels, by offset in the block. */
const VOWELS: Record<number, string> = {
  0x05: 'a',
  0x06: 'aa',
  0x07: 'i',
  0x08: 'ee',
  0x09: 'u',
  0x0a: 'oo',
  0x0b: 'ri',
  0x0d: 'e',
  0x0e: 'e',
  0x0f: 'e',
  0x10: 'ai',
  0x11: 'o',
  0x12: 'o',
  0x13: 'o',
  0x14: 'au',
};

/** Consonants without their inherent vowel. */
const CONSONANTS: Record<number, string> = {
  0x15: 'k',
  0x16: 'kh',
  0x17: 'g',
  0x18: 'gh',
  0x19: 'n',
  0x1a: 'ch',
  0x1b: 'chh',
  0x1c: 'j',
  0x1d: 'jh',
  0x1e: 'ny',
  0x1f: 't',
  0x20: 'th',
  0x21: 'd',
  0x22: 'dh',
  0x23: 'n',
  0x24: 't',
  0x25: 'th',
  0x26: 'd',
  0x27: 'dh',
  0x28: 'n',
  0x29: 'n',
  0x2a: 'p',
  0x2b: 'ph',
  0x2c: 'b',
  0x2d: 'bh',
  0x2e: 'm',
  0x2f: 'y',
  0x30: 'r',
  0x31: 'r',
  0x32: 'l',
  0x33: 'l',
  0x34: 'l',
  0x35: 'v',
  0x36: 'sh',
  0x37: 'sh',
  0x38: 's',
  0x39: 'h',
  // Devanagari's letters with a nukta, as Hindi speakers say them in borrowed words.
  0x58: 'k',
  0x59: 'kh',
  0x5a: 'g',
  0x5b: 'z',
  0x5c: 'r',
  0x5d: 'rh',
  0x5e: 'f',
  0x5f: 'y',
};

/** Where Kannada's block differs from Devanagari's past the shared letters: its old ḻ. */
const KANNADA_CONSONANTS: Record<number, string> = { 0x5e: 'l' };

/** Dependent vowel signs. */
const SIGNS: Record<number, string> = {
  0x3e: 'aa',
  0x3f: 'i',
  0x40: 'ee',
  0x41: 'u',
  0x42: 'oo',
  0x43: 'ri',
  0x44: 'ri',
  0x45: 'e',
  0x46: 'e',
  0x47: 'e',
  0x48: 'ai',
  0x49: 'o',
  0x4a: 'o',
  0x4b: 'o',
  0x4c: 'au',
};

const VIRAMA = 0x4d;
const NUKTA = 0x3c;
const NASALS = new Set([0x01, 0x02]);
const VISARGA = 0x03;
/** With a nukta: the sounds borrowed words give these letters (ज़ z, फ़ f, ड़ r). */
const WITH_NUKTA: Record<string, string> = { j: 'z', ph: 'f', d: 'r', dh: 'rh', k: 'k', kh: 'kh', g: 'g' };

function offsetOf(char: string): { offset: number; kannada: boolean } | undefined {
  const code = char.codePointAt(0) ?? 0;
  if (code >= DEVANAGARI && code < DEVANAGARI + BLOCK) return { offset: code - DEVANAGARI, kannada: false };
  if (code >= KANNADA && code < KANNADA + BLOCK) return { offset: code - KANNADA, kannada: true };
  return undefined;
}

/**
 * A word in Latin letters: Devanagari and Kannada romanised letter by letter (a consonant keeps its inherent 'a' unless
 * a vowel sign or a virama follows; a Hindi word's last one is dropped by the fold, as 'dukan' is said), anything else
 * as it is. Lower-case, no marks.
 */
export function toLatin(word: string): string {
  let latin = '';
  let pending = '';
  const flush = (vowel: string) => {
    if (pending) latin += pending + vowel;
    pending = '';
  };
  for (const char of word.normalize('NFC')) {
    const at = offsetOf(char);
    if (!at) {
      flush('a');
      latin += char.toLowerCase();
      continue;
    }
    const { offset, kannada } = at;
    const consonant = kannada && offset >= 0x58 ? KANNADA_CONSONANTS[offset] : CONSONANTS[offset];
    if (consonant !== undefined) {
      flush('a');
      pending = consonant;
    } else if (offset === NUKTA) {
      pending = WITH_NUKTA[pending] ?? pending;
    } else if (offset === VIRAMA) {
      flush('');
    } else if (SIGNS[offset] !== undefined) {
      flush(SIGNS[offset]);
    } else if (VOWELS[offset] !== undefined) {
      flush('a');
      latin += VOWELS[offset];
    } else if (NASALS.has(offset)) {
      flush('a');
      latin += 'n';
    } else if (offset === VISARGA) {
      flush('a');
      latin += 'h';
    } else if (offset >= 0x66 && offset <= 0x6f) {
      flush('a');
      latin += String(offset - 0x66);
    } else {
      flush('a');
    }
  }
  flush('a');
  return latin;
}

/** The script a word is written in: Devanagari or Kannada where it holds a letter of either, else Latin. */
export function scriptOf(word: string): 'devanagari' | 'kannada' | 'latin' {
  return /[\u0900-\u097f]/u.test(word) ? 'devanagari' : /[\u0c80-\u0cff]/u.test(word) ? 'kannada' : 'latin';
}

/** Whether a word holds a letter of Devanagari or Kannada. */
export function isIndicScript(word: string): boolean {
  return scriptOf(word) !== 'latin';
}

/** A word as it sounds in Latin letters, folded as romanised Hindi is (foldRomanised): the script-blind form. */
export function latinKey(word: string): string {
  return foldRomanised(toLatin(word).replace(/[^a-z0-9]/g, ''));
}

/**
 * Its consonants, as an ear tells them apart in Bengaluru: aspirates and their plain letters, a hard c and k, s and
 * sh, the retroflex and dental t and d (one letter each in Latin), doubled letters, all as one. Vowels are dropped: they are what romanisations disagree
 * on ('auditor', 'ಆಡಿಟರ್' aaditar; 'caterers', 'catters'). For the nearest trade, never for a first reading.
 */
export function consonantKey(word: string): string {
  return latinKey(word)
    .replace(/ch/g, 'C')
    .replace(/sh/g, 's')
    .replace(/([kgtdbj])h/g, '$1')
    .replace(/ck|q/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/[aeiouyh]/g, '')
    .replace(/(.)\1+/g, '$1');
}
