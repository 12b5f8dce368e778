import { PAUSE_SEARCH_INDEX, rebuildSearchIndex } from '../search/index-build.ts';
import {
  addChecksum,
  addHashes,
  EMPTY_CHECKSUM,
  FORMAT,
  gunzip,
  lineHashes,
  manifestKey,
  pageKey,
  progressKey,
  readJson,
  readPage,
  type Hashes,
  type Manifest,
  type TableRecord,
} from './format.ts';
import { ident, readSchema, schemaVersion, type ForeignKey, type Schema, type TablePlan } from './tables.ts';

/**
 * Loads a complete backup run into a database (docs/decisions/041-backups-to-r2.md, docs/restore-drill.md): any
 * D1Database and R2Bucket, so the same code restores in the Worker tests, into local state (`npm run restore`) and into a
 * remote database through wrangler's remote bindings. The target has the backup's migrations applied and is empty;
 * the search index's triggers wait while the rows go in, each table's rows are read back and held to the manifest's
 * count and checksum, and then every search index and kept count is rebuilt from them.
 */

/** JSON text bound to one insert statement at most: inside D1's 2 MB for a value, with room to spare. */
const STATEMENT_JSON_BYTES = 900_000;

export interface RestoreOptions {
  /** Empty the backed-up tables of the target first, instead of refusing a target that has rows. */
  replace?: boolean;
  /** A line per table, for a script to print. */
  log?: (line: string) => void;
}

export interface RestoredTable {
  name: string;
  rows: number;
  checksum: string;
  /** Rows left out because their parent row was not in the backup (written while the run was under way). */
  leftOut: number;
}

export interface Restored {
  run: string;
  schemaVersion: string | null;
  tables: RestoredTable[];
  rows: number;
  ms: number;
}

/** The manifest of a run, or why it cannot be restored into a database at `version`. */
export async function restorableManifest(bucket: R2Bucket, run: string, version: string | null): Promise<Manifest> {
  const manifest = await readJson<Manifest>(bucket, manifestKey(run));
  if (!manifest) {
    const started = await bucket.head(progressKey(run));
    throw new Error(
      started
        ? `backup run ${run} has no manifest: it never finished, and only a complete run can be restored`
        : `there is no backup run ${run} in this bucket (npm run restore -- --list shows the runs there are)`,
    );
  }
  if (manifest.format !== FORMAT) throw new Error(`backup run ${run} is in format ${manifest.format}; this code reads format ${FORMAT}`);
  if (manifest.schemaVersion !== version)
    throw new Error(
      `backup run ${run} was taken at migration ${manifest.schemaVersion ?? '(none)'}, but the target database is at ${version ?? '(none)'}: ` +
        'restore into a database migrated to exactly the backup’s migration (check out the commit whose last migration it is)',
    );
  return manifest;
}

/**
 * A JSON array's element `n` as SQL: a JSON string, number or null as SQLite holds it, a `{"blob": hex}` as a BLOB.
 * `value` is json_each's row, one line of the page.
 */
const element = (n: number) =>
  `CASE json_type(value, '$[${n}]') WHEN 'object' THEN unhex(json_extract(value, '$[${n}].blob')) ELSE json_extract(value, '$[${n}]') END`;

/** SQL that is true when the line's row has its parents in the target (or a null in the key, which needs none). */
function parentsPresent(table: TablePlan, keys: readonly ForeignKey[], restored: ReadonlySet<string>): string | null {
  const conditions = keys
    .filter((key) => key.parent !== table.name && restored.has(key.parent))
    .map((key) => {
      const values = key.from.map((column) => element(table.columns.indexOf(column)));
      const matches = key.to.map((column, n) => `p.${ident(column)} = ${values[n]}`).join(' AND ');
      return `(${values.map((value) => `${value} IS NULL`).join(' OR ')} OR EXISTS (SELECT 1 FROM ${ident(key.parent)} p WHERE ${matches}))`;
    });
  return conditions.length > 0 ? conditions.join(' AND ') : null;
}

