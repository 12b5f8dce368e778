import { addFacetCountsSql, INDEXED_COLUMNS } from '../../db/search-view.ts';
import { REFRESH_CITY_WORDS_SQL } from './city-words.ts';

/**
 * The search index (migrations/0002_search_index.sql) is derived data: these statements rebuild it from the base
 * tables. Bulk imports pause the triggers, write, then rebuild once, which is far faster than a trigger per row.
 */

export const PAUSE_SEARCH_INDEX = "INSERT OR REPLACE INTO search_settings (key, value) VALUES ('paused', '1')";

/** Businesses per rebuild statement: each statement stays short, however large the city. */
const REBUILD_SLICE = 5000;

/**
 * The admin's text indexes (migrations/0022_admin_text_search.sql): each indexes its table's columns in place, so a
 * rebuild tells it every row again; rows per statement as short as the businesses' (a review is a few lines of text).
 */
const ADMIN_TEXT_INDEXES = [
  { index: 'business_names', table: 'businesses', columns: 'name', slice: REBUILD_SLICE },
  { index: 'user_names', table: 'users', columns: 'name, email', slice: REBUILD_SLICE },
  { index: 'review_words', table: 'reviews', columns: 'title, content', slice: 4 * REBUILD_SLICE },
] as const;

/** Every category's and locality's listings counted again (listing_counts, migrations/0023_listing_counts.sql). */
const RECOUNT_LISTINGS = `INSERT INTO listing_counts (token, listings)
  SELECT 'category:' || category_id, count(*) FROM businesses WHERE category_id IS NOT NULL GROUP BY category_id
  UNION ALL
  SELECT 'location:' || location_id, count(*) FROM businesses WHERE location_id IS NOT NULL GROUP BY location_id`;

/**
 * Rebuilds the whole index, its facet counts and the cards' parts slice by slice, then the admin's text indexes, merges their segments,
 * counts every category's and locality's listings again, resumes the triggers and writes the city's words afresh
 * (city-words.ts), whose triggers wait with the index's. The triggers stay paused until the last step, so a rebuild
 * that fails half-way is simply run again.
 */
export async function rebuildSearchIndex(d1: D1Database): Promise<void> {
  await d1.batch([
    d1.prepare(PAUSE_SEARCH_INDEX),
    d1.prepare("INSERT INTO business_search (business_search) VALUES ('delete-all')"),
    d1.prepare('DELETE FROM search_facet_counts'),
    ...ADMIN_TEXT_INDEXES.map(({ index }) => d1.prepare(`INSERT INTO ${index} (${index}) VALUES ('delete-all')`)),
  ]);
  const last = await d1.prepare('SELECT coalesce(max(rowid), 0) AS last FROM businesses').first<{ last: number }>();
  for (let from = 0; from <= (last?.last ?? 0); from += REBUILD_SLICE) {
    const range = 'WHERE rowid > ? AND rowid <= ?';
    await d1.batch([
      d1
        .prepare(
          `INSERT INTO business_search (rowid, ${INDEXED_COLUMNS}) SELECT search_key, ${INDEXED_COLUMNS} FROM business_search_source ${range}`,
        )
        .bind(from, from + REBUILD_SLICE),
      d1
        .prepare(
          `UPDATE businesses SET card_parts = (SELECT card_parts FROM business_search_source s WHERE s.rowid = businesses.rowid) ${range}`,
        )
        .bind(from, from + REBUILD_SLICE),
      d1.prepare(addFacetCountsSql('b.rowid > ? AND b.rowid <= ?')).bind(from, from + REBUILD_SLICE),
    ]);
  }
  for (const { index, table, columns, slice } of ADMIN_TEXT_INDEXES) {
    const rows = await d1.prepare(`SELECT coalesce(max(rowid), 0) AS last FROM ${table}`).first<{ last: number }>();
    for (let from = 0; from <= (rows?.last ?? 0); from += slice) {
      await d1
        .prepare(`INSERT INTO ${index} (rowid, ${columns}) SELECT rowid, ${columns} FROM ${table} WHERE rowid > ? AND rowid <= ?`)
        .bind(from, from + slice)
        .run();
    }
  }
  await d1.batch([
    d1.prepare("INSERT INTO business_search (business_search) VALUES ('optimize')"),
    ...ADMIN_TEXT_INDEXES.map(({ index }) => d1.prepare(`INSERT INTO ${index} (${index}) VALUES ('optimize')`)),
    d1.prepare('DELETE FROM listing_counts'),
    d1.prepare(RECOUNT_LISTINGS),
    d1.prepare("DELETE FROM search_settings WHERE key = 'paused'"),
    ...REFRESH_CITY_WORDS_SQL.map((sql) => d1.prepare(sql)),
  ]);
}
