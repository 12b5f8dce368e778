import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import * as schema from '../../db/schema.ts';

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

/** Listings whose name holds the text. */
export function businessNameHolds(text: string): SQL {
  const { businesses } = schema;
  return hasTrigram(text)
    ? sql`${businesses}.rowid IN (SELECT rowid FROM business_names WHERE business_names MATCH ${quoted(text)})`
    : contains(businesses.name, text);
}

/** Accounts whose name or e-mail holds the text. */
export function userNameOrEmailHolds(text: string): SQL {
  const { users } = schema;
  return hasTrigram(text)
    ? sql`${users}.rowid IN (SELECT rowid FROM user_names WHERE user_names MATCH ${quoted(text)})`
    : sql`(${contains(users.name, text)} OR ${contains(users.email, text)})`;
}

/**
 * Reviews whose title or text holds every word of the text, each as a word or the start of one ('scratch' finds
 * 'scratched'), case and accents aside; none when the text has no letters or digits.
 */
export function reviewHasWords(text: string): SQL | undefined {
  const words = text.match(/[\p{L}\p{N}]+/gu);
  if (!words) return undefined;
  return sql`${schema.reviews}.rowid IN (SELECT rowid FROM review_words WHERE review_words MATCH ${words.map((word) => `${quoted(word)}*`).join(' AND ')})`;
}
