import { drizzle } from 'drizzle-orm/d1';
import * as schema from '../worker/db/schema.ts';
import { withLocalBindings } from './lib/local.ts';
import { searchQuerySchema } from '../worker/contracts/business.ts';
import { criteriaFromSearch, findBusinesses } from '../worker/services/directory.ts';

/// <reference types="@cloudflare/workers-types" />
const state = process.env.STATE ?? '.wrangler/bench-state';
const urls = process.argv.slice(2);
await withLocalBindings(state, async (env) => {
  const raw = env.DB as unknown as D1Database;
  let log: string[] = [];
  const wrapStmt = (s: D1PreparedStatement, sql: string, params: unknown[] = []): D1PreparedStatement =>
    Object.assign(Object.create(s), {
      bind: (...v: unknown[]) => wrapStmt(s.bind(...v), sql, v),
      all: async () => { const t = performance.now(); const r = await s.all(); if (process.env.DUMP) (await import('node:fs')).appendFileSync(process.env.DUMP, JSON.stringify({ sql, params }) + '\n'); log.push(`all ${r.meta.rows_read}r ${r.meta.duration.toFixed(1)}ms ${(performance.now()-t).toFixed(1)}w ${sql.replace(/\s+/g,' ').slice(0, 140)}`); return r; },
      first: async (c?: string) => { const r = await s.all(); log.push(`first ${r.meta.rows_read}r ${sql.replace(/\s+/g,' ').slice(0, 140)}`); const row = r.results[0] as any; return row === undefined ? null : c ? row[c] : row; },
      raw: async (o?: any) => { log.push(`raw ${sql.slice(0, 140)}`); return s.raw(o); },
      __sql: sql, __s: s,
    });
  const db = Object.assign(Object.create(raw), {
    prepare: (sql: string) => wrapStmt(raw.prepare(sql), sql),
    batch: async (ss: any[]) => { const r = await raw.batch(ss.map((x) => x.__s ?? x)); log.push(`batch[${ss.length}] ${r.map((x: any) => x.meta.rows_read).join('+')}r ${r.map((x: any) => x.meta.duration).join('+')}ms ${JSON.stringify(ss.map((x) => x.__sql?.length))}chars :: ${ss.map((x) => (x.__sql ?? '?').replace(/\s+/g,' ').slice(0, 60)).join(' | ')}`); return r; },
  }) as D1Database;
  const handle = drizzle(db, { schema });
  for (const url of urls) {
    const query = searchQuerySchema.parse(Object.fromEntries(new URL(url, 'http://x').searchParams));
    for (let i = 0; i < Number(process.env.N ?? 2); i++) {
      log = [];
      const t = performance.now();
      const found = await findBusinesses(handle, criteriaFromSearch(query), query.page, query.limit, { origin: 'http://x' });
      const ms = performance.now() - t;
      if (i === Number(process.env.N ?? 2) - 1) console.log(`\n== ${url} total ${found.total} n ${found.businesses.length} ${ms.toFixed(1)}ms\n  ${log.join('\n  ')}`);
    }
  }
});
