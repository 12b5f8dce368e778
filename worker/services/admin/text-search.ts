import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * The admin lists' text search: anywhere in the column, case aside (SQLite's lower() folds ASCII letters, on both
 * sides alike). No index serves it, so a search reads the table; the admin's lists are few and small next to the
 * public ones.
 */
export function contains(column: SQLiteColumn, text: string): SQL {
  return sql`instr(lower(${column}), lower(${text})) > 0`;
}

/**
 * Newest first by `column`, as an admin list orders. Without a text search the list walks its (filter, created) index
 * and stops at the page; with one, matches may be few and far between, and walking the index would fetch every row
 * out of order to test it, so the unary plus keeps SQLite from the index: it reads the table in its own order and
 * sorts only the matches.
 */
export function newestFirst(column: SQLiteColumn, searching: boolean): SQL {
  return searching ? sql`+${column} DESC` : sql`${column} DESC`;
}
