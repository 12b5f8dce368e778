import { count, getTableName, sql, type SQL } from 'drizzle-orm';
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
 * How a page of an admin list is read. `walked`: its (filter, created) index newest first, each row tested against the
 * rest of the filter, which stops at the page; that suits a list without a text search and a search with many
 * matches. `picked`: a text search with few matches has its text's index (text-search.ts) pick them, and only they
 * are sorted; walking would pass every row that does not match.
 */
export type Reading = 'walked' | 'picked';

/**
 * A column SQLite may read through its index in this reading, or (with a unary plus) only test on each row. Left as
 * is, SQLite may read the rows the other way: every approved listing through the status index to test the text, or
 * every match of a common word through the text's index to sort them.
 */
export function through(column: SQLiteColumn | SQL, index: boolean): SQL {
  return index ? sql`${column}` : sql`+${column}`;
}

/**
 * Newest first by `column`, through its index when walked; of one moment, the last added first. That is the rowid,
 * which every index holds after its columns, so the order needs no sort: with the id instead, SQLite sorted every row
 * of the newest moment to pick a page (a bulk import writes thousands at one: 15 ms for a page of reviews at 1,000,000
 * seeded, 5,000 of whose newest share one).
 */
export function newestFirst(column: SQLiteColumn, reading: Reading): SQL {
  return sql`${through(column, reading === 'walked')} DESC, ${addedOrder(column.table)} DESC`;
}

/** The order rows were added to a table in: its rowid. */
export function addedOrder(table: SQLiteTable): SQL {
  return sql`${sql.identifier(getTableName(table))}.rowid`;
}

/**
 * A page of an admin list and its capped count, its filter as each reading needs it. Without a text search both are
 * read at once, walked; with one, the count comes first, its matches picked through the text's index, and says how
 * rare the text is: short of the depth, its matches are few and the page is picked too; otherwise it is walked.
 */
export async function listPage<Row>(
  db: Database,
  table: SQLiteTable,
  where: (reading: Reading) => SQL | undefined,
  searching: boolean,
  read: (reading: Reading) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: number }> {
  if (!searching) {
    const [rows, total] = await Promise.all([read('walked'), countUpTo(db, table, where('walked'))]);
    return { rows, total };
  }
  const total = await countUpTo(db, table, where('picked'));
  return { rows: await read(total < ADMIN_LIST_DEPTH ? 'picked' : 'walked'), total };
}
