import type { Bindings } from '../../worker/env.ts';
import type { Manifest } from '../../worker/services/backup/format.ts';
import { continueRun, SCHEDULED_BUDGET, startRun } from '../../worker/services/backup/run.ts';

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * A backup run taken to its end with the Cron Trigger's own job (worker/services/backup/run.ts), one scheduled
 * invocation's budget after another, printing each invocation and then every table.
 */
export async function takeBackup(
  env: Pick<Bindings, 'DB' | 'BACKUPS'>,
  what: string,
  pageRows: number,
): Promise<{ manifest: Manifest; invocations: number; ms: number }> {
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  let record = await startRun(env.DB, env.BACKUPS, Date.now(), pageRows);
  console.log(`Backup run ${record.run} of ${what} (${record.tables.length} tables, migration ${record.schemaVersion ?? 'none'})`);
  for (let invocation = 1; ; invocation++) {
    const step = await continueRun(env.DB, env.BACKUPS, record, SCHEDULED_BUDGET);
    record = step.record;
    const current = record.tables.find((table) => !table.done);
    console.log(`  invocation ${invocation}: ${step.pagesWritten} pages${current ? `, now at ${current.name}` : ''} (${seconds()})`);
    if (!step.manifest) continue;
    const { manifest } = step;
    for (const table of manifest.tables)
      console.log(
        `  ${table.name.padEnd(26)} ${String(table.rows).padStart(9)} rows ${String(table.pages).padStart(4)} pages ${mb(table.bytes).padStart(9)}`,
      );
    console.log(
      `Done in ${seconds()}, ${invocation} invocations of the Cron Trigger's budget: ${manifest.rows} rows, ${manifest.pages} pages ` +
        `(${manifest.pages + 2} objects with progress.json and manifest.json), ${mb(manifest.bytes)} of gzip`,
    );
    return { manifest, invocations: invocation, ms: Date.now() - started };
  }
}
