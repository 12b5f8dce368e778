import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { arrive, launchBrowser, visit } from './browser.ts';

const baseUrl = inject('baseUrl');
/** The seed's demo accounts (README). */
const PASSWORD = 'citypages-demo';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function api<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function signIn(page: Page, email: string) {
  await visit(page, `${baseUrl}/signin`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await arrive(page, `${baseUrl}/`);
}

describe('the admin area in Chromium', () => {
  it('an owner adds a business, the admin approves it from the queue, and a visitor then finds it by name', async () => {
    // The owner adds a listing through the documented REST door (the owner journey drives the same through the screens).
    const owner = await api<{ token: string }>('POST', '/users/login', { body: { email: 'owner@example.in', password: PASSWORD } });
    const name = `Queue Approved Darshini ${Date.now()}`;
    const added = await api<{ data: { business: { id: string } } }>('POST', '/owner/businesses', {
      token: owner.body.token,
      body: {
        name,
        category: 'restaurant',
        description: 'Idli, vada and filter coffee standing at the counter, from six in the morning.',
        address: '3, 4th Main, Malleswaram',
        pincode: '560003',
        phone: '98450 77321',
      },
    });
    expect(added.status).toBe(201);
    const id = added.body.data.business.id;
    const search = async () =>
      (
        await api<{ data: { businesses: { _id: string }[] } }>('GET', `/business/search?q=${encodeURIComponent(name)}`)
      ).body.data.businesses.map((card) => card._id);
    expect(await search()).not.toContain(id);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, 'admin@example.in');
    await page.getByRole('link', { name: 'Admin' }).first().click();
    await arrive(page, /\/admin$/);

    // Listings wait oldest first: page through the listings until the new one shows.
    const item = page.locator('article', { has: page.getByRole('heading', { name: `New listing: ${name}`, exact: false }) });
    for (let pageNumber = 1; pageNumber <= 10 && (await item.count()) === 0; pageNumber++) {
      await visit(page, `${baseUrl}/admin?type=listing${pageNumber > 1 ? `&page=${pageNumber}` : ''}`);
      await page
        .getByRole('heading', { name: /^New listing: / })
        .first()
        .waitFor();
    }
    await item.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(0);

    // Public: a visitor finds it by name within the 30 seconds a visitor's search may take its lookups from what the
    // Worker read (docs/decisions/020-recent-lookups.md; the search before the approval asked them), and its profile
    // opens at once.
    await expect.poll(search, { timeout: 45_000, interval: 1_000 }).toContain(id);
    const visitor = await browser.newPage();
    await visit(visitor, `${baseUrl}/business/${id}`);
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    await visitor.close();

    expect(errors).toEqual([]);
    await context.close();
    // The screens and up to half a minute's wait for the search.
  }, 120_000);
});
