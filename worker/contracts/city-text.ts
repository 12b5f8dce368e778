/**
 * Text in any of the city's scripts, as the search index holds it and as a query is read: one set of rules for both
 * sides, so a word written one way on a signboard and typed another way by a visitor meet (docs/search.md, "Words").
 *
 * The index's tokenizer (migrations/0027_city_scripts.sql) keeps letters, digits and combining marks together, folds
 * case and Latin diacritics. What it cannot do is below: the same letter written two ways, and spellings people mix.
 * `searchForm` applies all of it to a query; `searchFormSql` applies the same table to a column the index reads, in
 * SQL, where the tokenizer then does the rest. Names are stored composed (`tidyText`, on every write of a name), so
 * SQL never meets a decomposed Latin letter the table leaves alone.
 */

/** Characters that show nothing: zero-width space, word joiner, byte order mark. */
const INVISIBLE = ['\u200b', '\u2060', '\ufeff'];

/**
 * The zero-width non-joiner and joiner choose how letters join on screen (ವೈಟ್‌ಫೀಲ್ಡ್ keeps its virama visible with one),
 * so a stored name keeps them; they change no word, so the index and a query drop them.
 */
const JOINERS = ['\u200c', '\u200d'];

/**
 * What is folded, in order: each `from` becomes its `to` everywhere. Devanagari: a nukta is dropped (ज़ and ज meet,
 * as most people type without it), chandrabindu becomes anusvara, the long ī and ū become short (दीवार and दिवार).
 * Each is a letter for a letter, so a prefix of a word folds to a prefix of the folded word, and type-ahead holds.
 * (हिन्दी and हिंदी do not meet: folding a nasal with virama to anusvara would leave 'हिन', typed on the way, matching
 * nothing.) Kannada: vowel signs typed in two parts become the
 * one character that NFC makes of them, so text stored before names were composed still meets a query.
 */
export const SCRIPT_FOLDS: readonly (readonly [from: string, to: string])[] = [
  ...[...INVISIBLE, ...JOINERS].map((char) => [char, ''] as const),
  // Devanagari letters with a nukta, composed and decomposed, then the nukta alone.
  ['\u0958', '\u0915'],
  ['\u0959', '\u0916'],
  ['\u095a', '\u0917'],
  ['\u095b', '\u091c'],
  ['\u095c', '\u0921'],
  ['\u095d', '\u0922'],
  ['\u095e', '\u092b'],
  ['\u095f', '\u092f'],
  ['\u0929', '\u0928'],
  ['\u0931', '\u0930'],
  ['\u0934', '\u0933'],
  ['\u093c', ''],
  ['\u0901', '\u0902'],
  ['\u0940', '\u093f'],
  ['\u0942', '\u0941'],
  ['\u0908', '\u0907'],
  ['\u090a', '\u0909'],
  // Kannada vowel signs in two parts (the longest first).
  ['\u0cc6\u0cc2\u0cd5', '\u0ccb'],
  ['\u0cca\u0cd5', '\u0ccb'],
  ['\u0cc6\u0cc2', '\u0cca'],
  ['\u0cbf\u0cd5', '\u0cc0'],
  ['\u0cc6\u0cd5', '\u0cc7'],
  ['\u0cc6\u0cd6', '\u0cc8'],
];

/** A name as it is stored and shown: composed (NFC), without characters that show nothing, spaces collapsed. */
export function tidyText(text: string): string {
  let tidy = text.normalize('NFC');
  for (const char of INVISIBLE) tidy = tidy.replaceAll(char, '');
  return tidy.replace(/\s+/g, ' ').trim();
}

/**
 * Text as the index compares it: composed, Latin diacritics and case folded, then SCRIPT_FOLDS. Canonical forms only
 * (NFD, not NFKD): the index keeps a full-width letter or a ligature as written, so a query must too.
 */
export function searchForm(text: string): string {
  let form = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();
  for (const [from, to] of SCRIPT_FOLDS) form = form.replaceAll(from, to);
  return form;
}

/** SQL giving `expression` with SCRIPT_FOLDS applied, for a column of the index's source view. */
export function searchFormSql(expression: string): string {
  const literal = (text: string) => (text === '' ? "''" : `char(${[...text].map((char) => char.codePointAt(0)).join(', ')})`);
  return SCRIPT_FOLDS.reduce((sql, [from, to]) => `replace(${sql}, ${literal(from)}, ${literal(to)})`, expression);
}

/**
 * A word of text, in any script: letters, combining marks (vowel signs, virama), digits and private-use characters,
 * as the tokenizer's categories ('L* N* Co M*') keep them together. Facet tokens (they hold '_') are not words.
 */
export const WORD = /^[\p{L}\p{M}\p{N}\p{Co}]+$/u;

/** Splits text into words as the index's tokenizer does: at anything that is not one of WORD's characters. */
export const WORD_SEPARATORS = /[^\p{L}\p{M}\p{N}\p{Co}]+/u;
