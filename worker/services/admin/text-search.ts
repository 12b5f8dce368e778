import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
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

/**
 * The rows of `table` an index finds, as a test of the row's rowid: picked through it, or (walked) the index's
 * matches read once into a list that each row walked is looked up in.
 */
const foundIn = (table: SQLiteTable, found: SQL, reading: Reading) =>
  sql`${through(sql`${table}.rowid`, reading === 'picked')} IN (${found})`;

/** Listings whose name holds the text. */
export function businessNameHolds(text: string, reading: Reading): SQL {
  const { businesses } = schema;
  return hasTrigram(text)
    ? foundIn(businesses, sql`SELECT rowid FROM business_names WHERE business_names MATCH ${quoted(text)}`, reading)
    : contains(businesses.name, text);
}

/** Accounts whose name or e-mail holds the text. */
export function userNameOrEmailHolds(text: string, reading: Reading): SQL {
  const { users } = schema;
  return hasTrigram(text)
    ? foundIn(users, sql`SELECT rowid FROM user_names WHERE user_names MATCH ${quoted(text)}`, reading)
    : sql`(${contains(users.name, text)} OR ${contains(users.email, text)})`;
}

/**
 * Reviews whose title or text holds every word of the text, each as a word or the start of one ('scratch' finds
 * 'scratched'), case and accents aside; none when the text has no letters or digits.
 */
export function reviewHasWords(text: string, reading: Reading): SQL | undefined {
  const words = text.match(/[\p{L}\p{N}]+/gu);
  if (!words) return undefined;
  const expression = words.map((word) => `${quoted(word)}*`).join(' AND ');
  return foundIn(schema.reviews, sql`SELECT rowid FROM review_words WHERE review_words MATCH ${expression}`, reading);
}
