import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { png } from '../worker/support/images.ts';
import { arrive, launchBrowser, visit } from './browser.ts';

const baseUrl = inject('baseUrl');
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
/** The seed's demo owner (README, scripts/seed): public listings with reviews and enquiries, and one pending. */
const OWNER = { email: 'owner@example.in', password: 'citypages-demo' };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});

/** The portal's screens at phone width, for people to look at (tests/e2e/screenshots, as journeys.test.ts does). */
async function screenshot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

afterAll(async () => {
  await browser?.close();
});

async function api<T>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      // Every call of this file from its own address: the enquiry's per-address limit must not meet the journey's.
      'cf-connecting-ip': `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

interface Listing {
  id: string;
  name: string;
  status: string;
  isPublic: boolean;
  counts: { reviews: number };
}

/**
 * The demo owner's first public listing with reviews, read through the documented REST door. With reviews: the admin
 * journey, which may run first, approves a new listing of this owner that has none.
 */
async function publicListing(): Promise<Listing> {
  const login = await api<{ token: string }>('POST', '/users/login', { body: OWNER });
  expect(login.status).toBe(200);
  const mine = await api<{ data: { businesses: Listing[] } }>('GET', '/owner/businesses', { token: login.body.token });
  const listing = mine.body.data.businesses.find((business) => business.isPublic && business.counts.reviews > 0);
  if (!listing) throw new Error('the seed gives the demo owner no public listing with reviews');
  return listing;
}

/** The open badge of the public profile, as a visitor sees it after a fresh load. */
async function publicOpenBadge(page: Page, id: string): Promise<string> {
  await visit(page, `${baseUrl}/business/${id}`);
  const badge = page
    .locator('h1')
    .locator('xpath=..')
    .getByText(/^(Open Now|Closed)$/);
  await badge.first().waitFor();
  return (await badge.first().textContent())?.trim() ?? '';
}

describe('the owner portal in Chromium', () => {
  it('adds a business, changes hours and sees open-now follow, uploads a photo, reads a new enquiry and answers a review', async () => {
    const listing = await publicListing();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // The owners' sign-in lands in the portal.
    await visit(page, `${baseUrl}/business-login`);
    await page.getByLabel('Email Address').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await arrive(page, `${baseUrl}/owner`);
    await page.getByRole('heading', { name: listing.name }).first().waitFor();
    await screenshot(page, 'owner-listings-phone');

    // Add a business: the duplicate check first, then the whole listing, which waits for approval.
    await page
      .getByRole('link', { name: /Add a business/ })
      .first()
      .click();
    await arrive(page, /\/add-business$/);
    const name = `Journey Filter Coffee ${Date.now()}`;
    await page.getByLabel('Business name').fill(name);
    await page.getByLabel('Pincode').fill('560095');
    await page.getByLabel('Phone').fill('98450 77123');
    await page.getByRole('button', { name: /Continue/ }).click();
    const form = page.getByRole('form', { name: 'New listing' });
    await form.waitFor();
    await screenshot(page, 'owner-add-business-phone');
    await form.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    await form.getByLabel('Description', { exact: true }).fill('Filter coffee, idli and vada from six in the morning, made fresh all day.');
    await form.getByLabel('Address', { exact: true }).fill('14, 80 Feet Road, Koramangala');
    await form.getByRole('button', { name: 'Add business' }).click();
    await arrive(page, /\/owner\/businesses\/[a-z0-9]+$/);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('Waiting for approval').first().waitFor();

    // Hours: closed every day, then open around the clock; the public profile follows each save at once.
    await visit(page, `${baseUrl}/owner/businesses/${listing.id}/hours`);
    const closedBoxes = page.getByRole('checkbox', { name: 'Closed' });
    await closedBoxes.first().waitFor();
    for (let day = 0; day < 7; day++) {
      const box = closedBoxes.nth(day);
      if (!(await box.isChecked())) await box.check();
    }
    await page.getByRole('button', { name: 'Save opening hours' }).click();
    await page.getByText('Opening hours saved').first().waitFor();
    const visitor = await context.newPage();
    expect(await publicOpenBadge(visitor, listing.id)).toBe('Closed');

    await closedBoxes.first().uncheck();
    await page.getByLabel('Opens').first().fill('00:00');
    await page.getByLabel('Closes').first().fill('00:00');
    await page.getByRole('button', { name: /Copy Monday to all days/ }).click();
    await page.getByRole('button', { name: 'Save opening hours' }).click();
    await expect.poll(() => page.getByText('Opening hours saved').count()).toBeGreaterThan(0);
    await screenshot(page, 'owner-hours-phone');
    await expect.poll(() => publicOpenBadge(visitor, listing.id), { timeout: 15_000 }).toBe('Open Now');

    // A photo: uploaded with its progress shown, then in the listing's photos.
    await visit(page, `${baseUrl}/owner/businesses/${listing.id}/photos`);
    const before = (
      await api<{ data: { photos: unknown[] } }>('GET', `/owner/businesses/${listing.id}/media`, { token: await ownerToken() })
    ).body.data.photos.length;
    await page
      .getByLabel(/Add photos/)
      .setInputFiles({ name: 'counter.png', mimeType: 'image/png', buffer: Buffer.from(png({ width: 400, height: 300 })) });
    await expect
      .poll(
        async () =>
          (await api<{ data: { photos: unknown[] } }>('GET', `/owner/businesses/${listing.id}/media`, { token: await ownerToken() })).body
            .data.photos.length,
        {
          timeout: 15_000,
        },
      )
      .toBe(before + 1);

    // An enquiry a visitor sends arrives in the inbox under New.
    const message = `Do you deliver to HSR Layout? ${Date.now()}`;
    const sent = await api('POST', `/business/public/${listing.id}/enquiry`, {
      body: { name: 'Meera Iyer', email: 'meera.journey@example.in', phone: '98860 22222', message },
    });
    expect(sent.status).toBe(201);
    await visit(page, `${baseUrl}/owner/businesses/${listing.id}/enquiries`);
    await page.getByText(message).waitFor();
    await screenshot(page, 'owner-enquiries-phone');

    // A reply to a review, public at once as the business's.
    await visit(page, `${baseUrl}/owner/businesses/${listing.id}/reviews`);
    await page.getByRole('button', { name: 'Write a reply' }).first().click();
    const reply = `Thank you for visiting us! ${Date.now()}`;
    await page.getByLabel('Your reply').fill(reply);
    await page.getByRole('button', { name: 'Publish reply' }).click();
    await page.getByText('Reply published').first().waitFor();
    await screenshot(page, 'owner-reviews-phone');
    await visit(page, `${baseUrl}/owner/businesses/${listing.id}/analytics`);
    await page.getByText('Views count the people who open', { exact: false }).first().waitFor();
    await screenshot(page, 'owner-analytics-phone');
    await visit(page, `${baseUrl}/owner/businesses/${listing.id}`);
    await page.getByRole('button', { name: /Save/ }).first().waitFor();
    await screenshot(page, 'owner-details-phone');
    const reviews = await api<{ data: { reviews: { businessResponse: { content: string; respondedBy: string } | null }[] } }>(
      'GET',
      `/reviews/business/${listing.id}?limit=50`,
    );
    expect(reviews.body.data.reviews.map((review) => review.businessResponse?.content)).toContain(reply);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('what a listing offers, as its owner sets it', () => {
  it('ticks home visits in the portal, and a visitor’s one-box search for them finds the listing, said as a chip', async () => {
    const listing = await publicListing();
    const owner = await ownerToken();
    const homeVisit = async () =>
      (await api<{ data: { business: { homeVisit: boolean } } }>('GET', `/owner/businesses/${listing.id}`, { token: owner })).body.data
        .business.homeVisit;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();
    await visit(page, `${baseUrl}/business-login`);
    await page.getByLabel('Email Address').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await arrive(page, `${baseUrl}/owner`);

    const found = async () => {
      const visitor = await context.newPage();
      await visit(visitor, `${baseUrl}/search?query=${encodeURIComponent(`${listing.name} home visit`)}`);
      await visitor.getByRole('button', { name: 'Remove Home visit' }).waitFor();
      const names = await visitor.getByRole('heading', { level: 3 }).allTextContents();
      await visitor.close();
      return names.some((name) => name.includes(listing.name));
    };
    const save = async (checked: boolean) => {
      await visit(page, `${baseUrl}/owner/businesses/${listing.id}`);
      await page.getByLabel('Visits customers at home').setChecked(checked);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(homeVisit, { timeout: 15_000 }).toBe(checked);
    };

    if (await homeVisit()) await save(false);
    expect(await found()).toBe(false);
    await save(true);
    expect(await found()).toBe(true);
    await context.close();
  });
});

let token: string | undefined;
async function ownerToken(): Promise<string> {
  token ??= (await api<{ token: string }>('POST', '/users/login', { body: OWNER })).body.token;
  return token;
}
