import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aBusinessPath, arrive, launchBrowser, openPhone, visit } from './browser.ts';

/**
 * The service worker (web/src/sw/sw.ts, docs/decisions/026-service-worker.md) in Chromium at phone width: what a
 * visitor opened reads with the network switched off, and a new version waits for the visitor's 'Reload'.
 */
const baseUrl = inject('baseUrl');
/** docs/product.md §2.28 (web/src/sw/protocol.ts). */
const TEXTS = {
  offlineCopy: 'You’re offline. This is the page as saved on this phone',
  updateReady: 'A new version of CityPages is ready.',
  reload: 'Reload',
};

let browser: Browser;
let businessPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  businessPath = await aBusinessPath(baseUrl);
});

afterAll(async () => {
  await browser?.close();
});

/** The worker registers once the page has loaded and the browser is idle; from then on it answers the page's requests. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** Whether the worker has kept the page at `path` (its copy is what an offline visit reads). */
function kept(page: Page, path: string): Promise<boolean> {
  return page.evaluate((url) => caches.match(url).then(Boolean), `${baseUrl}${path}`);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** A profile's business name, from its title '{name} – {category} in {place} | CityPages' (the heading has badges too). */
const businessName = async (page: Page) => (await page.title()).split(' – ')[0]?.trim() ?? '';
/** A link whose text starts with `text`. */
const linkStarting = (page: Page, text: string) =>
  page.getByRole('link', { name: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

describe('offline (issue 34)', () => {
  it('reads the profiles, searches and favourites a visitor opened, and lists them on the offline page', async () => {
    const { context, page, errors } = await openPhone(browser);
    await visit(page, `${baseUrl}/signin`);
    await controlled(page);
    await page.getByLabel('Email Address').fill('demo@example.in');
    await page.getByLabel('Password', { exact: true }).fill('citypages-demo');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/signin');

    // A profile opened as a page, made a favourite.
    await visit(page, `${baseUrl}${businessPath}`);
    const name = await businessName(page);
    expect(name).not.toBe('');
    // An earlier run may have left it a favourite: the profile's toggle says which, once the account's answer is in.
    await page.waitForLoadState('networkidle');
    const remove = page.getByRole('button', { name: 'Remove from favourites', exact: true });
    if (!(await remove.count())) {
      await page.getByRole('button', { name: 'Add to favourites', exact: true }).click();
      await expect.poll(() => remove.count(), { timeout: 10_000 }).toBe(1);
    }

    // A search, and a profile reached from it inside the app (no page load: the app reports it to the worker).
    const searchPath = '/search?query=restaurant';
    await visit(page, `${baseUrl}${searchPath}`);
    const other = page.locator(`main a[href^="/business/"]:not([href="${businessPath}"])`).first();
    const otherPath = (await other.getAttribute('href')) ?? '';
    // A click event, as a tap sends: the card's stretched link sits under the fixed header once scrolled to.
    await other.dispatchEvent('click');
    await arrive(page, `${baseUrl}${otherPath}`);
    await expect.poll(() => heading(page).count(), { timeout: 15_000 }).toBe(1);
    const otherName = await businessName(page);
    await expect.poll(() => kept(page, otherPath), { timeout: 15_000 }).toBe(true);

    await visit(page, `${baseUrl}/favorites`);
    const favourites = page.getByRole('list', { name: 'Favourite businesses' });
    await expect.poll(() => favourites.getByText(name, { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => kept(page, businessPath)).toBe(true);
    await expect.poll(() => kept(page, searchPath)).toBe(true);

    await context.setOffline(true);

    await visit(page, `${baseUrl}${businessPath}`);
    expect(await heading(page).textContent()).toContain(name);
    expect(await page.getByRole('status').filter({ hasText: TEXTS.offlineCopy }).count(), 'the copy says it is one').toBe(1);

    await visit(page, `${baseUrl}${otherPath}`);
    expect(await heading(page).textContent()).toContain(otherName);

    await visit(page, `${baseUrl}${searchPath}`);
    await expect.poll(() => page.locator(`main a[href="${otherPath}"]`).count()).toBeGreaterThan(0);

    await visit(page, `${baseUrl}/favorites`);
    await expect.poll(() => favourites.getByText(name, { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // A page never opened: the offline page, with what is kept.
    const response = await page.goto(`${baseUrl}/locations`);
    expect(response?.status()).toBe(503);
    expect(await heading(page).textContent()).toBe('You’re offline');
    await expect.poll(() => page.getByRole('link', { name: 'My Favourites' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Search: restaurant' }).getAttribute('href')).toBe(searchPath);
    expect(await linkStarting(page, name).getAttribute('href')).toBe(businessPath);
    expect(await linkStarting(page, otherName).getAttribute('href')).toBe(otherPath);
    await linkStarting(page, otherName).click();
    await page.waitForURL(`${baseUrl}${otherPath}`);
    expect(await heading(page).textContent()).toContain(otherName);

    // Signing out forgets the account's favourites on this phone.
    await context.setOffline(false);
    await visit(page, baseUrl);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const signedOut = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('auth.logout'));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await signedOut;
    await context.setOffline(true);
    await expect
      .poll(async () => {
        await page.goto(`${baseUrl}/locations`);
        return page.getByRole('link', { name: 'My Favourites' }).count();
      })
      .toBe(0);
    const privateAnswers = await page.evaluate(async () => {
      const kept = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()));
      return kept.flat().filter((request) => new URL(request.url).pathname.startsWith('/__sw/private/')).length;
    });
    expect(privateAnswers, 'no account’s answers are kept').toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a new version (issue 34)', () => {
  it('waits for the visitor to choose Reload, then takes over', async () => {
    const { context, page, errors } = await openPhone(browser);
    // A deploy changes the worker's bytes at its address, which Chromium fetches past the test's routes. So the new
    // version here is the same file at another address (a new worker to the browser, which compares bytes only at the
    // same address), and once it is out, the page's own registration names that address, as it would name /sw.js.
    await context.addInitScript(() => {
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (url, options) =>
        register(sessionStorage.getItem('next-version') && String(url) === '/sw.js' ? '/sw.js?next-version' : url, options);
    });
    await visit(page, baseUrl);
    await controlled(page);
    const controller = () => page.evaluate(() => new URL(navigator.serviceWorker.controller?.scriptURL ?? '', location.href).search);
    expect(await controller()).toBe('');

    await page.evaluate(() => {
      sessionStorage.setItem('next-version', 'yes');
      return navigator.serviceWorker.register('/sw.js');
    });
    const prompt = page.getByRole('status').filter({ hasText: TEXTS.updateReady });
    await expect.poll(() => prompt.count(), { timeout: 20_000 }).toBe(1);
    await page.waitForTimeout(1_000);
    expect(await controller(), 'the old version stays until the visitor chooses').toBe('');
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting?.state))).toBe(
      'installed',
    );

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: TEXTS.reload }).click()]);
    await expect.poll(controller, { timeout: 15_000 }).toBe('?next-version');
    expect(await prompt.count()).toBe(0);
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting ?? null)),
    ).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
