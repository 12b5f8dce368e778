import type { LocalMoment } from '../../../contracts/hours.ts';
import type { Point } from '../../../contracts/geo.ts';
import { MAP_CELL } from '../../../db/rules.ts';
import { openNowParams } from '../../hours.ts';
import { cellsAround, distanceToCityKm, FAR_FROM_CITY_KM, holderOf, type MapCellAt, type RingCell } from '../map-cells.ts';
import {
  AIM,
  areaKm2,
  BEFORE_EVERY_KEY,
  byDistanceFrom,
  cellOf,
  FINE_UP_TO_KM,
  levelFor,
  MOST_CELLS,
  MOST_CELLS_WITHIN,
  type ListedMatch,
  MOST_ROUNDS,
  type NearMatch,
  type Overflow,
  type Ring,
  type RingWindow,
  ringsStatement,
  RINGS_PER_ROUND,
  SLACK,
  SMALLEST_KM,
  THINNEST,
  WIDEST_KM,
  withinSql,
  WITHIN_FROM_KM,
} from './nearest-rings.ts';
import type { Lookup } from '../../../lib/d1-round.ts';

/**
 * "Nearest first" at a fixed cost (docs/decisions/019): the matches in the map cells around the visitor, widening
 * only while fewer than a page's worth lie within the distance those cells are sure to cover. Every business within
 * that distance is then among what was read, so the nearest ones are exactly those a full scan would give. Where the
 * city is uneven (an empty park, then a market), each ring's read is capped, and a ring that overflows is read again
 * narrower: the cost stays near the page's however the matches lie.
 */

export interface Nearest {
  /** The nearest `need` matches, nearest first (ties: better rated first). */
  matches: NearMatch[];
  /** How many distinct matches were read: a floor of the total. */
  read: number;
  /** Stored cards (as stored: JSON) of matches read, by the card's rowid, when a first page's were asked for. */
  cards: Map<number, string>;
}

/**
 * The `need` nearest matches of `expression` (a MATCH expression); 'read all' when even the widest ring holds fewer
 * within its radius: then the caller reads them all; 'far from city' when the city's cells (cityCells, asked by the
 * caller) are more than FAR_FROM_CITY_KM away, before any ring is read. Each ring reads only what no ring read whole
 * before it holds (ringsOf), so a match is read about once; only a ring read whole counts. With `cards` (a first
 * page), each match likely on the page brings its card: in the first round those within FINE_UP_TO_KM, where
 * a busy city's page lies (farther, its rings overflow as a rule, and their cards would be read for nothing); in a
 * later round that follows no overflow those within the nearest `need` read so far, beyond which none of the page
 * lies. The cards the page still lacks are the caller's to read.
 *
 * With `withinKm` (a widened page's, widen.ts) no ring reaches farther, and what lies within is the answer once it is
 * covered, however few; a position far from the city is not told apart (find.ts asks no cityCells), as no ring reads
 * past `withinKm` however far it is. The matches are thin there, or the page would not widen, so the first round's
 * rings are read out to the edge as a rule: each names fewer cells (MOST_CELLS_WITHIN).
 *
 * A round trip asks up to RINGS_PER_ROUND rings, each wider than the last, in one statement that stops at the ring
 * that completes the page (window-walk.ts), so the rings past it cost nothing. The first round's rings grow from one
 * of the smallest cells to the widest ring (FINE_UP_TO_KM): a dense street is a ring or two, an empty edge of the
 * city one round trip. Matches do not lie evenly (a ring widened past an empty park may take in a market), so a ring
 * reads at most AIM times what the page still needs and SLACK more: one that holds more ends the round and is read
 * again in narrower rings, growing from the covered disc through where its sample (its best rated matches, which say
 * nothing of where they lie) puts what the page needs, or of smaller cells when what it held lay beyond its edge;
 * either way only past the last match it read in the index's order, as every match before that within its radius has
 * been read. The nearest `need` matches seen so far bound how far the page can lie.
 */
