import {
  FACET,
  listedHour,
  listedHourSql,
  ORDER_BUCKETS,
  REVIEW_COUNTS_PREFIX,
  reviewCountBucketSql,
  SEARCH_KEY_CARD_ROWID_SQL,
  storedCardSql,
} from '../../../db/rules.ts';
import type { LocalMoment } from '../../../contracts/hours.ts';
import { openNowParams, openNowSql } from '../../hours.ts';
import type { Lookup } from '../../../lib/d1-round.ts';
import { type Bound, windowField, windowWalk } from './window-walk.ts';

/**
 * "Newest" and "most reviewed" at a fixed cost (docs/decisions/019): the matches are read bucket by bucket of their
 * sort key, from the top down (worker/db/rules.ts, ORDER_BUCKETS), until the page and one more are known. Every
 * bucket above the last one read has been read whole, so the page is exactly the one a full scan would give.
 *
 * The buckets are read in windows: ranges of finest buckets, each one read of the index over the fewest bucket tokens
 * that cover it (`cover`), a round's windows one statement that stops at the window completing the page. How wide a
 * window is comes from how densely the matches lie: at first how many there likely are (`likely`) spread evenly,
 * then what the windows already read held. A window wider than one finest bucket is read whole and sorted when it
 * holds at most OVERFILL times what it was expected to (and the page's remaining matches plus `slack`); one that holds
 * more is read again in windows half as wide or less, and the windows read below it wait until the gap above them is
 * read. A window of one finest bucket is read in the index's own order (best rated first), so only as many rows as
 * the page needs.
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
const WINDOWS_PER_ROUND = 8;

/**
 * A round's windows are together expected to hold this many times what the page still needs: the statement stops
 * at the window that completes the page (roundStatement), so the windows past it cost nothing, and a page lies in one
 * round unless the estimate was more than this much too dense.
 */
const AHEAD = 2;

/** The smallest window of a round is expected to hold this part (one in SMALLEST_SHARE) of what the page still needs. */
const SMALLEST_SHARE = 5;

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
  /** Its card, when the walk was asked to bring it. */
  card: string | null;
}

