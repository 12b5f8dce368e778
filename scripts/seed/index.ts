/**
 * Seeds the local D1 database and R2 bucket with a deterministic city.
 *   npm run seed                         fill an empty database (refuses to touch one that has data)
 *   npm run seed -- --reset              replace whatever is there
 *   npm run seed -- --businesses 100000  the same generator, scaled up for benchmarks
 *   --state <dir>                        another local state folder (default .wrangler/state)
 *   --if-empty                           do nothing when data exists (what npm start uses)
 */
import { parseArgs } from 'node:util';
import { SITE } from '../../worker/contracts/site.ts';
import { applyMigrations, DEFAULT_STATE_DIR, withLocalBindings } from '../lib/local.ts';
import { hashPassword } from '../../worker/services/passwords.ts';
import { DEFAULT_BUSINESSES, DEFAULT_SEED, DEMO_PASSWORD, generate } from './generate.ts';
import { loadPincodes } from './pincodes.ts';
import { clearTables, writeCity } from './write.ts';

// The default city lives with the generator, so a test can build it without the local Worker's bindings.
export { DEFAULT_BUSINESSES, DEFAULT_SEED };

export interface SeedOptions {
  stateDir: string;
  businesses: number;
  seed: number;
  reset: boolean;
  ifEmpty: boolean;
  /** Progress lines; silent when omitted. */
  log?: (line: string) => void;
}

export async function seed(options: SeedOptions): Promise<Record<string, number> | null> {
  await applyMigrations(options.stateDir);
  const existing = await withLocalBindings<{ n: number } | null>(options.stateDir, (env) =>
    env.DB.prepare('SELECT count(*) AS n FROM businesses').first<{ n: number }>(),
  );
  if ((existing?.n ?? 0) > 0 && !options.reset) {
    if (options.ifEmpty) return null;
    throw new Error('The local database already has businesses; pass --reset to replace them.');
  }
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  log(`Seeding ${SITE.city}: ${options.businesses} businesses (seed ${options.seed})`);
  const demoPasswordHash = await hashPassword(DEMO_PASSWORD);
  return withLocalBindings(options.stateDir, async (env) => {
    if (options.reset) await clearTables(env.DB);
    // Generated while it is written, batch by batch: memory and each request stay small whatever the city's size.
    const batches = generate({
      businesses: options.businesses,
      seed: options.seed,
      now: today,
      pincodes: loadPincodes(),
      demoPasswordHash,
    });
    const counts = await writeCity(env.DB, env.MEDIA, batches, { businesses: options.businesses, log });
    log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return counts;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      businesses: { type: 'string', default: String(DEFAULT_BUSINESSES) },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      state: { type: 'string', default: DEFAULT_STATE_DIR },
      reset: { type: 'boolean', default: false },
      'if-empty': { type: 'boolean', default: false },
    },
  });
  const businesses = Number(values.businesses);
  if (!Number.isInteger(businesses) || businesses < 1) throw new Error('--businesses takes a whole number above 0');
  await seed({
    stateDir: values.state,
    businesses,
    seed: Number(values.seed),
    reset: values.reset,
    ifEmpty: values['if-empty'],
    log: (line) => console.log(line),
  });
}
