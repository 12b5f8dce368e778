import {
  AFTER_SEARCH_KEY_SQL,
  FACET,
  MAP_CELL,
  mapCell,
  mapCellSize,
  SEARCH_KEY_CARD_ROWID_SQL,
  SEARCH_KEY_TEXT_SQL,
} from '../db/rules.ts';
import type { LocalMoment } from '../contracts/hours.ts';
import { distanceKm, type Point } from './geo.ts';
import { openNowParams, openNowSql } from './hours.ts';
import { D1Round } from '../lib/d1-round.ts';

/**
 * "Nearest first" at a fixed cost (docs/decisions/019): the matches in the map cells around the visitor, widening
 * only while fewer than a page's worth lie within the distance those cells are sure to cover. Every business within
 * that distance is then among what was read, so the nearest ones are exactly those a full scan would give. Where the
 * city is uneven (an empty park, then a market), each ring's read is capped, and a ring that overflows is read again
 * narrower: the cost stays near the page's however the matches lie.
 */

/** A match as ordering by distance needs it. */
export interface NearMatch {
  rowid: number;
  business_id: string;
  score: number;
  latitude: number | null;
  longitude: number | null;
}

export interface Nearest {
  /** The nearest `need` matches, nearest first (ties: better rated first). */
  matches: NearMatch[];
  /** How many distinct matches were read: a floor of the total. */
  read: number;
}

/** Kilometres in one degree of latitude, on the sphere distanceKm measures on. */
const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;

/** A cell's south-west corner and side, in degrees. */
function cellBounds(level: number, row: number, column: number): { south: number; west: number; size: number } {
  const size = mapCellSize(level);
  return { south: row * size - 90, west: column * size - 180, size };
}

/** The point of a cell nearest to `origin` (cells are small, so clamping in degrees finds it). */
function nearestPointOfCell(origin: Point, level: number, row: number, column: number): Point {
  const { south, west, size } = cellBounds(level, row, column);
  return {
    latitude: Math.min(Math.max(origin.latitude, south), south + size),
    longitude: Math.min(Math.max(origin.longitude, west), west + size),
  };
}

/** The point of a cell farthest from `origin`. */
function farthestPointOfCell(origin: Point, level: number, row: number, column: number): Point {
  const { south, west, size } = cellBounds(level, row, column);
  return {
    latitude: origin.latitude - south > south + size - origin.latitude ? south : south + size,
    longitude: origin.longitude - west > west + size - origin.longitude ? west : west + size,
  };
}

/** A cell a ring reads, with how far from the origin its farthest point lies. */
export interface RingCell {
  token: string;
  farthestKm: number;
}

/**
 * The cells of one level that come within `radiusKm` of the origin and reach beyond `innerKm` (those wholly inside
 * it hold only what a disk read whole already gave). A cell is kept with a 1% margin either side, so rounding never
 * drops one that holds a business in the ring.
 */
export function cellsAround(origin: Point, level: number, radiusKm: number, innerKm = 0): RingCell[] {
  const { row, column } = mapCell(level, origin.latitude, origin.longitude);
  const size = mapCellSize(level);
  const rows = Math.ceil(radiusKm / (size * KM_PER_DEGREE)) + 1;
  const columns = Math.ceil(radiusKm / (size * KM_PER_DEGREE * Math.max(Math.cos((Math.abs(origin.latitude) * Math.PI) / 180), 0.01))) + 1;
  const cells: RingCell[] = [];
  // Rows and columns count from the south pole and the antimeridian: none is below 0, and a token with a minus sign
  // would not even parse as a MATCH expression.
  for (let r = Math.max(row - rows, 0); r <= row + rows; r++) {
    for (let c = Math.max(column - columns, 0); c <= column + columns; c++) {
      if (distanceKm(origin, nearestPointOfCell(origin, level, r, c)) > radiusKm * 1.01) continue;
      const farthestKm = distanceKm(origin, farthestPointOfCell(origin, level, r, c));
      if (farthestKm >= innerKm * 0.99) cells.push({ token: FACET.cell(level, r, c), farthestKm });
    }
  }
  return cells;
}

