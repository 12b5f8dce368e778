import {
  afterSearchKeySql,
  MAP_CELL,
  mapCell,
  mapCellSize,
  SEARCH_KEY_CARD_ROWID_SQL,
  SEARCH_KEY_TEXT_SQL,
  storedCardSql,
} from '../../../db/rules.ts';
import { distanceKm, type Point } from '../../../contracts/geo.ts';
import { openNowSql } from '../../hours.ts';
import { cellKey, KM_PER_DEGREE, type RingCell } from '../map-cells.ts';
import { type Bound, windowField, windowWalk } from './window-walk.ts';

/**
 * The rings nearest first reads (run/nearest.ts): how wide they grow, what one round trip asks of them, and the
 * order a page of nearest matches is in.
 */

/** A match as ordering by distance needs it. */
export interface NearMatch {
  rowid: number;
  business_id: string;
  score: number;
  latitude: number | null;
  longitude: number | null;
}

/** The key of the cell a match lies in at a level (-1 without a position). */
export function cellOf(match: NearMatch, level: number): number {
  if (match.latitude == null || match.longitude == null) return -1;
  const { row, column } = mapCell(level, match.latitude, match.longitude);
  return cellKey(level, row, column);
}

/** One of the smallest cells' width. */
export const SMALLEST_KM = mapCellSize(0) * KM_PER_DEGREE;

/** The widest ring read before "nearest first" gives up and reads every match: two of the largest cells. */
export const WIDEST_KM = 2 * mapCellSize(MAP_CELL.levels - 1) * KM_PER_DEGREE;

/** Cells across a ring's radius, at least: the cells on its edge stick out of the circle by less than a fifth. */
const CELLS_PER_RADIUS = 8;

/** How many more matches than the page needs the next ring aims to hold, as the matches never lie quite evenly. */
export const AIM = 1.2;

/** The most cells a ring names: a match expression of more costs the index more to parse than their reading saves. */
export const MOST_CELLS = 400;

/**
 * The most cells a ring of a search within a distance names (a widened page's, widen.ts): the trade is thin around
 * the place, or the page would not widen, so every ring out to the edge is read as a rule, and what its cells cost the
 * index outweighs what cells hugging its circle spare. At 100,000 businesses, for the bench's widened page: 60 cells
 * (with rings from WITHIN_FROM_KM) take the index a third less time than 150 for 5 rows more; 30 overflow the first
 * ring, a round trip more.
 */
export const MOST_CELLS_WITHIN = 60;

/**
 * Where the first ring of a search within a distance reaches: about a locality's size. The place around its centre
 * held fewer matches than a page, or the page would not widen, so rings finer than it would read next to nothing.
 */
export const WITHIN_FROM_KM = 1;

/**
 * The largest level whose cells fit CELLS_PER_RADIUS times into a radius and twice into the ring's width beyond the
 * disk read whole (wide cells on a thin ring would read far past its edge), as long as the ring names at most about
 * `mostCells` (its area and its two edges in cells).
 */
export function levelFor(radiusKm: number, coveredKm: number, finest: number, mostCells: number): number {
  const widthKm = Math.min(radiusKm / CELLS_PER_RADIUS, (radiusKm - coveredKm) / 2);
  let level = Math.min(Math.max(Math.floor(Math.log2(widthKm / (mapCellSize(0) * KM_PER_DEGREE))), 0), MAP_CELL.levels - 1);
  const cellsOf = (sideKm: number) =>
    (Math.PI * (radiusKm ** 2 - coveredKm ** 2)) / sideKm ** 2 + (2 * Math.PI * (radiusKm + coveredKm)) / sideKm;
  while (level < MAP_CELL.levels - 1 && cellsOf(mapCellSize(level) * KM_PER_DEGREE) > mostCells) level++;
  return Math.min(level, finest);
}

/** The area the cells cover, in km² (a degree of longitude shrunk by the latitude). */
export function areaKm2(cells: RingCell[], at: Point): number {
  const squeeze = Math.cos((at.latitude * Math.PI) / 180);
  return cells.reduce((sum, cell) => sum + (mapCellSize(cell.level) * KM_PER_DEGREE) ** 2 * squeeze, 0);
}

/** Rings asked for in one round trip: from the smallest cells the first round reaches the widest ring. */
export const RINGS_PER_ROUND = 13;

/**
 * The first round's rings grow by area doubling (a radius √2 wider) out to here, where a busy city's page lies, so the
 * ring that completes a page holds about what the disc inside it did; beyond, the radius doubles, and the round reaches
 * the widest ring.
 */
export const FINE_UP_TO_KM = 1.5;

/**
 * A ring reads AIM times what the page still needs and this many more before it counts as overflowing. The index hands
 * the matches over best rated first, so what an overflowing ring read is a sample of its matches that says nothing
 * of where they lie but their distances.
 */
