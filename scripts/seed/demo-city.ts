import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from '../lib/local.ts';
import { DEFAULT_BUSINESSES, DEFAULT_SEED, seed } from './index.ts';

/*
 * The demo city as `npm start` seeds it, for the tests that need a whole city: the browser journeys' server
 * (tests/e2e/global-setup.ts) and the search-quality floor (tests/build/search-quality.test.ts). Seeding takes about a
 * minute, so it is done once and the seeded state folder copied after, for as long as nothing it is made from changes.
 * `npm test` runs the journeys and the other projects as two processes side by side, so both may ask at once on a
 * machine that has no copy yet: the first seeds, the other waits for its copy.
 */

/** What the seeded city is made from: the schema, the seed's code and data, the Worker's rules it writes through, the day. */
function cityKey(): string {
  const hash = createHash('sha256').update(`${DEFAULT_BUSINESSES}:${DEFAULT_SEED}:${new Date().toISOString().slice(0, 10)}`);
  const walk = (path: string): void => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) walk(join(path, entry));
    } else {
      hash.update(path).update(readFileSync(path));
    }
  };
  for (const part of ['migrations', 'scripts/seed', 'scripts/lib', 'worker', 'wrangler.toml']) walk(join(ROOT, part));
  return hash.digest('hex').slice(0, 16);
}

const PRISTINE_PREFIX = 'citypages-demo-city-';

/** `stateDir` (relative to the repository, or absolute) holds a freshly seeded demo city. */
export async function seedDemoCity(stateDir: string): Promise<void> {
  const target = resolve(ROOT, stateDir);
  const pristine = join(tmpdir(), `${PRISTINE_PREFIX}${cityKey()}`);
  rmSync(target, { recursive: true, force: true });
  await holdingLock(`${pristine}.lock`, async () => {
    if (!existsSync(pristine)) await seedPristine(target, pristine);
  });
  if (!existsSync(target)) cpSync(pristine, target, { recursive: true });
}

async function seedPristine(target: string, pristine: string): Promise<void> {
  await seed({ stateDir: target, businesses: DEFAULT_BUSINESSES, seed: DEFAULT_SEED, reset: false, ifEmpty: false });
  // Older cities go (never a lock: another checkout may be seeding its own); the new one is put in place whole, so a
  // run that reads it never finds half a copy.
  for (const entry of readdirSync(tmpdir())) {
    if (entry.startsWith(PRISTINE_PREFIX) && !entry.endsWith('.lock')) {
      rmSync(join(tmpdir(), entry), { recursive: true, force: true });
    }
  }
  const staging = `${pristine}.${process.pid}`;
  cpSync(target, staging, { recursive: true });
  renameSync(staging, pristine);
}

/** Runs `work` while holding a lock folder that names its holder; a lock whose holder has died is taken over. */
async function holdingLock(lock: string, work: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (holderDied(lock)) rmSync(lock, { recursive: true, force: true });
      else await new Promise((done) => setTimeout(done, 500));
    }
  }
  try {
    await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function holderDied(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    // Between mkdir and writing the pid the holder is alive; a lock left without one for long is an old crash.
    const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
    return since !== undefined && Date.now() - since > 10_000;
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}
