/**
 * `npm start`: build the SPA, bring the local database up to date (migrations, and the demo city when it is
 * empty), then serve everything through `wrangler dev` at http://localhost:8787 (PORT to change it).
 */
import { SITE } from '../worker/contracts/site.ts';
import { buildWeb, DEFAULT_STATE_DIR, ensureDevVars } from './lib/local.ts';
import { serve } from './lib/server.ts';
import { DEFAULT_BUSINESSES, DEFAULT_SEED, seed } from './seed/index.ts';

const port = Number(process.env.PORT ?? 8787);
const started = Date.now();

if (ensureDevVars()) console.log('Created .dev.vars with a fresh local signing secret.');

console.log('Building the web app…');
await buildWeb();

console.log('Preparing the local database…');
const counts = await seed({
  stateDir: DEFAULT_STATE_DIR,
  businesses: DEFAULT_BUSINESSES,
  seed: DEFAULT_SEED,
  reset: false,
  ifEmpty: true,
  log: (line) => console.log(line),
});
if (!counts) console.log('Local data kept (npm run db:reset starts over).');

const server = await serve({ port, stateDir: DEFAULT_STATE_DIR });
console.log(`\n${SITE.name} is running at ${server.url} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s). Ctrl+C stops it.\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}
server.process.on('exit', (code) => process.exit(code ?? 0));
