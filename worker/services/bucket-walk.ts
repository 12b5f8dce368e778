import {
  FACET,
  listedHour,
  listedHourSql,
  ORDER_BUCKETS,
  REVIEW_COUNTS_PREFIX,
  reviewCountBucketSql,
  SEARCH_KEY_CARD_ROWID_SQL,
} from '../db/rules.ts';
import type { LocalMoment } from '../contracts/hours.ts';
import { openNowParams, openNowSql } from './hours.ts';
import type { Ask } from '../lib/d1-round.ts';

/**
 * "Newest" and "most reviewed" at a fixed cost (docs/decisions/019): the matches are read bucket by bucket of their
 * sort key, from the top down (worker/db/rules.ts, ORDER_BUCKETS), until the page and one more are known. Every
 * bucket above the last one read has been read whole, so the page is exactly the one a full scan would give.
 *
 * The buckets are read in windows: ranges of finest buckets, each one statement over the fewest bucket tokens that
 * cover it (`cover`). How wide a window is comes from how densely the matches lie: at first how many there likely are
 * (`likely`) spread evenly, then what the windows already read held. A window wider than one finest bucket is read
 * whole and sorted when it holds at most OVERFILL times what it was expected to (and the page's remaining matches
 * plus `slack`); one that holds more is read again in windows half as wide or less, and the windows read below it
 * wait until the gap above them is read. A window of one finest bucket is read in the index's own order (best rated
 * first), so only as many rows as the page needs.
 */

export type BucketOrder = keyof typeof ORDER_BUCKETS;

/** The finest bucket of a match, as SQL over the index. */
const FINEST_SQL: Record<BucketOrder, string> = {
  listedHours: listedHourSql('CAST(created_at AS INTEGER)'),
  reviewCounts: reviewCountBucketSql('CAST(rating_count AS INTEGER)'),
};

const TOKEN: Record<BucketOrder, (level: number, bucket: number) => string> = {
  listedHours: FACET.listedHours,
  reviewCounts: FACET.reviewCounts,
};

/** Windows asked for in one round trip to the database. */
const WINDOWS_PER_ROUND = 12;

/** A round asks for at least this many matches: near the end of a page, one bucket at a time would crawl. */
const FEWEST_WANTED = 5;

/** How many times its expected matches a wide window may hold and still be read whole. */
const OVERFILL = 3;

/** Past this many round trips the matches lie too unevenly to walk, and the caller reads them all. */
const MOST_ROUNDS = 12;

export interface WalkMatch {
  card_rowid: number;
  business_id: string;
  finest: number;
  /** Its stored card, when the walk was asked to bring them. */
  card?: string | null;
}

/** The highest and lowest finest bucket any business is in: nothing lies outside them. */
export async function bucketBounds(db: D1Database, order: BucketOrder, ask: Ask): Promise<{ high: number; low: number } | null> {
  if (order === 'listedHours') {
    const { results } = await ask<{ low: number | null; high: number | null }>(
      db.prepare('SELECT (SELECT min(created_at) FROM businesses) AS low, (SELECT max(created_at) FROM businesses) AS high'),
    );
    const row = results[0];
    if (row?.low == null || row.high == null) return null;
    return { low: listedHour(row.low), high: listedHour(row.high) };
  }
  // The highest single review count any document holds, from the facet counts (tokens sort as the counts do).
  const top = REVIEW_COUNTS_PREFIX(0);
  const { results } = await ask<{ token: string }>(
    db
      .prepare('SELECT token FROM search_facet_counts WHERE token >= ? AND token < ? AND docs > 0 ORDER BY token DESC LIMIT 1')
      .bind(top, `${top}a`),
  );
  const row = results[0];
  return row ? { low: 0, high: Number(row.token.slice(top.length)) } : null;
}

interface Window {
  /** Finest buckets [low, high) it spans. */
  low: number;
  high: number;
  /** One finest bucket: read in the index's order, so never more than the page needs. */
  finest: boolean;
  /** Rows asked for: a wider window that fills it is not known whole. */
  cap: number;
  /** The fewest bucket tokens that cover it. */
  tokens: string[];
}

/**
 * The fewest bucket tokens covering finest buckets [low, high), widest first where one fits on its own boundary. The
 * first may reach above `top`, the highest finest bucket there is, as nothing lies there.
 */
function cover(order: BucketOrder, low: number, high: number, top: number): string[] {
  const { levels, factor } = ORDER_BUCKETS[order];
  const tokens: string[] = [];
  for (let at = high; at > low;) {
    let level = levels - 1;
    const fits = (size: number) => (at % size === 0 || at === top + 1) && Math.floor((at - 1) / size) * size >= low;
    while (level > 0 && !fits(factor ** level)) level--;
    const bucket = Math.floor((at - 1) / factor ** level);
    tokens.push(TOKEN[order](level, bucket));
    at = bucket * factor ** level;
  }
  return tokens;
}

function windowSql(order: BucketOrder, openNow: boolean, cards: boolean): string {
  const window = `SELECT ${SEARCH_KEY_CARD_ROWID_SQL} AS card_rowid, business_id, ${FINEST_SQL[order]} AS finest FROM business_search
    WHERE business_search MATCH ?${openNow ? ` AND ${openNowSql('business_search.business_id')}` : ''} ORDER BY rowid LIMIT ?`;
  return cards ? `SELECT w.*, (SELECT card FROM business_cards WHERE rowid = w.card_rowid) AS card FROM (${window}) w` : window;
}

export interface Walk {
  /** The matches in order, at least `target` of them unless there are fewer. */
  matches: WalkMatch[];
  /** Every match was read. */
  complete: boolean;
}

/**
 * The first `target` matches of `expression` in the bucket order (or all, when fewer), or null when the windows
 * would take more than MOST_ROUNDS round trips to tell.
 */