/**
 * A position farther than this from every one of the largest cells that hold a business is not near the city: the
 * rings would read every match before they found the city (decision 019), so nearest first is not offered from there.
 */
export const FAR_FROM_CITY_KM = 10;

/**
 * How far `origin` lies from the nearest of the largest map cells that hold a public business (Infinity when none
 * does). search_facet_counts counts their documents: a row each, a few dozen for a city.
 */
export async function distanceToCityKm(db: D1Database, origin: Point): Promise<number> {
  const level = MAP_CELL.levels - 1;
  const prefix = `g${level}_`;
  const { results } = await db
    .prepare('SELECT token FROM search_facet_counts WHERE token >= ? AND token < ? AND docs > 0')
    .bind(prefix, `g${level}\``)
    .all<{ token: string }>();
  let km = Infinity;
  for (const { token } of results) {
    const [row, column] = token.slice(prefix.length).split('_').map(Number) as [number, number];
    km = Math.min(km, distanceKm(origin, nearestPointOfCell(origin, level, row, column)));
  }
  return km;
}

/** The token of the cell a match lies in at a level ('' without a position). */
function cellOf(match: NearMatch, level: number): string {
  if (match.latitude == null || match.longitude == null) return '';
  const { row, column } = mapCell(level, match.latitude, match.longitude);
  return FACET.cell(level, row, column);
}

/** One of the smallest cells' width. */
const SMALLEST_KM = mapCellSize(0) * KM_PER_DEGREE;

/** The widest ring read before "nearest first" gives up and reads every match: two of the largest cells. */
const WIDEST_KM = 2 * mapCellSize(MAP_CELL.levels - 1) * KM_PER_DEGREE;

/** Cells across a ring's radius, at least: the cells on its edge stick out of the circle by less than a fifth. */
const CELLS_PER_RADIUS = 8;

/** How many more matches than the page needs the next ring aims to hold, as the matches never lie quite evenly. */
const AIM = 1.2;

/** The most cells a ring names: a match expression of more costs the index more to parse than their reading saves. */
const MOST_CELLS = 400;

/**
 * The largest level whose cells fit CELLS_PER_RADIUS times into a radius and twice into the ring's width beyond the
 * disk read whole (wide cells on a thin ring would read far past its edge), as long as the ring names at most about
 * MOST_CELLS (its area and its two edges in cells).
 */
function levelFor(radiusKm: number, coveredKm: number, finest: number): number {
  const widthKm = Math.min(radiusKm / CELLS_PER_RADIUS, (radiusKm - coveredKm) / 2);
  let level = Math.min(Math.max(Math.floor(Math.log2(widthKm / (mapCellSize(0) * KM_PER_DEGREE))), 0), MAP_CELL.levels - 1);
  const cellsOf = (sideKm: number) =>
    (Math.PI * (radiusKm ** 2 - coveredKm ** 2)) / sideKm ** 2 + (2 * Math.PI * (radiusKm + coveredKm)) / sideKm;
  while (level < MAP_CELL.levels - 1 && cellsOf(mapCellSize(level) * KM_PER_DEGREE) > MOST_CELLS) level++;
  return Math.min(level, finest);
}

/** A ring's matches best rated first (the index's order), from after a search key (as text) when `after`. */
function nearSql(openNow: boolean, after: boolean): string {
  return `SELECT ${SEARCH_KEY_CARD_ROWID_SQL} AS rowid, business_id, score, latitude, longitude, ${SEARCH_KEY_TEXT_SQL} AS search_key
    FROM business_search WHERE business_search MATCH ?${after ? ` AND ${AFTER_SEARCH_KEY_SQL}` : ''}${openNow ? ` AND ${openNowSql('business_search.business_id')}` : ''}
    LIMIT ?`;
}

/**
 * A ring reads twice what the page still needs and this many more before it counts as overflowing. The index hands
 * the matches over best rated first, so what an overflowing ring read is a sample of its matches that says nothing
 * of where they lie but their distances.
 */
const SLACK = 10;

/**
 * An empty ring within this radius (the first one) just doubles: in a street the plan's rows would cost more than they
 * save. Past it, the plan saves where the city is sparse the round trips of rings doubling out to where it is not.
 */
