/**
 * `npm run backup -- [--state DIR] [--page-rows N]`: takes a backup now, with the job the backup's Cron Trigger runs
 * (worker/services/backup/run.ts), one scheduled invocation's budget after another until the manifest is written, and
 * prints what it wrote. Of the local database of --state (default .wrangler/state) into that folder's BACKUPS bucket:
 * for restore drills and for measuring a large city (docs/restore-drill.md).
 *
 * `npm run backup -- --remote`: of the deployed database into the deployed citypages-backups bucket, through wrangler's
 * remote bindings (needs `wrangler login` or CLOUDFLARE_API_TOKEN): the copy to take by hand when the nightly one has
 * failed. The next Cron Trigger sees it as the day's run.
 */
import { parseArgs } from 'node:util';
import { PAGE_ROWS } from '../worker/services/backup/run.ts';
import { DEFAULT_STATE_DIR, withLocalBindings } from './lib/local.ts';
import { withRemoteBindings } from './lib/remote.ts';
import { takeBackup } from './lib/take-backup.ts';

const { values } = parseArgs({
  options: {
    state: { type: 'string', default: DEFAULT_STATE_DIR },
    'page-rows': { type: 'string', default: String(PAGE_ROWS) },
    remote: { type: 'boolean', default: false },
  },
});
const pageRows = Number(values['page-rows']);
if (!Number.isInteger(pageRows) || pageRows < 1) throw new Error('--page-rows takes a whole number above 0');

if (values.remote) {
  const { manifest } = await withRemoteBindings(undefined, (env) => takeBackup(env, 'the deployed database', pageRows));
  console.log(`Restore it with: npm run restore -- --from ${manifest.run} --remote --database-id <an empty database's id>`);
} else {
  const { manifest } = await withLocalBindings(values.state, (env) => takeBackup(env, values.state, pageRows));
  console.log(`Restore it with: npm run restore -- --from ${manifest.run} --backups ${values.state} --state <an empty state folder>`);
}