export async function nearestMatches(
  query: Lookup,
  expression: string,
  origin: Point,
  need: number,
  options: { openAt: LocalMoment | null; leaveOut: Set<string>; city: MapCellAt[]; cards: boolean; withinKm?: number },
): Promise<Nearest | 'read all' | 'far from city'> {
  const withinKm = options.withinKm ?? Infinity;
  // A widened page's search (widen.ts): the matches are thin, and none past withinKm matters.
  const widening = Number.isFinite(withinKm);
  // Far from the city rings would read every match before they found it; within withinKm they read nothing there.
  if (!widening && distanceToCityKm(options.city, origin) > FAR_FROM_CITY_KM) return 'far from city';
  const order = byDistanceFrom(origin);
  const found = new Map<string, NearMatch>();
  const cards = new Map<number, string>();
  const within = (radiusKm: number) => [...found.values()].filter((match) => order.distance(match) <= radiusKm);
  const open = options.openAt ? openNowParams(options.openAt) : [];
  // Every match within coveredKm has been read, and every match in the cells read whole.
  let coveredKm = 0;
  const readWhole = new Map<number, RingCell>();
  let overflow: Overflow | null = null;
  // Overflows in a row: each says the matches lie denser than the last one guessed.
  let overflows = 0;
  const mostCells = widening ? MOST_CELLS_WITHIN : MOST_CELLS;
  // No ring reaches past withinKm: the page lies inside it, so once it is covered, what lies there is the page.
  let ceilingKm = withinKm;
  for (let round = 0; round < MOST_ROUNDS; round++) {
    const last = round === MOST_ROUNDS - 1;
    // The last round reads whole as far as the page surely lies, when the matches seen say where that is.
    if (last && ceilingKm === Infinity) return 'read all';
    const { radii, finest } = last ? { radii: [ceilingKm], finest: MAP_CELL.levels - 1 } : nextRadii(round);
    const rings = ringsOf(radii, finest);
    // Rings before the first with cells to read were read whole already.
    const near = within(coveredKm);
    if (near.length >= need || coveredKm >= withinKm) {
      return { matches: near.sort(order.compare).slice(0, need), read: found.size, cards };
    }
    if (rings.length === 0) return 'read all';
    const missing = need - near.length;
    rings.forEach((ring, n) => {
      const whole = last || (round === 0 && n === 0) || (overflow?.thin === true && ring.radiusKm === overflow.radiusKm);
      ring.cap = whole ? -1 : Math.ceil(AIM * missing) + SLACK;
    });
    let enough = missing + options.leaveOut.size;
    const windows = rings.map((ring, n): RingWindow => {
      enough -= ring.known;
      const tokens = ring.cells.map((cell) => cell.token).join(' OR ');
      const left = ring.done.length > 0 ? ` NOT facets : (${ring.done.map((cell) => cell.token).join(' OR ')})` : '';
      // The first ring from a point is of the smallest cells, as wide as the ring itself, which reach up to 2.4 times
      // its radius: a page it seems to complete by its count would often lack a match in the cell beside them, a
      // round trip more. What it reads counts for the page as its circle's share of its cells' area.
      const spread = round === 0 && n === 0 && !widening ? areaKm2(ring.cells, origin) / (Math.PI * ring.radiusKm ** 2) : 1;
      // Every ring's cells stick out of its circle, so of what the walk read some lie past it: often the page's last
      // match, and a sliver of a ring more was a round trip more (8 first pages of 40 in tests/worker/search-cost.test.ts).
      // The walk reads on by the shortfall likely in a count that size, its square root: a ring more, read in the same
      // round trip. Not a widening's: its rings double in radius, so a ring more reads far more than it would save.
      const expected = enough * Math.max(1, spread);
      const past = Math.ceil(widening ? expected : expected + Math.sqrt(Math.max(0, expected)));
      return [`(${expression}) AND (facets : (${tokens})${left})`, ring.cap, ring.after ?? BEFORE_EVERY_KEY, past];
    });
    const caps = [...new Set(rings.slice(1).map((ring) => ring.cap))];
    // A first page's cards: in the first round within where a busy city's page lies, or within the whole distance of a
    // search within one (its walk stops at the ring that completes the page, so what it reads is the page but for that
    // ring's last few: a round trip for the cards costs more); later, unless a ring just overflowed (the next round
    // reads mostly past the page then), within the page's worth of nearest read so far, once that many are.
    const cardsWithinKm = !options.cards
      ? null
      : round === 0
        ? widening
          ? withinKm
          : FINE_UP_TO_KM
        : overflow === null && Number.isFinite(ceilingKm)
          ? ceilingKm
          : null;
    const statement = ringsStatement(windows, open, caps, {
      after: rings.some((ring) => ring.after !== null),
      cards: cardsWithinKm === null ? null : withinSql(origin, cardsWithinKm),
    });
    const { results } = await query<{ n: number; found: string }>(statement.sql, ...statement.params);
    const read = [...results].sort((a, b) => a.n - b.n).map(({ n, found: listed }) => ({ n, rows: JSON.parse(listed) as ListedMatch[] }));
    for (const { rows } of read) {
      for (const match of matchesOf(rows)) found.set(match.business_id, match);
      for (const [rowid, , , , , , card] of rows) if (card) cards.set(rowid, card);
    }
    ceilingKm = Math.min(withinKm, [...found.values()].map(order.distance).sort((a, b) => a - b)[need - 1] ?? Infinity);
    for (const { n, rows } of read) {
      const ring = rings[n] as Ring;
      if (ring.cap >= 0 && rows.length >= ring.cap) {
        overflows++;
        overflow = {
          radiusKm: ring.radiusKm,
          level: ring.level,
          thin: ring.level === 0 && ring.radiusKm - ring.innerKm <= SMALLEST_KM,
          key: (rows.at(-1) as ListedMatch)[5],
          narrowedKm: narrower(sampleOf(ring), ring.radiusKm),
        };
        break;
      }
      cover(ring.radiusKm);
      for (const cell of ring.cells) readWhole.set(cell.key, cell);
      overflows = 0;
      const near = within(coveredKm);
      if (near.length >= need || coveredKm >= withinKm) {
        return { matches: near.sort(order.compare).slice(0, need), read: found.size, cards };
      }
    }
    if (coveredKm >= WIDEST_KM) return 'read all';
  }
  return 'read all';

  /** Every match within `radiusKm` has been read. */
  function cover(radiusKm: number) {
    coveredKm = radiusKm;
    if (overflow && coveredKm >= overflow.radiusKm) overflow = null;
  }

  /** A ring's rows, as matches, those left out aside. */
  function matchesOf(rows: ListedMatch[]): NearMatch[] {
    return rows
      .map(([rowid, business_id, score, latitude, longitude]) => ({ rowid, business_id, score, latitude, longitude }))
      .filter((match) => !options.leaveOut.has(match.business_id));
  }

  /** What has been read in an overflowing ring's cells (those read whole aside): its best rated matches, as far as its last. */
  function sampleOf(ring: Ring): NearMatch[] {
    const cells = new Set(ring.cells.map((cell) => cell.key));
    const done = new Set(ring.done.map((cell) => cell.key));
    const doneLevels = [...new Set(ring.done.map((cell) => cell.level))];
    return [...found.values()].filter(
      (match) => cells.has(cellOf(match, ring.level)) && !doneLevels.some((level) => done.has(cellOf(match, level))),
    );
  }

  /**
   * The rings of a round at these radii, widest last: each of cells as large as fits its width (levelFor, no larger
   * than `finest`), but none inside a cell read whole (or of a ring before it), and leaving out the smaller cells read
   * so inside its own: cells halve from one level to the next, so these are the only ones it shares with them.
   */
  function ringsOf(radii: number[], finest: number): Ring[] {
    const rings: Ring[] = [];
    let innerKm = coveredKm;
    const before = new Set<number>();
    // The cells read whole and those of the round's rings so far, in groups (the earlier rounds', then each ring's),
    // and how far each group and each level reaches: a cell can only lie in one of them, or hold one, where they reach,
    // so only those near a ring's inner edge are looked up (there were thousands of cells to go through for each ring).
    const groups: { cells: RingCell[]; farKm: number }[] = [];
    const reach = new Map<number, number>();
    const add = (cells: RingCell[]) => {
      groups.push({ cells, farKm: Math.max(0, ...cells.map((cell) => cell.farKm)) });
      for (const cell of cells) {
        before.add(cell.key);
        reach.set(cell.level, Math.max(reach.get(cell.level) ?? 0, cell.farKm));
      }
    };
    add([...readWhole.values()]);
    for (const radiusKm of radii) {
      if (radiusKm <= innerKm) continue;
      const fromKm = innerKm;
      innerKm = radiusKm;
      const level = levelFor(radiusKm, fromKm, finest, mostCells);
      const larger = [...reach].filter(([each]) => each >= level);
      const cells = cellsAround(origin, level, radiusKm, fromKm).filter(
        (cell) => !larger.some(([each, farKm]) => cell.nearKm <= farKm * 1.01 && before.has(holderOf(cell, each))),
      );
      // Nothing in it is unread: the next ring reads from its edge, and before the first ring it is covered now.
      if (cells.length === 0) {
        if (rings.length === 0) cover(radiusKm);
        continue;
      }
      const own = new Set(cells.map((cell) => cell.key));
      const nearest = Math.min(...cells.map((cell) => cell.nearKm));
      const done = groups.flatMap((group) =>
        group.farKm < nearest * 0.99
          ? []
          : group.cells.filter((cell) => cell.level < level && cell.farKm >= nearest * 0.99 && own.has(holderOf(cell, level))),
      );
      const known = [...found.values()].filter((match) => {
        const km = order.distance(match);
        return km > fromKm && km <= radiusKm;
      }).length;
      const after = overflow !== null && radiusKm <= overflow.radiusKm ? overflow.key : null;
      rings.push({ radiusKm, innerKm: fromKm, level, cells, done, cap: -1, after, known });
      add(cells);
    }
    return rings;
  }

  /**
   * The radii of the next round's rings, and the largest cells they may be of. First, from one of the smallest cells to
   * the widest ring, by area doubling near the origin and radius doubling beyond; within a distance, from
   * WITHIN_FROM_KM by radius doubling (each ring walks the expression's rarest part again, and the matches are thin). After a ring overflowed, from the
   * covered disc through where its sample puts what the page needs, doubling by area (from an eighth of that area), to
   * the overflowing ring itself and beyond it; of its cells' size at most (its key says what was read only within its
   * cells), smaller when what it held lay beyond its edge. Otherwise, from as wide as the matches within the covered
   * disc say the page needs, doubling by area. Never past where the page surely lies.
   */
  function nextRadii(round: number): { radii: number[]; finest: number } {
    const radii: number[] = [];
    let finest = MAP_CELL.levels - 1;
    const push = (radiusKm: number) => {
      const innerKm = radii.at(-1) ?? coveredKm;
      const km = Math.min(Math.max(radiusKm, innerKm + Math.max(innerKm / THINNEST, SMALLEST_KM / 8)), ceilingKm, WIDEST_KM);
      if (km > innerKm && radii.length < RINGS_PER_ROUND) radii.push(km);
    };
    let growth = 2;
    if (round === 0) {
      for (let km = widening ? WITHIN_FROM_KM : SMALLEST_KM; km < 2 * WIDEST_KM; km *= km < FINE_UP_TO_KM && !widening ? Math.SQRT2 : 2)
        push(km);
      return { radii, finest };
    }
    if (overflow) {
      finest = overflow.narrowedKm >= overflow.radiusKm && overflow.level > 0 ? overflow.level - 1 : overflow.level;
      if (!overflow.thin) {
        const area = Math.min(overflow.narrowedKm, ceilingKm) ** 2 - coveredKm ** 2;
        for (let share = 1 / 8; share < 16; share *= 2) {
          const km = Math.sqrt(coveredKm ** 2 + share * area);
          if (km >= overflow.radiusKm) break;
          push(km);
        }
      }
      push(overflow.radiusKm);
      growth = Math.SQRT2;
    } else {
      const near = within(coveredKm).length;
      push(wider(near));
      growth = near > 0 ? Math.SQRT2 : 2;
    }
    for (
      let km = Math.max(radii.at(-1) ?? coveredKm, SMALLEST_KM);
      radii.length < RINGS_PER_ROUND && km < Math.min(ceilingKm, WIDEST_KM);
      km *= growth
    )
      push(km * growth);
    return { radii, finest };
  }

  /**
   * Where what a ring that overflowed holds puts AIM × the matches the page still needs. How many the ring holds is not
   * known, only that it is more than its sample: eight times as many at first, four times more at each overflow in a
   * row. Below the sample's nearest, by area from the covered edge.
   */
  function narrower(sample: NearMatch[], edgeKm: number): number {
    const holds = 8 * 4 ** (overflows - 1) * sample.length;
    const rank = (AIM * (need - within(coveredKm).length) * sample.length) / holds;
    const distances = sample.map(order.distance).sort((a, b) => a - b);
    if (rank >= 1) return distances[Math.ceil(rank) - 1] ?? edgeKm;
    const nearest = distances[0] ?? edgeKm;
    return nearest >= edgeKm ? edgeKm : Math.sqrt(coveredKm ** 2 + rank * (nearest ** 2 - coveredKm ** 2));
  }

  /**
   * How far the next round's first ring reaches after the last round's rings, all read whole, fell short: as wide
   * again as the matches within them say the page needs (their count grows with the area; fewer than ten say it
   * roughly, so 2.5 times as wide at most), twice as wide when they held none. A quarter wider at least.
   */
  function wider(near: number): number {
    if (near === 0) return 2 * coveredKm;
    const aimed = Math.min(coveredKm * Math.sqrt((AIM * need) / near), (near < 10 ? 2.5 : 4) * coveredKm);
    return Math.max(aimed, 1.25 * coveredKm);
  }
}
