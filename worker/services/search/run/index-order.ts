import type { LocalMoment } from '../../../contracts/hours.ts';
import { afterSearchKeySql, SEARCH_KEY_CARD_ROWID_SQL, SEARCH_KEY_TEXT_SQL, storedCardSql } from '../../../db/rules.ts';
import type { Lookup } from '../../../lib/d1-round.ts';
import { parseCard, type CardRecord } from '../../business-shape.ts';
import { openNowParams, openNowSql } from '../../hours.ts';
import { BROAD, cardsMode, exactCountReach, TOTAL_CAP, type CardsMode, type IndexOrder } from '../plan.ts';
import { totalBeyond, type Known, type PathPage } from '../totals.ts';

/**
 * A page in one of the index's own orders (docs/search.md, "Paths"): relevance is FTS5's rank, best rated its rowid
 * (the search key, worker/db/rules.ts), so the index hands over the first matches and reads no others.
 */

/** What orderedSql asks besides its order. */
interface OrderedOptions {
  /** Each match brings its headline (`headline`, for headlineHolds in query.ts) and its search key (`search_key`). */
  markHeadline?: boolean;
  /** Only the matches after a search key, as text (a JavaScript number cannot hold one): a parameter after the expression. */
  after?: boolean;
}

/**
 * The first `?` matches of a MATCH expression in one of the index's own orders, so only those are read: `rank`
 * (relevance: FTS5 sorts inside and hands over the first ones) or `rowid` (best rated: the search key, rules.ts).
 */
export function orderedSql(order: IndexOrder, openNow: boolean, options: OrderedOptions = {}): string {
  const marks = options.markHeadline ? `, headline, ${SEARCH_KEY_TEXT_SQL} AS search_key` : '';
  return `SELECT ${SEARCH_KEY_CARD_ROWID_SQL} AS card_rowid, business_id${marks} FROM business_search
    WHERE business_search MATCH ?${options.after ? ` AND ${afterSearchKeySql()}` : ''}${openNow ? ` AND ${openNowSql('business_search.business_id')}` : ''}
    ORDER BY ${order} LIMIT ?`;
}

/**
 * The first matches of each of `expressions` MATCH expressions in turn (`half`: which one), `?` in all: each one is
 * asked (parameters: expression, the key `after` which, open-now's, how many at most) only while those before it gave
 * fewer.
 */
export function inTurnSql(order: IndexOrder, openNow: boolean, expressions: number, after = false): string {
  const each = Array.from({ length: expressions }, (_, n) => `SELECT ${n} AS half, * FROM (${orderedSql(order, openNow, { after })})`);
  return `${each.join(' UNION ALL ')} LIMIT ?`;
}

/** inTurnSql's parameters, in its order: each expression's, then how many in all. */
export function inTurnParams(expressions: string[], openAt: LocalMoment | null, limit: number, after?: string): unknown[] {
  const each = (expression: string) => [
    expression,
    ...(after === undefined ? [] : [after]),
    ...(openAt ? openNowParams(openAt) : []),
    limit,
  ];
  return [...expressions.flatMap(each), limit];
}

/**
 * inTurnSql's matches (`part` 0) and, as `cards` says, their cards. Parameters: inTurnSql's, then for `from`
 * the page's offset, for `page` inTurnSql's again (up to the page's last) and the page's size and offset. With `page`
 * the index is asked twice: measured, that reads no more rows than asking once (80 for `restaurant` in a pincode at
 * 100,000 businesses), where keeping the first answer (a MATERIALIZED CTE) to read the page back from it read 131.
 * What the second ask costs the index is up to the caller (orderedMatches).
 */
export function orderedPageSql(order: IndexOrder, openNow: boolean, expressions: number, cards: CardsMode): string {
  const card = cards === 'from' ? storedCardSql('m.card_rowid') : 'NULL';
  const matches = `SELECT 0 AS part, half, card_rowid, business_id, ${card} AS card
    FROM (${inTurnSql(order, openNow, expressions)}) m${cards === 'from' ? ' LIMIT -1 OFFSET ?' : ''}`;
  if (cards !== 'page') return matches;
  return `${matches} UNION ALL SELECT * FROM (SELECT 1, half, card_rowid, NULL, ${storedCardSql('p.card_rowid')}
    FROM (${inTurnSql(order, openNow, expressions)}) p LIMIT ? OFFSET ?)`;
}

/**
 * A page at a fixed cost in one of the index's orders (decision 019): the index hands over the first matches of each
 * expression in turn (a broad search's headline, then the rest), as many as the page needs and at least
 * exactCountReach(limit), plus one to tell whether more exist, and the page's cards with them. The total is exact when
 * they are all; otherwise it comes from totalBeyond. A one-word search whose word more than TOTAL_CAP documents hold
 * already knows its floor, and one that asks one word and nothing else its total: each reads only its page.
 */
export async function orderedMatches(
  query: Lookup,
  expressions: string[],
  order: IndexOrder,
  openAt: LocalMoment | null,
  window: { offset: number; limit: number },
  known: Known,
): Promise<PathPage> {
  const need = window.offset + window.limit;
  const reach =
    known.holdingIsTotal || (await known.holding()) > TOTAL_CAP ? need : Math.max(need, exactCountReach(window.limit, openAt !== null)) + 1;
  const cards = cardsMode(order === 'rowid' || known.most <= BROAD, window, reach, known.leaveOut.size > 0);
  const rows = await query<{ part: number; half: number; card_rowid: number; business_id: string; card: string | null }>(
    orderedPageSql(order, openAt !== null, expressions.length, cards),
    ...inTurnParams(expressions, openAt, reach),
    ...(cards === 'from' ? [window.offset] : []),
    ...(cards === 'page' ? [...inTurnParams(expressions, openAt, need), window.limit, window.offset] : []),
  );
  const stored = new Map<number, CardRecord>();
  for (const row of rows.results) if (row.card !== null) stored.set(row.card_rowid, parseCard(row.card));
  // The matches before the page that `from` passed over (it is chosen only when none is left out).
  const passed = cards === 'from' ? window.offset : 0;
  // In turn: the first expression's matches, then the next one's (the sort is stable).
  const found = rows.results.filter((row) => row.part === 0).sort((a, b) => a.half - b.half);
  const read = passed + found.length;
  const matches = found.filter((match) => !known.leaveOut.has(match.business_id));
  const rowids = matches.slice(window.offset - passed, need - passed).map((match) => match.card_rowid);
  const kept = passed + matches.length;
  if (read < reach && !known.holdingIsTotal) return { rowids, cards: stored, total: kept, totalIsLowerBound: false };
  return { rowids, cards: stored, ...(await totalBeyond(kept, known)) };
}
