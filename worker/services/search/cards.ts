import type { LocalMoment } from '../../contracts/hours.ts';
import type { Point } from '../../contracts/geo.ts';
import { cardSql } from '../../db/rules.ts';
import type { Lookup } from '../../lib/d1-round.ts';
import { businessCard, parseCard, type BusinessCard, type CardRecord } from '../business-shape.ts';

/** A page's result cards (cardSql), read by rowid, and shaped for the visitor. */

/**
 * The result cards of a page of rowids, joined from a list of VALUES: D1 counts the temporary table an IN list
 * becomes as read, a card each (20 rows for a page of 10, not 10).
 */
export function cardsSql(count: number): string {
  const values = Array.from({ length: count }, () => '(?)').join(', ');
  return `SELECT b.rowid, ${cardSql('b')} AS card FROM (SELECT column1 AS rowid FROM (VALUES ${values})) AS page CROSS JOIN businesses b ON b.rowid = page.rowid`;
}

/** The cards of a page: those `known` already, the others read. */
export async function cardsFor(read: Lookup, rowids: number[], known = new Map<number, CardRecord>()): Promise<Map<number, CardRecord>> {
  const missing = rowids.filter((rowid) => !known.has(rowid));
  if (missing.length === 0) return known;
  const rows = await read<{ rowid: number; card: string }>(cardsSql(missing.length), ...missing);
  return new Map([...known, ...rows.results.map((row) => [row.rowid, parseCard(row.card)] as const)]);
}

export function shapePage(
  rowids: number[],
  cards: Map<number, CardRecord>,
  context: { mediaBase: string; now: LocalMoment; from?: Point },
): BusinessCard[] {
  return rowids.flatMap((rowid) => {
    const card = cards.get(rowid);
    return card ? [businessCard(card, context)] : [];
  });
}

/** Stored cards as a path read them (JSON, by rowid), parsed: those of `rowids` only. */
export function parsedCards(rowids: number[], stored: Map<number, string>): Map<number, CardRecord> {
  return new Map(
    rowids.flatMap((rowid) => {
      const card = stored.get(rowid);
      return card ? [[rowid, parseCard(card)] as const] : [];
    }),
  );
}
