import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium); CHROMIUM_PATH overrides. No browser is ever downloaded. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) throw new Error('Chromium not found: install it (apt-get install chromium) or set CHROMIUM_PATH.');
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A 390 px phone with touch, in Bengaluru's language and time, as the phone journeys and the phone bench use. */
export const PHONE = { width: 390, height: 844 };

export function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
}

/** A fresh phone context and page; the page's errors are collected for the journey to check. */
export async function openPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newPhoneContext(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * Content-Security-Policy violations the pages of a context report (the product's CSP must never block its own
 * code; Lighthouse counts each report against Best Practices). Read the list at the end of a journey.
 */
export async function watchPolicyViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

/**
 * A server-rendered page starts its app at the visitor's first input (web/src/boot.ts), and has started it once the
 * entry has marked <html data-app>. A key that types nothing is that input, as a visitor's would be.
 */
async function startApp(page: Page): Promise<void> {
  const started = await page.evaluate(() => document.documentElement.hasAttribute('data-app'));
  if (!started) await page.keyboard.press('Shift');
}

/** Resolves once the screen for the page's current address has been shown and is interactive (see Layout's ScreenReady). */
async function screenShown(page: Page): Promise<void> {
  await startApp(page);
  await page.waitForFunction(() => document.documentElement.dataset.screen === location.pathname, undefined, { timeout: 15_000 });
}

/**
 * Opens a page and waits until its screen is hydrated: typing or clicking before that would land on server markup
 * whose controls do nothing yet.
 */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await screenShown(page);
}

/**
 * Waits for a navigation the page started (a link, a redirect) to show its new screen. The address changes as
 * soon as a link is followed, but the old screen stays up until the new one's code has loaded: a menu opened in
 * between would close under the journey's next click.
 */
export async function arrive(page: Page, url: string | RegExp): Promise<void> {
  await page.waitForURL(url);
  await screenShown(page);
}

/** The path of a public business of the seeded city, for journeys that open one. */
export async function aBusinessPath(baseUrl: string): Promise<string> {
  const search = await fetch(`${baseUrl}/api/business/search?q=restaurant&limit=1`);
  const { data } = (await search.json()) as { data: { businesses: { _id: string }[] } };
  return `/business/${data.businesses[0]?._id}`;
}
