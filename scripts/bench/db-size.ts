/**
 * Where a local D1 database's bytes go: the SQLite file and its write-ahead log, and `dbstat`'s pages per table and
 * index, each FTS5 index with its shadow tables summed under its own name. Read from the file itself, read-only, so it
 * may run beside the server (node:sqlite is built with dbstat). `npx tsx scripts/bench/db-size.ts [state folder]`
 * prints it for any local state (default .wrangler/state).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export interface StoredObject {
  /** A table or index; an FTS5 index stands for its shadow tables (`_data`, `_idx`, `_content`, `_docsize`, `_config`). */
  name: string;
  kind: 'table' | 'index' | 'search index';
  /** The table an index belongs to. */
  table: string;
  bytes: number;
  /** Rows of a table (none for an index or a search index). */
  rows?: number;
}

export interface DatabaseSize {
  file: string;
  /** The SQLite file and its write-ahead log, as the disk holds them. */
  fileBytes: number;
  walBytes: number;
  /** Pages in use (page_count - freelist_count) × page size: what D1 reports as the database's size. */
  usedBytes: number;
  objects: StoredObject[];
}

const FTS_SHADOW = /_(data|idx|content|docsize|config)$/;

/** The one D1 database's SQLite file under a local state folder (wrangler keeps it under v3/d1). */
export function localDatabaseFile(stateDir: string): string {
  const folder = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite') : [];
  if (files.length !== 1) throw new Error(`Expected one D1 database under ${folder}, found ${files.length}`);
  return join(folder, files[0]!);
}

export function measureDatabase(file: string): DatabaseSize {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const pragma = (name: string) => Number((db.prepare(`PRAGMA ${name}`).get() as Record<string, number>)[name]);
    const pageSize = pragma('page_size');
    const master = db
      .prepare("SELECT name, type, tbl_name AS tableName, sql FROM sqlite_master WHERE type IN ('table', 'index')")
      .all() as {
      name: string;
      type: 'table' | 'index';
      tableName: string;
      sql: string | null;
    }[];
    const searchIndexes = new Set(
      master.filter((m) => /CREATE VIRTUAL TABLE/i.test(m.sql ?? '') && /fts5\s*\(/i.test(m.sql ?? '')).map((m) => m.name),
    );
    const owner = (name: string): string | undefined => {
      const base = name.replace(FTS_SHADOW, '');
      return base !== name && searchIndexes.has(base) ? base : undefined;
    };
    const pages = db.prepare('SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name').all() as { name: string; bytes: number }[];
    const byName = new Map<string, StoredObject>();
    for (const { name, bytes } of pages) {
      const entry = master.find((m) => m.name === name);
      const fts = owner(name) ?? (entry && searchIndexes.has(entry.tableName) ? entry.tableName : undefined);
      const key = fts ?? name;
      const object = byName.get(key) ?? {
        name: key,
        kind: fts ? 'search index' : entry?.type === 'index' || name.startsWith('sqlite_autoindex') ? 'index' : 'table',
        table: fts ?? entry?.tableName ?? name,
        bytes: 0,
      };
      object.bytes += Number(bytes);
      byName.set(key, object);
    }
    for (const object of byName.values()) {
      if (object.kind !== 'table' || object.name.startsWith('sqlite_') || searchIndexes.has(object.name)) continue;
      object.rows = Number((db.prepare(`SELECT count(*) AS n FROM "${object.name.replaceAll('"', '""')}"`).get() as { n: number }).n);
    }
    const wal = `${file}-wal`;
    return {
      file,
      fileBytes: statSync(file).size,
      walBytes: existsSync(wal) ? statSync(wal).size : 0,
      usedBytes: (pragma('page_count') - pragma('freelist_count')) * pageSize,
      objects: [...byName.values()].sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    db.close();
  }
}

const MIB = 2 ** 20;
const mib = (bytes: number) => (bytes / MIB).toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** The size as Markdown: the total, bytes per business, then every table and index of at least 1 MiB. */
export function renderDatabaseSize(size: DatabaseSize, businesses: number): string[] {
  const used = size.usedBytes;
  const shown = size.objects.filter((o) => o.bytes >= MIB);
  return [
    `In use: **${mib(used)} MiB** (${(used / 2 ** 30).toFixed(2)} GiB), ${Math.round(used / businesses).toLocaleString('en-US')} bytes a business;`,
    `the file ${mib(size.fileBytes)} MiB and its write-ahead log ${mib(size.walBytes)} MiB. Per table and index (\`dbstat\`; an FTS5`,
    'index counts its shadow tables), those of 1 MiB or more:',
    '',
    '| Object | Kind | Table | MiB | Share | Rows | Bytes a row |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: |',
    ...shown
      .map((o) =>
        [
          o.name,
          o.kind,
          o.table,
          mib(o.bytes),
          `${((o.bytes / used) * 100).toFixed(1)}%`,
          o.rows === undefined ? '–' : o.rows.toLocaleString('en-US'),
          o.rows ? Math.round(o.bytes / o.rows).toLocaleString('en-US') : '–',
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stateDir = process.argv[2] ?? '.wrangler/state';
  const size = measureDatabase(localDatabaseFile(stateDir));
  const businesses = Number(
    (new DatabaseSync(size.file, { readOnly: true }).prepare('SELECT count(*) AS n FROM businesses').get() as { n: number }).n,
  );
  console.log(renderDatabaseSize(size, Math.max(businesses, 1)).join('\n'));
}
