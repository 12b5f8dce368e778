/**
 * `npm run audit:web`: Lighthouse (mobile) and axe-core on the main pages of a freshly seeded local server, with
 * Debian's Chromium. Writes reports/audit.md. A report, not a test: scores depend on the machine's load.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { chromiumPath } from '../tests/e2e/browser.ts';
import { buildWeb, ROOT } from './lib/local.ts';
import { serve } from './lib/server.ts';
import { DEFAULT_BUSINESSES, DEFAULT_SEED, seed } from './seed/index.ts';

const STATE_DIR = '.wrangler/audit-state';
const PORT = Number(process.env.AUDIT_PORT ?? 8797);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
}

async function axeFindings(page: Page): Promise<string> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations.map((v) => ({ id: v.id, impact: v.impact }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return serious.length === 0 ? `none serious (${violations.length} minor)` : serious.map((v) => `${v.impact}: ${v.id}`).join(', ');
}

rmSync(join(ROOT, STATE_DIR), { recursive: true, force: true });
console.log('Building and seeding…');
await buildWeb();
await seed({ stateDir: STATE_DIR, businesses: DEFAULT_BUSINESSES, seed: DEFAULT_SEED, reset: false, ifEmpty: false });
const server = await serve({ port: PORT, stateDir: STATE_DIR, quiet: true });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROME_FLAGS });
try {
  const search = (await (await fetch(`${server.url}/api/business/search?q=restaurant&limit=1`)).json()) as { data: { businesses: { _id: string }[] } };
  const businessId = search.data.businesses[0]?._id;
  const pages: [string, string][] = [
    ['Home', '/'],
    ['Search', '/search?query=restaurant'],
    ['Business', `/business/${businessId}`],
    ['Categories', '/categories'],
    ['Sign in', '/signin'],
  ];
  const rows: string[] = [];
  for (const [name, path] of pages) {
    const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], formFactor: 'mobile' });
    const scores = CATEGORIES.map((category) => Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    let axe = await axeFindings(page);
    if (name === 'Business') {
      await page.getByRole('button', { name: /^share/i }).first().click();
      await page.getByRole('dialog').waitFor();
      axe += `; share dialog: ${await axeFindings(page)}`;
    }
    await context.close();
    rows.push(`| ${name} | \`${path}\` | ${scores.join(' | ')} | ${axe} |`);
    console.log(rows[rows.length - 1]);
  }
  const report = [
    '# Web audit',
    '',
    `- Date: ${new Date().toISOString()}; Lighthouse ${'13'} (mobile emulation, simulated throttling) and axe-core on a local \`wrangler dev\``,
    '- Targets: Performance ≥ 95, Accessibility 100, Best Practices 100, SEO 100; no serious or critical axe violations.',
    '',
    '| Page | Path | Performance | Accessibility | Best Practices | SEO | axe-core |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
  ].join('\n');
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  writeFileSync(join(ROOT, 'reports/audit.md'), report);
  console.log('\nWrote reports/audit.md');
} finally {
  await browser.close();
  chrome.kill();
  await server.stop();
}
