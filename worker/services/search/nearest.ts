import {
  afterSearchKeySql,
  FACET,
  MAP_CELL,
  mapCell,
  mapCellSize,
  SEARCH_KEY_CARD_ROWID_SQL,
  SEARCH_KEY_TEXT_SQL,
  storedCardSql,
} from '../../db/rules.ts';
import type { LocalMoment } from '../../contracts/hours.ts';
import { distanceKm, type Point } from '../../contracts/geo.ts';
import { openNowParams, openNowSql } from '../hours.ts';
import type { Lookup } from '../../lib/d1-round.ts';
import { type Bound, windowField, windowWalk } from './window-walk.ts';

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
  /** Stored cards (as stored: JSON) of matches read, by the card's rowid, when a first page's were asked for. */
  cards: Map<number, string>;
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
function cellKey(level: number, row: number, column: number): number {
  return (level * 2 ** 18 + row) * 2 ** 19 + column;
}

/** The key of the cell of `level` (no smaller than the cell's) that holds a cell: cells halve from one level to the next. */
function holderOf(cell: MapCellAt, level: number): number {
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

/** The key of the cell a match lies in at a level (-1 without a position). */
function cellOf(match: NearMatch, level: number): number {
  if (match.latitude == null || match.longitude == null) return -1;
  const { row, column } = mapCell(level, match.latitude, match.longitude);
  return cellKey(level, row, column);
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

/** Rings asked for in one round trip: from the smallest cells the first round reaches the widest ring. */
const RINGS_PER_ROUND = 13;

/**
 * The first round's rings grow by area doubling (a radius √2 wider) out to here, where a busy city's page lies, so the
 * ring that completes a page holds about what the disc inside it did; beyond, the radius doubles, and the round reaches
 * the widest ring.
 */
const FINE_UP_TO_KM = 1.5;

/**
 * A ring reads AIM times what the page still needs and this many more before it counts as overflowing. The index hands
 * the matches over best rated first, so what an overflowing ring read is a sample of its matches that says nothing
 * of where they lie but their distances.
 */
const SLACK = 10;

/**
 * A ring is a THINNEST-th of its inner radius wide at least (and an eighth of the smallest cells): a thinner one holds
 * hardly a match, and its cells, however small, stick out of it far.
 */
const THINNEST = 32;

/** Rounds before "nearest first" reads whole as far as the page surely lies (or every match, if nothing says where). */
const MOST_ROUNDS = 8;

/** A search key before every other: a ring that reads past nothing. */
const BEFORE_EVERY_KEY = '-9223372036854775808';

/**
 * A ring as the walk reads it (window-walk.ts): its match expression, its cap (-1: whole), the search key (as text) it
 * reads past, and how many rows read by the end of it are enough, as the matches already read within it count too.
 */
type RingWindow = [expression: string, cap: number, after: string, enough: number];

/**
 * A round's rings as one statement: each its matches best rated first (the index's order), as far as its cap. The order
 * is the index's own rowid, which FTS5 hands over without sorting; the `rowid` the rows name is the card's. With
 * `cards` (SQL over the index's row), each match it holds for brings its stored card.
 */
function ringsStatement(
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
function withinSql(origin: Point, km: number): string {
  const squeeze = Math.cos((origin.latitude * Math.PI) / 180) ** 2;
  const degrees = (1.02 * km) / KM_PER_DEGREE + 1e-6;
  const numbers = [origin.latitude, origin.longitude, squeeze, degrees];
  if (!numbers.every(Number.isFinite)) throw new Error('nearest: a distance is not a number');
  const [latitude, longitude] = numbers;
  return `(latitude - (${latitude})) * (latitude - (${latitude})) + (longitude - (${longitude})) * (longitude - (${longitude})) * ${squeeze} <= ${degrees * degrees}`;
}

/** A match as a ring's row lists it. */
type ListedMatch = [
  rowid: number,
  business_id: string,
  score: number,
  latitude: number | null,
  longitude: number | null,
  search_key: string,
  card?: string | null,
];

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

/** A ring of a round. */
interface Ring {
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
interface Overflow {
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

/**
 * The `need` nearest matches of `expression` (a MATCH expression); 'read all' when even the widest ring holds fewer
 * within its radius: then the caller reads them all; 'far from city' when the city's cells (cityCells, asked by the
 * caller) are more than FAR_FROM_CITY_KM away, before any ring is read. Each ring reads only what no ring read whole
 * before it holds (ringsOf), so a match is read about once; only a ring read whole counts. With `cards` (a first
 * page), each match likely on the page brings its stored card: in the first round those within FINE_UP_TO_KM, where
 * a busy city's page lies (farther, its rings overflow as a rule, and their cards would be read for nothing); in a
 * later round that follows no overflow those within the nearest `need` read so far, beyond which none of the page
 * lies. The cards the page still lacks are the caller's to read.
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
  db: D1Database,
  expression: string,
  origin: Point,
  need: number,
  options: { openAt: LocalMoment | null; leaveOut: Set<string>; city: MapCellAt[]; cards: boolean },
): Promise<Nearest | 'read all' | 'far from city'> {
  if (distanceToCityKm(options.city, origin) > FAR_FROM_CITY_KM) return 'far from city';
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
  let ceilingKm = Infinity;
  for (let round = 0; round < MOST_ROUNDS; round++) {
    const last = round === MOST_ROUNDS - 1;
    // The last round reads whole as far as the page surely lies, when the matches seen say where that is.
    if (last && ceilingKm === Infinity) return 'read all';
    const { radii, finest } = last ? { radii: [ceilingKm], finest: MAP_CELL.levels - 1 } : nextRadii(round);
    const rings = ringsOf(radii, finest);
    // Rings before the first with cells to read were read whole already.
    const near = within(coveredKm);
    if (near.length >= need) return { matches: near.sort(order.compare).slice(0, need), read: found.size, cards };
    if (rings.length === 0) return 'read all';
    const missing = need - near.length;
    rings.forEach((ring, n) => {
      const whole = last || (round === 0 && n === 0) || (overflow?.thin === true && ring.radiusKm === overflow.radiusKm);
      ring.cap = whole ? -1 : Math.ceil(AIM * missing) + SLACK;
    });
    let enough = missing + options.leaveOut.size;
    const windows = rings.map((ring): RingWindow => {
      enough -= ring.known;
      const tokens = ring.cells.map((cell) => cell.token).join(' OR ');
      const left = ring.done.length > 0 ? ` NOT facets : (${ring.done.map((cell) => cell.token).join(' OR ')})` : '';
      return [`(${expression}) AND (facets : (${tokens})${left})`, ring.cap, ring.after ?? BEFORE_EVERY_KEY, enough];
    });
    const caps = [...new Set(rings.slice(1).map((ring) => ring.cap))];
    // A first page's cards: in the first round within where a busy city's page lies; later, unless a ring just
    // overflowed (the next round reads mostly past the page then), within the page's worth of nearest read so far, once
    // that many are.
    const cardsWithinKm = !options.cards
      ? null
      : round === 0
        ? FINE_UP_TO_KM
        : overflow === null && Number.isFinite(ceilingKm)
          ? ceilingKm
          : null;
    const statement = ringsStatement(windows, open, caps, {
      after: rings.some((ring) => ring.after !== null),
      cards: cardsWithinKm === null ? null : withinSql(origin, cardsWithinKm),
    });
    const { results } = await db
      .prepare(statement.sql)
      .bind(...statement.params)
      .all<{ n: number; found: string }>();
    const read = [...results].sort((a, b) => a.n - b.n).map(({ n, found: listed }) => ({ n, rows: JSON.parse(listed) as ListedMatch[] }));
    for (const { rows } of read) {
      for (const match of matchesOf(rows)) found.set(match.business_id, match);
      for (const [rowid, , , , , , card] of rows) if (card) cards.set(rowid, card);
    }
    ceilingKm = [...found.values()].map(order.distance).sort((a, b) => a - b)[need - 1] ?? Infinity;
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
      if (near.length >= need) return { matches: near.sort(order.compare).slice(0, need), read: found.size, cards };
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
      const level = levelFor(radiusKm, fromKm, finest);
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
   * the widest ring, by area doubling near the origin and radius doubling beyond. After a ring overflowed, from the
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
      for (let km = SMALLEST_KM; km < 2 * WIDEST_KM; km *= km < FINE_UP_TO_KM ? Math.SQRT2 : 2) push(km);
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
