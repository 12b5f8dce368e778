/**
 * `npm run search:quality [-- --state <dir>] [--misses]`: the judged queries (queries.ts), then the held-out ones
 * (held-out.ts, written apart from the lexicon), against a local city (`npm run seed`, or a bench city's state
 * folder): precision of the top 3 per kind and overall (measure.ts).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_STATE_DIR, withLocalBindings } from '../lib/local.ts';
import { HELD_OUT_QUERIES } from './held-out.ts';
import { measureQuality, type QualityReport } from './measure.ts';
import { JUDGED_QUERIES } from './queries.ts';

const { values } = parseArgs({
  options: { state: { type: 'string', default: DEFAULT_STATE_DIR }, misses: { type: 'boolean', default: false } },
});

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

function print(title: string, report: QualityReport) {
  console.log(`${title}, ${values.state}: precision of the top 3`);
  for (const [kind, { queries, precision }] of Object.entries(report.byKind)) {
    console.log(`  ${kind.padEnd(12)} ${String(queries).padStart(4)} queries  ${percent(precision).padStart(6)}`);
  }
  console.log(`  ${'overall'.padEnd(12)} ${String(report.judged.length).padStart(4)} queries  ${percent(report.overall).padStart(6)}`);
}

function printMisses(report: QualityReport) {
  for (const one of report.judged.filter((judged) => judged.precision < 1)) {
    console.log(`\n${one.query.kind} "${one.query.q}" ${one.right}/${one.shown}`);
    for (const miss of one.misses) console.log(`    ${miss}`);
  }
}

const [judged, heldOut] = await withLocalBindings(values.state, async (env) => [
  await measureQuality(env, JUDGED_QUERIES),
  await measureQuality(env, HELD_OUT_QUERIES),
]);
print('Search quality', judged);
print('\nHeld out', heldOut);
if (values.misses) {
  printMisses(judged);
  console.log('\n--- held out ---');
  printMisses(heldOut);
}