/** Lines in statements of at most STATEMENT_JSON_BYTES each. */
function chunks(lines: readonly string[]): { from: number; json: string }[] {
  const encoder = new TextEncoder();
  const out: { from: number; json: string }[] = [];
  let from = 0;
  let size = 0;
  for (let n = 0; n <= lines.length; n++) {
    const bytes = n < lines.length ? encoder.encode(lines[n]!).byteLength + 1 : 0;
    if (n === lines.length || (n > from && size + bytes > STATEMENT_JSON_BYTES)) {
      if (n > from) out.push({ from, json: `[${lines.slice(from, n).join(',')}]` });
      from = n;
      size = 0;
    }
    size += bytes;
  }
  return out;
}

/** A page's lines and their hashes, held to the rows and checksum it was written with. */
async function readRunPage(bucket: R2Bucket, run: string, table: TableRecord, page: number): Promise<{ lines: string[]; hashes: Hashes }> {
  const key = pageKey(run, table.name, page);
  const object = await bucket.get(key);
  if (!object) throw new Error(`backup run ${run} is missing ${key}`);
  const text = await gunzip(object.body);
  const lines = text.split('\n').filter((line) => line !== '');
  const hashes = await lineHashes(lines);
  const { rows = String(lines.length), checksum } = object.customMetadata ?? {};
  const sum = addHashes(EMPTY_CHECKSUM, hashes);
  if (lines.length !== Number(rows) || (checksum !== undefined && sum !== checksum))
    throw new Error(`page ${key} holds ${lines.length} rows (checksum ${sum}), where it was written with ${rows} (${checksum ?? 'none'})`);
  return { lines, hashes };
}

/** A page read ahead, while the one before is written: its failure is met where it is awaited. */
function readAhead(bucket: R2Bucket, run: string, table: TableRecord, page: number) {
  const reading = readRunPage(bucket, run, table, page);
  reading.catch(() => undefined);
  return reading;
}

/** Reads a table of the target back in key order, as a backup would: its rows and checksum. */
export async function tableDigest(d1: D1Database, table: TablePlan, pageRows = 5000): Promise<{ rows: number; checksum: string }> {
  let rows = 0;
  let checksum = EMPTY_CHECKSUM;
  let after: unknown[] | null = null;
  for (;;) {
    const page = await readPage(d1, table, after, pageRows);
    rows += page.lines.length;
    checksum = addHashes(checksum, await lineHashes(page.lines));
    if (page.lines.length < pageRows) return { rows, checksum };
    after = page.last;
  }
}

/** Whether any of the tables holds a row: their names, those that do. */
async function tablesWithRows(d1: D1Database, tables: readonly TablePlan[]): Promise<string[]> {
  const answers = await d1.batch(tables.map((table) => d1.prepare(`SELECT EXISTS (SELECT 1 FROM ${ident(table.name)}) AS found`)));
  return tables.filter((_, n) => (answers[n]!.results[0] as { found: number }).found === 1).map((table) => table.name);
}

/**
 * Deletes every row of the backed-up tables, children first, and of the short-lived and derived ones beside them (the
 * rebuild writes the derived ones again), with the search index's triggers paused (a rebuild follows). One
 * statement a table: for local state and the tests; a large remote database is restored into a new one instead
 * (docs/restore-drill.md).
 */
export async function emptyTables(d1: D1Database, schema: Schema): Promise<void> {
  await d1.batch([
    d1.prepare(PAUSE_SEARCH_INDEX),
    d1.prepare('pragma defer_foreign_keys = on'),
    ...schema.leftOut.map((name) => d1.prepare(`DELETE FROM ${ident(name)}`)),
    ...[...schema.tables].reverse().map((table) => d1.prepare(`DELETE FROM ${ident(table.name)}`)),
  ]);
}

/** Checks that the target's tables are the backup's, column for column. */
function sameTables(manifest: Manifest, schema: Schema): void {
  const target = new Map(schema.tables.map((table) => [table.name, table]));
  const differ = manifest.tables.filter((table) => target.get(table.name)?.columns.join(',') !== table.columns.join(','));
  if (differ.length > 0) throw new Error(`the target's tables differ from the backup's: ${differ.map((table) => table.name).join(', ')}`);
}

