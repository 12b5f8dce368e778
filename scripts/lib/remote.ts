import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getPlatformProxy, unstable_readConfig } from 'wrangler';
import type { Bindings } from '../../worker/env.ts';
import { ROOT } from './local.ts';

/**
 * The deployed database and backups bucket through wrangler's remote bindings (`npm run backup -- --remote`,
 * `npm run restore -- --remote`): a configuration of just those two, marked `remote`, from wrangler.toml's names (and
 * another database's id, when given), in a temporary folder. Needs `wrangler login` or CLOUDFLARE_API_TOKEN.
 */
export async function withRemoteBindings<T>(databaseId: string | undefined, work: (env: Pick<Bindings, 'DB' | 'BACKUPS'>) => Promise<T>) {
  const config = unstable_readConfig({ config: join(ROOT, 'wrangler.toml') }, { hideWarnings: true }) as {
    name: string;
    compatibility_date: string;
    compatibility_flags: string[];
    d1_databases: { binding: string; database_name?: string; database_id?: string }[];
    r2_buckets: { binding: string; bucket_name?: string }[];
  };
  const database = config.d1_databases.find((entry) => entry.binding === 'DB');
  const bucket = config.r2_buckets.find((entry) => entry.binding === 'BACKUPS');
  if (!database || !bucket) throw new Error('wrangler.toml has no DB database or BACKUPS bucket');
  const folder = mkdtempSync(join(tmpdir(), 'citypages-remote-'));
  try {
    const configPath = join(folder, 'wrangler.json');
    writeFileSync(
      configPath,
      JSON.stringify({
        name: `${config.name}-backups`,
        compatibility_date: config.compatibility_date,
        compatibility_flags: config.compatibility_flags,
        d1_databases: [
          { binding: 'DB', database_name: database.database_name, database_id: databaseId ?? database.database_id, remote: true },
        ],
        r2_buckets: [{ binding: 'BACKUPS', bucket_name: bucket.bucket_name, remote: true }],
      }),
    );
    const proxy = await getPlatformProxy<Bindings>({ configPath, remoteBindings: true, persist: false });
    try {
      return await work(proxy.env);
    } finally {
      await proxy.dispose();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
