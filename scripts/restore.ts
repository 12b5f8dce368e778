/**
 * `npm run restore`: loads a complete backup run into an empty database and rebuilds every search index and kept count
 * from its rows (worker/services/backup/restore.ts; the drill and when to reach for it: docs/restore-drill.md).
 *
 *   npm run restore -- --list [--backups DIR]               the runs in a local BACKUPS bucket, complete or not
 *   npm run restore -- --from <run> [--state DIR] [--backups DIR] [--replace]
 *       into the local database of --state (default .wrangler/state; migrations are applied first, so a new folder
 *       is a new database), from the BACKUPS bucket of --backups (default: the same folder)
 *   npm run restore -- --from <run> --remote [--database-id ID] [--replace]
 *       from the deployed citypages-backups bucket into the deployed D1 database of wrangler.toml, or the one with
 *       --database-id (a new database made for the restore: wrangler d1 create, then its migrations applied with
 *       wrangler d1 migrations apply). Through wrangler's remote bindings: needs `wrangler login` (or
 *       CLOUDFLARE_API_TOKEN) for the account, and writes to the real database.
 *
 * The target must be at the backup's migration and hold no rows; --replace empties a database that has some (one
 * DELETE a table: for local drills, not for a large remote database).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { R2Bucket } from '@cloudflare/workers-types';
import type { Bindings } from '../worker/env.ts';
import { completeRuns, listRuns } from '../worker/services/backup/retention.ts';
import { restoreBackup, type Restored } from '../worker/services/backup/restore.ts';
import { applyMigrations, DEFAULT_STATE_DIR, ROOT, withLocalBindings } from './lib/local.ts';
import { withRemoteBindings } from './lib/remote.ts';

const USAGE = `Usage:
  npm run restore -- --list [--backups DIR]
  npm run restore -- --from <run> [--state DIR] [--backups DIR] [--replace]
  npm run restore -- --from <run> --remote [--database-id ID] [--replace]     (needs wrangler login)`;

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    list: { type: 'boolean', default: false },
    state: { type: 'string', default: DEFAULT_STATE_DIR },
    backups: { type: 'string' },
    replace: { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
    'database-id': { type: 'string' },
  },
});

const print = (restored: Restored) => {
  console.log(
    `Restored ${restored.run} (migration ${restored.schemaVersion ?? 'none'}): ${restored.rows} rows in ${restored.tables.length} tables, ` +
      `each table's rows and checksum as the manifest says, search indexes rebuilt, in ${(restored.ms / 1000).toFixed(1)} s`,
  );
};

async function list(bucket: R2Bucket) {
  const runs = await listRuns(bucket);
  const complete = await completeRuns(bucket, runs);
  if (runs.length === 0) console.log('No backup runs.');
  for (const run of runs) console.log(`${run}  ${complete.has(run) ? 'complete' : 'not finished: cannot be restored'}`);
}

const log = (line: string) => console.log(`  ${line}`);

if (values.remote) {
  await withRemoteBindings(values['database-id'], async (env) => {
    if (values.list) return list(env.BACKUPS);
    if (!values.from) throw new Error(USAGE);
    console.log(`Restoring ${values.from} into the remote database ${values['database-id'] ?? '(wrangler.toml DB)'}`);
    print(await restoreBackup(env.DB, env.BACKUPS, values.from, { replace: values.replace, log }));
  });
} else {
  const backups = values.backups ?? values.state;
  if (values.list) await withLocalBindings(backups, (env) => list(env.BACKUPS));
  else {
    if (!values.from) throw new Error(USAGE);
    const run = values.from;
    await applyMigrations(values.state);
    console.log(`Restoring ${run} from the backups of ${backups} into ${values.state}`);
    const restore = (target: Bindings, source: Bindings) => restoreBackup(target.DB, source.BACKUPS, run, { replace: values.replace, log });
    const restored =
      resolve(ROOT, backups) === resolve(ROOT, values.state)
        ? await withLocalBindings(values.state, (env) => restore(env, env))
        : await withLocalBindings(backups, (source) => withLocalBindings(values.state, (target) => restore(target, source)));
    print(restored);
  }
}
