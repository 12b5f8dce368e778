/**
 * `npm run pincodes:load -- [--remote] [--state DIR]`: India's pincode directory (19,159 pincodes and their 154,874
 * post-office names, the same rows the seed writes: scripts/seed/generate.ts pincodeRows) into a database that has
 * none, which reverse geocoding, the pincode box and an owner's listing form need (docs/operations.md, first deploy).
 * The local database of `--state` (default .wrangler/state, migrated first), or with --remote the deployed one of
 * wrangler.toml. A database that already has pincodes is left as it is.
 *
 * The rows go as SQL files of about 1 MB through `wrangler d1 execute --file`, which imports each in one piece.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as schema from '../worker/db/schema.ts';
import { applyMigrations, DEFAULT_STATE_DIR, ROOT } from './lib/local.ts';
import { pincodeRows } from './seed/generate.ts';
import { loadPincodes } from './seed/pincodes.ts';
import { insertStatements } from './seed/sql.ts';

const USAGE = 'Usage: npm run pincodes:load -- [--remote] [--state DIR]';
const FILE_BYTES = 1_000_000;

/** Runs wrangler d1 execute against the target with these arguments and answers its JSON. */
function d1(where: string[], args: string[]): Promise<{ results: Record<string, unknown>[] }[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'wrangler',
      ['d1', 'execute', 'DB', ...where, '-c', 'wrangler.toml', '--json', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}` },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        try {
          resolve(JSON.parse(stdout) as { results: Record<string, unknown>[] }[]);
        } catch {
          reject(new Error(`wrangler d1 execute failed${error ? ` (${error.message})` : ''}:\n${stdout}${stderr}`));
        }
      },
    );
  });
}

/** The statements in files of about FILE_BYTES each, in order. */
function files(statements: string[], folder: string): string[] {
  const paths: string[] = [];
  let chunk: string[] = [];
  let size = 0;
  const flush = () => {
    if (chunk.length === 0) return;
    const path = join(folder, `pincodes-${String(paths.length + 1).padStart(3, '0')}.sql`);
    writeFileSync(path, `${chunk.join('\n')}\n`);
    paths.push(path);
    chunk = [];
    size = 0;
  };
  for (const statement of statements) {
    chunk.push(statement);
    size += statement.length + 1;
    if (size >= FILE_BYTES) flush();
  }
  flush();
  return paths;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { remote: { type: 'boolean', default: false }, state: { type: 'string' } } });
  if (values.remote && values.state)
    throw new Error(`--state is for the local database; --remote uses the one in wrangler.toml.\n${USAGE}`);
  const stateDir = values.state ?? DEFAULT_STATE_DIR;
  const where = values.remote ? ['--remote'] : ['--local', '--persist-to', stateDir];
  if (!values.remote) await applyMigrations(stateDir);

  const [count] = await d1(where, ['--command', 'SELECT count(*) AS n FROM pincodes']);
  const present = Number(count?.results[0]?.n ?? 0);
  if (present > 0) {
    console.log(`The database already has ${present.toLocaleString('en-IN')} pincodes: nothing to load.`);
    return;
  }
  const rows = pincodeRows(loadPincodes());
  const statements = [...insertStatements(schema.pincodes, rows.pincodes), ...insertStatements(schema.pincodePlaces, rows.pincodePlaces)];
  const folder = mkdtempSync(join(tmpdir(), 'citypages-pincodes-'));
  try {
    const paths = files(statements, folder);
    for (const [n, path] of paths.entries()) {
      await d1(where, ['--file', path, ...(values.remote ? ['--yes'] : [])]);
      console.log(`  file ${n + 1} of ${paths.length} loaded`);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const [after] = await d1(where, [
    '--command',
    'SELECT (SELECT count(*) FROM pincodes) AS pincodes, (SELECT count(*) FROM pincode_places) AS places',
  ]);
  const loaded = after?.results[0] ?? {};
  console.log(
    `Loaded ${Number(loaded.pincodes).toLocaleString('en-IN')} pincodes and ${Number(loaded.places).toLocaleString('en-IN')} post-office names ${values.remote ? 'into the deployed database' : `into ${stateDir}`}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
