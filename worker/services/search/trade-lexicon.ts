import { searchForm, WORD_SEPARATORS } from '../../contracts/city-text.ts';
import { foldRomanised, tradeKey, type TradeRegister } from '../../contracts/trade-words.ts';
import { PhraseIndex, type PhraseMatch } from './phrase-index.ts';
import { editDistance } from './query.ts';
import { consonantKey, latinKey } from './transliterate.ts';

/**
 * The trades residents ask for, by every word they use for them (docs/search.md, "Reading a query"): the lexicon of
 * migrations' `trade_concepts` and `trade_words`, held with the city's words (city-words.ts) and matched against a
 * query's words with no database. Latin words are folded as romanised Hindi is spelt (foldRomanised), so 'darji' finds
 * 'darzi' and 'dukaan' 'dukan'.
 */

/** A concept as the city-words snapshot carries it. */
export interface TradeRecord {
  id: string;
  /** Its category's slug and name. */
  category: string;
  categoryName: string;
  /** The narrower trade it is, one of the category's sub-categories. */
  subcategory: string | null;
  words: [word: string, register: TradeRegister][];
}

/** The longest run of words a trade is looked for in ('ac repair and service'). */
const LONGEST_RUN = 4;

/** As for places (gazetteer.ts): 'pharmcy' is read as 'pharmacy', 'tailr' is not read as anything. */
const TYPO_FROM = 6;

/**
 * The most words a word of the text is searched with when it names a trade (its synonyms, query.ts termGroups): the
 * first the concept lists, English first. Each is one more term the index and the vocabulary look at, at every size.
 */
export const MOST_SYNONYMS = 8;

const LATIN = /^[a-z0-9 ]+$/;

/** A trade found by how its words sound, and the lexicon's word it sounds like. */
export interface SoundMatch {
  match: PhraseMatch<TradeRecord>;
  /** The lexicon's word, as admins wrote it ('auditor'). */
  word: string;
  /** Meant as written in another script ('ಫೋಟೋ ಸ್ಟುಡಿಯೋ' as 'photo studio'), or only the nearest trade by its consonants. */
  by: 'script' | 'nearest';
}

interface Sounding {
  trade: TradeRecord;
  word: string;
}

/** A consonant key shorter than this says too little to stand for one trade ('sl', 'mn'). */
const SHORTEST_CONSONANTS = 3;

/**
 * How far apart, in edits per letter, the words of a nearest trade may be in Latin letters: 'vetenary' and
 * 'veterinary' (2 in 10), 'aditar' and 'auditor' (2 in 7), not 'mistri' and 'mixture' (3 in 7).
 */
const NEAREST_SHARE = 0.3;

/** Built on the first search whose words name no trade (query-reading.ts readBySound). */
interface SoundIndexes {
  latin: PhraseIndex<Sounding>;
  consonants: PhraseIndex<Sounding>;
}

function keyOf(word: string, key: (word: string) => string): string {
  return searchForm(word).split(WORD_SEPARATORS).filter(Boolean).map(key).join('');
}

export class TradeLexicon {
  readonly trades: readonly TradeRecord[];
  readonly #phrases = new PhraseIndex<TradeRecord>({ longestRun: LONGEST_RUN, typoFrom: TYPO_FROM, same: (a, b) => a === b });
  readonly #synonyms = new Map<TradeRecord, string[]>();
  #sounds: SoundIndexes | undefined;

  constructor(trades: readonly TradeRecord[]) {
    this.trades = trades;
    for (const trade of trades) for (const [word] of trade.words) this.#phrases.add(tradeKey(word), trade);
    this.#phrases.ready();
  }

  /**
   * The longest run of `words` (in the index's form) that names a trade, the earliest among equals; through one typo
   * only when `typos`. `skip` marks words that cannot be part of one.
   */
  find(words: readonly string[], skip: (index: number) => boolean, typos: boolean): PhraseMatch<TradeRecord> | undefined {
    return this.#phrases.find(words.map(foldRomanised), skip, typos);
  }

  /**
   * The trade the longest run of `words` sounds like, for the second chance (docs/search.md, "Second chance"): first
   * with every word in Latin letters on both sides ('ಫೋಟೋ ಸ್ಟುಡಿಯೋ' and 'photo studio'; one typo from 6 letters), then
   * by consonants alone ('ayurvedik', 'catters'; one typo from 5). A key two trades share stands for neither.
   */
  findBySound(words: readonly string[], skip: (index: number) => boolean): SoundMatch | undefined {
    const sounds = this.#soundIndexes();
    const asMatch = (found: PhraseMatch<Sounding>, by: SoundMatch['by']): SoundMatch => ({
      match: { ...found, value: found.value.trade },
      word: found.value.word,
      by,
    });
    const latin = sounds.latin.find(words.map(latinKey), skip, true);
    if (latin) return asMatch(latin, 'script');
    const consonants = words.map(consonantKey);
    const nearest = sounds.consonants.find(consonants, (i) => skip(i) || consonants[i] === '', true);
    if (!nearest) return undefined;
    // Consonants alone let through what a vowel tells apart ('mistri', 'mixture'): the words must still be near.
    const typed = words
      .slice(nearest.start, nearest.start + nearest.length)
      .map(latinKey)
      .join('');
    const meant = keyOf(nearest.value.word, latinKey);
    return editDistance(typed, meant) <= NEAREST_SHARE * Math.max(typed.length, meant.length) ? asMatch(nearest, 'nearest') : undefined;
  }

  #soundIndexes(): SoundIndexes {
    if (this.#sounds) return this.#sounds;
    const same = (a: Sounding, b: Sounding) => a.trade === b.trade;
    const latin = new PhraseIndex<Sounding>({ longestRun: LONGEST_RUN, typoFrom: TYPO_FROM, same });
    const consonants = new PhraseIndex<Sounding>({ longestRun: LONGEST_RUN, typoFrom: 5, same });
    for (const trade of this.trades) {
      for (const [word] of trade.words) {
        latin.add(keyOf(word, latinKey), { trade, word });
        const key = keyOf(word, consonantKey);
        if (key.length >= SHORTEST_CONSONANTS) consonants.add(key, { trade, word });
      }
    }
    this.#sounds = { latin: latin.ready(), consonants: consonants.ready() };
    return this.#sounds;
  }

  /** The trade's words in Latin letters, in the index's form, as the search looks for them in listings' text. */
  synonymsOf(trade: TradeRecord): string[] {
    let synonyms = this.#synonyms.get(trade);
    if (!synonyms) {
      const latin = trade.words.map(([word]) => searchForm(word).split(WORD_SEPARATORS).filter(Boolean).join(' '));
      synonyms = [...new Set(latin.filter((word) => word && LATIN.test(word)))];
      this.#synonyms.set(trade, synonyms);
    }
    return synonyms;
  }

  /**
   * The synonyms of each run of `words` that names a trade as written (query.ts termGroups), longest runs first: the
   * run itself, then the trade's words, MOST_SYNONYMS in all.
   */
  synonymsIn(words: readonly string[]): [phrase: string, synonyms: string[]][] {
    const found: [string, string[]][] = [];
    const taken = new Set<number>();
    for (;;) {
      const match = this.find(words, (i) => taken.has(i), false);
      if (!match) return found;
      const phrase = words.slice(match.start, match.start + match.length).join(' ');
      found.push([phrase, [...new Set([phrase, ...this.synonymsOf(match.value)])].slice(0, MOST_SYNONYMS)]);
      for (let i = match.start; i < match.start + match.length; i++) taken.add(i);
    }
  }
}
