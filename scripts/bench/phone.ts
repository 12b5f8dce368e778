/**
 * `npm run bench:phone`: how soon the first tap on a control answers on a cheap phone, in Chromium throttled as one
 * (4× slower CPU, 1.6 Mbps down, 750 kbps up, 150 ms round trips, a 390 px touch screen), on a freshly seeded local
 * server. For each control it times, from the touch, the first frame that shows the tap was taken (the control says it
 * is busy, or the answer shows) and the first frame that shows its answer, on a **first visit** (empty
 * cache, the page opened from a link) and the **next page** of a visit (the same page opened in full after the home
 * page, whose app the visitor had started). The visitor reads for a second after the page has loaded, then taps; a
 * form is filled just before its button is tapped. Median of RUNS (default 5). Writes bench/phone.md.
 * A report, not a test: it asserts nothing about the figures.
 *   --runs N      runs per cell (default 5)
 *   --reuse       keep .wrangler/phone-state when it already holds a seeded city
 *   --only TEXT   only the controls whose name contains TEXT
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPhoneContext, PHONE } from '../../tests/e2e/browser.ts';
import { buildWeb, ROOT } from '../lib/local.ts';
import { serve } from '../lib/server.ts';
import { DEFAULT_BUSINESSES, DEFAULT_SEED, seed } from '../seed/index.ts';

const STATE_DIR = '.wrangler/phone-state';
const PORT = Number(process.env.BENCH_PHONE_PORT ?? 8796);
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, reuse: { type: 'boolean', default: false }, only: { type: 'string' } },
});
const RUNS = Math.max(1, Number(values.runs));

/** The slow-phone profile of issue 34 (Chrome DevTools' units: bytes per second, milliseconds). */
const THROTTLE = { cpuRate: 4, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };
/** How long the visitor looks at a loaded page before the tap. */
const READING_MS = 1000;
/** A tap that has not answered by then is reported as such. */
const GIVE_UP_MS = 20_000;

interface Control {
  name: string;
  /** The page the control is on. */
  path: (businessPath: string) => string;
  /** What the visitor does just before the tap (fills the form the control sends). */
  prepare?: (page: Page) => Promise<void>;
  tap: (page: Page) => Promise<void>;
  /** What the tap's answer is (ANSWERS in watchForAnswer, checked in the page on every frame, across navigations). */
  answered: 'results' | 'filters' | 'share' | 'sent';
}

const EVERY_CONTROL: Control[] = [
  {
    name: 'Home: SEARCH NOW',
    path: () => '/',
    prepare: (page) => page.getByLabel('What are you looking for?').fill('restaurant'),
    tap: (page) => page.getByRole('button', { name: /search now/i }).tap(),
    answered: 'results',
  },
  {
    name: 'Search: Filters',
    path: () => '/search?query=restaurant',
    tap: (page) =>
      page
        .getByRole('button', { name: /filters/i })
        .or(page.locator('summary', { hasText: /filters/i }))
        .first()
        .tap(),
    answered: 'filters',
  },
  {
    name: 'Profile: Share',
    path: (businessPath) => businessPath,
    tap: (page) => page.getByRole('button', { name: 'Share', exact: true }).first().tap(),
    answered: 'share',
  },
  {
    name: 'Profile: Send',
    path: (businessPath) => businessPath,
    prepare: async (page) => {
      await page.getByLabel('Your Name').fill('Asha Rao');
      await page.getByLabel('Email Address').fill('asha@example.in');
      await page.locator('#enquiry-message').fill('Is there parking for a two-wheeler?');
    },
    tap: (page) => page.getByRole('button', { name: 'Send Enquiry' }).tap(),
    answered: 'sent',
  },
];
const CONTROLS = EVERY_CONTROL.filter((control) => !values.only || control.name.toLowerCase().includes(values.only.toLowerCase()));

/**
 * Each document of the tab watches for the answer on every frame and notes the first moment it is there, in the
 * tab's sessionStorage, so a tap that navigates is timed on the page it lands on. The platform's share sheet, when a
 * page asks for it, counts as an answer too. Source text, not a function:
 * the bundler's helpers (tsx names functions) do not exist in the page.
 */
