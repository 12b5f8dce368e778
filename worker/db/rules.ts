import { and, eq, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { MINUTES_PER_DAY } from '../contracts/hours.ts';
import { WEEKDAYS, type FacetAttribute } from '../contracts/attributes.ts';

/**
 * Rules that both TypeScript and SQL need, each written once here. Hand-written SQL (the search view in
 * migrations/0002_search_index.sql and the queries in worker/services) builds on these fragments, and
 * tests/worker/rules.test.ts holds the view to them.
 */

// ───────────── what makes a business public ─────────────

/** A business is shown to visitors once an admin has approved it and its details are verified. */
export const PUBLIC_BUSINESS = { status: 'approved', isVerified: true } as const;

/** The rule for a row already in hand. */
export function isPublicBusiness(business: { status: string; isVerified: boolean }): boolean {
  return business.status === PUBLIC_BUSINESS.status && business.isVerified === PUBLIC_BUSINESS.isVerified;
}

/** The rule as SQL over the businesses table, optionally behind an alias (`b` → `b.status = …`). */
export function publicBusinessSql(alias?: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `${column('status')} = '${PUBLIC_BUSINESS.status}' AND ${column('is_verified')} = ${PUBLIC_BUSINESS.isVerified ? 1 : 0}`;
}

/**
 * The rule as a drizzle condition over `schema.businesses`, for one business id or for all. The table is passed in
 * because schema.ts itself builds on this module (the score index).
 */
export function publicBusinessWhere(table: { id: SQLiteColumn; status: SQLiteColumn; isVerified: SQLiteColumn }, id?: string): SQL {
  const rule = and(eq(table.status, PUBLIC_BUSINESS.status), eq(table.isVerified, PUBLIC_BUSINESS.isVerified)) as SQL;
  return id === undefined ? rule : (and(eq(table.id, id), rule) as SQL);
}

// ───────────── the rating prior ─────────────

/**
 * A business's Bayesian rating: its reviews pulled towards a prior of 5 reviews of 3.5 stars, so one 5-star review
 * does not outrank a hundred 4.8s. Sorting "best rated" and relevance ties use it.
 */
export const RATING_PRIOR = { reviews: 5, stars: 3.5 } as const;

export function bayesianScore(average: number, count: number): number {
  return (RATING_PRIOR.reviews * RATING_PRIOR.stars + average * count) / (RATING_PRIOR.reviews + count);
}

/** The same score as SQL over a row's rating columns (optionally behind an alias). */
export function bayesianScoreSql(alias?: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `((${RATING_PRIOR.reviews} * ${RATING_PRIOR.stars} + ${column('rating_average')} * ${column('rating_count')}) / (${RATING_PRIOR.reviews} + ${column('rating_count')}))`;
}

/** Characters a stored phone number may hold besides its digits (docs/product.md §4.7 writes `+91` and ten digits). */
const PHONE_PUNCTUATION = [' ', '-', '+', '(', ')', '.', '/'];

/**
 * A phone number's last ten digits: the same number however it is written, since seeded listings keep spaces
 * ('+91 98450 12345') where new ones store `+91` and ten digits. Likely duplicates look a number up by it
 * (worker/services/owner/duplicates.ts) through an index on `phoneDigitsSql` of each number column.
 */
export function phoneDigits(number: string | null): string | null {
  return number?.replace(/\D/g, '').slice(-10) ?? null;
}

/**
 * phoneDigits as SQL over a number column (SQLite has no pattern replace: the punctuation a stored number holds is
 * taken out one character at a time; tests/worker/owner/duplicates.test.ts holds the two to the same keys).
 */
export function phoneDigitsSql(column: string): string {
  const digits = PHONE_PUNCTUATION.reduce((inner, character) => `replace(${inner}, '${character}', '')`, column);
  return `substr(${digits}, -10)`;
}

// ───────────── facet tokens ─────────────

/**
 * Filter tokens of the search index's `facets` column, so filters intersect inside the index. Slugs use '_' for
 * '-' because the tokenizer keeps '_' inside a token and splits on '-'.
 */
const facetSlug = (slug: string) => slug.replace(/-/g, '_');

/** What every review-count token of a level starts with (FACET.reviewCounts). */
export const REVIEW_COUNTS_PREFIX = (level: number) => `r${level}_`;

/** What every open-now token starts with (FACET.openNode, FACET.openSpecial). */
const OPEN_PREFIX = 'open_';

export const FACET = {
  all: 'all',
  /** Stands in for a facet a business lacks, so every document has as many facet tokens (worker/db/search-view.ts). */
  none: 'no_facet',
  /** Held by no document: what an expression ORs a part with to keep FTS5 from merging it (services/search/query.ts, nestedAnd). */
  never: 'no_document',
  featured: 'featured',
  category: (slug: string) => `cat_${facetSlug(slug)}`,
  location: (slug: string) => `loc_${facetSlug(slug)}`,
  pincode: (pincode: string) => `pin_${pincode}`,
  /** Every pincode that starts with these digits (an FTS5 prefix query). */
  pincodePrefix: (digits: string) => `pin_${digits}*`,
  price: (tier: number) => `price_${tier}`,
  /** Rated at least `stars` (whole stars, 1–5). */
  rating: (stars: number) => `rating_${Math.floor(stars)}`,
  /** A node of a weekday's tree of half hours (OPEN_TREE): open at some moment of each of its half hours. */
  openNode: (dayOfWeek: number, level: number, node: number) => `${OPEN_PREFIX}${dayOfWeek}_${level}_${node}`,
  /** Has some special opening (a date with its own hours), so may be open at any moment. */
  openSpecial: `${OPEN_PREFIX}special`,
  /** A square of the map at one of the MAP_CELL sizes, by its row and column (mapCell). */
  cell: (level: number, row: number, column: number) => `g${level}_${row}_${column}`,
  /** A span of the hours a business was listed in, at one of the ORDER_BUCKETS sizes (orderBucketsSql). */
  listedHours: (level: number, bucket: number) => `t${level}_${bucket}`,
  /** A span of review counts, at one of the ORDER_BUCKETS sizes; five digits, so the tokens sort as the counts do. */
  reviewCounts: (level: number, bucket: number) => `${REVIEW_COUNTS_PREFIX(level)}${String(bucket).padStart(5, '0')}`,
} as const;

// ───────────── open now ─────────────

/**
 * "Open now" inside the index (decision 019): the week in half hours, each day's 48 as the leaves of a binary tree
 * (levels 0–5, a node of level L spans 2^L half hours). A document holds, for each day, the fewest nodes that together
 * cover exactly the half hours in which the business is open at some moment (a period past midnight covers the next
 * day's first ones), at most two per level and period; a moment's half hour lies under one node per level, so "open
 * now" is the six nodes above it, ORed, and a business holds one of them exactly when it is open at some moment of
 * that half hour on that weekday. The exact hours are still checked (openNowSql), but they rule out only what a
 * half hour cannot tell: a period that starts or ends off the half hour, a special day.
 */
export const OPEN_TREE = { slotMinutes: 30, slotsPerDay: 48, levels: 6 } as const;

/**
 * A document's open-now tokens are padded with fillers to this many: bm25 divides by a document's whole length, so
 * without them a business that gives its hours would rank below one that does not. Most weeks need 14–42 nodes; a day
 * of several periods off the half hour can need more, and then the document is that much longer.
 */
export const OPEN_TOKENS = 48;

/** The nodes above a moment's half hour, and the businesses with any special opening (checked exactly): ORed. */
export function openNowFacet(at: { dayOfWeek: number; minute: number }): string {
  const slot = Math.floor(at.minute / OPEN_TREE.slotMinutes);
  const nodes = Array.from({ length: OPEN_TREE.levels }, (_, level) => FACET.openNode(at.dayOfWeek, level, slot >> level));
  return `(${[...nodes, FACET.openSpecial].join(' OR ')})`;
}

/**
 * The open-now tokens of the business behind `idColumn`, each after a space, padded to OPEN_TOKENS with fillers, then
 * the special-opening token or a filler. Each period is a span [a, b) of half hours of its day, and its remainder past
 * midnight one of the next day's; at each level the span's nodes are those inside it whose parent is not, which are
 * only ever its first and its last.
 */
export function openTokensSql(idColumn: string): string {
  const slot = OPEN_TREE.slotMinutes;
  const spans = `SELECT h.day_of_week AS day, h.opens_at / ${slot} AS a, min(${OPEN_TREE.slotsPerDay}, (h.closes_at + ${slot - 1}) / ${slot}) AS b
      FROM business_hours h WHERE h.business_id = ${idColumn}
    UNION ALL SELECT (h.day_of_week + 1) % 7, 0, (h.closes_at - ${MINUTES_PER_DAY} + ${slot - 1}) / ${slot}
      FROM business_hours h WHERE h.business_id = ${idColumn} AND h.closes_at > ${MINUTES_PER_DAY}`;
  const levels = JSON.stringify(Array.from({ length: OPEN_TREE.levels }, (_, level) => level));
  // At a level of node size s: the nodes inside [a, b) are lo … hi - 1, those of the parent level plo … phi - 1.
  const bounds = `SELECT day, l.value AS level, (a + (1 << l.value) - 1) >> l.value AS lo, b >> l.value AS hi,
      (a + (2 << l.value) - 1) >> (l.value + 1) AS plo, b >> (l.value + 1) AS phi
    FROM (${spans}), json_each('${levels}') l`;
  const nodes = `SELECT day, level, CASE e.value WHEN 0 THEN lo ELSE hi - 1 END AS node, plo, phi, lo, hi
    FROM (${bounds}), json_each('[0,1]') e`;
  // Once each: two periods of a day can share a half hour, and a node can be a span's first and last.
  const canonical = `SELECT ' ${OPEN_PREFIX}' || day || '_' || level || '_' || node AS token FROM (${nodes})
    WHERE node >= lo AND node < hi AND NOT (plo < phi AND node >= 2 * plo AND node < 2 * phi) GROUP BY token`;
  return `(SELECT coalesce(group_concat(token, ''), '') || replace(hex(zeroblob(max(0, ${OPEN_TOKENS} - count(*)))), '00', ' ${FACET.none}') FROM (${canonical}))
		|| CASE WHEN EXISTS (SELECT 1 FROM business_special_days s WHERE s.business_id = ${idColumn} AND s.closed = 0) THEN ' ${FACET.openSpecial}' ELSE ' ${FACET.none}' END`;
}

// ───────────── map cells ─────────────

/**
 * Squares of the map in degrees, a size per level, each twice the one before: 0.001° (about 110 m) up to 0.128°
 * (about 14 km). A business's document holds the cell it lies in at every level, so "nearest first" reads the few
 * cells around a visitor and widens only while the page is not full (worker/services/search/run/nearest.ts).
 */
export const MAP_CELL = { levels: 8, smallest: 0.001 } as const;

export function mapCellSize(level: number): number {
  return MAP_CELL.smallest * 2 ** level;
}

/** Row and column of a point's cell; the same division as the SQL below, so both agree to the last bit. */
export function mapCell(level: number, latitude: number, longitude: number): { row: number; column: number } {
  const size = mapCellSize(level);
  return { row: Math.floor((latitude + 90) / size), column: Math.floor((longitude + 180) / size) };
}

/** Every level's cell token of a row's point, each after a space (as many fillers without a point). */
export function mapCellsSql(latitude: string, longitude: string): string {
  const levels = Array.from({ length: MAP_CELL.levels }, (_, level) => {
    // The sum is positive, so CAST's truncation is the floor mapCell takes.
    const size = String(mapCellSize(level));
    return `' g${level}_' || CAST((${latitude} + 90) / ${size} AS INTEGER) || '_' || CAST((${longitude} + 180) / ${size} AS INTEGER)`;
  });
  return `CASE WHEN ${latitude} IS NOT NULL AND ${longitude} IS NOT NULL THEN ${levels.join(' || ')} ELSE '${` ${FACET.none}`.repeat(MAP_CELL.levels)}' END`;
}

// ───────────── order buckets ─────────────

/**
 * "Newest" and "most reviewed" are not the index's order, so each document also holds the bucket of its sort key at
 * a few sizes, each ten times the one before: the hour it was listed in (an hour, 10, 100, 1,000 and 10,000 hours)
 * and its review count (exactly, by tens, hundreds, thousands). A page reads the buckets from the top down, coarse
 * where matches are sparse and fine where they are dense, until it is full (worker/services/search/run/bucket-walk.ts). Within a
 * bucket of the finest size, the order is the index's own (best rated first), so a page never has to read one whole.
 */
export const ORDER_BUCKETS = {
  listedHours: { levels: 5, factor: 10 },
  reviewCounts: { levels: 4, factor: 10 },
} as const;

const HOUR_MS = 3_600_000;

/** The highest review count a bucket tells apart: five digits. */
export const MOST_COUNTED_REVIEWS = 99_999;

/** The hour a listing time falls in, the finest bucket of "newest". */
export function listedHour(createdAt: number): number {
  return Math.floor(createdAt / HOUR_MS);
}

/** The review count's finest bucket, the first key of "most reviewed". */
export function reviewCountBucket(ratingCount: number): number {
  return Math.min(ratingCount, MOST_COUNTED_REVIEWS);
}

/** The same buckets as SQL over a column: the hour listed (at `level`, each ten times the last) and the review count. */
export function listedHourSql(createdAt: string, level = 0): string {
  return `(${createdAt} / ${HOUR_MS * ORDER_BUCKETS.listedHours.factor ** level})`;
}

export function reviewCountBucketSql(ratingCount: string): string {
  return `min(${ratingCount}, ${MOST_COUNTED_REVIEWS})`;
}

/** Every order bucket token of a row, each after a space (the finest first). */
export function orderBucketsSql(createdAt: string, ratingCount: string): string {
  const hours = Array.from(
    { length: ORDER_BUCKETS.listedHours.levels },
    (_, level) => `' t${level}_' || ${listedHourSql(createdAt, level)}`,
  );
  const counts = Array.from(
    { length: ORDER_BUCKETS.reviewCounts.levels },
    (_, level) =>
      `' ${REVIEW_COUNTS_PREFIX(level)}' || printf('%05d', ${reviewCountBucketSql(ratingCount)} / ${ORDER_BUCKETS.reviewCounts.factor ** level})`,
  );
  return [...hours, ...counts].join(' || ');
}

// ───────────── the index's order ─────────────

/**
 * The search index's rowid is the business's place in "best rated" order, so that order is the index's own and a
 * page of it reads only that page (decision 019): the Bayesian score (to 1/10,000, best first), then the number of
 * reviews (most first, counted up to 16,383), then the business's own rowid (newest first). 16 + 14 + 32 bits.
 * The card's rowid comes back out of the low 32 bits (searchKeyCardRowidSql).
 */
export function searchKeySql(alias: string): string {
  return `((50000 - CAST(round(${bayesianScoreSql(alias)} * 10000) AS INTEGER)) * 70368744177664 + (16383 - min(${alias}.rating_count, 16383)) * 4294967296 + (4294967295 - ${alias}.rowid))`;
}

/** The business's (and its card's) rowid, from a search index rowid. */
export const SEARCH_KEY_CARD_ROWID_SQL = '(4294967295 - (business_search.rowid & 4294967295))';

/**
 * A public business's result card as JSON, from its row `b` (SQL alias): its own columns, and what the search triggers
 * keep of other tables in its card_parts (worker/db/search-view.ts). NULL for a business that is not public, which has
 * no parts. worker/services/business-shape.ts parses it.
 */
export function cardSql(b: string): string {
  // The parts under short keys, a part that is empty or unknown left out (worker/db/search-view.ts): lists read as [].
  const part = (key: string, json = false) => `${b}.card_parts ${json ? '->' : '->>'} '$.${key}'`;
  const list = (key: string) => `coalesce(${part(key, true)}, json('[]'))`;
  // Its alt is left out when it has none (the merge that writes the parts drops nulls): read back as null.
  const image = `CASE WHEN ${part('i', true)} IS NOT NULL THEN json_object('url', ${part('i.url')}, 'alt', ${part('i.alt')}) END`;
  // As text ('' ||): a card inside another JSON value (a walk's json_array) stays the string its readers parse.
  return `CASE WHEN ${b}.card_parts IS NOT NULL THEN '' || json_object(
		'_id', ${b}.id, 'name', ${b}.name, 'nameKn', ${b}.name_kn, 'nameHi', ${b}.name_hi, 'tagline', ${b}.tagline,
		'description', ${b}.description, 'category', ${part('c')}, 'categorySlug', ${part('cs')},
		'subcategory', ${b}.subcategory, 'address', ${b}.address, 'locality', ${b}.locality, 'locationSlug', ${part('ls')},
		'city', ${b}.city, 'state', ${b}.state, 'pincode', ${b}.pincode, 'latitude', ${b}.latitude, 'longitude', ${b}.longitude,
		'phone', ${b}.phone, 'whatsapp', ${b}.whatsapp, 'email', ${b}.email, 'website', ${b}.website,
		'googleMapsUrl', ${b}.google_maps_url, 'priceRange', ${b}.price_range,
		'isVerified', json(CASE WHEN ${b}.is_verified THEN 'true' ELSE 'false' END),
		'isFeatured', json(CASE WHEN ${b}.is_featured THEN 'true' ELSE 'false' END),
		'featuredAt', ${b}.featured_at, 'createdAt', ${b}.created_at, 'ratingAverage', ${b}.rating_average,
		'ratingCount', ${b}.rating_count, 'hours', ${list('h')}, 'hoursConfirmedAt', ${b}.hours_confirmed_at,
		'specialDays', ${list('sd')}, 'image', ${image},
		'services', json(${b}.services), 'amenities', json(${b}.amenities), 'keywords', json(${b}.keywords)
	) END`;
}

/** The result card of the public business whose rowid is `rowid` (SQL), as a scalar: one row read. */
export function storedCardSql(rowid: string): string {
  return `(SELECT ${cardSql('card_row')} FROM businesses card_row WHERE card_row.rowid = ${rowid})`;
}

/**
 * A search index rowid as text, and the condition of a read that goes on past one (`key`, SQL for that text: a parameter
 * by default): a JavaScript number cannot hold the key, and SQLite compares the text to the rowid as the integer it
 * spells.
 */
export const SEARCH_KEY_TEXT_SQL = 'CAST(business_search.rowid AS TEXT)';
export function afterSearchKeySql(key = '?'): string {
  return `business_search.rowid > ${key}`;
}

/** A document's facets (tokens separated by single spaces, all [a-z0-9_]) as the rows of a json_each, one token per `value`. */
export function facetTokensSql(facets: string): string {
  return `json_each('["' || replace(${facets}, ' ', '","') || '"]')`;
}

/**
 * The facet tokens search_facet_counts keeps: every one but the fillers, the map cells and the order buckets (nothing
 * counts those) — except the single review counts, whose highest token tells where "most reviewed" starts, and the
 * largest map cells, which tell where in the world the city's businesses lie (worker/services/search/run/nearest.ts).
 */
export function countedFacetSql(token: string): string {
  return `${token} <> '${FACET.none}' AND ${token} NOT GLOB 'g[0-${MAP_CELL.levels - 2}]_*' AND ${token} NOT GLOB 't[0-9]_*' AND ${token} NOT GLOB 'r[1-9]_*' AND ${token} NOT GLOB '${OPEN_PREFIX}*'`;
}

// ───────────── attributes ─────────────

/** Each attribute's token (worker/contracts/attributes.ts); price words are the price tiers' own tokens. */
export const ATTRIBUTE_FACET: Record<FacetAttribute, string> = {
  women: 'for_women',
  men: 'for_men',
  'pure-veg': 'veg_pure',
  'open-24-hours': 'hrs_24',
  'open-at-night': 'hrs_night',
  ...(Object.fromEntries(WEEKDAYS.map((day, n) => [`open-${day}`, `day_${n}`])) as Record<`open-${(typeof WEEKDAYS)[number]}`, string>),
  'home-visit': 'visit_home',
  'home-delivery': 'deliver_home',
};

/** Open at some moment of the night: after 10.30 pm, or before 5 am. */
const NIGHT = { after: 22 * 60 + 30, before: 5 * 60 } as const;

/**
 * The attribute tokens of the business `b` (its row, its hours), each after a space, a filler where one does not
 * apply, so every document holds as many. Serving everyone serves women and men; round the clock is every day from
 * midnight to midnight; a day is open when it has hours.
 */
export function attributeTokensSql(b: string): string {
  const token = (holds: string, facet: string) => `CASE WHEN ${holds} THEN ' ${facet}' ELSE ' ${FACET.none}' END`;
  const hours = `FROM business_hours h WHERE h.business_id = ${b}.id`;
  return [
    token(`${b}.serves IN ('women', 'everyone')`, ATTRIBUTE_FACET.women),
    token(`${b}.serves IN ('men', 'everyone')`, ATTRIBUTE_FACET.men),
    token(`${b}.pure_veg`, ATTRIBUTE_FACET['pure-veg']),
    token(`${b}.home_visit`, ATTRIBUTE_FACET['home-visit']),
    token(`${b}.home_delivery`, ATTRIBUTE_FACET['home-delivery']),
    token(
      `(SELECT count(DISTINCT h.day_of_week) ${hours} AND h.opens_at = 0 AND h.closes_at >= ${MINUTES_PER_DAY}) = 7`,
      ATTRIBUTE_FACET['open-24-hours'],
    ),
    token(
      `EXISTS (SELECT 1 ${hours} AND (h.closes_at > ${NIGHT.after} OR h.opens_at < ${NIGHT.before}))`,
      ATTRIBUTE_FACET['open-at-night'],
    ),
    ...WEEKDAYS.map((day, n) => token(`EXISTS (SELECT 1 ${hours} AND h.day_of_week = ${n})`, ATTRIBUTE_FACET[`open-${day}`])),
  ].join('\n\t\t|| ');
}

/** The same tokens built in SQL from a column, for the search view and for joins against search_facet_counts. */
export const FACET_SQL = {
  category: (slugColumn: string) => `'cat_' || replace(${slugColumn}, '-', '_')`,
  location: (slugColumn: string) => `'loc_' || replace(${slugColumn}, '-', '_')`,
  pincode: (pincodeColumn: string) => `'pin_' || ${pincodeColumn}`,
  price: (tierColumn: string) => `'price_' || ${tierColumn}`,
} as const;
