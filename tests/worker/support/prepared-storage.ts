import { env } from 'cloudflare:test';

/*
 * The files of a run share one workerd and its storage (vitest.config.ts). The first file's migrations make the schema
 * and the rows migrations write (search settings, the city's words); those rows are kept here, and every file starts
 * from them again, as if it had a database of its own: the database is prepared once and put back per file.
 */

interface Table {
  name: string;
  sql: string | null;
}

let prepared: Map<string, Record<string, unknown>[]> | undefined;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables whose rows a file may write: not SQLite's, D1's or the migrations' own, nor an FTS5 table's shadows. */
async function tables(): Promise<Table[]> {
  const { results } = await env.DB.prepare(
    `SELECT name, sql FROM sqlite_master
      WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'`,
  ).all<Table>();
  const fts = results.filter((table) => /CREATE VIRTUAL TABLE/i.test(table.sql ?? ''));
  return results.filter((table) => !fts.some((virtual) => table.name.startsWith(`${virtual.name}_`)));
}

/**
 * Called by setup.ts before each file, after the migrations: the first time, the rows the migrations wrote are kept;
 * every time, every table is emptied and those rows written back. Foreign keys are checked at the batch's end, so the
 * order does not matter; an FTS5 table whose rows live elsewhere (content=…) is emptied by its 'delete-all' command.
 * R2 is emptied too.
 */
export async function startFromPreparedStorage(): Promise<void> {
  const all = await tables();
  if (!prepared) {
    prepared = new Map();
    for (const table of all) {
      if (/CREATE VIRTUAL TABLE/i.test(table.sql ?? '')) continue;
      const { results } = await env.DB.prepare(`SELECT * FROM ${quote(table.name)}`).all<Record<string, unknown>>();
      if (results.length > 0) prepared.set(table.name, results);
    }
  }
  const statements = [env.DB.prepare('PRAGMA defer_foreign_keys = on')];
  for (const table of all) {
    const external = /CREATE VIRTUAL TABLE/i.test(table.sql ?? '') && /content\s*=\s*'[^']*'/i.test(table.sql ?? '');
    statements.push(
      external
        ? env.DB.prepare(`INSERT INTO ${quote(table.name)}(${quote(table.name)}) VALUES ('delete-all')`)
        : env.DB.prepare(`DELETE FROM ${quote(table.name)}`),
    );
  }
  for (const [name, rows] of prepared) {
    for (const row of rows) {
      const columns = Object.keys(row);
      statements.push(
        env.DB.prepare(`INSERT INTO ${quote(name)} (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).bind(
          ...columns.map((column) => row[column]),
        ),
      );
    }
  }
  await env.DB.batch(statements);
  for (const bucket of [env.MEDIA, env.DOCUMENTS]) {
    for (let listed = await bucket.list(); listed.objects.length > 0; listed = await bucket.list()) {
      await bucket.delete(listed.objects.map((object) => object.key));
    }
  }
}