function watchForAnswer(answered: Control['answered']): string {
  return `(() => {
  let shared = false;
  const shows = (element) => element.getBoundingClientRect().height > 0;
  const ANSWERS = {
    results: () => location.pathname === '/search' && /Found [\\d,]+ results/.test(document.body.innerText),
    // The panel's toggle says it is open (a button's aria-expanded, or a <details> that works without the app).
    filters: () => Array.from(document.querySelectorAll('[aria-expanded="true"], details[open] > summary')).some((toggle) => /filters/i.test(toggle.textContent || '')),
    share: () => shared || Array.from(document.querySelectorAll('[role="dialog"]')).some(shows),
    // The confirmation, or the form's alert: five sends from one address in ten minutes meet the rate limit (§6.1).
    sent: () => /Message Sent!/.test(document.body.innerText) || Array.from(document.querySelectorAll('#enquiry [role="alert"]')).some(shows),
  };
  const check = ANSWERS[${JSON.stringify(answered)}];
  // The tap is the moment the finger touched, by the event's own clock: not when the driver began looking for the
  // control (its checks take frames on a slowed page), nor when a busy main thread got round to the listener.
  let touched = null;
  addEventListener('touchstart', (event) => {
    if (!sessionStorage.getItem('bench:armed') || sessionStorage.getItem('bench:tapped')) return;
    sessionStorage.setItem('bench:tapped', String(Math.round(performance.timeOrigin + event.timeStamp)));
    touched = event.target instanceof Element ? event.target : null;
  }, { capture: true, passive: true });
  // The first sign that the tap was taken: the control says it is busy (aria-busy), or the answer itself.
  const busy = () => Boolean(touched?.closest('[aria-busy="true"]'));
  const frame = () => {
    if (sessionStorage.getItem('bench:armed') && document.body) {
      const now = String(Date.now());
      const answered = !sessionStorage.getItem('bench:answered') && check();
      if (answered) sessionStorage.setItem('bench:answered', now);
      if (!sessionStorage.getItem('bench:taken') && (answered || busy())) sessionStorage.setItem('bench:taken', now);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // Chrome on Android, the phone this stands for, has a share sheet; headless Chromium on Linux has none, so the page is
  // given one that answers at once, and its being asked for is the tap's answer.
  navigator.share = async () => { shared = true; };
})();`;
}

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latency,
    downloadThroughput: THROTTLE.downloadThroughput,
    uploadThroughput: THROTTLE.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuRate });
  return page;
}

async function newPhone(browser: Browser, answered: Control['answered']): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPhoneContext(browser);
  await context.addInitScript({ content: watchForAnswer(answered) });
  return { context, page: await throttled(context) };
}

/** Opens the page, lets the visitor read it, prepares, taps, and returns how long the answer took (ms). */
/** From the touch: when the tap was seen to be taken (busy or answered), and when it was answered (ms). */
interface Timing {
  taken: number;
  answered: number;
}
const NO_ANSWER: Timing = { taken: Number.POSITIVE_INFINITY, answered: Number.POSITIVE_INFINITY };