export async function walkBuckets(
  db: D1Database,
  options: {
    /**
     * The search's expression with a clause of bucket tokens ANDed, which `documents` (Infinity: unknown) may hold at
     * most, so the expression can ask its rarest parts first (search-query.ts, nestedAnd).
     */
    expression: (buckets: string, documents: number) => string;
    /** How many documents one finest bucket holds on average (Infinity: unknown). */
    documentsPerBucket: number;
    order: BucketOrder;
    bounds: { high: number; low: number };
    target: number;
    /** Rows a wide window may hold past what the page still needs and still be read whole. */
    slack: number;
    /** How many matches there likely are, spread evenly: how wide the first windows are. */
    likely: number;
    openAt: LocalMoment | null;
    leaveOut: Set<string>;
    /**
     * Each match brings its stored card: for a first page, whose matches are about all the walk reads (the page and
     * what a window holds past it), so the cards need no round trip of their own.
     */
    cards: boolean;
  },
): Promise<Walk | null> {
  const { high, low } = options.bounds;
  const matches: WalkMatch[] = [];
  // Every finest bucket from `cursor` up has been read whole.
  let cursor = high + 1;
  let covered = 0;
  let held = 0;
  let density = options.likely / (high - low + 1);
  // Below a window that held too much, until past its low end, windows are at most half as wide as it was.
  let split = { below: cursor, width: Infinity, density: 0 };
  // Windows read whole below one that held too much: they wait, in order, until the gap above them is read.
  const ahead: { window: Window; rows: WalkMatch[] }[] = [];
  /** Takes a window read whole (or a finest one read as far as the page needs); true when the page is known. */
  const take = (window: Window, rows: WalkMatch[]): boolean => {
    // Within a bucket, the index's order (rows come in it) decides; between buckets, the higher first.
    matches.push(...rows.filter((row) => !options.leaveOut.has(row.business_id)).sort((a, b) => b.finest - a.finest));
    // The window at the top is only partly filled as a rule (the hour still under way, the few most reviewed): it says
    // nothing of how densely the matches lie below it.
    if (window.high <= high) {
      covered += window.high - window.low;
      held += rows.length;
    }
    cursor = window.low;
    // A finest bucket that filled its cap holds more than were read: the page is known, the rest is not.
    if (rows.length >= window.cap) finished = true;
    return finished || matches.length >= options.target;
  };
  let finished = false;
  for (let round = 1; cursor > low && !finished && matches.length < options.target; round++) {
    if (round > MOST_ROUNDS) return null;
    const remaining = options.target - matches.length;
    // The first round trusts the estimate least (matches may lie denser among the newest): it asks for half of what is
    // needed, the next ones, which know how densely the matches lie here, for 60%; in windows each expected to hold a
    // third of that. Asking for less costs round trips (a quarter and 30%: seven for pages 2 and 5 of newest over
    // tests/worker/search-cost.test.ts's unevenly listed bakeries, six and five now), asking for more rows.
    const wanted = Math.max(remaining * (round === 1 ? 0.5 : 0.6), FEWEST_WANTED);
    const floor = ahead[0]?.window.high ?? low;
    const windows: Window[] = [];
    let next = cursor;
    let expected = 0;
    while (windows.length < WINDOWS_PER_ROUND && next > floor && (windows.length === 0 || expected < wanted)) {
      let width = Math.max(Math.floor(wanted / 3 / density), 1);
      if (next > split.below) width = Math.min(width, Math.max(Math.floor(split.width / 2), 1));
      const windowLow = Math.max(next - width, floor);
      const finest = next - windowLow === 1;
      // A finest bucket comes in order, so it needs only what the page still lacks (and any it will leave out). A
      // wider one is read whole up to a few times what it is expected to hold: past that it is cheaper to split.
      const cap = finest
        ? remaining + options.leaveOut.size
        : Math.min(remaining + options.slack, Math.ceil(OVERFILL * density * (next - windowLow)) + FEWEST_WANTED);
      windows.push({ low: windowLow, high: next, finest, cap, tokens: cover(options.order, windowLow, next, high) });
      expected += density * (next - windowLow);
      next = windowLow;
    }
    const answers = await db.batch<WalkMatch>(
      windows.map((window) =>
        db
          .prepare(windowSql(options.order, options.openAt !== null, options.cards))
          .bind(
            options.expression(`(${window.tokens.join(' OR ')})`, options.documentsPerBucket * (window.high - window.low)),
            ...(options.openAt ? openNowParams(options.openAt) : []),
            window.cap,
          ),
      ),
    );
    let gap = false;
    for (const [n, window] of windows.entries()) {
      const rows = answers[n]?.results ?? [];
      const overfilled = !window.finest && rows.length >= window.cap;
      if (overfilled && gap) break;
      if (overfilled) {
        split = { below: window.low, width: window.high - window.low, density: window.cap / (window.high - window.low) };
        gap = true;
      } else if (gap) {
        ahead.push({ window, rows });
        if (rows.length >= window.cap) break;
      } else if (take(window, rows)) {
        break;
      }
    }
    while (!finished && matches.length < options.target && ahead[0]?.window.high === cursor) {
      const waiting = ahead.shift() as { window: Window; rows: WalkMatch[] };
      take(waiting.window, waiting.rows);
    }
    // What the read buckets held, but a few matches say little: windows grow at most fourfold from one round to the next.
    if (covered > 0) density = Math.max(held > 0 ? held / covered : Math.min(density, 0.5 / covered), density / 4);
    // Down to the end of a window that held too much, the matches lie at least as densely as it showed.
    if (cursor > split.below) density = Math.max(density, split.density);
  }
  return { matches, complete: !finished && cursor <= low };
}
