/**
 * The search index (migrations/0002_search_index.sql) is derived data: these statements rebuild it from the base
 * tables. Bulk imports pause the triggers, write, then rebuild once, which is far faster than a trigger per row.
 */
const COLUMNS =
  'rowid, name, category, subcategory, keywords, services, amenities, locality, description, facets, business_id, score, rating_count, created_at, latitude, longitude';

export const PAUSE_SEARCH_INDEX = "INSERT OR REPLACE INTO search_settings (key, value) VALUES ('paused', '1')";

export const REBUILD_SEARCH_INDEX = [
  'DELETE FROM business_search',
  'DELETE FROM business_cards',
  `INSERT INTO business_search (${COLUMNS}) SELECT ${COLUMNS} FROM business_search_source`,
  'INSERT INTO business_cards (rowid, card) SELECT rowid, card FROM business_search_source',
  "INSERT INTO business_search (business_search) VALUES ('optimize')",
  "DELETE FROM search_settings WHERE key = 'paused'",
];

/** Rebuilds the whole index in one atomic batch and resumes the triggers. */
export async function rebuildSearchIndex(d1: D1Database): Promise<void> {
  await d1.batch(REBUILD_SEARCH_INDEX.map((statement) => d1.prepare(statement)));
}
