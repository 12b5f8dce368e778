import type { D1Round } from '../../lib/d1-round.ts';
import { Gazetteer, type PlaceRecord } from './gazetteer.ts';
import { TradeLexicon, type TradeRecord } from './trade-lexicon.ts';

/**
 * The city's words a search reads a query with (docs/search.md, "Reading a query"): the gazetteer of its localities
 * and the trade lexicon. D1 keeps them as one row, rewritten by triggers whenever a locality, its pincodes or its
 * names, a category's name or a trade's words change (migrations/0029_trade_lexicon.sql), with a random version beside
 * it. A Worker instance holds the last it read; a
 * search that reads words asks, with its first round, for the row only if its version is not the one held (two rows
 * read, nothing sent back as a rule), and never in a round trip of its own unless the words were last confirmed more
 * than a minute ago (decision 029). A search that gets it back reads its query again with it, and runs again only if
 * the query now reads otherwise; an instance that holds nothing yet reads with no localities until its first search
 * brings them.
 */

/** The row, unless the version beside it is the one given. */
export const CHANGED_CITY_WORDS_SQL =
  "SELECT value FROM search_settings WHERE key = 'city_words' AND (SELECT value FROM search_settings WHERE key = 'city_words_version') IS NOT ?";

/**
 * The row and its version written afresh, as every trigger of migrations/0029_trade_lexicon.sql does: a bulk import
 * pauses those triggers and runs these once at its end (index-build.ts).
 */
export const REFRESH_CITY_WORDS_SQL = [
  "INSERT OR REPLACE INTO search_settings (key, value) VALUES ('city_words_version', lower(hex(randomblob(8))))",
  "INSERT OR REPLACE INTO search_settings (key, value) SELECT 'city_words', value FROM city_words_source",
] as const;

export interface CityWords {
  version: string;
  gazetteer: Gazetteer;
  lexicon: TradeLexicon;
}

interface Snapshot {
  version: string | null;
  places: (Omit<PlaceRecord, 'pincodes'> & { pincodes: [pincode: string, position: number][] })[];
  trades: TradeRecord[];
}

const EMPTY: CityWords = { version: '', gazetteer: new Gazetteer([]), lexicon: new TradeLexicon([]) };

function fromSnapshot(text: string): CityWords {
  const snapshot = JSON.parse(text) as Snapshot;
  const places = snapshot.places.map((place) => ({
    ...place,
    pincodes: [...place.pincodes].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0])).map(([pincode]) => pincode),
  }));
  return { version: snapshot.version ?? '', gazetteer: new Gazetteer(places), lexicon: new TradeLexicon(snapshot.trades) };
}

/** The city's words a Worker instance holds (memory.ts): none until a search brings them, then the newest it saw. */
export class HeldCityWords {
  readonly #confirmMs: number;
  #held: CityWords = EMPTY;
  /** When the database last said the words held are its own (ms since the epoch); never, at first. */
  #confirmedAt = -Infinity;

  constructor(options: { confirmMs: number }) {
    this.#confirmMs = options.confirmMs;
  }

  get words(): CityWords {
    return this.#held;
  }

  /**
   * Asks, with a search's first round, for the words if they are not those held; holds and answers them when they are
   * not. Within `confirmMs` of the last answer it only rides along with the round's other reads: a round that would
   * send nothing else is not sent for it.
   */
  async ifChanged(round: Pick<D1Round, 'read' | 'ride'>, now = Date.now()): Promise<CityWords | undefined> {
    const ask = now - this.#confirmedAt < this.#confirmMs ? round.ride : round.read;
    const answer = await ask<{ value: string }>(CHANGED_CITY_WORDS_SQL, this.#held.version);
    if (!answer) return undefined;
    this.#confirmedAt = now;
    const text = answer.results[0]?.value;
    if (text === undefined) return undefined;
    this.#held = fromSnapshot(text);
    return this.#held;
  }
}
