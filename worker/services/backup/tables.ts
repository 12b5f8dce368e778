/**
 * Which tables a backup holds and how each is read in pages (docs/decisions/041-backups-to-r2.md). The list is read from
 * the database itself when a run starts, so a table a migration adds is backed up without a change here: every table
 * that holds facts of its own, in an order its foreign keys accept, leaving out the search index and what the index's
 * rebuild, the platform or a short-lived counter writes.
 */

/**
 * Tables that are not backed up, each with why. A restore writes the derived ones afresh from the rows
 * (rebuildSearchIndex, worker/services/search/index-build.ts); the others hold nothing worth a second copy.
 */
export const NOT_BACKED_UP: Readonly<Record<string, string>> = {
  search_facet_counts: 'derived: documents per facet token, counted again by the index rebuild',
  listing_counts: "derived: every category's and locality's listings, counted again by the index rebuild",
  business_search_refresh: 'derived: businesses whose index document a trigger is about to write again',
  search_settings:
    "derived: the city's words and their version (written again by the rebuild) and the flag that pauses the index's triggers",
  business_event_marks:
    'short-lived: a visitor’s view or tap marks for an hour, pruned after a day (housekeeping.ts); the counts they guard are in business_daily_stats and businesses.views, and they carry hashed addresses',
  rate_limits: 'short-lived: fixed windows of at most a day, whose counts start again at zero harmlessly',
  verification_codes:
    'short-lived: codes expire within the hour, so a restored one could never be used, and a pending sign-up’s row carries its password hash',
  d1_migrations: 'the schema’s own record: the target database has its migrations applied before a restore',
};

/**
 * Tables a run reads after every other. A run takes many invocations while rows are still being made, and a sequence's
 * last number (`id_sequences`, docs/decisions/042-short-ids.md) must be read after every row it numbered: read first, a
 * restore would hand out a number a restored row already has.
 */
export const READ_LAST = ['id_sequences'];

/** Tables of NOT_BACKED_UP whose rows stay when a restore empties a database: the index's settings, the migrations. */
const KEPT_BY_A_RESTORE = ['search_settings', 'd1_migrations'];

/** SQLite's, D1's and Cloudflare's own tables. */
const INTERNAL = /^(?:sqlite_|_cf_|d1_)/i;

/** The tables FTS5 keeps each of its virtual tables in (`<name>_data`, …): rebuilt with the index, never copied. */
const FTS5_SHADOWS = ['data', 'idx', 'content', 'docsize', 'config'];

export interface TablePlan {
  name: string;
  /** The columns a row is written as, in this order; `rowid` first for a table with one, so a restore keeps it. */
  columns: string[];
  /** What pages are read in the order of: `['rowid']`, or the primary key's columns of a table WITHOUT ROWID. */
  key: string[];
}

/** An identifier in SQL: `rowid` bare (quoted, SQLite could read it as a string), any other name quoted. */
export const ident = (name: string) => (name === 'rowid' ? 'rowid' : `"${name.replaceAll('"', '""')}"`);

interface MasterRow {
  name: string;
  sql: string | null;
}

interface ColumnInfo {
  name: string;
  type: string;
  pk: number;
}

interface ForeignKeyRow {
  id: number;
  seq: number;
  table: string;
  from: string;
  to: string | null;
}

/**
 * The names of the tables a backup holds: every ordinary table but SQLite's and the platform's own, the shadow tables
 * of an FTS5 index, and NOT_BACKED_UP.
 */
export function backedUpNames(master: readonly MasterRow[]): string[] {
  const virtual = master.filter((table) => /^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(table.sql ?? ''));
  const fts5 = virtual.filter((table) => /\bUSING\s+fts5\s*\(/i.test(table.sql ?? '')).map((table) => table.name);
  const shadows = new Set(fts5.flatMap((name) => FTS5_SHADOWS.map((suffix) => `${name}_${suffix}`)));
  return master
    .filter((table) => !virtual.includes(table))
    .map((table) => table.name)
    .filter((name) => !INTERNAL.test(name) && !shadows.has(name) && !(name in NOT_BACKED_UP));
}

/** Parents before children: each table after the tables its foreign keys point at (a cycle keeps the names' order). */
export function parentsFirst(names: readonly string[], parents: ReadonlyMap<string, readonly string[]>): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (placed.has(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) if (parent !== name && names.includes(parent)) visit(parent);
    visiting.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of [...names].sort()) visit(name);
  return ordered;
}

