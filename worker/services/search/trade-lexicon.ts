import { searchForm, WORD_SEPARATORS } from '../../contracts/city-text.ts';
import { foldRomanised, tradeKey, type TradeRegister } from '../../contracts/trade-words.ts';
import { PhraseIndex, type PhraseMatch } from './phrase-index.ts';

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

export class TradeLexicon {
  readonly trades: readonly TradeRecord[];
  readonly #phrases = new PhraseIndex<TradeRecord>({ longestRun: LONGEST_RUN, typoFrom: TYPO_FROM, same: (a, b) => a === b });
  readonly #synonyms = new Map<TradeRecord, string[]>();

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
