/**
 * The document counts of the index's common words, as this Worker instance last read them from the vocabulary
 * (docs/decisions/019). fts5vocab counts a word by walking its whole doclist, every time it is asked: 63,000 entries
 * for "restaurant" at 1,000,000 businesses, about 2 ms of the database's time in every search that names it or visits
 * it in a range of words. A remembered word is not asked again while it is fresh, and a range of the vocabulary is
 * read around it (`readRanges`).
 *
 * Only words that at least `least` documents held are remembered, and each for `freshMs`. What a search answers
 * turns on counts at TOTAL_CAP or below (plan.ts and totals.ts: whether a word is broad, an exact total), so
 * `least` is well above that: a count remembered there cannot have fallen past it in so short a time. Above it a
 * count only steers how a page is read (which part is asked first, how wide a window is), never what the page holds.
 */

export interface TermCount {
  term: string;
  doc: number;
}

/** A range of the vocabulary: terms from `from` (past it with `past`) up to, not including, `below`. */
export interface TermRange {
  from: string;
  past?: boolean;
  below: string;
}

/**
 * SQLite orders text by its UTF-8 bytes, which is the order of code points; JavaScript's `<` compares UTF-16 code
 * units, which differs past U+FFFF.
 */
export function compareTerms(a: string, b: string): number {
  for (let i = 0, j = 0; ;) {
    const x = a.codePointAt(i);
    const y = b.codePointAt(j);
    if (x === undefined || y === undefined) return (x === undefined ? 0 : 1) - (y === undefined ? 0 : 1);
    if (x !== y) return x - y;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
}

function inRange(term: string, range: TermRange): boolean {
  const from = compareTerms(term, range.from);
  return (range.past ? from > 0 : from >= 0) && compareTerms(term, range.below) < 0;
}

export class CommonWords {
  readonly #least: number;
  readonly #freshMs: number;
  readonly #most: number;
  readonly #words = new Map<string, { doc: number; until: number }>();
  /** The remembered words in the vocabulary's order, rebuilt when one is added. */
  #sorted: string[] | null = null;

  constructor(options: { least: number; freshMs: number; most: number }) {
    this.#least = options.least;
    this.#freshMs = options.freshMs;
    this.#most = options.most;
  }

  /** The word's count while it is remembered and fresh. */
  count(term: string, now = Date.now()): number | undefined {
    const word = this.#words.get(term);
    return word && word.until > now ? word.doc : undefined;
  }

  /** Keeps what the vocabulary just counted of the words common enough. */
  remember(counted: Iterable<TermCount>, now = Date.now()): void {
    for (const { term, doc } of counted) {
      if (doc < this.#least) {
        if (this.#words.delete(term)) this.#sorted = null;
        continue;
      }
      if (!this.#words.has(term)) {
        if (this.#words.size >= this.#most) this.#forgetStale(now);
        if (this.#words.size >= this.#most) continue;
        this.#sorted = null;
      }
      this.#words.set(term, { doc, until: now + this.#freshMs });
    }
  }

  /** The fresh remembered words in a range, in the vocabulary's order. */
  within(range: TermRange, now = Date.now()): TermCount[] {
    this.#sorted ??= [...this.#words.keys()].sort(compareTerms);
    const sorted = this.#sorted;
    // The first remembered word at or past the range's start.
    let low = 0;
    for (let high = sorted.length; low < high;) {
      const middle = (low + high) >> 1;
      if (compareTerms(sorted[middle] as string, range.from) < 0) low = middle + 1;
      else high = middle;
    }
    const found: TermCount[] = [];
    for (let n = low; n < sorted.length && compareTerms(sorted[n] as string, range.below) < 0; n++) {
      const term = sorted[n] as string;
      const doc = this.count(term, now);
      if (doc !== undefined && inRange(term, range)) found.push({ term, doc });
    }
    return found;
  }

  #forgetStale(now: number): void {
    for (const [term, word] of this.#words) if (word.until <= now) this.#words.delete(term);
    this.#sorted = null;
  }
}

/** D1 runs a compound SELECT of at most this many parts ("too many terms in compound SELECT" past it). */
export const MOST_COMPOUND_PARTS = 5;

/** Past the last code point, so that `term <= before(word)` takes every term below `word`, even those it starts. */
const LAST_CODE_POINT = '\u{10FFFF}';

/**
 * The greatest bound below `word` that fts5vocab can be given: it takes an upper bound as "up to and including" (and
 * counts the term there), so `term < word` would walk the doclist it is meant to skip. Undefined where the code point
 * below the last has none (a surrogate, or nothing).
 */
function before(word: string): string | undefined {
  const points = [...word];
  const last = points.pop()?.codePointAt(0);
  if (last === undefined || last <= 1 || (last - 1 >= 0xd800 && last - 1 <= 0xdfff)) return undefined;
  return `${points.join('')}${String.fromCodePoint(last - 1)}${LAST_CODE_POINT}`;
}

/**
 * `SELECT term, doc` over ranges of the vocabulary (as parts for UNION ALL, each with `where` ANDed and its
 * parameters), read around at most `most` of the fresh remembered words they hold, the commonest, which come back in
 * `remembered` (those `keep` keeps, as `where` would). Each word read around costs a part and two parameters more. The
 * parts keep the ranges' order.
 */
export function readRanges(
  words: CommonWords,
  ranges: TermRange[],
  options: { most: number; where?: { sql: string; params: (string | number)[]; keep: (term: string) => boolean } },
): { parts: string[]; params: (string | number)[]; remembered: TermCount[]; skipped: number } {
  const { where } = options;
  const parts: string[] = [];
  const params: (string | number)[] = [];
  const remembered: TermCount[] = [];
  const also = where ? ` AND ${where.sql}` : '';
  // The commonest cost the most to walk: they are the ones read around.
  const skippable = ranges
    .flatMap((range) => words.within(range))
    .filter((word) => before(word.term) !== undefined)
    .sort((a, b) => b.doc - a.doc)
    .slice(0, Math.max(options.most, 0));
  for (const range of ranges) {
    const skipped = skippable.filter((word) => inRange(word.term, range)).sort((a, b) => compareTerms(a.term, b.term));
    remembered.push(...skipped.filter((word) => !where || where.keep(word.term)));
    let from = range.from;
    let past = range.past ?? false;
    for (const word of skipped) {
      parts.push(`SELECT term, doc FROM business_search_vocab WHERE term ${past ? '>' : '>='} ? AND term <= ?${also}`);
      params.push(from, before(word.term) as string, ...(where?.params ?? []));
      // The next term past `word`: none lies between it and this, as no term holds a code point below U+0001.
      from = `${word.term}\u0001`;
      past = false;
    }
    parts.push(`SELECT term, doc FROM business_search_vocab WHERE term ${past ? '>' : '>='} ? AND term < ?${also}`);
    params.push(from, range.below, ...(where?.params ?? []));
  }
  return { parts, params, remembered, skipped: skippable.length };
}