const PLAN_FROM_KM = 0.2;

/** Matches at most this many times the page: reading them all costs no more than the rings would. */
const FEW = 2;

/** Rounds before "nearest first" reads whole as far as the page surely lies (or every match, if nothing says where). */
const MOST_ROUNDS = 16;

/** Nearest first, then better rated: the order a full scan sorts by (worker/services/directory.ts, compare). */
export function byDistanceFrom(origin: Point) {
  const distances = new Map<NearMatch, number>();
  const distance = (match: NearMatch) => {
    let km = distances.get(match);
    if (km === undefined) {
      km =
        match.latitude != null && match.longitude != null
          ? distanceKm(origin, { latitude: match.latitude, longitude: match.longitude })
          : Infinity;
      distances.set(match, km);
    }
    return km;
  };
  return { distance, compare: (a: NearMatch, b: NearMatch) => distance(a) - distance(b) || b.score - a.score };
}

/** The origin's cell at every level, smallest first: the vocabulary's count of each says how dense the city is around it. */
export function originCells(origin: Point): string[] {
  return Array.from({ length: MAP_CELL.levels }, (_, level) => {
    const { row, column } = mapCell(level, origin.latitude, origin.longitude);
    return FACET.cell(level, row, column);
  });
}

/**
 * What the caller knows of the matches: how many there can be at most, their likely share of all documents, and the
 * documents in each of originCells.
 */
export interface Density {
  most: number;
  share: number;
  cells: number[];
}

/**
 * How many matches lie within a distance of the origin, as the origin's own cells say: at each distance, the
 * documents of the smallest of them as wide as the disk, spread evenly over it, times the share that match.
 */
interface Plan {
  /** Expected matches within `km`. */
  expected(km: number): number;
  /** The least distance within which `count` matches are expected. */
  reach(count: number): number;
}

function planFrom(origin: Point, density: Density): Plan {
  const sideKm = (level: number) => mapCellSize(level) * KM_PER_DEGREE;
  const perKm2 = (level: number) =>
    (density.share * (density.cells[level] ?? 0)) / (sideKm(level) ** 2 * Math.max(Math.cos((origin.latitude * Math.PI) / 180), 0.01));
  const levelOf = (km: number) => {
    let level = 0;
    while (level < MAP_CELL.levels - 1 && sideKm(level) < 2 * km) level++;
    return level;
  };
  return {
    expected: (km) => perKm2(levelOf(km)) * Math.PI * km ** 2,
    reach(count) {
      for (let level = 0; level < MAP_CELL.levels; level++) {
        const km = Math.sqrt(count / (Math.max(perKm2(level), 1e-9) * Math.PI));
        if (km <= sideKm(level) / 2 || level === MAP_CELL.levels - 1) return km;
      }
      return Infinity;
    },
  };
}

/**
 * The `need` nearest matches of `expression` (a MATCH expression); 'read all' when even the widest ring holds fewer
 * within its radius, or the matches are few: then the caller reads them all; 'far from city' when nothing lies in the
 * origin's largest cell and the city is more than FAR_FROM_CITY_KM away (told with the first ring). Each ring reads only
 * what the last did not hold (its cells, NOT the last ring's), so a match is read about once; only a ring read whole
 * counts.
 *
 * How wide the next ring is comes from the matches within the last, or where it held none, from a plan: the
 * documents the vocabulary counts in the origin's own cells at every size, times the share of documents that match
 * (`density`, asked of the caller only then). The nearest `need` matches seen so far bound how far the page can lie.
 * Matches do not lie evenly (a ring widened past an empty park may take in a market), so a ring reads at most about
 * twice what the page still needs: one that holds more is read again narrower, out to where its sample (its best
 * rated matches, which say nothing of where they lie) puts what the page needs, or of smaller cells when what it
 * held lay beyond its edge; either way only past the last match it read in the index's order, as every match before
 * that within its radius has been read (a tenth fewer rows from points across the city at 100,000 businesses).
 */
