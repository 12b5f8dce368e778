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
