import type { LocalMoment } from '../../../contracts/hours.ts';
import { storedCardSql } from '../../../db/rules.ts';
import type { Lookup } from '../../../lib/d1-round.ts';
import { parseCard } from '../../business-shape.ts';
import { openNowParams } from '../../hours.ts';
import { exactCountReach, spareCards } from '../plan.ts';
import { headlineHolds } from '../query.ts';
import { totalBeyond, type Known, type PathPage } from '../totals.ts';
import { inTurnParams, inTurnSql, orderedSql } from './index-order.ts';

/**
 * The first page of a broad search with filters (decision 019), in one pass where it can be: its best rated matches,
 * each marked whether its headline holds the word, as many as exactCountReach. Filters that together keep few leave
 * the index walking their intersection to its end: once for the pass (the headline and the rest asked in turn walk it
 * twice), and the headline's part again for its first page's cards, unless the pass brings every card. The page is
 * known when the pass read every match, or a page of headline matches (in the pass, or the headline's own first page
 * beside it): those it did not read come after them.
 * Otherwise the rest outnumber the headline among the best rated, and the halves are asked in turn past the last match
 * read, for what the page still needs: the pass already says how many there are at least.
 */
export async function broadFirstPage(
  query: Lookup,
  whole: string,
  halves: { headline: string; rest: string; text: string },
  openAt: LocalMoment | null,
  limit: number,
  known: Known,
): Promise<PathPage> {
  const reach = exactCountReach(limit, openAt !== null) + 1;
  const openNow = openAt !== null;
  const open = openAt ? openNowParams(openAt) : [];
  // The page's cards come in the same round trip. A pass short enough (open now's) brings every match's card; a
  // longer one is followed by the headline's first page's worth with their cards, the page as a rule: that ask stops
  // at the page when the headline holds that many, and reads as many rows as the pass bringing the cards of its first
  // page's worth did. D1 counts every row a statement numbers or keeps aside as read, so a statement cannot pick the
  // page's places out of the pass more cheaply. Cards the page still lacks (rest matches on it) come from cardsFor.
  const everyCard = reach <= spareCards(limit);
  const pass = `SELECT 0 AS part, *, ${everyCard ? storedCardSql('a.card_rowid') : 'NULL'} AS card
    FROM (${orderedSql('rowid', openNow, { markHeadline: true })}) a`;
  const headlinePage = `SELECT 1, card_rowid, business_id, NULL, NULL, ${storedCardSql('h.card_rowid')} FROM (${orderedSql('rowid', openNow)}) h`;
  const { results } = await query<{
    part: number;
    card_rowid: number;
    business_id: string;
    headline: string | null;
    search_key: string;
    card: string | null;
  }>(
    everyCard ? pass : `${pass} UNION ALL ${headlinePage}`,
    whole,
    ...open,
    reach,
    ...(everyCard ? [] : [halves.headline, ...open, limit]),
  );
  const cards = new Map(results.flatMap((row) => (row.card === null ? [] : [[row.card_rowid, parseCard(row.card)] as const])));
  const read = results.filter((row) => row.part === 0);
  const kept = <T extends { business_id: string }>(matches: T[]) => matches.filter((match) => !known.leaveOut.has(match.business_id));
  const matches = kept(read);
  const inHeadline = (match: { headline: string | null }) => match.headline !== null && headlineHolds(match.headline, halves.text);
  const headline = matches.filter(inHeadline);
  const rest = matches.filter((match) => !inHeadline(match));
  const page = (ordered: { card_rowid: number }[]) => ordered.slice(0, limit).map((match) => match.card_rowid);
  if (read.length < reach) return { rowids: page([...headline, ...rest]), cards, total: matches.length, totalIsLowerBound: false };
  const total = await totalBeyond(matches.length, known);
  if (headline.length >= limit) return { rowids: page(headline), cards, ...total };
  // The headline's first page, asked beside the pass, is the page when it is a whole one, however few of the best rated
  // matches the pass read hold the word in their headline (a narrower trade's sub-category among all its category's).
  const headlineFirst = kept(results.filter((row) => row.part === 1));
  if (headlineFirst.length >= limit) return { rowids: page(headlineFirst), cards, ...total };
  // Past the last match read: the headline's, then (once they run out) the rest's, which follow those the pass read.
  const last = (read.at(-1) as { search_key: string }).search_key;
  const ask = limit - headline.length + known.leaveOut.size;
  // Each of these is on the page (but those left out), so each brings its card.
  const more = await query<{ half: number; card_rowid: number; business_id: string; card: string }>(
    `SELECT *, ${storedCardSql('m.card_rowid')} AS card FROM (${inTurnSql('rowid', openAt !== null, 2, true)}) m`,
    ...inTurnParams([halves.headline, halves.rest], openAt, ask, last),
  );
  const after = kept(more.results);
  for (const match of after) cards.set(match.card_rowid, parseCard(match.card));
  return {
    rowids: page([...headline, ...after.filter((match) => match.half === 0), ...rest, ...after.filter((match) => match.half === 1)]),
    cards,
    ...total,
  };
}