export async function nearestMatches(
  db: D1Database,
  expression: string,
  origin: Point,
  need: number,
  options: { openAt: LocalMoment | null; leaveOut: Set<string>; density: () => Promise<Density> },
): Promise<Nearest | 'read all' | 'far from city'> {
  const order = byDistanceFrom(origin);
  const found = new Map<string, NearMatch>();
  const within = (radiusKm: number) => [...found.values()].filter((match) => order.distance(match) <= radiusKm);
  // No plan when the matches are so few that reading them all costs less than looking for the nearest.
  let plan: Promise<Plan | null> | undefined;
  const planned = () => (plan ??= options.density().then((known) => (known.most <= FEW * need ? null : planFrom(origin, known))));
  const ownLargest = originCells(origin)[MAP_CELL.levels - 1] as string;
  // Every match within coveredKm has been read, and every match in the cells read whole.
  let coveredKm = 0;
  const readWhole = new Map<string, RingCell>();
  // The narrowest ring that held more than it might read, its cells, and how many rings in a row did.
  let overflowKm = Infinity;
  let overflowCells = '';
  let overflows = 0;
  // Below the level the ring would choose, after one overflowed on what its cells held beyond its edge.
  let finest = MAP_CELL.levels - 1;
  // One of the smallest cells: at a million businesses the densest streets hold a page within it.
  let radiusKm = SMALLEST_KM;
  let ceilingKm = Infinity;
  // After a ring overflowed: every match within its radius (beyond the covered disc, outside the cells read whole) up
  // to the last it read in the index's order has been read, so a ring within that radius reads only past its key.
  let readUpTo: { radiusKm: number; key: string } | null = null;
  for (let round = 0; round < MOST_ROUNDS; round++) {
    // The last round reads whole as far as the page surely lies, when the matches seen say where that is.
    if (round === MOST_ROUNDS - 1 && ceilingKm < Infinity) radiusKm = ceilingKm;
    // A ring no wider than the smallest cells is of the smallest cells, read whole: it cannot be read narrower.
    const thin = radiusKm - coveredKm <= SMALLEST_KM;
    const level = thin ? 0 : levelFor(radiusKm, coveredKm, finest);
    const cells = cellsAround(origin, level, radiusKm, coveredKm);
    const tokens = cells.map((cell) => cell.token).join(' OR ');
    const missing = need - within(coveredKm).length;
    // The first ring is read whole, and so is a thin one or one that overflowed with these very cells.
    const whole = round === 0 || round === MOST_ROUNDS - 1 || thin || tokens === overflowCells;
    const limit = whole ? -1 : Math.ceil(2 * AIM * missing) + SLACK;
    // Cells read whole that this ring's cells may take in: those reaching within a cell's width of the covered edge.
    const reach = coveredKm - Math.SQRT2 * mapCellSize(level) * KM_PER_DEGREE;
    const done = [...readWhole.values()].filter((cell) => cell.farthestKm >= reach).map((cell) => cell.token);
    const after: string | null = readUpTo !== null && radiusKm <= readUpTo.radiusKm ? readUpTo.key : null;
    const ring = new D1Round(db);
    const reading: Promise<D1Result<NearMatch & { search_key: string }>> = ring.ask(
      db
        .prepare(nearSql(options.openAt !== null, after !== null))
        .bind(
          `(${expression}) AND (facets : (${tokens})${done.length > 0 ? ` NOT facets : (${done.join(' OR ')})` : ''})`,
          ...(after !== null ? [after] : []),
          ...(options.openAt ? openNowParams(options.openAt) : []),
          limit,
        ),
    );
    // With the first ring, whether anything lies in the origin's largest cell: when nothing does, a position far from
    // the city is told now, not after rings out to PLAN_FROM_KM that would all read nothing.
    const largest =
      round === 0
        ? ring.ask<{ docs: number }>(db.prepare('SELECT docs FROM search_facet_counts WHERE token = ?').bind(ownLargest))
        : undefined;
    await ring.send();
    const read = await reading;
    if (largest && ((await largest).results[0]?.docs ?? 0) === 0 && (await distanceToCityKm(db, origin)) > FAR_FROM_CITY_KM)
      return 'far from city';
    const fresh = read.results.filter((match) => !options.leaveOut.has(match.business_id));
    for (const match of fresh) found.set(match.business_id, match);
    // The page lies no further than the need-th nearest match seen.
    ceilingKm = [...found.values()].map(order.distance).sort((a, b) => a - b)[need - 1] ?? Infinity;
    if (limit >= 0 && read.results.length >= limit) {
      overflowCells = tokens;
      overflows++;
      readUpTo = { radiusKm, key: (read.results.at(-1) as { search_key: string }).search_key };
      // The ring's sample: what has been read in its cells, as far as its last key.
      const ringCells = new Set(cells.map((cell) => cell.token));
      for (const token of done) ringCells.delete(token);
      const narrowed = await narrower([...found.values()].filter((match) => ringCells.has(cellOf(match, level))));
      if (narrowed >= radiusKm && level > 0) {
        // What overflowed lies beyond the edge, in the cells sticking out of it: the same ring, of smaller cells.
        finest = level - 1;
      } else {
        overflowKm = radiusKm;
        radiusKm = Math.max(Math.min(narrowed, ceilingKm, 0.9 * radiusKm), coveredKm + 0.25 * (radiusKm - coveredKm));
      }
      continue;
    }
    coveredKm = radiusKm;
    if (readUpTo && readUpTo.radiusKm <= coveredKm) readUpTo = null;
    for (const cell of cells) readWhole.set(cell.token, cell);
    overflows = 0;
    finest = MAP_CELL.levels - 1;
    if (coveredKm >= overflowKm) overflowKm = Infinity;
    const near = within(coveredKm);
    if (near.length >= need) return { matches: near.sort(order.compare).slice(0, need), read: found.size };
    if (radiusKm >= WIDEST_KM) return 'read all';
    // A quarter wider at least, unless a ring known to overflow is nearer than that.
    const halfway = overflowKm < Infinity ? Math.sqrt((coveredKm ** 2 + overflowKm ** 2) / 2) : Infinity;
    const aimed = await wider(near.length);
    if (aimed === null) return 'read all';
    radiusKm = Math.min(WIDEST_KM, halfway, Math.max(Math.min(aimed, ceilingKm), 1.25 * coveredKm));
  }
  return 'read all';

  /**
   * Where a ring that overflowed is read again: out to where its sample puts AIM × the matches the page still needs.
   * How many the ring holds is not known, only that it is more than its sample: eight times as many at first, four times
   * more at each overflow in a row, or what the plan expects there when that is more. Below the sample's nearest, by
   * area from the covered edge.
   */
  async function narrower(sample: NearMatch[]): Promise<number> {
    const known = plan ? await plan : null;
    const expected = known ? known.expected(radiusKm) - known.expected(coveredKm) : 0;
    const holds = Math.max(8 * 4 ** (overflows - 1) * sample.length, expected);
    const rank = (AIM * (need - within(coveredKm).length) * sample.length) / holds;
    const distances = sample.map(order.distance).sort((a, b) => a - b);
    if (rank >= 1) return distances[Math.ceil(rank) - 1] ?? radiusKm;
    const nearest = distances[0] ?? radiusKm;
    return nearest >= radiusKm ? radiusKm : Math.sqrt(coveredKm ** 2 + rank * (nearest ** 2 - coveredKm ** 2));
  }

  /**
   * How far the next ring reaches after one read whole fell short: as wide again as the matches within it say the
   * page needs (their count grows with the area; fewer than ten say it roughly, so 2.5 times as wide at most); when it
   * held none, twice as wide near the origin, and further out as far as the plan says, the more so the more it
   * expected within the covered disk, but twice as wide at least: the plan knows the city only around the visitor, and
   * an empty disc says it is sparser there. Four times as wide at most.
   */
  async function wider(near: number): Promise<number | null> {
    if (near > 0) return Math.min(coveredKm * Math.sqrt((AIM * need) / near), (near < 10 ? 2.5 : 4) * coveredKm);
    if (coveredKm < PLAN_FROM_KM) return 2 * coveredKm;
    const known = await planned();
    if (!known) return null;
    return Math.min(Math.max(known.reach(AIM * need * Math.max(known.expected(coveredKm), 1)), 2 * coveredKm), 4 * coveredKm);
  }
}