export async function restoreBackup(d1: D1Database, bucket: R2Bucket, run: string, options: RestoreOptions = {}): Promise<Restored> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const manifest = await restorableManifest(bucket, run, await schemaVersion(d1));
  const schema = await readSchema(d1);
  sameTables(manifest, schema);
  const records = new Map(manifest.tables.map((table) => [table.name, table]));
  // The target's order (parents first) over the backup's tables.
  const tables = schema.tables.filter((table) => records.has(table.name));

  const occupied = await tablesWithRows(d1, tables);
  if (occupied.length > 0) {
    if (!options.replace)
      throw new Error(`the target database is not empty (${occupied.join(', ')} hold rows): restore into an empty one, or pass --replace`);
    await emptyTables(d1, schema);
  }
  await d1.prepare(PAUSE_SEARCH_INDEX).run();

  const restored: RestoredTable[] = [];
  const done = new Set<string>();
  for (const table of tables) {
    const record = records.get(table.name)!;
    const filter = parentsPresent(table, schema.foreignKeys.get(table.name) ?? [], done);
    const columns = table.columns.map(ident).join(', ');
    const values = table.columns.map((_, n) => element(n)).join(', ');
    const insert = `INSERT INTO ${ident(table.name)} (${columns}) SELECT ${values} FROM json_each(?)${filter ? ` WHERE ${filter}` : ''}`;
    const orphans = filter ? `SELECT key FROM json_each(?) WHERE NOT (${filter})` : null;

    let read = EMPTY_CHECKSUM;
    let leftOutChecksum = EMPTY_CHECKSUM;
    let rows = 0;
    let leftOut = 0;
    // The next page is fetched and unpacked while this one is written.
    let next = record.pages > 0 ? readAhead(bucket, run, record, 1) : null;
    for (let page = 1; page <= record.pages; page++) {
      const { lines, hashes } = await next!;
      next = page < record.pages ? readAhead(bucket, run, record, page + 1) : null;
      read = addHashes(read, hashes);
      rows += lines.length;
      const parts = chunks(lines);
      const statements = [d1.prepare('pragma defer_foreign_keys = on')];
      for (const part of parts) {
        if (orphans) statements.push(d1.prepare(orphans).bind(part.json));
        statements.push(d1.prepare(insert).bind(part.json));
      }
      const answers = await d1.batch(statements);
      if (orphans) {
        parts.forEach((part, n) => {
          const left = answers[1 + 2 * n]!.results as { key: number }[];
          leftOut += left.length;
          leftOutChecksum = addHashes(
            leftOutChecksum,
            left.map((row) => hashes[part.from + row.key]!),
          );
        });
      }
    }
    if (rows !== record.rows || read !== record.checksum)
      throw new Error(
        `the pages of ${table.name} hold ${rows} rows (checksum ${read}), where the manifest says ${record.rows} (${record.checksum})`,
      );

    const expected = { rows: rows - leftOut, checksum: addChecksum(read, leftOutChecksum, -1) };
    const found = await tableDigest(d1, table, manifest.pageRows);
    if (found.rows !== expected.rows || found.checksum !== expected.checksum)
      throw new Error(
        `table ${table.name} reads back ${found.rows} rows (checksum ${found.checksum}) where ${expected.rows} (${expected.checksum}) were written; ` +
          'the search index stays paused until npm run search:rebuild',
      );
    restored.push({ name: table.name, rows: found.rows, checksum: found.checksum, leftOut });
    done.add(table.name);
    log(
      `${table.name}: ${found.rows} rows${leftOut ? `, ${leftOut} left out (their parent row is not in the backup)` : ''}, ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  log('rebuilding the search indexes and kept counts');
  const rebuilding = Date.now();
  await rebuildSearchIndex(d1);
  log(`rebuilt in ${((Date.now() - rebuilding) / 1000).toFixed(1)} s`);
  return {
    run,
    schemaVersion: manifest.schemaVersion,
    tables: restored,
    rows: restored.reduce((sum, table) => sum + table.rows, 0),
    ms: Date.now() - started,
  };
}
