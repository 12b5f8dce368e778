import type { PlaceKind } from '../../contracts/business.ts';
import { attributeFits, ATTRIBUTES, type Attribute } from '../../contracts/attributes.ts';
import { searchForm, WORD_SEPARATORS } from '../../contracts/city-text.ts';
import { ATTRIBUTE_WORDS } from './attribute-words.ts';
import type { CityWords } from './city-words.ts';
import { CITY_NAMES, CONNECTING_WORDS, NEAR_ME, TRADE_GRAMMAR } from './connecting-words.ts';
import { kannadaCaseForms } from './gazetteer.ts';
import type { PhraseMatch } from './phrase-index.ts';
import { MOST_SYNONYMS, type SoundMatch, type TradeLexicon, type TradeRecord } from './trade-lexicon.ts';
import { isIndicScript, latinKey, scriptOf } from './transliterate.ts';

/**
 * Reading one box the way a resident fills it (docs/search.md, "Reading a query"): "physio near 560068", "pg in btm",
 * "ಜಯನಗರದಲ್ಲಿ ಫಾರ್ಮಸಿ", "dentist near me", "silai wala". The place and the trade are taken out of the words and named
 * apart; what is left is searched as text. Pure: the gazetteer and the lexicon are the instance's city words
 * (city-words.ts).
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
  /** The words that named it, as typed. */
  typed?: string;
}

export interface TradeReading {
  /** The lexicon's concept: 'tailor'. */
  concept: string;
  /** Its category's slug and name. */
  category: string;
  categoryName: string;
  /** The narrower trade it is, one of the category's sub-categories. */
  subcategory?: string;
  /** The words that named it, in the index's form ('silai'), and as typed ('सिलाई'). */
  phrase: string;
  typed: string;
  /** What its words are searched with where they are searched as text: themselves, then the trade's Latin words. */
  synonyms: string[];
  /** Read only through one typo ('pharmcy'). */
  typo?: true;
}

