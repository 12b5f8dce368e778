import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The Worker as `npm run deploy` uploads it, bundled by wrangler itself (`wrangler deploy --dry-run`, offline) from
 * the production build (npm test builds first, the server renderer included). Issue 14: at most 400 KB gzip, which
 * keeps a cold start short and leaves room under the platform's size limit; issue 34's screens took it to 403.7 KB,
 * issue 35's search plan, the city's scripts and listing names in Kannada and Hindi to 405.3 KB, issue 36's reader of
 * one box (the gazetteer, the connecting words, the city's words and the chips of what was read) to 408.2 KB, and its
 * trade lexicon (its reader, the romanised spelling folder and the admin's trade words) to 411.3 KB, then the
 * attributes' words in three languages, widening and the second chance to 415.2 KB, then the corrections said and the
 * second chance by sound (transliteration of Devanagari and Kannada, decision 031) to 417.9 KB, and a widened page's
 * cheaper reads (rings bound to the widening, one ask of each lookup per request) to 418.2 KB. The lexicon's 4,000
 * words are data in D1, not in the bundle. Issue 39's OpenAPI document (zod-openapi, ~20 KB minified, and the notes of
 * 67 operations, built on an instance's first GET /api/openapi.json; zod's JSON Schema conversion was in already) added
 * 11.7 KB, and its reference screen, rendered on the server as a public page, about 2.5 KB (docs/decisions/038): 492 KB
 * in all with the words below (2026-12-06). Issue 39's nightly backup (worker/services/backup/, run by the hourly Cron
 * Trigger: the tables' plan, the pages, the checksums, the retention; the restore is not bundled), about 4.2 KB
 * (docs/decisions/041).
 */
const ROOT = join(import.meta.dirname, '../..');
const CODE_KB = 439;
/**
 * Issue 38: the server renderer renders a page in any of the three languages, so it holds every screen's texts in all
 * three (Kannada and Hindi take three bytes a letter, and compress less than English): what they may add. Every public
 * screen and the sign-in screens in three languages came to 41.1 KB; the e-mails in three languages (mail.json, which
 * only the Worker sends, docs/decisions/037) about 12 KB more: 473.1 KB in all (2026-12-05). The API reference's words
 * in three languages (developers.json), about 1.2 KB more.
 */
const LANGUAGES_KB = 58;
const BUDGET_BYTES = (CODE_KB + LANGUAGES_KB) * 1024;
const OUT = mkdtempSync(join(tmpdir(), 'citypages-worker-'));

afterAll(() => rmSync(OUT, { recursive: true, force: true }));

/** What wrangler would upload: every module it wrote, not the source map (uploaded apart) or its README. */
function uploadedModules(): string[] {
  return readdirSync(OUT).filter((file) => /\.(m?js|wasm)$/.test(file));
}

describe('Worker bundle', () => {
  it('is deployed minified, as the budget below measures it', () => {
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.deploy).toMatch(/\bwrangler deploy --minify\b/);
  });

  it(`stays within ${BUDGET_BYTES / 1024} KB of gzip as wrangler bundles it for upload`, async () => {
    await promisify(execFile)(
      join(ROOT, 'node_modules/.bin/wrangler'),
      ['deploy', '--dry-run', '--minify', '--outdir', OUT, '-c', 'wrangler.toml'],
      { cwd: ROOT, env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
    );
    const modules = uploadedModules();
    expect(modules).toContain('index.js');
    const bytes = modules.reduce((total, file) => total + gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length, 0);
    expect(bytes, `Worker bundle: ${(bytes / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(BUDGET_BYTES);
  }, 120_000);

  it('bundles into the server renderer only what the server renders, and shares zod and tRPC with the Worker', () => {
    const renderer = readFileSync(join(ROOT, 'web/dist-server/render.js'), 'utf8');
    // The same markers tests/build/bundle-budget.test.ts looks for: the owner portal, the chart and toast libraries.
    for (const marker of ['Could not open this listing', 'Save opening hours', 'uPlot', 'data-sonner-toaster']) {
      expect(renderer.includes(marker), `'${marker}' in web/dist-server/render.js`).toBe(false);
    }
    // A public screen is there, so the check above could have found the others.
    expect(renderer).toContain('Loading business details');
    for (const shared of ['zod', '@trpc/server']) expect(renderer, shared).toMatch(new RegExp(`from\\s*["']${shared}["']`));
  });
});
