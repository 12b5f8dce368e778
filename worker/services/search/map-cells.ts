import { FACET, MAP_CELL, mapCell, mapCellSize } from '../../db/rules.ts';
import { distanceKm, type Point } from '../../contracts/geo.ts';
import type { Lookup } from '../../lib/d1-round.ts';

/**
 * The map cells of the search index's facets (worker/db/rules.ts, MAP_CELL) as geometry: where a cell lies, which
 * cells come within a distance of a point, and where the city's businesses are. Nearest first reads rings of them
 * (run/nearest.ts).
 */

/** Kilometres in one degree of latitude, on the sphere distanceKm measures on. */
export const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;

/** A cell's south-west corner and side, in degrees. */
export function cellBounds(level: number, row: number, column: number): { south: number; west: number; size: number } {
  const size = mapCellSize(level);
  return { south: row * size - 90, west: column * size - 180, size };
}

/** The point of a cell nearest to `origin` (cells are small, so clamping in degrees finds it). */
export function nearestPointOfCell(origin: Point, level: number, row: number, column: number): Point {
  const { south, west, size } = cellBounds(level, row, column);
  return {
    latitude: Math.min(Math.max(origin.latitude, south), south + size),
    longitude: Math.min(Math.max(origin.longitude, west), west + size),
  };
}

/** The point of a cell farthest from `origin`. */
export function farthestPointOfCell(origin: Point, level: number, row: number, column: number): Point {
  const { south, west, size } = cellBounds(level, row, column);
  return {
    latitude: origin.latitude - south > south + size - origin.latitude ? south : south + size,
    longitude: origin.longitude - west > west + size - origin.longitude ? west : west + size,
  };
}

/** A map cell: its size (MAP_CELL level) and place. */
export interface MapCellAt {
  level: number;
  row: number;
  column: number;
}

/** A cell a ring reads: its token, its key (cellKey), and how near and how far from the origin it reaches. */
export interface RingCell extends MapCellAt {
  token: string;
  key: number;
  nearKm: number;
  farKm: number;
}

/**
 * A number for a cell, as its token is a string: a first round's rings compare thousands of cells, and building and
 * hashing their tokens to do it took about 0.7 ms of a search's 1.6 ms of ring building (in node, from the benchmark's
 * centre). Rows (up to 180,000) fit 18 bits, columns (360,000) 19.
 */
export function cellKey(level: number, row: number, column: number): number {
  return (level * 2 ** 18 + row) * 2 ** 19 + column;
}

/** The key of the cell of `level` (no smaller than the cell's) that holds a cell: cells halve from one level to the next. */
export function holderOf(cell: MapCellAt, level: number): number {
  const halvings = 2 ** (level - cell.level);
  return cellKey(level, Math.floor(cell.row / halvings), Math.floor(cell.column / halvings));
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
      const nearKm = distanceKm(origin, nearestPointOfCell(origin, level, r, c));
      if (nearKm > radiusKm * 1.01) continue;
      const farKm = distanceKm(origin, farthestPointOfCell(origin, level, r, c));
      if (farKm >= innerKm * 0.99)
        cells.push({ token: FACET.cell(level, r, c), key: cellKey(level, r, c), level, row: r, column: c, nearKm, farKm });
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
 * The largest map cells that hold a public business, as search_facet_counts counts their documents (a row each, a few
 * dozen for a city), or only the origin's own when it holds one (one row): enough to tell whether the origin is near
 * the city. Asked with a nearest search's first round (findBusinesses), so a position far from the city is told before
 * any ring is read; every cell when the origin is not known yet (a pincode's centre, asked in the same round).
 */
export async function cityCells(lookup: Lookup, origin: Point | undefined): Promise<MapCellAt[]> {
  const level = MAP_CELL.levels - 1;
  const prefix = `g${level}_`;
  const every = `(SELECT group_concat(token, ' ') FROM search_facet_counts WHERE token >= ?1 AND token < ?2 AND docs > 0)`;
  const own = origin ? mapCell(level, origin.latitude, origin.longitude) : undefined;
  const { results } = own
    ? await lookup<{ cells: string | null }>(
        `SELECT CASE WHEN EXISTS (SELECT 1 FROM search_facet_counts WHERE token = ?3 AND docs > 0) THEN ?3 ELSE ${every} END AS cells`,
        prefix,
        `g${level}\``,
        FACET.cell(level, own.row, own.column),
      )
    : await lookup<{ cells: string | null }>(`SELECT ${every} AS cells`, prefix, `g${level}\``);
  return (results[0]?.cells ?? '').split(' ').flatMap((token) => {
    if (!token.startsWith(prefix)) return [];
    const [row, column] = token.slice(prefix.length).split('_').map(Number) as [number, number];
    return [{ level, row, column }];
  });
}

/** How far `origin` lies from the nearest of the city's cells (Infinity when none holds a business). */
export function distanceToCityKm(city: MapCellAt[], origin: Point): number {
  return Math.min(Infinity, ...city.map((cell) => distanceKm(origin, nearestPointOfCell(origin, cell.level, cell.row, cell.column))));
}
