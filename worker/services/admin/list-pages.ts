import { count, sql, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
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
