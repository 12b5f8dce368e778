/** `npm run search:rebuild`: rebuild the local search index from the base tables (e.g. after a bulk import). */
import { parseArgs } from 'node:util';
import { rebuildSearchIndex } from '../worker/services/search/index-build.ts';
import { DEFAULT_STATE_DIR, withLocalBindings } from './lib/local.ts';

const { values } = parseArgs({ options: { state: { type: 'string', default: DEFAULT_STATE_DIR } } });
const started = Date.now();
await withLocalBindings(values.state, (env) => rebuildSearchIndex(env.DB));
console.log(`Search index rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
