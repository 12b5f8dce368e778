import { count, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { ADMIN_LIST_DEPTH } from '../../contracts/admin-lists.ts';
import type { Database } from '../../env.ts';

/**
 * How many rows of `table` match, counted up to ADMIN_LIST_DEPTH (worker/contracts/admin-lists.ts), as a statement
 * (for a batch) answering `[{n}]`: the count stops there, so it reads at most that many rows however large the table.
 */
export function cappedCount(db: Database, table: SQLiteTable, where: SQL | undefined) {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(ADMIN_LIST_DEPTH)
    .as('matches');
  return db.select({ n: count() }).from(matches);
}

/** The same count, read. */
export async function countUpTo(db: Database, table: SQLiteTable, where: SQL | undefined): Promise<number> {
  const [row] = await cappedCount(db, table, where);
  return row?.n ?? 0;
}

/**
 * Newest first by `column`, as an admin list orders. Walking the (filter, created) index stops at the page, which suits
 * a list without a text search and a search with many matches; for a search with few, the walk would fetch every row
 * out of order to test it, so `scanTable` adds a unary plus that keeps SQLite from the index: it reads the table in
 * its own order and sorts only the matches.
 */
export function newestFirst(column: SQLiteColumn, scanTable: boolean): SQL {
  return scanTable ? sql`+${column} DESC` : sql`${column} DESC`;
}

/**
 * A filter's column as a search's page reads it: the text's index picks the rows, and the filter is tested on each of
 * them. With the column as is, SQLite may walk the filter's own index instead (every approved listing, say) and test
 * the text on each row.
 */
export function besideSearch(column: SQLiteColumn, searching: boolean): SQL {
  return searching ? sql`+${column}` : sql`${column}`;
}

/**
 * A page of an admin list and its capped count. Without a text search both are read at once; with one, the count
 * comes first and says how rare the text is: short of the depth, its matches are few, and `read` is told to scan the
 * table (newestFirst) rather than walk the index past rows that do not match.
 */
export async function listPage<Row>(
  db: Database,
  table: SQLiteTable,
  where: SQL | undefined,
  searching: boolean,
  read: (scanTable: boolean) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: number }> {
  if (!searching) {
    const [rows, total] = await Promise.all([read(false), countUpTo(db, table, where)]);
    return { rows, total };
  }
  const total = await countUpTo(db, table, where);
  return { rows: await read(total < ADMIN_LIST_DEPTH), total };
}
