import { FACET, MAP_CELL, mapCell, mapCellSize, SEARCH_KEY_CARD_ROWID_SQL } from '../db/rules.ts';
import type { LocalMoment } from '../contracts/hours.ts';
import { distanceKm, type Point } from './geo.ts';
import { openNowParams, openNowSql } from './hours.ts';

/**
 * "Nearest first" at a fixed cost (docs/decisions/019): the matches in the map cells around the visitor, widening
 * only while fewer than a page's worth lie within the distance those cells are sure to cover. Every business within
 * that distance is then among what was read, so the nearest ones are exactly those a full scan would give.
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

/** The point of a cell nearest to `origin` (cells are small, so clamping in degrees finds it). */
function nearestPointOfCell(origin: Point, level: number, row: number, column: number): Point {
  const size = mapCellSize(level);
  const south = row * size - 90;
  const west = column * size - 180;
  return {
    latitude: Math.min(Math.max(origin.latitude, south), south + size),
    longitude: Math.min(Math.max(origin.longitude, west), west + size),
  };
}

/**
 * The cells of one level that come within `radiusKm` of the origin: a ring of them around the origin's cell. A cell
 * is kept with a 1% margin, so rounding never drops one that holds a business inside the radius.
 */
export function cellsAround(origin: Point, level: number, radiusKm: number): string[] {
  const { row, column } = mapCell(level, origin.latitude, origin.longitude);
  const size = mapCellSize(level);
  const rows = Math.ceil(radiusKm / (size * KM_PER_DEGREE)) + 1;
  const columns = Math.ceil(radiusKm / (size * KM_PER_DEGREE * Math.max(Math.cos((Math.abs(origin.latitude) * Math.PI) / 180), 0.01))) + 1;
  const cells: string[] = [];
  for (let r = row - rows; r <= row + rows; r++) {
    for (let c = column - columns; c <= column + columns; c++) {
      if (distanceKm(origin, nearestPointOfCell(origin, level, r, c)) <= radiusKm * 1.01) cells.push(FACET.cell(level, r, c));
    }
  }
  return cells;
}

/** The widest ring read before "nearest first" gives up and reads every match: two of the largest cells. */
const WIDEST_KM = 2 * mapCellSize(MAP_CELL.levels - 1) * KM_PER_DEGREE;

/** Cells across a ring's radius, at least: the cells on its edge stick out of the circle by less than a third. */
const CELLS_PER_RADIUS = 4;

/** How many more matches than the page needs the next ring aims to hold, as the matches never lie quite evenly. */
const AIM = 1.2;

/** The largest level whose cells fit CELLS_PER_RADIUS times into a radius. */
function levelFor(radiusKm: number): number {
  const fits = Math.floor(Math.log2(radiusKm / CELLS_PER_RADIUS / (mapCellSize(0) * KM_PER_DEGREE)));
  return Math.min(Math.max(fits, 0), MAP_CELL.levels - 1);
}

function nearSql(openNow: boolean): string {
  return `SELECT ${SEARCH_KEY_CARD_ROWID_SQL} AS rowid, business_id, score, latitude, longitude FROM business_search
    WHERE business_search MATCH ?${openNow ? ` AND ${openNowSql('business_search.business_id')}` : ''}`;
}

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

/**
 * The `need` nearest matches of `expression` (a MATCH expression), or null when even the widest ring holds fewer
 * within its radius: then only every match can tell, and the caller reads them all. Each ring is as wide as the
 * matches within the last one say the page needs, and reads only what the last did not hold (its cells, NOT the
 * last ring's), so a match is read about once.
 */
export async function nearestMatches(
  db: D1Database,
  expression: string,
  origin: Point,
  need: number,
  options: { openAt: LocalMoment | null; leaveOut: Set<string> },
): Promise<Nearest | null> {
  const order = byDistanceFrom(origin);
  const found = new Map<string, NearMatch>();
  let last: string[] = [];
  // One of the smallest cells: at a million businesses the densest streets hold a page within it.
  let radiusKm = mapCellSize(0) * KM_PER_DEGREE;
  for (;;) {
    const cells = cellsAround(origin, levelFor(radiusKm), radiusKm);
    const ring = `facets : (${cells.join(' OR ')})`;
    const read = await db
      .prepare(nearSql(options.openAt !== null))
      .bind(
        `(${expression}) AND (${last.length > 0 ? `${ring} NOT facets : (${last.join(' OR ')})` : ring})`,
        ...(options.openAt ? openNowParams(options.openAt) : []),
      )
      .all<NearMatch>();
    for (const match of read.results) if (!options.leaveOut.has(match.business_id)) found.set(match.business_id, match);
    last = cells;
    const within = [...found.values()].filter((match) => order.distance(match) <= radiusKm);
    if (within.length >= need) return { matches: within.sort(order.compare).slice(0, need), read: found.size };
    if (radiusKm >= WIDEST_KM) return null;
    // As wide again as the matches within this ring say the page needs (their count grows with the area), a quarter
    // wider at least and four times at most; twice as wide when this ring held none.
    const aimed = within.length > 0 ? radiusKm * Math.sqrt((AIM * need) / within.length) : 2 * radiusKm;
    radiusKm = Math.min(WIDEST_KM, Math.min(Math.max(aimed, 1.25 * radiusKm), 4 * radiusKm));
  }
}
