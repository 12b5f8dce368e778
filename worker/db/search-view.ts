import {
  attributeTokensSql,
  bayesianScoreSql,
  countedFacetSql,
  FACET,
  FACET_SQL,
  facetTokensSql,
  mapCellsSql,
  openTokensSql,
  orderBucketsSql,
  publicBusinessSql,
  searchKeySql,
} from './rules.ts';
import { searchFormSql } from '../contracts/city-text.ts';

/**
 * The search index's source view, `business_search_source`: what one public business's FTS5 document and the parts
 * of its result card from other tables hold (migrations/0002_search_index.sql explains the index). It is built here from the shared rules, a
 * migration holds its text verbatim (`npm run db:search-view` prints it), and tests/worker/rules.test.ts fails when the
 * view in the database is not this text — so the view can never drift from the rules the queries use.
 */

/** A listing's list (services, amenities, keywords: JSON arrays on its row) as one text, in its order. */
const listText = (column: string, separator: string) => `(SELECT group_concat(value, '${separator}') FROM json_each(b.${column}))`;

// Every document holds as many facet tokens as any other (a filler where one does not apply): bm25 divides by a
// document's whole length, so a varying count would rank, say, rated businesses below unrated ones for the same words.
const ratingFacets = [1, 2, 3, 4, 5]
  .map((stars) => `CASE WHEN b.rating_count > 0 AND b.rating_average >= ${stars} THEN ' ${FACET.rating(stars)}' ELSE ' ${FACET.none}' END`)
  .join('\n\t\t|| ');

/**
 * A document's facet tokens: every filter's and order's, in a fixed number (above). `open` leaves out the open-now
 * tokens, the costliest to work out and never counted, for the counted_facets column.
 */
function facetsSql(open: boolean): string {
  return `'${FACET.all} ' || ${FACET_SQL.category('c.slug')}
		|| CASE WHEN b.pincode IS NOT NULL THEN ' ' || ${FACET_SQL.pincode('b.pincode')} ELSE ' ${FACET.none}' END
		|| CASE WHEN l.slug IS NOT NULL THEN ' ' || ${FACET_SQL.location('l.slug')} ELSE ' ${FACET.none}' END
		|| CASE WHEN b.is_featured THEN ' ${FACET.featured}' ELSE ' ${FACET.none}' END
		|| ' ' || ${FACET_SQL.price('b.price_range')}
		|| ${ratingFacets}${open ? `\n\t\t|| ${openTokensSql('b.id')}` : ''}
		|| ${attributeTokensSql('b')}
		|| ${mapCellsSql('b.latitude', 'b.longitude')}
		|| ${orderBucketsSql('b.created_at', 'b.rating_count')}`;
}

/** The name, category and sub-category in the index's form, a column apart (run/broad.ts reads it: headlineHolds). */
const HEADLINE_SQL = searchFormSql(
  "trim(b.name || ' ' || coalesce(b.name_kn, '') || ' ' || coalesce(b.name_hi, '')) || ' | ' || c.name || ' | ' || coalesce(b.subcategory, '')",
);

export const SEARCH_SOURCE_VIEW = `CREATE VIEW \`business_search_source\` AS
SELECT
	b.rowid AS \`rowid\`,
	${searchKeySql('b')} AS \`search_key\`,
	${searchFormSql("trim(b.name || ' ' || coalesce(b.name_kn, '') || ' ' || coalesce(b.name_hi, ''))")} AS \`name\`,
	${searchFormSql('c.name')} AS \`category\`,
	${searchFormSql("coalesce(b.subcategory, '')")} AS \`subcategory\`,
	${searchFormSql(`coalesce(${listText('keywords', ' | ')}, '')`)} AS \`keywords\`,
	${searchFormSql(`coalesce(${listText('services', ' | ')}, '')`)} AS \`services\`,
	${searchFormSql(`coalesce(${listText('amenities', ' | ')}, '')`)} AS \`amenities\`,
	${searchFormSql("trim(coalesce(b.locality, '') || ' ' || coalesce(l.name, '') || ' ' || coalesce(b.pincode, ''))")} AS \`locality\`,
	${searchFormSql("coalesce(b.description, '')")} AS \`description\`,
	${facetsSql(true)} AS \`facets\`,
	b.id AS \`business_id\`,
	${bayesianScoreSql('b')} AS \`score\`,
	b.rating_count AS \`rating_count\`,
	b.created_at AS \`created_at\`,
	b.latitude AS \`latitude\`,
	b.longitude AS \`longitude\`,
	${HEADLINE_SQL} AS \`headline\`,
	(SELECT group_concat(value, ' ') FROM ${facetTokensSql(facetsSql(false))} WHERE ${countedFacetSql('value')}) AS \`counted_facets\`,
	json_patch(json_object('c', c.name, 'cs', c.slug), json_object(
		'ls', l.slug,
		'h', json(nullif((SELECT json_group_array(json_array(day_of_week, opens_at, closes_at)) FROM (SELECT day_of_week, opens_at, closes_at FROM business_hours WHERE business_id = b.id ORDER BY day_of_week, opens_at)), '[]')),
		'sd', json(nullif((SELECT json_group_array(json_array(date, closed, opens_at, closes_at)) FROM (SELECT date, closed, opens_at, closes_at FROM business_special_days WHERE business_id = b.id ORDER BY date, opens_at)), '[]')),
		'i', json((SELECT json_object('url', url, 'alt', alt) FROM business_media WHERE business_id = b.id AND kind = 'image' ORDER BY is_primary DESC, position LIMIT 1))
	)) AS \`card_parts\`
FROM businesses b
JOIN categories c ON c.id = b.category_id
LEFT JOIN locations l ON l.id = b.location_id
WHERE ${publicBusinessSql('b')}`;

