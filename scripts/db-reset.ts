/** `npm run db:reset`: forget all local D1 and R2 data, then migrate and seed the demo city afresh. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_STATE_DIR, ROOT } from './lib/local.ts';
import { DEFAULT_BUSINESSES, DEFAULT_SEED, seed } from './seed/index.ts';

rmSync(join(ROOT, DEFAULT_STATE_DIR), { recursive: true, force: true });
await seed({
  stateDir: DEFAULT_STATE_DIR,
  businesses: DEFAULT_BUSINESSES,
  seed: DEFAULT_SEED,
  reset: false,
  ifEmpty: false,
  log: (line) => console.log(line),
});
