/**
 * `npm run backup:drill -- --state DIR [--keep]`: the restore drill of docs/restore-drill.md on a local city. Takes a
 * backup of DIR (as `npm run backup`), restores it into a new, empty state folder (as `npm run restore`), then holds
 * the copy to the original: every backed-up table's rows and checksum read from both, the kept counts, and the first
 * pages of the same searches and listings asked of a local server on each. Prints the figures, and fails on any
 * difference. The new folder is deleted at the end unless --keep. DIR is only read, and its BACKUPS bucket written.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { D1Database } from '@cloudflare/workers-types';
import { restoreBackup, tableDigest } from '../worker/services/backup/restore.ts';
import { PAGE_ROWS } from '../worker/services/backup/run.ts';
import { applyMigrations, withLocalBindings } from './lib/local.ts';
import { serve } from './lib/server.ts';
import { takeBackup } from './lib/take-backup.ts';

/** Searches and listings of the seeded city whose first pages the copy must answer alike. */
const ASKED = [
  '/api/business/search?q=restaurant',
  '/api/business/search?q=biryani&sort=rating',
  '/api/business/search?q=dentist&pincode=560034',
  '/api/business/search?q=tailor%20jayanagar',
  '/api/business/search?q=ac%20repair%20near%20koramangala&openNow=true',
  '/api/business/search?q=bakery&sort=reviews&page=3',
  '/api/business/search?category=pharmacies&sort=newest',
  '/api/business/public?category=salons&page=2',
  '/api/business/categories',
];

const { values } = parseArgs({
  options: {
    state: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'page-rows': { type: 'string', default: String(PAGE_ROWS) },
  },
});
if (!values.state) throw new Error('Usage: npm run backup:drill -- --state DIR [--keep] [--page-rows N]');
const source = values.state;
const target = mkdtempSync(join(tmpdir(), 'citypages-drill-'));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const {
  manifest,
  ms: backupMs,
  invocations,
} = await withLocalBindings(source, (env) => takeBackup(env, source, Number(values['page-rows'])));

console.log(`\nRestoring into the new state folder ${target}`);
const restoreStarted = Date.now();
await applyMigrations(target);
const restored = await withLocalBindings(source, (from) =>
  withLocalBindings(target, (to) => restoreBackup(to.DB, from.BACKUPS, manifest.run, { log: (line) => console.log(`  ${line}`) })),
);
const restoreMs = Date.now() - restoreStarted;
console.log(`Restored in ${seconds(restoreMs)} (${seconds(restored.ms)} of it loading, checking and rebuilding; the rest migrations)`);

const differences: string[] = [];

const keptCounts = async (d1: D1Database) => ({
  search_facet_counts: (await d1.prepare('SELECT token, docs FROM search_facet_counts WHERE docs <> 0 ORDER BY token').raw()).join('\n'),
  listing_counts: (await d1.prepare('SELECT token, listings FROM listing_counts WHERE listings <> 0 ORDER BY token').raw()).join('\n'),
  indexed: String((await d1.prepare('SELECT count(*) AS n FROM business_search').first<{ n: number }>())?.n),
});

console.log('\nEvery table read from both:');
await withLocalBindings(source, (from) =>
  withLocalBindings(target, async (to) => {
    for (const table of manifest.tables) {
      const [a, b] = [await tableDigest(from.DB, table), await tableDigest(to.DB, table)];
      const same = a.rows === b.rows && a.checksum === b.checksum;
      if (!same) differences.push(`${table.name}: ${a.rows} rows ${a.checksum} against ${b.rows} rows ${b.checksum}`);
      console.log(
        `  ${table.name.padEnd(26)} ${String(a.rows).padStart(9)} rows  ${a.checksum.slice(0, 16)}…  ${same ? 'equal' : 'DIFFERENT'}`,
      );
    }
    const [a, b] = [await keptCounts(from.DB), await keptCounts(to.DB)];
    for (const key of Object.keys(a) as (keyof typeof a)[]) {
      const same = a[key] === b[key];
      if (!same) differences.push(`${key} differs`);
      console.log(`  ${key.padEnd(26)} ${same ? 'equal' : 'DIFFERENT'}${key === 'indexed' ? ` (${a[key]} documents)` : ''}`);
    }
  }),
);

console.log('\nThe same searches of a server on each:');
const [original, copy] = [
  await serve({ port: 8841, stateDir: source, quiet: true }),
  await serve({ port: 8842, stateDir: target, quiet: true }),
];
try {
  for (const path of ASKED) {
    const answers = await Promise.all(
      [original, copy].map(async (server) => {
        const response = await fetch(`${server.url}${path}`);
        // Media URLs name the server they came from.
        const text = (await response.text()).replaceAll(server.url, 'http://server');
        const { data } = JSON.parse(text) as { data: { businesses?: { _id: string }[]; total?: number } };
        return { status: response.status, page: data.businesses ? { ids: data.businesses.map((b) => b._id), total: data.total } : data };
      }),
    );
    const same = JSON.stringify(answers[0]) === JSON.stringify(answers[1]);
    const shown = (answers[0]!.page as { ids?: string[] }).ids?.length;
    if (!same || answers[0]!.status !== 200) differences.push(`${path} answers differently`);
    console.log(`  ${path.padEnd(70)} ${shown === undefined ? '' : `${shown} shown, `}${same ? 'equal' : 'DIFFERENT'}`);
  }
} finally {
  await Promise.all([original.stop(), copy.stop()]);
}

console.log(
  `\nBackup: ${seconds(backupMs)} in ${invocations} invocations of the Cron Trigger's budget, ${manifest.rows} rows, ${manifest.pages} pages, ` +
    `${manifest.pages + 2} objects, ${(manifest.bytes / 1_048_576).toFixed(1)} MB of gzip. Restore: ${seconds(restoreMs)}.`,
);
if (values.keep) console.log(`The restored state stays in ${target}`);
else rmSync(target, { recursive: true, force: true });
if (differences.length > 0) {
  console.error(`The copy differs:\n${differences.join('\n')}`);
  process.exit(1);
}
console.log('The copy is the original: every table, the kept counts and the first pages of every search.');
