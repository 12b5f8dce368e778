import { editDistance } from './query.ts';

/**
 * Names of several words, each standing for one thing, found in a query's words (the gazetteer's localities,
 * gazetteer.ts; the trade lexicon's concepts, trade-lexicon.ts): keyed by their words run together, the longest run
 * first, and through one typo where the run is long enough to tell a typo from another word.
 */

/** What a run of a query's words named. */
export interface PhraseMatch<Value> {
  value: Value;
  /** Where the run starts in the words, and how many words it spans. */
  start: number;
  length: number;
  /** Whether it was read through one typo. */
  typo: boolean;
}

/** Every string one deletion away from `key`, and `key` itself: two keys one edit apart share one of these. */
function withDeletions(key: string): string[] {
  const chars = [...key];
  return [key, ...chars.map((_, i) => [...chars.slice(0, i), ...chars.slice(i + 1)].join(''))];
}

interface Entry<Value> {
  value: Value;
  /** Two things share the key: it stands for neither, as the reader cannot tell which is meant. */
  ambiguous?: boolean;
}

export class PhraseIndex<Value> {
  readonly #exact = new Map<string, Entry<Value>>();
  /** Deletion neighbourhoods of the keys long enough to be read through a typo (a symmetric-delete index). */
  readonly #near = new Map<string, Set<string>>();
  readonly #longestRun: number;
  readonly #typoFrom: number;
  /** Whether two values are one thing (a locality's name and its part's name both stand for the locality). */
  readonly #same: (a: Value, b: Value) => boolean;

  /**
   * @param options.longestRun the most words a name is looked for in.
   * @param options.typoFrom a run shorter than this, in characters without its spaces, is only ever taken as written:
   *   one letter off a short word is another word ('hsr', 'her').
   */
  constructor(options: { longestRun: number; typoFrom: number; same: (a: Value, b: Value) => boolean }) {
    this.#longestRun = options.longestRun;
    this.#typoFrom = options.typoFrom;
    this.#same = options.same;
  }

  /** Adds a name by its key; call `ready` once all are in. */
  add(key: string, value: Value): void {
    if (!key) return;
    const known = this.#exact.get(key);
    if (known === undefined) this.#exact.set(key, { value });
    else if (!this.#same(known.value, value)) this.#exact.set(key, { ...known, ambiguous: true });
  }

  /** Indexes the keys long enough to be read through a typo. */
  ready(): this {
    for (const key of this.#exact.keys()) {
      if ([...key].length < this.#typoFrom) continue;
      for (const variant of withDeletions(key)) {
        const keys = this.#near.get(variant) ?? new Set<string>();
        keys.add(key);
        this.#near.set(variant, keys);
      }
    }
    return this;
  }

  /** The value of a key as written, unless several share it. */
  get(key: string): Value | undefined {
    const entry = this.#exact.get(key);
    return entry?.ambiguous ? undefined : entry?.value;
  }

  /** The one thing within one edit of `key`, or nothing when none or several are. */
  #nearest(key: string): Value | undefined {
    if ([...key].length < this.#typoFrom - 1) return undefined;
    const found = new Set<string>();
    for (const variant of withDeletions(key)) for (const candidate of this.#near.get(variant) ?? []) found.add(candidate);
    // A key close by that stands for several things makes the typo as unclear as two keys would.
    const values = [...found].filter((candidate) => editDistance(candidate, key) <= 1).map((candidate) => this.get(candidate));
    const [first] = values;
    return first !== undefined && values.every((value) => value !== undefined && this.#same(value, first)) ? first : undefined;
  }

  /**
   * The longest run of `keys` (each word's key) that names something, the earliest among equals; a run read as written
   * before one read through a typo of the same length, and through a typo only when `typos`. `skip` marks words that
   * cannot be part of a name.
   */
  find(keys: readonly string[], skip: (index: number) => boolean, typos: boolean): PhraseMatch<Value> | undefined {
    for (let length = Math.min(this.#longestRun, keys.length); length >= 1; length--) {
      for (const typo of typos ? [false, true] : [false]) {
        for (let start = 0; start + length <= keys.length; start++) {
          if (Array.from({ length }, (_, i) => skip(start + i)).some(Boolean)) continue;
          const key = keys.slice(start, start + length).join('');
          const value = typo ? this.#nearest(key) : this.get(key);
          if (value !== undefined) return { value, start, length, typo };
        }
      }
    }
    return undefined;
  }
}
