/**
 * The search path's SQL timed straight against the local D1 (through wrangler's platform proxy, so every call
 * still crosses a local socket to workerd), to tell what the Worker and HTTP add from what the queries cost.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { drizzle } from 'drizzle-orm/d1';
import { FACET } from '../../worker/db/rules.ts';
import * as schema from '../../worker/db/schema.ts';
import { withLocalBindings } from '../lib/local.ts';
import { meterD1, type D1Usage } from '../../worker/http/d1-meter.ts';
import { cardsSql } from '../../worker/services/search/cards.ts';
import { findBusinesses } from '../../worker/services/search/find.ts';
import { orderedSql } from '../../worker/services/search/run/index-order.ts';
import { candidatesSql } from '../../worker/services/search/run/scan.ts';
import type { Criteria } from '../../worker/services/search/interpret.ts';
import { groupExpression, matchExpression, queryWords, termGroups } from '../../worker/services/search/query.ts';

export interface SqlTiming {
  name: string;
  meanMs: number;
  p50Ms: number;
  rowsRead: number;
  queries: number;
  /** Rows the statement returned, or businesses on the page for findBusinesses. */
  rows: number;
}

/** The MATCH expression behind the FTS rows, for the report. */
export function candidateExpression(keyword: string, pincode?: string): string {
  return expressionFor(keyword, pincode ? [FACET.pincode(pincode)] : []);
}

export interface SqlInputs {
  keyword: string;
  pincode: string;
  iterations: number;
}

/** Every match with what sorting needs: the full read a search did before decision 019. */
const CANDIDATES_SQL = candidatesSql(false);
/** A page's worth in rank order: what a relevance search reads now (51 rows for a page of 10). */
const RANKED_SQL = orderedSql('rank', false);

/** The MATCH expression the Worker builds for a query word that needs no spelling correction. */
function expressionFor(keyword: string, facets: string[]): string {
  const groups = termGroups(queryWords(keyword));
  return matchExpression(
    groups.map((group) => groupExpression(group, [])),
    facets,
  );
}

async function time(name: string, iterations: number, once: () => Promise<{ usage: D1Usage; rows: number }>): Promise<SqlTiming> {
  // The first call pays for opening the database and warming SQLite's page cache: left out.
  const { usage, rows } = await once();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const begin = performance.now();
    await once();
    times.push(performance.now() - begin);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    meanMs: times.reduce((sum, ms) => sum + ms, 0) / times.length,
    p50Ms: times[Math.floor(times.length / 2)] ?? Number.NaN,
    rowsRead: usage.rowsRead,
    queries: usage.queries,
    rows,
  };
}

export function timeSearchSql(stateDir: string, inputs: SqlInputs): Promise<SqlTiming[]> {
  return withLocalBindings(stateDir, async (env) => {
    // Bindings' global D1 types are the Worker project's, not this one's: name the type here, as the seed does.
    const db: D1Database = env.DB;
    const statement = async (sql: string, ...params: (string | number)[]) => {
      const result = await db
        .prepare(sql)
        .bind(...params)
        .all<{ rowid: number }>();
      return {
        usage: { rowsRead: result.meta.rows_read, queries: 1, unmetered: 0, durationMs: result.meta.duration, calls: 1 },
        rows: result.results.length,
        result,
      };
    };
    const keywordOnly = candidateExpression(inputs.keyword);
    const withPincode = candidateExpression(inputs.keyword, inputs.pincode);
    const candidates = await statement(CANDIDATES_SQL, keywordOnly);
    const page = candidates.result.results.slice(0, 10).map((row) => row.rowid);
    const pageSql = cardsSql(page.length);

    const find = async (criteria: Criteria) => {
      const usage: D1Usage = { rowsRead: 0, queries: 0, unmetered: 0, durationMs: 0, calls: 0 };
      const found = await findBusinesses(drizzle(meterD1(db, usage), { schema }), criteria, 1, 10, { mediaBase: 'http://localhost/media' });
      return { usage, rows: found.businesses.length };
    };

    const n = inputs.iterations;
    return [
      await time(`FTS every match: q=${inputs.keyword}`, n, () => statement(CANDIDATES_SQL, keywordOnly)),
      await time(`FTS first 51 by rank: q=${inputs.keyword}`, n, () => statement(RANKED_SQL, keywordOnly, 51)),
      await time(`FTS every match: q=${inputs.keyword} + ${FACET.pincode(inputs.pincode)}`, n, () =>
        statement(CANDIDATES_SQL, withPincode),
      ),
      await time(`FTS first 51 by rank: q=${inputs.keyword} + ${FACET.pincode(inputs.pincode)}`, n, () =>
        statement(RANKED_SQL, withPincode, 51),
      ),
      await time(`Page of ${page.length} cards (joined from VALUES)`, n, () => statement(pageSql, ...page)),
      await time(`findBusinesses(q=${inputs.keyword})`, n, () => find({ text: inputs.keyword, sort: 'relevance' })),
      await time(`findBusinesses(q=${inputs.keyword}, pincode=${inputs.pincode})`, n, () =>
        find({ text: inputs.keyword, pincode: inputs.pincode, sort: 'relevance' }),
      ),
    ];
  });
}