export const SLACK = 10;

/**
 * A ring is a THINNEST-th of its inner radius wide at least (and an eighth of the smallest cells): a thinner one holds
 * hardly a match, and its cells, however small, stick out of it far.
 */
export const THINNEST = 32;

/** Rounds before "nearest first" reads whole as far as the page surely lies (or every match, if nothing says where). */
export const MOST_ROUNDS = 8;

/** A search key before every other: a ring that reads past nothing. */
export const BEFORE_EVERY_KEY = '-9223372036854775808';

/**
 * A ring as the walk reads it (window-walk.ts): its match expression, its cap (-1: whole), the search key (as text) it
 * reads past, and how many rows read by the end of it are enough, as the matches already read within it count too.
 */
export type RingWindow = [expression: string, cap: number, after: string, enough: number];

/**
 * A round's rings as one statement: each its matches best rated first (the index's order), as far as its cap. The order
 * is the index's own rowid, which FTS5 hands over without sorting; the `rowid` the rows name is the card's. With
 * `cards` (SQL over the index's row), each match it holds for brings its card.
 */
export function ringsStatement(
  rings: RingWindow[],
  open: (string | number)[],
  later: number[],
  options: { after: boolean; cards: string | null },
): Bound {
  const { after, cards } = options;
  const card = cards === null ? '' : `, CASE WHEN ${cards} THEN ${storedCardSql(SEARCH_KEY_CARD_ROWID_SQL)} END AS card`;
  return windowWalk({
    windows: rings,
    first: (rings[0] as RingWindow)[1],
    later,
    enough: (place) => windowField(place, 3),
    read: (cap, place) => {
      const expression = windowField(place, 0);
      const key = windowField(place, 2);
      return {
        sql: `(SELECT json_group_array(json_array(rowid, business_id, score, latitude, longitude, search_key${cards === null ? '' : ', card'})) FROM (
    SELECT ${SEARCH_KEY_CARD_ROWID_SQL} AS rowid, business_id, score, latitude, longitude, ${SEARCH_KEY_TEXT_SQL} AS search_key${card}
    FROM business_search WHERE business_search MATCH ${expression.sql}${after ? ` AND ${afterSearchKeySql(key.sql)}` : ''}${open.length > 0 ? ` AND ${openNowSql('business_search.business_id')}` : ''}
    ORDER BY business_search.rowid LIMIT ${cap}))`,
        params: [...expression.params, ...(after ? key.params : []), ...open],
      };
    },
  });
}

/**
 * SQL over the index's row: whether it lies within `km` of `origin`, on a flat map (a degree of longitude shrunk by
 * the origin's latitude) and with a margin, so never short of what distanceKm says within the city's few kilometres.
 * The numbers go into the SQL as written: finite, or the statement is not sent.
 */
export function withinSql(origin: Point, km: number): string {
  const squeeze = Math.cos((origin.latitude * Math.PI) / 180) ** 2;
  const degrees = (1.02 * km) / KM_PER_DEGREE + 1e-6;
  const numbers = [origin.latitude, origin.longitude, squeeze, degrees];
  if (!numbers.every(Number.isFinite)) throw new Error('nearest: a distance is not a number');
  const [latitude, longitude] = numbers;
  return `(latitude - (${latitude})) * (latitude - (${latitude})) + (longitude - (${longitude})) * (longitude - (${longitude})) * ${squeeze} <= ${degrees * degrees}`;
}

/** A match as a ring's row lists it. */
export type ListedMatch = [
  rowid: number,
  business_id: string,
  score: number,
  latitude: number | null,
  longitude: number | null,
  search_key: string,
  card?: string | null,
];

/** Nearest first, then better rated: the order a full scan sorts by (scan.ts, compare). */
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

/** A ring of a round. */
export interface Ring {
  radiusKm: number;
  /** The radius of the ring before it, or of the disc covered before the round. */
  innerKm: number;
  level: number;
  cells: RingCell[];
  /** Smaller cells read whole inside its own, which it leaves out. */
  done: RingCell[];
  /** Rows it reads at most (-1: all), set once the round knows what the page still needs. */
  cap: number;
  after: string | null;
  /** Matches already read that lie in it. */
  known: number;
}

/** After a ring overflowed, and until a ring reaches as far read whole. */
export interface Overflow {
  radiusKm: number;
  level: number;
  /** No wider than the smallest cells: it cannot be read narrower, so it is read whole. */
  thin: boolean;
  /**
   * Every match within radiusKm (beyond the covered disc, outside the cells read whole) up to this search key has been
   * read.
   */
  key: string;
  /** Where its sample puts what the page needs. */
  narrowedKm: number;
}
