/**
 * A D1 binding that counts the rows every statement reads, drizzle's too. Drizzle reads through `raw()`, whose answer
 * carries no rows_read (so the Worker's own meter, worker/lib/d1-meter.ts, cannot count it): here each such statement
 * is asked once more through `all()` for its count. Tests only, as every read is made twice.
 */
export function countingRows(db: D1Database): { db: D1Database; rowsRead: () => number } {
  let rows = 0;
  const originals = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const count = <T>(result: D1Result<T>) => {
    rows += result.meta.rows_read;
    return result;
  };
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped: D1PreparedStatement = Object.assign(Object.create(statement) as D1PreparedStatement, {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      all: async <T>() => count(await statement.all<T>()),
      run: async <T>() => count(await statement.run<T>()),
      first: async <T>(column?: string) => {
        const row = count(await statement.all<Record<string, unknown>>()).results[0];
        if (row === undefined) return null;
        return (column === undefined ? row : row[column]) as T;
      },
      raw: (async (options?: { columnNames?: boolean }) => {
        count(await statement.all());
        return statement.raw(options as { columnNames: true });
      }) as D1PreparedStatement['raw'],
    });
    originals.set(wrapped, statement);
    return wrapped;
  };
  const counting = <T extends D1Database | D1DatabaseSession>(client: T): T =>
    Object.assign(Object.create(client) as T, {
      prepare: (query: string) => wrap(client.prepare(query)),
      batch: async <R>(statements: D1PreparedStatement[]) => {
        const results = await client.batch<R>(statements.map((statement) => originals.get(statement) ?? statement));
        for (const result of results) count(result);
        return results;
      },
    });
  const counted = Object.assign(counting(db), {
    withSession: (constraintOrBookmark?: D1SessionBookmark | D1SessionConstraint) => {
      const session = db.withSession(constraintOrBookmark);
      return Object.assign(counting(session), { getBookmark: () => session.getBookmark() });
    },
  });
  return { db: counted, rowsRead: () => rows };
}
