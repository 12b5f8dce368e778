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

/** The radius read at a level: two cells, so the ring is about five cells across. */
export function radiusAtLevel(level: number): number {
  return 2 * mapCellSize(level) * KM_PER_DEGREE;
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
 * within its radius: then only every match can tell, and the caller reads them all.
 */
export async function nearestMatches(
  db: D1Database,
  expression: string,
  origin: Point,
  need: number,
  options: { openAt: LocalMoment | null; leaveOut: Set<string> },
): Promise<Nearest | null> {
  for (let level = 0; level < MAP_CELL.levels; level++) {
    const radius = radiusAtLevel(level);
    const cells = cellsAround(origin, level, radius);
    const read = await db
      .prepare(nearSql(options.openAt !== null))
      .bind(`(${expression}) AND facets : (${cells.join(' OR ')})`, ...(options.openAt ? openNowParams(options.openAt) : []))
      .all<NearMatch>();
    const found = read.results.filter((match) => !options.leaveOut.has(match.business_id));
    const order = byDistanceFrom(origin);
    const within = found.filter((match) => order.distance(match) <= radius);
    if (within.length >= need) return { matches: within.sort(order.compare).slice(0, need), read: found.length };
  }
  return null;
}
