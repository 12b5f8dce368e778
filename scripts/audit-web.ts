/**
 * `npm run audit:web`: Lighthouse (mobile) and axe-core on the main pages of a freshly seeded local server, with
 * Debian's Chromium. Writes reports/audit.md. A report, not a test: scores depend on the machine's load, so each
 * page is measured several times (AUDIT_RUNS, default 5) and the run with the median Performance score is reported,
 * as Lighthouse's own guidance on variability advises. `npm run audit:web -- --pages home,search,business` audits
 * only those pages (issue 14's three), by the names in the report, in lower case; each page is audited in English,
 * Kannada and Hindi (`--languages en,kn` for fewer).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { chromiumPath } from '../tests/e2e/browser.ts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, pathInLanguage } from '../worker/contracts/languages.ts';
import { buildWeb, ROOT } from './lib/local.ts';
import { serve } from './lib/server.ts';
import { DEFAULT_BUSINESSES, DEFAULT_SEED, seed } from './seed/index.ts';

const STATE_DIR = '.wrangler/audit-state';
const PORT = Number(process.env.AUDIT_PORT ?? 8797);
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 5));
const { values: options } = parseArgs({ options: { pages: { type: 'string' }, languages: { type: 'string' } } });
/** The languages each page is audited in (`--languages kn,hi`), by default all three (issue 38: 100 in each). */
const AUDITED_LANGUAGES = (options.languages?.split(',').map((language) => language.trim()) ?? [...LANGUAGES]).filter(isLanguage);
/** The pages to audit (`--pages a,b`), or every page. */
const ONLY = options.pages?.split(',').map((page) => page.trim().toLowerCase());
const PAGE_NAMES = ['home', 'search', 'business', 'categories', 'sign in'];
const unknown = ONLY?.filter((page) => !PAGE_NAMES.includes(page)) ?? [];
if (unknown.length > 0) throw new Error(`--pages: no page named ${unknown.join(', ')} (pages: ${PAGE_NAMES.join(', ')})`);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
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

type Lhr = RunnerResult['lhr'];

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Lighthouse runs of one page; the run with the median Performance score stands for the page. */
async function medianRun(url: string, port: number): Promise<{ lhr: Lhr; performances: number[] }> {
  const runs: Lhr[] = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      formFactor: 'mobile',
    });
    // A run whose trace broke (NO_NAVSTART and the like) has no scores: it is repeated, not counted.
    if (result && !result.lhr.runtimeError && result.lhr.categories.performance?.score != null) runs.push(result.lhr);
  }
  if (runs.length === 0) throw new Error(`Lighthouse could not measure ${url}`);
  runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return { lhr: runs[Math.floor(runs.length / 2)] as Lhr, performances: runs.map((lhr) => score(lhr, 'performance')) };
}

/** Best-practice audits that failed, by title (the score alone does not say what to fix). */
function failedPractices(lhr: Lhr): string[] {
  return (lhr.categories['best-practices']?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score !== 1)
    .map((ref) => lhr.audits[ref.id]?.title ?? ref.id);
}

rmSync(join(ROOT, STATE_DIR), { recursive: true, force: true });
console.log('Building and seeding…');
await buildWeb();
await seed({ stateDir: STATE_DIR, businesses: DEFAULT_BUSINESSES, seed: DEFAULT_SEED, reset: false, ifEmpty: false });
const server = await serve({ port: PORT, stateDir: STATE_DIR, quiet: true });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROME_FLAGS });
try {
  const search = (await (await fetch(`${server.url}/api/business/search?q=restaurant&limit=1`)).json()) as {
    data: { businesses: { _id: string }[] };
  };
  const businessId = search.data.businesses[0]?._id;
  const pages = (
    [
      ['Home', '/'],
      ['Search', '/search?query=restaurant'],
      ['Business', `/business/${businessId}`],
      ['Categories', '/categories'],
      ['Sign in', '/signin'],
    ] as [string, string][]
  )
    .filter(([name]) => !ONLY || ONLY.includes(name.toLowerCase()))
    .flatMap(([name, path]) =>
      AUDITED_LANGUAGES.map((language): [string, string] => [
        language === 'en' ? name : `${name} (${LANGUAGE_NAMES[language]})`,
        pathInLanguage(language, path),
      ]),
    );
  const rows: string[] = [];
  for (const [name, path] of pages) {
    const { lhr, performances } = await medianRun(`${server.url}${path}`, chrome.port);
    const scores = CATEGORIES.map((category) => score(lhr, category));
    const metrics = METRICS.map(([label, id]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
    const practices = failedPractices(lhr);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    let axe = await axeFindings(page);
    if (name === 'Business') {
      await page
        .getByRole('button', { name: /^share/i })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      axe += `; share dialog: ${await axeFindings(page)}`;
    }
    await context.close();
    rows.push(
      `| ${name} | \`${path}\` | ${scores.join(' | ')} | ${performances.join(', ')} | ${metrics} | ${axe}${practices.length > 0 ? `; failed practices: ${practices.join(', ')}` : ''} |`,
    );
    console.log(rows[rows.length - 1]);
  }
  const report = [
    '# Web audit',
    '',
    `- Date: ${new Date().toISOString()}; Lighthouse 13 (mobile emulation, simulated throttling; median of ${RUNS} runs per page) and axe-core on a local \`wrangler dev\``,
    '- Targets: Performance ≥ 95, Accessibility 100, Best Practices 100, SEO 100; no serious or critical axe violations.',
    '',
    '| Page | Path | Performance | Accessibility | Best Practices | SEO | Performance of each run | Metrics (median run) | axe-core |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- | --- | --- |',
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
