import { ident, type TablePlan } from './tables.ts';

/**
 * How a backup is laid out in its bucket (docs/decisions/041-backups-to-r2.md):
 *
 *   runs/<run>/progress.json              where the run is, written after every page
 *   runs/<run>/<table>/00001.ndjson.gz    a page: up to pageRows rows, one JSON array a line, gzip
 *   runs/<run>/manifest.json              written last: a run is complete only with it
 *
 * `<run>` is the UTC time the run started, `2026-12-06T22-00-00Z`: folders sort by it, and it holds no colon for a
 * shell or a URL to trip over.
 */

export const RUNS = 'runs/';
/** The version of this layout, in the manifest: a restore refuses one it does not know. */
export const FORMAT = 1;

export const runFolder = (run: string) => `${RUNS}${run}/`;
export const progressKey = (run: string) => `${runFolder(run)}progress.json`;
export const manifestKey = (run: string) => `${runFolder(run)}manifest.json`;
export const pageKey = (run: string, table: string, page: number) => `${runFolder(run)}${table}/${String(page).padStart(5, '0')}.ndjson.gz`;

const RUN_ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/;

export function runId(at: number): string {
  return new Date(at)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
}

export const isRunId = (text: string) => RUN_ID.test(text);

/** When a run started, from its id. */
export function runStart(run: string): number {
  const [date, time] = run.slice(0, -1).split('T') as [string, string];
  return Date.parse(`${date}T${time.replaceAll('-', ':')}Z`);
}

/** One table of a run: how its rows were read and what was written. */
export interface TableRecord extends TablePlan {
  rows: number;
  pages: number;
  /** Compressed bytes of its pages. */
  bytes: number;
  /** The sum of its rows' hashes (rowsChecksum), 64 hex digits. */
  checksum: string;
  done: boolean;
}

/** What a run has done so far, in `progress.json`; the manifest is the same once every table is done. */
export interface RunRecord {
  format: typeof FORMAT;
  run: string;
  /** The last migration applied to the database backed up (d1_migrations). */
  schemaVersion: string | null;
  startedAt: string;
  pageRows: number;
  tables: TableRecord[];
  /** The key of the last row written of the first table not done; null before its first page. */
  after: unknown[] | null;
  /** Tables left out, with why (tables.ts, NOT_BACKED_UP). */
  notBackedUp: Record<string, string>;
}

export interface Manifest extends Omit<RunRecord, 'after'> {
  finishedAt: string;
  /** Every table's rows, pages and compressed bytes added up, and the objects written (pages and this manifest). */
  rows: number;
  pages: number;
  bytes: number;
}

/**
 * A value as a line holds it: D1 answers text, numbers and null as JSON has them; a BLOB (an ArrayBuffer, a typed
 * array, or an array of bytes as some D1 versions answer it) becomes `{"blob": "<hex>"}`.
 */
function encode(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  let bytes: Uint8Array | null = null;
  if (value instanceof ArrayBuffer) bytes = new Uint8Array(value);
  else if (ArrayBuffer.isView(value)) bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  else if (Array.isArray(value)) bytes = Uint8Array.from(value as number[]);
  if (!bytes) throw new Error(`a value of type ${typeof value} cannot be written to a backup`);
  return { blob: [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('') };
}

/** A row (its values in the plan's column order, as `raw()` answers them) as its line. */
export const lineOf = (row: readonly unknown[]) => JSON.stringify(row.map(encode));

/**
 * A page of a table: up to `limit` rows after the key `after` (all from the start when null), in key order, each as
 * its line, with the key of the last.
 */
export async function readPage(
  d1: D1Database,
  table: TablePlan,
  after: readonly unknown[] | null,
  limit: number,
): Promise<{ lines: string[]; last: unknown[] | null }> {
  const key = table.key.map(ident);
  const where =
    after === null ? '' : key.length === 1 ? `WHERE ${key[0]} > ?` : `WHERE (${key.join(', ')}) > (${key.map(() => '?').join(', ')})`;
  const rows = await d1
    .prepare(`SELECT ${table.columns.map(ident).join(', ')} FROM ${ident(table.name)} ${where} ORDER BY ${key.join(', ')} LIMIT ?`)
    .bind(...(after ?? []), limit)
    .raw();
  const at = table.key.map((column) => table.columns.indexOf(column));
  const lastRow = rows.at(-1);
  return { lines: rows.map(lineOf), last: lastRow ? at.map((index) => lastRow[index]) : null };
}

/*
 * A table's checksum: the SHA-256 of each row's line, as four 64-bit words, each added up modulo 2^64 across the rows,
 * written as 64 hex digits. A sum, not a hash of the whole: it does not depend on the order rows are read in, can be
 * carried from page to page in progress.json, and a row a restore had to leave out can be taken back out of it.
 */

const WORD = (1n << 64n) - 1n;
export const EMPTY_CHECKSUM = '0'.repeat(64);

type Words = [bigint, bigint, bigint, bigint];
/** Each line's SHA-256 as four 64-bit words. */
export type Hashes = Words[];

const toWords = (checksum: string): Words => [0, 1, 2, 3].map((n) => BigInt(`0x${checksum.slice(16 * n, 16 * n + 16)}`)) as Words;
const fromWords = (words: Words) => words.map((word) => word.toString(16).padStart(16, '0')).join('');

/** Each line's SHA-256, as its four words. */
export async function lineHashes(lines: readonly string[]): Promise<Words[]> {
  const encoder = new TextEncoder();
  const digests = await Promise.all(lines.map((line) => crypto.subtle.digest('SHA-256', encoder.encode(line))));
  return digests.map((digest) => {
    const view = new DataView(digest);
    return [0, 1, 2, 3].map((n) => view.getBigUint64(8 * n)) as Words;
  });
}

/** Two checksums added up (sign 1), or the second taken out of the first (sign -1). */
export const addChecksum = (checksum: string, other: string, sign: 1 | -1 = 1) => addHashes(checksum, [toWords(other)], sign);

/** `checksum` with the hashes added (sign 1) or taken out (sign -1). */
export function addHashes(checksum: string, hashes: readonly Words[], sign: 1 | -1 = 1): string {
  const words = toWords(checksum);
  for (const hash of hashes) for (let n = 0; n < 4; n++) words[n] = (words[n]! + BigInt(sign) * hash[n]!) & WORD;
  return fromWords(words);
}

export async function gzip(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function gunzip(body: ReadableStream | ArrayBuffer): Promise<string> {
  const stream = body instanceof ArrayBuffer ? new Blob([body]).stream() : body;
  return new Response(stream.pipeThrough(new DecompressionStream('gzip'))).text();
}

/** The JSON object at `key`, or null when there is none. */
export async function readJson<T>(bucket: R2Bucket, key: string): Promise<T | null> {
  const object = await bucket.get(key);
  return object ? ((await object.json()) as T) : null;
}

export async function writeJson(bucket: R2Bucket, key: string, value: unknown): Promise<void> {
  await bucket.put(key, JSON.stringify(value, null, 1), { httpMetadata: { contentType: 'application/json' } });
}
