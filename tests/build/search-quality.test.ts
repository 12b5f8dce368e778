import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLocalBindings } from '../../scripts/lib/local.ts';
import { seedDemoCity } from '../../scripts/seed/demo-city.ts';
import { measureQuality, type QualityReport } from '../../scripts/search-quality/measure.ts';
import { HELD_OUT_QUERIES } from '../../scripts/search-quality/held-out.ts';
import { JUDGED_QUERIES, type QueryKind } from '../../scripts/search-quality/queries.ts';

/*
 * The floor of search quality on the demo city (README, "Search quality"): the judged queries of
 * scripts/search-quality/queries.ts through the one box, precision of the top 3. The floors sit a little under what the
 * demo city gives today (2026-12-03: 95.1% overall), so a change that makes residents' searches worse fails here.
 */

const FLOORS: Record<QueryKind | 'overall', number> = {
  english: 0.93,
  'trade-place': 0.85,
  pincode: 0.88,
  hinglish: 0.94,
  devanagari: 0.95,
  kannada: 0.95,
  attribute: 0.85,
  typo: 0.93,
  overall: 0.92,
};

/** The held-out queries (scripts/search-quality/held-out.ts), overall: 88.1% on 2026-12-03. */
const HELD_OUT_FLOOR = 0.84;

const state = mkdtempSync(join(tmpdir(), 'citypages-quality-'));
let report: QualityReport;
let heldOut: QualityReport;

beforeAll(async () => {
  await seedDemoCity(state);
  [report, heldOut] = await withLocalBindings(state, async (env) => [
    await measureQuality(env, JUDGED_QUERIES),
    await measureQuality(env, HELD_OUT_QUERIES),
  ]);
}, 240_000);

afterAll(() => rmSync(state, { recursive: true, force: true }));

describe('search quality on the demo city', () => {
  it('finds the right category, place and attributes in the top 3, at least as often as the floors say', () => {
    const measured: Record<string, number> = {
      ...Object.fromEntries(Object.entries(report.byKind).map(([kind, { precision }]) => [kind, precision])),
      overall: report.overall,
    };
    const below = Object.entries(FLOORS).filter(([kind, floor]) => (measured[kind] ?? 0) < floor);
    expect(below.map(([kind, floor]) => `${kind}: ${((measured[kind] ?? 0) * 100).toFixed(1)}% < ${floor * 100}%`)).toEqual([]);
    expect(report.judged.length).toBeGreaterThanOrEqual(300);
  });

  it('does about as well on queries written apart from the lexicon', () => {
    expect(heldOut.judged.length).toBe(HELD_OUT_QUERIES.length);
    expect(heldOut.overall).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
  });
});