/** The order with READ_LAST's tables moved to its end; nothing refers to them, so their parents stay first. */
function lastOnesLast(order: string[]): string[] {
  return [...order.filter((name) => !READ_LAST.includes(name)), ...order.filter((name) => READ_LAST.includes(name))];
}

export interface Schema {
  tables: TablePlan[];
  /**
   * The tables of NOT_BACKED_UP this database has whose rows a restore that replaces a database's rows deletes too:
   * all but the index's settings and the migrations' record.
   */
  leftOut: string[];
  /** Each table's foreign keys: its columns, the parent table and the parent's columns. */
  foreignKeys: Map<string, ForeignKey[]>;
}

export interface ForeignKey {
  parent: string;
  from: string[];
  to: string[];
}

/**
 * The tables a backup holds, in parents-first order, as this database defines them: two round trips, one for the
 * list and one batch of PRAGMAs for every table's columns and foreign keys.
 */
export async function readSchema(d1: D1Database): Promise<Schema> {
  const { results: master } = await d1.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'").all<MasterRow>();
  const names = backedUpNames(master);
  const withoutRowid = new Set(master.filter((table) => /\bWITHOUT\s+ROWID\s*;?\s*$/i.test(table.sql ?? '')).map((table) => table.name));
  const answers = await d1.batch(
    names.flatMap((name) => [d1.prepare(`PRAGMA table_info(${ident(name)})`), d1.prepare(`PRAGMA foreign_key_list(${ident(name)})`)]),
  );
  const columnsOf = new Map<string, ColumnInfo[]>();
  const keysOf = new Map<string, ForeignKeyRow[]>();
  names.forEach((name, n) => {
    columnsOf.set(name, answers[2 * n]!.results as ColumnInfo[]);
    keysOf.set(name, answers[2 * n + 1]!.results as ForeignKeyRow[]);
  });

  const primaryKey = (name: string) =>
    (columnsOf.get(name) ?? [])
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => column.name);

  const foreignKeys = new Map<string, ForeignKey[]>();
  for (const name of names) {
    const byId = new Map<number, ForeignKey>();
    for (const row of [...(keysOf.get(name) ?? [])].sort((a, b) => a.id - b.id || a.seq - b.seq)) {
      const key = byId.get(row.id) ?? { parent: row.table, from: [], to: [] };
      key.from.push(row.from);
      // A foreign key that names no parent column points at the parent's primary key.
      key.to.push(row.to ?? primaryKey(row.table)[row.seq] ?? 'rowid');
      byId.set(row.id, key);
    }
    foreignKeys.set(name, [...byId.values()]);
  }

  const order = lastOnesLast(parentsFirst(names, new Map([...foreignKeys].map(([name, keys]) => [name, keys.map((key) => key.parent)]))));
  const tables = order.map((name): TablePlan => {
    const columns = (columnsOf.get(name) ?? []).map((column) => column.name);
    if (columns.some((column) => /^(?:rowid|oid|_rowid_)$/i.test(column)))
      throw new Error(`table ${name} has a column named like its rowid, which a backup cannot tell apart`);
    if (withoutRowid.has(name)) return { name, columns, key: primaryKey(name) };
    // An INTEGER PRIMARY KEY is the rowid under its own name.
    const pk = (columnsOf.get(name) ?? []).filter((column) => column.pk > 0);
    if (pk.length === 1 && pk[0]!.type.toUpperCase() === 'INTEGER') return { name, columns, key: [pk[0]!.name] };
    return { name, columns: ['rowid', ...columns], key: ['rowid'] };
  });
  const present = new Set(master.map((table) => table.name));
  const leftOut = Object.keys(NOT_BACKED_UP).filter((name) => present.has(name) && !KEPT_BY_A_RESTORE.includes(name));
  return { tables, foreignKeys, leftOut };
}

/** The last migration applied to this database (`d1_migrations`), which a backup names and a restore must match. */
export async function schemaVersion(d1: D1Database): Promise<string | null> {
  const table = await d1.prepare("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'").first();
  if (!table) return null;
  const last = await d1.prepare('SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1').first<{ name: string }>();
  return last?.name ?? null;
}