/** The highest and lowest finest bucket any business is in: nothing lies outside them. */
export async function bucketBounds(order: BucketOrder, lookup: Lookup): Promise<{ high: number; low: number } | null> {
  if (order === 'listedHours') {
    const { results } = await lookup<{ low: number | null; high: number | null }>(
      'SELECT (SELECT min(created_at) FROM businesses) AS low, (SELECT max(created_at) FROM businesses) AS high',
    );
    const row = results[0];
    if (row?.low == null || row.high == null) return null;
    return { low: listedHour(row.low), high: listedHour(row.high) };
  }
  // The highest single review count any document holds, from the facet counts (tokens sort as the counts do).
  const top = REVIEW_COUNTS_PREFIX(0);
  const { results } = await lookup<{ token: string }>(
    'SELECT token FROM search_facet_counts WHERE token >= ? AND token < ? AND docs > 0 ORDER BY token DESC LIMIT 1',
    top,
    `${top}a`,
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

/**
 * One round's windows as one statement (window-walk.ts): each window ([expression, cap]) reads at most its cap of
 * matches in the index's order, until the windows read hold `stop` rows. The matches come as read, and the caller puts
 * them in bucket order (the first window needs none before it).
 */
function roundStatement(
  order: BucketOrder,
  windows: [string, number][],
  open: (string | number)[],
  later: number[],
  stop: number,
  cards: boolean,
): Bound {
  const card = cards ? storedCardSql('card_rowid') : 'NULL';
  return windowWalk({
    windows,
    first: (windows[0] as [string, number])[1],
    later,
    enough: () => ({ sql: '?', params: [stop] }),
    read: (cap, place) => {
      const expression = windowField(place, 0);
      return {
        sql: `(SELECT json_group_array(json_array(card_rowid, business_id, finest, ${card})) FROM (
    SELECT ${SEARCH_KEY_CARD_ROWID_SQL} AS card_rowid, business_id, ${FINEST_SQL[order]} AS finest FROM business_search
    WHERE business_search MATCH ${expression.sql}${open.length > 0 ? ` AND ${openNowSql('business_search.business_id')}` : ''} ORDER BY rowid LIMIT ${cap}))`,
        params: [...expression.params, ...open],
      };
    },
  });
}

/** Parameters a D1 statement takes at most. */
const D1_PARAMETERS = 100;

/** A match as a round's row lists it: card_rowid, business_id, finest, card. */
type ListedMatch = [number, string, number, string | null];

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
  query: Lookup,
  options: {
    /**
     * The search's expression with a clause of bucket tokens ANDed, which `documents` (Infinity: unknown) may hold at
     * most, so the expression can ask its rarest parts first (query.ts, nestedAnd).
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
     * Each match brings its card: for a first page, whose matches are about all the walk reads (the page and
     * what the window that completes it holds past it), so the cards need no round trip of their own. A later page
     * starts inside a window as a rule, and which of that window's matches are on it is known only once they are
     * sorted: its cards are read after, for the page alone.
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
  const openParameters = options.openAt ? openNowParams(options.openAt) : [];
  // Each branch binds the open now moment again; the windows, their count and the stop are bound once (roundStatement).
  const mostBranches = openParameters.length > 0 ? Math.floor((D1_PARAMETERS - 3) / openParameters.length) : Infinity;
  /** Takes a window read whole (or a finest one read as far as the page needs); true when the page is known. */
  const take = (window: Window, rows: WalkMatch[]): boolean => {
    matches.push(...rows.filter((row) => !options.leaveOut.has(row.business_id)));
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
    const wanted = Math.max(remaining * AHEAD, FEWEST_WANTED);
    const floor = ahead[0]?.window.high ?? low;
    const windows: Window[] = [];
    let next = cursor;
    let expected = 0;
    // The caps of the windows after the first, each a branch of the statement (roundStatement).
    const later = new Set<number>();
    while (windows.length < WINDOWS_PER_ROUND && next > floor && (windows.length === 0 || expected < wanted)) {
      // The first window is expected to hold half of what the page still needs, each next one half of what is still
      // expected to be missing, down to SMALLEST_SHARE: the window that completes the page is read whole, so its size
      // is what a round may read past the page, and where the page likely ends the windows are small.
      const share = Math.max((remaining - expected) / 2, remaining / SMALLEST_SHARE);
      let width = Math.max(Math.floor(share / density), 1);
      if (next > split.below) width = Math.min(width, Math.max(Math.floor(split.width / 2), 1));
      // The lowest bucket is a window of its own: it is the largest as a rule (the unreviewed, a first bulk import), and
      // a finest window reads only what the page needs of it, where a wide one reaching it would overfill.
      const windowLow = Math.max(next - width, floor, next - 1 > low ? low + 1 : low);
      const finest = next - windowLow === 1;
      // A finest bucket comes in order, so it needs only what the page still lacks (and any it will leave out). A
      // wider one is read whole up to a few times what it is expected to hold: past that it is cheaper to split.
      const cap = finest
        ? remaining + options.leaveOut.size
        : Math.min(remaining + options.slack, Math.ceil(OVERFILL * density * (next - windowLow)) + FEWEST_WANTED);
      if (windows.length > 0 && !later.has(cap)) {
        if (later.size + 1 >= mostBranches) break;
        later.add(cap);
      }
      windows.push({ low: windowLow, high: next, finest, cap, tokens: cover(options.order, windowLow, next, high) });
      expected += density * (next - windowLow);
      next = windowLow;
    }
    const statement = roundStatement(
      options.order,
      windows.map((window) => [
        options.expression(`(${window.tokens.join(' OR ')})`, options.documentsPerBucket * (window.high - window.low)),
        window.cap,
      ]),
      openParameters,
      [...later],
      remaining + options.leaveOut.size,
      options.cards,
    );
    const { results } = await query<{ n: number; found: string }>(statement.sql, ...statement.params);
    // The windows read, in order (the walk stopped before the rest), each by bucket, the index's order within one;
    // sorted here, as D1 counts each row an ORDER BY takes as read again.
    const read = [...results]
      .sort((a, b) => a.n - b.n)
      .map(({ found }) =>
        (JSON.parse(found) as ListedMatch[])
          .map(([card_rowid, business_id, finest, card]): WalkMatch => ({ card_rowid, business_id, finest, card }))
          .sort((a, b) => b.finest - a.finest),
      );
    let gap = false;
    for (const [n, rows] of read.entries()) {
      const window = windows[n] as Window;
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
    // What the read buckets held, but a few matches say little: windows grow at most fourfold from one round to the
    // next, sixteenfold while every window read was empty (a round's windows hold twice the page at the estimate, so
    // the estimate is far too dense: the most reviewed and the newest of a small place lie far below the top).
    if (covered > 0) density = held > 0 ? Math.max(held / covered, density / 4) : Math.max(Math.min(density, 0.5 / covered), density / 16);
    // Down to the end of a window that held too much, the matches lie at least as densely as it showed.
    if (cursor > split.below) density = Math.max(density, split.density);
  }
  return { matches, complete: !finished && cursor <= low };
}