export interface QueryReading {
  /** The words left to look for, as typed, joined by spaces ('' when the query was only a place and a trade). */
  text: string;
  place?: PlaceReading;
  /** The words named a locality only through one typo ('kormangla' read as Koramangala is not, being listed). */
  placeByTypo?: true;
  trade?: TradeReading;
  /**
   * Another trade named in the words left ("vet" in "vet clinic", "photographer" in "shaadi ka photographer"): what the
   * query may mean when the trade read finds nothing with it (answer.ts, the second chance).
   */
  otherTrade?: TradeReading;
  /** What the listings must carry, read from words around the trade and the place ('girls', 'pure veg', 'sasta'). */
  attributes: Attribute[];
  /** The phrases of `text` (in the index's form) that name a trade, each with the words it is searched with. */
  synonyms: [phrase: string, synonyms: string[]][];
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
const GRAMMAR = phrases(TRADE_GRAMMAR);
/** Every attribute's phrases, the longest first across all of them ('pure veg' before 'veg'). */
const ATTRIBUTE_PHRASES = ATTRIBUTES.flatMap((attribute) =>
  phrases(ATTRIBUTE_WORDS[attribute]).map((words) => ({ attribute, words })),
).sort((a, b) => b.words.length - a.words.length);

/** Words that turn the attribute after them around: "non veg" is not pure veg. */
const NEGATIONS = new Set(['non', 'नॉन', 'ನಾನ್'].map(searchForm));

/**
 * The attributes named by words not yet taken, in ATTRIBUTES' order, and the positions of those words. An attribute
 * after a negation is not read, and its words stay.
 */
function attributesIn(words: readonly string[], taken: (index: number) => boolean): { attributes: Attribute[]; at: Set<number> } {
  const at = new Set<number>();
  const found = new Set<Attribute>();
  // Hundreds of phrases against a few words: most name a word the query does not have.
  const typed = new Set(words);
  for (const { attribute, words: phrase } of ATTRIBUTE_PHRASES) {
    if (!phrase.every((word) => typed.has(word))) continue;
    for (let start = 0; start + phrase.length <= words.length; start++) {
      const span = phrase.map((_, i) => start + i);
      if (span.some((i) => at.has(i) || taken(i)) || phrase.some((word, i) => words[start + i] !== word)) continue;
      if (NEGATIONS.has(words[start - 1] ?? '')) continue;
      for (const i of span) at.add(i);
      found.add(attribute);
    }
  }
  return { attributes: ATTRIBUTES.filter((attribute) => found.has(attribute)), at };
}

function overlap(a: { start: number; length: number }, b: { start: number; length: number }): boolean {
  return a.start < b.start + b.length && b.start < a.start + a.length;
}

function positions(match: { start: number; length: number } | undefined): number[] {
  return match ? Array.from({ length: match.length }, (_, i) => match.start + i) : [];
}

function tradeReading(
  match: PhraseMatch<TradeRecord>,
  words: readonly string[],
  typed: readonly string[],
  lexicon: TradeLexicon,
): TradeReading {
  const { value: trade, start, length } = match;
  const phrase = words.slice(start, start + length).join(' ');
  const narrower = trade.subcategory ? [searchForm(trade.subcategory).split(WORD_SEPARATORS).filter(Boolean).join(' ')] : [];
  return {
    concept: trade.id,
    category: trade.category,
    categoryName: trade.categoryName,
    ...(trade.subcategory ? { subcategory: trade.subcategory } : {}),
    phrase,
    typed: typed.slice(start, start + length).join(' '),
    synonyms: [...new Set([phrase, ...narrower, ...lexicon.synonymsOf(trade)])].slice(0, MOST_SYNONYMS),
    ...(match.typo ? { typo: true as const } : {}),
  };
}

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

/** The words of a query as typed, and each one's form in the index. */
function wordsOf(text: string): { typed: string[]; words: string[] } {
  // Each word as typed beside its form in the index (worker/contracts/city-text.ts): the joiners inside a word are
  // part of it as typed and dropped from its form, so the two lists stay word for word.
  const typed = text
    .normalize('NFC')
    .split(TYPED_SEPARATORS)
    .filter((word) => searchForm(word) !== '');
  return { typed, words: typed.map(searchForm) };
}

/** A query to be searched as typed (`asTyped`): only the trades its words name, for their synonyms. */
export function readTyped(text: string, city: CityWords): QueryReading {
  const { typed, words } = wordsOf(text);
  return { text: typed.join(' '), attributes: [], synonyms: city.lexicon.synonymsIn(words) };
}

/**
 * Where the query asks for, what trade, and the words left. A pincode wins over a locality (it is the narrower), a
 * locality read as written over one read through a typo; "near me" counts only with a position to be near. Of a place
 * and a trade read as written that share words, the longer run wins them ('electronic city'); either is read through
 * a typo only in words the other left. The connecting words and the city's name are dropped only when a place was
 * read, the grammar around a trade ('wala', 'ki dukan') only when a trade was: alone, they are searched as typed.
 */
export function readQuery(text: string, cityWords: CityWords, hasPosition: boolean): QueryReading {
  const { gazetteer, lexicon } = cityWords;
  const { typed, words } = wordsOf(text);
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
  // The gazetteer and the lexicon read past the connecting words and the city's name ("btm layout bangalore") but
  // never into them.
  const aside = (i: number) => connecting.has(i) || city.has(i) || nearMe.has(i) || i === pincodeAt;
  let tradeFound = lexicon.find(words, aside, false);
  let found = gazetteer.find(words, aside, false);
  if (tradeFound && found && overlap(tradeFound, found)) {
    if (found.length >= tradeFound.length) {
      const taken = new Set(positions(found));
      tradeFound = lexicon.find(words, (i) => aside(i) || taken.has(i), false);
    } else {
      const taken = new Set(positions(tradeFound));
      found = gazetteer.find(words, (i) => aside(i) || taken.has(i), false);
    }
  }
  if (!found) {
    const taken = new Set(positions(tradeFound));
    found = gazetteer.find(words, (i) => aside(i) || taken.has(i), true);
  }
  if (!tradeFound) {
    const taken = new Set(positions(found));
    tradeFound = lexicon.find(words, (i) => aside(i) || taken.has(i), true);
  }
  if (found) {
    for (const i of positions(found)) dropped.add(i);
    if (!place) {
      place = {
        kind: 'locality',
        name: found.part ?? found.place.name,
        pincodes: found.pincodes,
        slug: found.place.slug,
        ...(found.part ? { part: true as const } : {}),
        typed: typed.slice(found.start, found.start + found.length).join(' '),
      };
      placeByTypo = found.typo;
    }
  }
  const trade = tradeFound ? tradeReading(tradeFound, words, typed, lexicon) : undefined;
  if (tradeFound) for (const i of positions(tradeFound)) dropped.add(i);
  // What is left after the trade and the place may say what the listings carry ("pg for girls", "veg restaurant").
  const read = attributesIn(words, (i) => dropped.has(i) || i === pincodeAt || nearMe.has(i));
  for (const i of read.at) dropped.add(i);
  // A trade's own words may say it too ('ladies tailor', 'veg hotel', 'girls hostel'), where its listings can carry it.
  const tradeWords = new Set(positions(tradeFound));
  const inTrade = trade
    ? attributesIn(words, (i) => !tradeWords.has(i)).attributes.filter((attribute) => attributeFits(attribute, trade.category))
    : [];
  const attributes = ATTRIBUTES.filter((attribute) => read.attributes.includes(attribute) || inTrade.includes(attribute));
  if (tradeFound || attributes.length > 0) {
    for (const i of covered(words, GRAMMAR)) if (!dropped.has(i) && !aside(i)) dropped.add(i);
  }
  if (place || city.size > 0 || nearMe.size > 0) for (const i of [...connecting, ...city, ...nearMe]) dropped.add(i);
  const left = words.filter((_, i) => !dropped.has(i));
  // As written, else through one typo ('ayurvedik doctor'): it is only ever a second chance.
  const besides = (i: number) => dropped.has(i) || aside(i);
  const otherFound = tradeFound ? (lexicon.find(words, besides, false) ?? lexicon.find(words, besides, true)) : undefined;
  const otherTrade =
    otherFound && otherFound.value.id !== tradeFound?.value.id ? tradeReading(otherFound, words, typed, lexicon) : undefined;
  return {
    text: typed.filter((_, i) => !dropped.has(i)).join(' '),
    ...(place ? { place } : {}),
    ...(placeByTypo ? { placeByTypo: true as const } : {}),
    ...(trade ? { trade } : {}),
    ...(otherTrade ? { otherTrade } : {}),
    attributes,
    synonyms: lexicon.synonymsIn(left),
  };
}

/** A trade the words left sound like (the second chance, answer.ts), and how it was found. */
export interface SoundReading {
  trade: TradeReading;
  /** The lexicon's word they sound like ('photo studio'). */
  word: string;
  by: SoundMatch['by'];
}

/**
 * The trade the words a reading left (`text`, as typed) sound like, across scripts or by their consonants: undefined
 * when none does. The grammar around a trade and the connecting words are never part of it ('ಆಡಿಟರ್ ಬೇಕು',
 * 'किराए पर कार').
 */
export function readBySound(text: string, cityWords: CityWords): SoundReading | undefined {
  const { typed, words } = wordsOf(text);
  const aside = new Set([...covered(words, GRAMMAR), ...covered(words, CONNECTING)]);
  const found = cityWords.lexicon.findBySound(words, (i) => aside.has(i));
  if (!found) return undefined;
  const trade = tradeReading(found.match, words, typed, cityWords.lexicon);
  // Said in the visitor's script, or in English: 'ऑडिटर' is read as auditor, not as ಆಡಿಟರ್.
  const typedScript = scriptOf(trade.typed);
  const word =
    scriptOf(found.word) === 'latin' || scriptOf(found.word) === typedScript
      ? found.word
      : (cityWords.lexicon.synonymsOf(found.match.value)[0] ?? found.word);
  return { trade, word, by: found.by };
}

/**
 * The words in Latin letters where any is written in Kannada or Devanagari ('ಶ್ರೀ ಗಣೇಶ ಟೈಲರ್ಸ್' as 'shri ganesh
 * tailars'), for names written in English; undefined when none is.
 */
export function inLatinLetters(text: string): string | undefined {
  const { words } = wordsOf(text);
  if (!words.some(isIndicScript)) return undefined;
  return words.map((word) => (isIndicScript(word) ? latinKey(word) : word)).join(' ');
}
