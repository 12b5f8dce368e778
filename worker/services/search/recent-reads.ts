import type { Recalled } from '../../lib/d1-round.ts';

/**
 * Answers to reads this Worker instance made lately, by their SQL and parameters, at most `most` of them (the oldest
 * kept go first). D1Round answers a lookup from here instead of asking the database again, for as long as the caller
 * takes an answer to be fresh (docs/decisions/020-recent-lookups.md). An answer is handed to every request that asks
 * alike, so its readers never change it.
 */
export class RecentReads {
  readonly #most: number;
  readonly #answers = new Map<string, { result: D1Result; at: number }>();

  constructor(options: { most: number }) {
    this.#most = options.most;
  }

  /** The answers read in the last `freshMs`, and a place for new ones. */
  within(freshMs: number, now: () => number = Date.now): Recalled {
    return {
      get: (key) => {
        const answer = this.#answers.get(key);
        return answer && now() - answer.at < freshMs ? answer.result : undefined;
      },
      set: (key, result) => {
        this.#answers.delete(key);
        // A Map keeps the order keys were set in: the first is the oldest kept.
        if (this.#answers.size >= this.#most) this.#answers.delete(this.#answers.keys().next().value as string);
        this.#answers.set(key, { result, at: now() });
      },
    };
  }
}

/**
 * What one request asked, for the rest of it: a page widened, a second chance and each filter let go of is a search
 * more, and asks what its filters name as the first did (answer.ts). A request is one moment, so the answers stay
 * right however long it takes.
 */
export function requestReads(): Recalled {
  return new RecentReads({ most: 200 }).within(Infinity);
}

/** Answered from `first`, else from `then`; what is read is kept in both. */
export function recalledFrom(first: Recalled | undefined, then: Recalled | undefined): Recalled | undefined {
  if (!first || !then) return first ?? then;
  return {
    get: (key) => first.get(key) ?? then.get(key),
    set: (key, result) => {
      first.set(key, result);
      then.set(key, result);
    },
  };
}
