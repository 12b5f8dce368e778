import { D1Round, lookupNow, recalling, type Lookup, type Recalled } from '../../lib/d1-round.ts';

/**
 * The one way a search reaches D1 (docs/search.md, "Round trips"). Each round trip crosses the network, so a search
 * asks everything it can before it knows anything in one first round, then only what that round's answers make
 * necessary. Lookups (the filters' rows, the vocabulary's counts, the facet counts) may be answered from what this
 * instance read lately (`recalled`, memory.ts); the matches and cards of a page never are.
 */
export class SearchReads {
  readonly #db: D1Database;
  readonly #recalled: Recalled | undefined;
  /** The first round: every part asks with `first.lookup` (or `first.read`), then `first.send()` sends them at once. */
  readonly first: D1Round;
  /** A lookup asked once the first round has told that it is needed: one round trip, unless recalled. */
  readonly later: Lookup;
  /** A read of matches or cards: one round trip, never recalled (what a page holds changes with every write). */
  readonly page: Lookup;

  constructor(db: D1Database, recalled?: Recalled) {
    this.#db = db;
    this.#recalled = recalled;
    this.first = new D1Round(db, recalled);
    this.later = recalling(lookupNow(db), recalled);
    this.page = lookupNow(db);
  }

  /** A further round of lookups sent together, as the first one is. */
  round(): D1Round {
    return new D1Round(this.#db, this.#recalled);
  }
}
