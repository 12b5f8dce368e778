import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { arrive, launchBrowser, openPhone, PHONE, visit } from './browser.ts';

/** Search and home on a phone: no dead ends, results that fit, and a position asked for only when the visitor asks. */

const baseUrl = inject('baseUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const resultsHeading = (page: Page) => page.locator('#search-results-heading');

describe('search and home on a 390 px phone', () => {
  it('fits three results in a screen, and closes the filters after a choice, saying the new count', async () => {
    const { context, page, errors } = await openPhone(browser);
    await visit(page, `${baseUrl}/search?query=restaurant`);
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    const boxes = await Promise.all([0, 1, 2].map(async (n) => (await cards.nth(n).boundingBox()) ?? { y: 0, height: Infinity }));
    const [first, , third] = boxes as [{ y: number; height: number }, unknown, { y: number; height: number }];
    // From the top of the first card to the bottom of the third: less than one screen.
    expect(third.y + third.height - first.y).toBeLessThan(PHONE.height);

    // A <summary>, which the browser opens before the app runs.
    const filters = page.locator('summary', { hasText: /^Filters/ });
    const isOpen = () => filters.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
    await filters.click();
    await expect.poll(isOpen).toBe(true);
    await page.getByLabel('Open now').click();
    await arrive(page, /openNow=true/);
    // The panel made way for the results; its button has the focus and says how many there are now.
    await expect.poll(isOpen).toBe(false);
    // Read together: until the new search answers, the heading may still show the old count, then none.
    const sayTheSameCount = async () => {
      const count = /Found ([\d,+]+) results?/.exec((await resultsHeading(page).textContent()) ?? '')?.[1];
      return count !== undefined && ((await filters.textContent()) ?? '').includes(`· ${count} result`);
    };
    await expect.poll(sayTheSameCount, { timeout: 15_000 }).toBe(true);
    expect(await filters.evaluate((summary) => summary === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers to let go of the filter that hid every match, and letting go of it finds them', async () => {
    const { context, page, errors } = await openPhone(browser);
    await visit(page, `${baseUrl}/search?query=restaurant&location=Atlantis&openNow=true`);
    await expect.poll(() => resultsHeading(page).textContent(), { timeout: 15_000 }).toContain('Found 0 results');
    // Open now was not what hid them: only the place is offered, and with both gone, all of them.
    const remove = page.getByRole('button', { name: /^Remove 'Atlantis' — [\d,+]+ results?$/ });
    expect(await remove.count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Remove 'Open now'/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Clear all filters — [\d,+]+ results?$/ }).count()).toBe(1);
    expect(await page.getByText('Check your spelling').count()).toBe(0);

    const promised = /— ([\d,+]+) results?$/.exec((await remove.textContent()) ?? '')?.[1];
    await remove.click();
    await page.waitForURL((url) => !url.search.includes('location=') && url.search.includes('openNow=true'));
    await expect.poll(() => resultsHeading(page).textContent(), { timeout: 15_000 }).toContain(`Found ${promised} result`);
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    expect(await resultsHeading(page).evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads the trade and the place typed into the one box, shows them as chips, and letting go of the place searches wider', async () => {
    const { context, page, errors } = await openPhone(browser);
    await visit(page, `${baseUrl}/search`);
    await page.getByLabel('What are you looking for?').fill('restaurant in kormangala');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await arrive(page, /query=restaurant\+in\+kormangala/);
    const heading = resultsHeading(page);
    await expect
      .poll(() => heading.textContent(), { timeout: 15_000 })
      .toMatch(/^Found [\d,+]+ results? for "Restaurant" in Koramangala( · [\d,]+ more within \d+ km)?$/);
    const inKoramangala = Number(/Found ([\d,]+)/.exec((await heading.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
    const chips = page.getByRole('group', { name: 'What we searched for' });
    expect(await chips.textContent()).toBe('SearchingRestaurantKoramangalaSearch for “restaurant in kormangala” as typed');

    // The trade stays, as the category filter it was read as; the place goes.
    await page.getByRole('button', { name: 'Remove Koramangala' }).click();
    await page.waitForURL((url) => new URL(url).searchParams.get('category') === 'restaurant' && !new URL(url).searchParams.has('query'));
    await expect.poll(() => heading.textContent(), { timeout: 15_000 }).toMatch(/^Found [\d,+]+ results?$/);
    const everywhere = Number(/Found ([\d,]+)/.exec((await heading.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
    expect(everywhere).toBeGreaterThan(inKoramangala);
    expect(await chips.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks the browser for the visitor's position only when they tap 'Use my location'", async () => {
    const { context, page, errors } = await openPhone(browser);
    await context.addInitScript(() => {
      const asked = { count: 0 };
      (window as unknown as { positionAsked: typeof asked }).positionAsked = asked;
      const ask = Geolocation.prototype.getCurrentPosition;
      Geolocation.prototype.getCurrentPosition = function (...args: Parameters<typeof ask>) {
        asked.count += 1;
        return ask.apply(this, args);
      };
    });
    const asked = () => page.evaluate(() => (window as unknown as { positionAsked: { count: number } }).positionAsked.count);
    await visit(page, baseUrl);
    await page.mouse.wheel(0, 600);
    await page.getByLabel('What are you looking for?').fill('dosa');
    await page.waitForLoadState('networkidle');
    expect(await asked()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Top-rated in Bengaluru' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(asked).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
