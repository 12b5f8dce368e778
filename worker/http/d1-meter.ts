import { createMiddleware } from 'hono/factory';
import type { AppEnv, D1Usage } from '../env.ts';

export type { D1Usage };

/**
 * How a meter treats `raw()`, whose answer carries no rows_read (drizzle reads through it): counted as unmetered, or,
 * for tests and a benchmark's probe only, a read asked once more through `all()` for its count, as it is then made
 * twice. A write through `raw()` (drizzle's `returning()`) is never asked again: it would be written twice.
 */
export interface MeterOptions {
  countRaw?: boolean;
}

/** Outside production, a request carrying this header (any value) has its `raw()` reads counted (MeterOptions.countRaw). */
export const COUNT_RAW_HEADER = 'x-d1-count-raw';

const isRead = (query: string) => /^\s*(select|with)\b/i.test(query);

function meterStatement(statement: D1PreparedStatement, query: string, usage: D1Usage, options: MeterOptions): D1PreparedStatement {
  const metered: D1PreparedStatement = Object.create(statement);
  const record = <T>(result: D1Result<T>) => {
    usage.calls++;
    usage.queries++;
    usage.rowsRead += result.meta?.rows_read ?? 0;
    usage.durationMs += result.meta?.duration ?? 0;
    return result;
  };
  return Object.assign(metered, {
    bind: (...values: unknown[]) => meterStatement(statement.bind(...values), query, usage, options),
    all: async <T>() => record(await statement.all<T>()),
    run: async <T>() => record(await statement.run<T>()),
    first: async <T>(column?: string) => {
      const result = record(await statement.all<Record<string, unknown>>());
      const row = result.results[0];
      if (row === undefined) return null;
      return (column === undefined ? row : row[column]) as T;
    },
    raw: (async (rawOptions?: { columnNames?: boolean }) => {
      if (options.countRaw && isRead(query)) record(await statement.all());
      else {
        usage.calls++;
        usage.queries++;
        usage.unmetered++;
      }
      return statement.raw(rawOptions as { columnNames: true });
    }) as D1PreparedStatement['raw'],
    [UNWRAP]: statement,
  });
}

const UNWRAP = Symbol('unmetered statement');

/** What both a D1 binding and one of its sessions answer: statements and batches. */
function meterQueries<T extends D1Database | D1DatabaseSession>(client: T, usage: D1Usage, options: MeterOptions): T {
  const metered: T = Object.create(client);
  return Object.assign(metered, {
    prepare: (query: string) => meterStatement(client.prepare(query), query, usage, options),
    batch: async <R>(statements: D1PreparedStatement[]) => {
      const plain = statements.map((s) => (s as unknown as Record<symbol, D1PreparedStatement>)[UNWRAP] ?? s);
      const results = await client.batch<R>(plain);
      usage.calls++;
      for (const result of results) {
        usage.queries++;
        usage.rowsRead += result.meta?.rows_read ?? 0;
        usage.durationMs += result.meta?.duration ?? 0;
      }
      return results;
    },
  });
}

/** A D1 binding that adds every query's rows_read to `usage`, those of the sessions it starts included (requests read through one). */
export function meterD1(db: D1Database, usage: D1Usage, options: MeterOptions = {}): D1Database {
  return Object.assign(meterQueries(db, usage, options), {
    exec: async (query: string) => {
      usage.calls++;
      usage.queries++;
      usage.unmetered++;
      return db.exec(query);
    },
    withSession: (constraintOrBookmark?: D1SessionBookmark | D1SessionConstraint) => {
      const session = db.withSession(constraintOrBookmark);
      return Object.assign(meterQueries(session, usage, options), { getBookmark: () => session.getBookmark() });
    },
  });
}

/**
 * Every request's D1 use is counted (the request log reports it, http/request-log.ts); outside production, every
 * response also says it: `Server-Timing: d1;dur=1.2;desc="rows_read=12 queries=3 unmetered=0 calls=2"` (dur: the
 * database's own milliseconds). Benchmarks and budget tests read it; they send COUNT_RAW_HEADER to have drizzle's
 * reads counted too, which production never does (each such read would be made twice).
 */
export const d1Meter = createMiddleware<AppEnv>(async (c, next) => {
  const production = c.env.ENVIRONMENT === 'production';
  const usage: D1Usage = { rowsRead: 0, queries: 0, unmetered: 0, durationMs: 0, calls: 0 };
  c.set('d1Usage', usage);
  c.env = { ...c.env, DB: meterD1(c.env.DB, usage, { countRaw: !production && c.req.header(COUNT_RAW_HEADER) !== undefined }) };
  await next();
  if (production) return;
  c.res.headers.append(
    'Server-Timing',
    `d1;dur=${usage.durationMs.toFixed(2)};desc="rows_read=${usage.rowsRead} queries=${usage.queries} unmetered=${usage.unmetered} calls=${usage.calls}"`,
  );
});
