import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { WORD_SEPARATORS } from '../../contracts/city-text.ts';
import { ADMIN_LIST_DEPTH } from '../../contracts/admin-lists.ts';
import * as schema from '../../db/schema.ts';
import { through, type Reading } from './list-pages.ts';

/*
 * The admin lists' text searches (docs/product.md §3.24). Names and e-mails are found by any part of them, case aside;
 * reviews by the words they hold. Each reads an index of its own (migrations/0022_admin_text_search.sql), so a search
 * costs what it finds, not the table: at a million listings, reading the table was seconds of the database's time.
 */

/** Parts shorter than this have no trigram to look up: they are looked for row by row (a short part is common). */
const TRIGRAM = 3;

/** Anywhere in the column, case aside (SQLite's lower() folds ASCII letters, on both sides alike), row by row. */
function contains(column: SQLiteColumn, text: string): SQL {
  return sql`instr(lower(${column}), lower(${text})) > 0`;
}

/** The text as one FTS5 string: a trigram index matches it anywhere in a column. */
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

const hasTrigram = (text: string) => [...text].length >= TRIGRAM;

const { businesses, users, reviews } = schema;

/**
 * What a search finds through an index: rows of `table`, reached from the index's rows through `via` (joins), or
 * without, as the rows with the index's rowids.
 */
interface Found {
  index: string;
  match: string;
  table: SQLiteTable;
  via?: SQL;
}

/** The index's rows joined to the rows of `table` with the same rowid. */
const sameRowid = (index: string, table: SQLiteTable) => sql`JOIN ${table} ON ${table}.rowid = ${sql.identifier(index)}.rowid`;

/**
 * The rows of `table` an index finds, as a test of the row's rowid. Picked: the index's matches in its order, each
 * joined to its row where the rest of the list's filter (`within`) is tested on it, at most ADMIN_LIST_DEPTH of them.
 * A page is picked only when its list counts fewer (list-pages.ts), and the count stops there, so neither reads every
 * match of a text thousands of rows hold: reading them all was most of the count's rows (9,680 for a word in 7,680
 * listing names at 1,000,000, 24,364 for their reviews). Walked: the index's every match read once into a list that
 * each row walked is looked up in.
 */
function foundIn(found: Found, reading: Reading, within: SQL | undefined): SQL {
  const index = sql.identifier(found.index);
  const rowid = sql`${found.table}.rowid`;
  if (reading === 'walked') return sql`${through(rowid, false)} IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${found.match})`;
  const via = found.via ?? (within ? sameRowid(found.index, found.table) : undefined);
  const picked = via ? sql`SELECT ${rowid} FROM ${index} ${via}` : sql`SELECT rowid FROM ${index}`;
  const rest = within ? sql` AND ${within}` : sql``;
  return sql`${rowid} IN (${picked} WHERE ${index} MATCH ${found.match}${rest} LIMIT ${sql.raw(String(ADMIN_LIST_DEPTH))})`;
}

/** Listings' names, and accounts' names and e-mails, holding the text, tested row by row. */
const rowByRow = {
  business: (text: string) => contains(businesses.name, text),
  author: (text: string) => sql`(${contains(users.name, text)} OR ${contains(users.email, text)})`,
};

/** Listings whose name holds the text; picked, among those `within` keeps. */
export function businessNameHolds(text: string, reading: Reading, within?: SQL): SQL {
  return hasTrigram(text)
    ? foundIn({ index: 'business_names', match: quoted(text), table: businesses }, reading, within)
    : rowByRow.business(text);
}

/** Accounts whose name or e-mail holds the text; picked, among those `within` keeps. */
export function userNameOrEmailHolds(text: string, reading: Reading, within?: SQL): SQL {
  return hasTrigram(text) ? foundIn({ index: 'user_names', match: quoted(text), table: users }, reading, within) : rowByRow.author(text);
}

/**
 * Reviews whose title or text holds every word of the text, each as a word or the start of one ('scratch' finds
 * 'scratched'), case and accents aside; none when the text has no letters or digits. Picked, among those `within`
 * keeps.
 */
export function reviewHasWords(text: string, reading: Reading, within?: SQL): SQL | undefined {
  const words = text.split(WORD_SEPARATORS).filter((word) => word.length > 0);
  if (words.length === 0) return undefined;
  const match = words.map((word) => `${quoted(word)}*`).join(' AND ');
  return foundIn({ index: 'review_words', match, table: reviews }, reading, within);
}

/**
 * Reviews of listings whose name holds the text, or by accounts whose name or e-mail does; picked, among those
 * `within` keeps. Walked, or for a part too short for the index, the listings' or accounts' ids are read once.
 */
export function reviewOfNamed(text: string, of: 'business' | 'author', reading: Reading, within?: SQL): SQL {
  const [table, index, column, id] =
    of === 'business'
      ? ([businesses, 'business_names', reviews.businessId, businesses.id] as const)
      : ([users, 'user_names', reviews.userId, users.id] as const);
  const match = quoted(text);
  if (!hasTrigram(text)) {
    return sql`${through(column, reading === 'picked')} IN (SELECT ${id} FROM ${table} WHERE ${rowByRow[of](text)})`;
  }
  if (reading === 'picked') {
    return foundIn(
      { index, match, table: reviews, via: sql`${sameRowid(index, table)} JOIN ${reviews} ON ${column} = ${id}` },
      reading,
      within,
    );
  }
  const indexed = sql.identifier(index);
  return sql`${through(column, false)} IN (SELECT ${id} FROM ${indexed} ${sameRowid(index, table)} WHERE ${indexed} MATCH ${match})`;
}