async function timeTap(page: Page, url: string, control: Control): Promise<Timing> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(READING_MS);
  await control.prepare?.(page);
  await page.evaluate(() => sessionStorage.setItem('bench:armed', '1'));
  const tappedAt = Date.now();
  await control.tap(page);
  const deadline = tappedAt + GIVE_UP_MS;
  for (;;) {
    const [answered, touched, taken] = await page
      .evaluate(() => ['bench:answered', 'bench:tapped', 'bench:taken'].map((key) => sessionStorage.getItem(key)))
      .catch(() => [null, null, null]);
    const from = touched ? Number(touched) : tappedAt;
    if (answered) return { taken: Number(taken ?? answered) - from, answered: Number(answered) - from };
    if (Date.now() > deadline) {
      const where = await page.evaluate(() => `${location.href}: ${document.body.innerText.slice(0, 300)}`).catch(() => 'unknown');
      console.error(`${control.name}: no answer in ${GIVE_UP_MS / 1000} s, at ${where.replace(/\s+/g, ' ')}`);
      return NO_ANSWER;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function firstVisit(browser: Browser, baseUrl: string, control: Control, businessPath: string): Promise<Timing> {
  const { context, page } = await newPhone(browser, control.answered);
  try {
    return await timeTap(page, `${baseUrl}${control.path(businessPath)}`, control);
  } finally {
    await context.close();
  }
}

async function nextPage(browser: Browser, baseUrl: string, control: Control, businessPath: string): Promise<Timing> {
  const { context, page } = await newPhone(browser, control.answered);
  try {
    await page.goto(baseUrl, { waitUntil: 'load' });
    // The visitor's first input on the home page starts its app, as any would.
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => document.documentElement.dataset.screen === '/', undefined, { timeout: GIVE_UP_MS });
    await page.waitForLoadState('networkidle');
    return await timeTap(page, `${baseUrl}${control.path(businessPath)}`, control);
  } finally {
    await context.close();
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-IN')} ms` : 'no answer');

if (!values.reuse || !existsSync(join(ROOT, STATE_DIR))) {
  rmSync(join(ROOT, STATE_DIR), { recursive: true, force: true });
  await buildWeb();
  await seed({ stateDir: STATE_DIR, businesses: DEFAULT_BUSINESSES, seed: DEFAULT_SEED, reset: false, ifEmpty: false });
} else await buildWeb();
const server = await serve({ port: PORT, stateDir: STATE_DIR, quiet: true });
const browser = await launchBrowser();
const rows: string[] = [];
try {
  const search = await fetch(`${server.url}/api/business/search?q=restaurant&limit=1`);
  const { data } = (await search.json()) as { data: { businesses: { _id: string }[] } };
  const businessPath = `/business/${data.businesses[0]?._id}`;
  for (const control of CONTROLS) {
    const first: Timing[] = [];
    const next: Timing[] = [];
    for (let run = 0; run < RUNS; run++) {
      first.push(await firstVisit(browser, server.url, control, businessPath));
      next.push(await nextPage(browser, server.url, control, businessPath));
    }
    const cell = (timings: Timing[]) =>
      `${ms(median(timings.map((timing) => timing.taken)))}, ${ms(median(timings.map((timing) => timing.answered)))}`;
    const every = (timings: Timing[]) => timings.map((timing) => ms(timing.answered)).join(', ');
    const row = `| ${control.name} | ${cell(first)} | ${cell(next)} | ${every(first)} | ${every(next)} |`;
    console.log(row);
    rows.push(row);
  }
} finally {
  await browser.close();
  await server.stop();
}

const report = [
  '# First tap on a cheap phone',
  '',
  `\`npm run bench:phone\`, ${new Date().toISOString().slice(0, 10)}: Chromium at ${PHONE.width} px with touch, CPU ${THROTTLE.cpuRate}× slower,`,
  `1.6 Mbps down, 750 kbps up, ${THROTTLE.latency} ms round trips; the seeded city of ${DEFAULT_BUSINESSES.toLocaleString('en-IN')} businesses.`,
  `From the touch (the touchstart event's time) to the first frame that shows the tap was taken (the control says it is`,
  `busy, or the answer shows) and to the first frame that shows its answer, median of ${RUNS}; the visitor reads for`,
  `${READING_MS / 1000} s after load.`,
  'First visit: empty cache. Next page: the same page opened in full after the home page, whose app had started.',
  '',
  '| Control | First visit: taken, answered | Next page: taken, answered | First visit, answered in every run | Next page, answered in every run |',
  '| ------- | ----------- | --------- | ---------------------- | -------------------- |',
  ...rows,
  '',
].join('\n');
mkdirSync(join(ROOT, 'bench'), { recursive: true });
if (!values.only) writeFileSync(join(ROOT, 'bench/phone.md'), report);
console.log(report);
