import { meterD1, type D1Usage } from '../../../worker/http/d1-meter.ts';

/** A D1 binding that counts the rows every statement reads, drizzle's `raw()` reads too (worker/http/d1-meter.ts, countRaw). */
export function countingRows(db: D1Database): { db: D1Database; rowsRead: () => number } {
  const usage: D1Usage = { rowsRead: 0, queries: 0, unmetered: 0, durationMs: 0, calls: 0 };
  return { db: meterD1(db, usage, { countRaw: true }), rowsRead: () => usage.rowsRead };
}

/** What went through a binding from countingWrites: rows D1 says were written, and writes it could not count. */
export interface Writes {
  rowsWritten: number;
  /** Statements other than reads run through `raw()`, whose answer carries no count (drizzle's `returning()`). */
  uncounted: number;
}

const isRead = (query: string) => /^\s*(select|with)\b/i.test(query) && !/\b(insert|update|delete)\b/i.test(query);
const PLAIN = Symbol('plain statement');

/**
 * A D1 binding, and the sessions it starts, that adds up the rows every statement writes as D1 reports them
 * (`meta.rows_written`, indexes included): what a request costs the primary.
 */
export function countingWrites(db: D1Database): { db: D1Database; writes: () => Writes } {
  const writes: Writes = { rowsWritten: 0, uncounted: 0 };
  const add = <T>(result: D1Result<T>) => {
    writes.rowsWritten += result.meta?.rows_written ?? 0;
    return result;
  };
  const statement = (plain: D1PreparedStatement, query: string): D1PreparedStatement =>
    Object.assign(Object.create(plain) as D1PreparedStatement, {
      bind: (...values: unknown[]) => statement(plain.bind(...values), query),
      all: async <T>() => add(await plain.all<T>()),
      run: async <T>() => add(await plain.run<T>()),
      first: async <T>(column?: string) => {
        const row = add(await plain.all<Record<string, unknown>>()).results[0];
        if (row === undefined) return null;
        return (column === undefined ? row : row[column]) as T;
      },
      raw: ((options?: { columnNames?: boolean }) => {
        if (!isRead(query)) writes.uncounted++;
        return plain.raw(options as { columnNames: true });
      }) as D1PreparedStatement['raw'],
      [PLAIN]: plain,
    });
  const queries = <T extends D1Database | D1DatabaseSession>(client: T): T =>
    Object.assign(Object.create(client) as T, {
      prepare: (query: string) => statement(client.prepare(query), query),
      batch: async <R>(statements: D1PreparedStatement[]) => {
        const results = await client.batch<R>(statements.map((s) => (s as unknown as Record<symbol, D1PreparedStatement>)[PLAIN] ?? s));
        for (const result of results) add(result);
        return results;
      },
    });
  const counted = Object.assign(queries(db), {
    withSession: (constraintOrBookmark?: D1SessionBookmark | D1SessionConstraint) => {
      const session = db.withSession(constraintOrBookmark);
      return Object.assign(queries(session), { getBookmark: () => session.getBookmark() });
    },
  });
  return { db: counted, writes: () => ({ ...writes }) };
}
