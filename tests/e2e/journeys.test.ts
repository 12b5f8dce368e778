import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { arrive, launchBrowser, visit } from './browser.ts';

const baseUrl = inject('baseUrl');
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

/** A fresh context per journey; page errors fail the journey. */
async function open(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Navigation is a transition: the URL changes before the new screen shows. Wait for the profile itself. */
async function businessLoaded(page: Page) {
  await expect.poll(() => page.getByRole('heading', { name: 'Send Enquiry' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

async function screenshot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

describe('visitor journeys in Chromium', () => {
  it('searches from home, filters, opens a business and sends an enquiry that continues on WhatsApp', async () => {
    const { context, page, errors } = await open();
    // A WhatsApp chat opened by the page itself would be a new tab on an outside site: record any, to see there is none.
    await page.addInitScript(() => {
      (window as unknown as { openedUrls: string[] }).openedUrls = [];
      window.open = ((url: string) => {
        (window as unknown as { openedUrls: string[] }).openedUrls.push(String(url));
        return null;
      }) as typeof window.open;
    });
    await visit(page, baseUrl);
    await screenshot(page, 'home-desktop');
    const keyword = page.getByLabel('What are you looking for?');
    await keyword.fill('restaurant');
    await keyword.press('Enter');
    await arrive(page, /\/search\?query=restaurant/);
    // A broad word's total may be a floor ('50+ results', decision 019).
    await expect.poll(() => page.getByRole('heading', { name: /Found [\d,]+\+? results/ }).count(), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'search-desktop');

    await page.locator('summary', { hasText: /filters/i }).click();
    // The filter lives in the URL: the box shows ticked once the navigation (a transition) commits.
    const openNow = page.getByLabel(/open now/i);
    await openNow.click();
    await arrive(page, /openNow=true/);
    await expect.poll(() => openNow.isChecked()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'View Details' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const openBadges = await page.getByText('Open Now', { exact: true }).count();
    expect(openBadges).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'View Details' }).first().click();
    await arrive(page, /\/business\/[a-z0-9]+$/);
    await businessLoaded(page);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(name.length).toBeGreaterThan(0);
    await screenshot(page, 'business-desktop');

    await page.getByLabel('Your Name').fill('Asha Rao');
    await page.getByLabel('Email Address').fill('asha@example.in');
    await page.locator('#enquiry-message').fill('Do you take table bookings for 6 this Saturday?');
    await page.getByRole('button', { name: /send enquiry/i }).click();
    await expect.poll(() => page.getByText('Message Sent!').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // The chat opens only from the visitor's tap, and only to the number the listing gives for WhatsApp.
    const listing = (await (await fetch(`${baseUrl}/api/business/public/${page.url().split('/').pop()}`)).json()) as {
      data: { business: { whatsapp: string | null } };
    };
    const chat = page.getByRole('link', { name: 'Continue on WhatsApp (opens in a new tab)' });
    if (listing.data.business.whatsapp) {
      const url = new URL((await chat.getAttribute('href')) as string);
      expect(url.origin).toBe('https://wa.me');
      expect(url.pathname).toBe(`/${listing.data.business.whatsapp.replace(/\D/g, '')}`);
      expect(url.searchParams.get('text')).toContain('Do you take table bookings for 6 this Saturday?');
    } else {
      expect(await chat.count()).toBe(0);
      expect(await page.getByText('They will answer by e-mail or phone.').count()).toBe(1);
    }
    expect(await page.evaluate(() => (window as unknown as { openedUrls: string[] }).openedUrls)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('browses categories, one category, then a business', async () => {
    const { context, page, errors } = await open();
    await visit(page, `${baseUrl}/categories`);
    await expect.poll(() => page.getByRole('link', { name: /restaurant/i }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'categories-desktop');
    await page
      .getByRole('link', { name: /restaurant/i })
      .first()
      .click();
    await arrive(page, /\/categories\/restaurant$/);
    await expect.poll(() => page.getByRole('link', { name: 'View Details' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'category-desktop');
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await arrive(page, /\/business\//);
    await businessLoaded(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('browses locations and one location backed by real businesses', async () => {
    const { context, page, errors } = await open();
    await visit(page, `${baseUrl}/locations`);
    await expect.poll(() => page.getByRole('link', { name: /koramangala/i }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'locations-desktop');
    await visit(page, `${baseUrl}/locations/koramangala`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toMatch(/Koramangala/);
    await expect.poll(() => page.getByRole('link', { name: 'View Details' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'location-desktop');
    await visit(page, `${baseUrl}/locations/atlantis`);
    await expect.poll(() => page.getByText('Location not found').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shares a business with a locally generated QR code', async () => {
    const { context, page, errors } = await open();
    await visit(page, `${baseUrl}/search?query=dentist`);
    await expect.poll(() => page.getByRole('link', { name: 'View Details' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await arrive(page, /\/business\//);
    await businessLoaded(page);
    await page
      .getByRole('button', { name: /^share/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => dialog.locator('canvas, img').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshot(page, 'share-dialog-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works on a 375 px phone: bottom bar and full-screen menu', async () => {
    const { context, page, errors } = await open(PHONE);
    await visit(page, baseUrl);
    await screenshot(page, 'home-phone');
    const bar = page.getByRole('navigation', { name: 'Bottom' });
    expect(await bar.isVisible()).toBe(true);
    await bar.getByRole('link', { name: 'Categories' }).click();
    await arrive(page, /\/categories$/);
    // Navigation is a transition: the bar shows the new route once its screen has loaded.
    await expect.poll(() => bar.getByRole('link', { name: 'Categories' }).getAttribute('aria-current'), { timeout: 10_000 }).toBe('page');
    await screenshot(page, 'categories-phone');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(await menu.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    await screenshot(page, 'menu-phone');
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await visit(page, `${baseUrl}/search?query=restaurant&location=Koramangala`);
    // On a phone a card is a compact row that links by its name (and as a whole); 'View Details' waits for wider screens.
    const names = page.getByRole('article').getByRole('heading', { level: 3 }).getByRole('link');
    await expect.poll(() => names.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'View Details' }).count()).toBe(0);
    await screenshot(page, 'search-phone');
    await names.first().click();
    await arrive(page, /\/business\//);
    await businessLoaded(page);
    await screenshot(page, 'business-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows link-preview bots a business page with its name and rating, without JavaScript', async () => {
    const search = await fetch(`${baseUrl}/api/business/search?q=restaurant&limit=1`);
    const { data } = (await search.json()) as { data: { businesses: { _id: string; name: string }[] } };
    const business = data.businesses[0];
    expect(business).toBeDefined();
    const response = await fetch(`${baseUrl}/business/${business?._id}`, { headers: { 'user-agent': 'WhatsApp/2.24' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain(business?.name.replace(/&/g, '&amp;'));
    // The seeded city has no photos of its businesses, and a preview shows none rather than another's picture
    // (tests/worker/pages.test.ts holds the photo of a business that has one).
    expect(html).not.toContain('<meta property="og:image"');
    expect(html).toContain('application/ld+json');
  });
});
