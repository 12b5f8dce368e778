import {
  addChecksum,
  addHashes,
  EMPTY_CHECKSUM,
  FORMAT,
  gzip,
  lineHashes,
  manifestKey,
  pageKey,
  progressKey,
  readJson,
  readPage,
  runId,
  writeJson,
  type Manifest,
  type RunRecord,
} from './format.ts';
import { NOT_BACKED_UP, readSchema, schemaVersion } from './tables.ts';

/**
 * One backup run (docs/decisions/041-backups-to-r2.md): started once, then continued a budget at a time, by the
 * five-minute Cron Trigger (schedule.ts) or to the end by `npm run backup`. Each page is written before the progress
 * that counts it, so a run stopped anywhere continues from its last progress: a page written again is the same page.
 */

/** Rows per page: a page of the widest table (businesses) is about 1.5 MB of gzip, of reviews 0.4 MB (100,000 city). */
export const PAGE_ROWS = 5000;

export interface Budget {
  /** Pages written at most (each a D1 query and two R2 writes). */
  pages: number;
  /** Milliseconds after which no new page is started. */
  ms: number;
}

/**
 * What one scheduled invocation does at most: 20 s, so that its CPU time stays inside the 30 s a Workers Paid
 * invocation gets by default whatever the share of waiting; 200 pages, 200 D1 queries and 400 R2 writes, inside the
 * 1,000 D1 queries of an invocation.
 */
export const SCHEDULED_BUDGET: Budget = { pages: 200, ms: 20_000 };

/** Starts a run: the tables as this database has them, nothing written but the progress. */
export async function startRun(d1: D1Database, bucket: R2Bucket, now: number, pageRows = PAGE_ROWS): Promise<RunRecord> {
  const [{ tables }, version] = await Promise.all([readSchema(d1), schemaVersion(d1)]);
  const record: RunRecord = {
    format: FORMAT,
    run: runId(now),
    schemaVersion: version,
    startedAt: new Date(now).toISOString(),
    pageRows,
    tables: tables.map((table) => ({ ...table, rows: 0, pages: 0, bytes: 0, checksum: EMPTY_CHECKSUM, done: false })),
    after: null,
    notBackedUp: { ...NOT_BACKED_UP },
  };
  await writeJson(bucket, progressKey(record.run), record);
  return record;
}

export interface Continued {
  record: RunRecord;
  /** The manifest, once the run is complete. */
  manifest: Manifest | null;
  pagesWritten: number;
}

/** Writes pages of the run until it is complete or the budget is spent; the manifest last. */
export async function continueRun(
  d1: D1Database,
  bucket: R2Bucket,
  record: RunRecord,
  budget: Budget,
  clock: () => number = Date.now,
): Promise<Continued> {
  const started = clock();
  let pagesWritten = 0;
  for (const table of record.tables) {
    while (!table.done) {
      if (pagesWritten >= budget.pages || clock() - started >= budget.ms) return { record, manifest: null, pagesWritten };
      const { lines, last } = await readPage(d1, table, record.after, record.pageRows);
      if (lines.length > 0) {
        const page = table.pages + 1;
        const checksum = addHashes(EMPTY_CHECKSUM, await lineHashes(lines));
        const body = await gzip(`${lines.join('\n')}\n`);
        await bucket.put(pageKey(record.run, table.name, page), body, {
          httpMetadata: { contentType: 'application/x-ndjson', contentEncoding: 'gzip' },
          customMetadata: { rows: String(lines.length), checksum },
        });
        table.pages = page;
        table.rows += lines.length;
        table.bytes += body.byteLength;
        table.checksum = addChecksum(table.checksum, checksum);
        pagesWritten++;
      }
      table.done = lines.length < record.pageRows;
      record.after = table.done ? null : last;
      await writeJson(bucket, progressKey(record.run), record);
    }
  }
  const { after: _after, ...rest } = record;
  const manifest: Manifest = {
    ...rest,
    finishedAt: new Date(clock()).toISOString(),
    rows: record.tables.reduce((sum, table) => sum + table.rows, 0),
    pages: record.tables.reduce((sum, table) => sum + table.pages, 0),
    bytes: record.tables.reduce((sum, table) => sum + table.bytes, 0),
  };
  await writeJson(bucket, manifestKey(record.run), manifest);
  return { record, manifest, pagesWritten };
}

/** The progress of a run, or null when it has none. */
export const readProgress = (bucket: R2Bucket, run: string) => readJson<RunRecord>(bucket, progressKey(run));

/** The manifest of a run, or null when it has none: the run did not finish. */
export const readManifest = (bucket: R2Bucket, run: string) => readJson<Manifest>(bucket, manifestKey(run));