/** The index's columns a document fills, after its rowid (the search key). */
export const INDEXED_COLUMNS =
  'name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude, headline, counted_facets';

/**
 * The counted facets of the document at search key `key` (NULL when there is none: json_each then gives no rows). The
 * index keeps no text of its own (migrations/0033_slimmer_city.sql), only its unindexed columns, this one among them.
 */
const documentFacets = (key: string) => `(SELECT counted_facets FROM business_search WHERE rowid = ${key})`;

/**
 * Counts the facet tokens of the document at search key `key` into search_facet_counts, once indexed; a business that
 * is not public has no document, so nothing. The SELECT's WHERE lets SQLite read the ON CONFLICT as the upsert's.
 */
const countFacets = (key: string) => `INSERT INTO search_facet_counts(token, docs)
	SELECT value, 1 FROM ${facetTokensSql(documentFacets(key))} WHERE ${countedFacetSql('value')}
	ON CONFLICT(token) DO UPDATE SET docs = docs + 1;`;

/** Takes the document at `key` out of the index, its facet counts first (they are read from it). */
const unindexDocument = (
  key: string,
) => `UPDATE search_facet_counts SET docs = docs - 1 WHERE token IN (SELECT value FROM ${facetTokensSql(documentFacets(key))});
	DELETE FROM business_search WHERE rowid = ${key};`;

/**
 * Indexes one business's document, counts its facets and stores its card's parts, as the view has them now: none for
 * a business that is not public (the view leaves it out), so its card is read nowhere.
 */
const indexBusiness = (id: string, key: string) => `INSERT INTO business_search(rowid, ${INDEXED_COLUMNS})
	SELECT search_key, ${INDEXED_COLUMNS} FROM business_search_source WHERE business_id = ${id};
	${countFacets(key)}
	UPDATE businesses SET card_parts = (SELECT card_parts FROM business_search_source WHERE business_id = ${id}) WHERE id = ${id};`;

/** The search key of the business with id `id` as it is now. */
const keyOf = (id: string) => `(SELECT ${searchKeySql('b')} FROM businesses b WHERE b.id = ${id})`;

const PAUSED = "(SELECT value FROM search_settings WHERE key = 'paused') IS NULL";

/**
 * The triggers that keep the index in step with a business (migrations hold their text verbatim, as for the view). A
 * document's rowid is its search key, which moves with its rating: the old one is worked out from the row as it was.
 * Counters that change on every view or enquiry (views, enquiry_count, updated_at) are left out on purpose.
 */
export const SEARCH_TRIGGERS: Record<string, string> = {
  business_search_after_business_insert: `CREATE TRIGGER \`business_search_after_business_insert\` AFTER INSERT ON \`businesses\`
WHEN ${PAUSED}
BEGIN
	${indexBusiness('NEW.id', searchKeySql('NEW'))}
END`,
  business_search_after_business_update: `CREATE TRIGGER \`business_search_after_business_update\` AFTER UPDATE OF
	name, name_kn, name_hi, tagline, description, category_id, subcategory, address, locality, location_id, city, state, pincode,
	latitude, longitude, phone, whatsapp, email, website, google_maps_url, price_range, serves, pure_veg, home_visit,
	home_delivery, status, is_verified, is_featured, featured_at, rating_average, rating_count, created_at, hours_confirmed_at,
	services, amenities, keywords
ON \`businesses\`
WHEN ${PAUSED}
BEGIN
	${unindexDocument(searchKeySql('OLD'))}
	${indexBusiness('NEW.id', searchKeySql('NEW'))}
END`,
  business_search_after_business_delete: `CREATE TRIGGER \`business_search_after_business_delete\` AFTER DELETE ON \`businesses\`
BEGIN
	${unindexDocument(searchKeySql('OLD'))}
END`,
  // A business's other lists (media, hours, special days) change its document, not its rating: its key is as indexed.
  business_search_refresh_apply: `CREATE TRIGGER \`business_search_refresh_apply\` AFTER INSERT ON \`business_search_refresh\`
BEGIN
	${unindexDocument(keyOf('NEW.business_id'))}
	${indexBusiness('NEW.business_id', keyOf('NEW.business_id'))}
	DELETE FROM business_search_refresh WHERE business_id = NEW.business_id;
END`,
};

/**
 * Adds the facet counts of the indexed businesses whose rowid passes `range` (SQL over `b`, the businesses row) to
 * search_facet_counts: a rebuild, slice by slice, and the migration that filled the table once.
 */
export function addFacetCountsSql(range: string): string {
  return `INSERT INTO search_facet_counts(token, docs)
	SELECT t.value, count(*) FROM businesses b JOIN business_search s ON s.rowid = ${searchKeySql('b')}, ${facetTokensSql('s.counted_facets')} t
	WHERE ${range} AND ${countedFacetSql('t.value')} GROUP BY t.value
	ON CONFLICT(token) DO UPDATE SET docs = docs + excluded.docs`;
}
