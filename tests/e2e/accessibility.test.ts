import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, visit } from './browser.ts';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical findings on what the page shows now (deterministic, unlike a score). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** Signs one of the seed's demo accounts (README) in for every page of `context`, as the app stores a session. */
async function signIn(context: BrowserContext, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'citypages-demo' }),
  });
  const { token, data } = (await response.json()) as { token: string; data: { user: unknown } };
  await context.addInitScript(
    ([storedToken, user]) => {
      localStorage.setItem('userToken', storedToken);
      localStorage.setItem('user', user);
    },
    [token, JSON.stringify(data.user)] as const,
  );
  return token;
}

async function settled(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await visit(page, `${baseUrl}${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
}

describe('accessibility (axe-core) of the main screens and open dialogs', () => {
  it('has no serious or critical violations', async () => {
    // axe is injected as a script, which the product's CSP rightly refuses: this context alone bypasses it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    const detailsLink = (p: Page) =>
      expect.poll(() => p.getByRole('link', { name: 'View Details' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await settled(page, '/', (p) => expect.poll(() => p.getByLabel('What are you looking for?').count()).toBe(1));
    found.home = await seriousViolations(page);
    await settled(page, '/search?query=restaurant', detailsLink);
    found.search = await seriousViolations(page);
    await settled(page, '/categories', (p) =>
      expect.poll(() => p.getByRole('link', { name: /restaurant/i }).count(), { timeout: 15_000 }).toBeGreaterThan(0),
    );
    found.categories = await seriousViolations(page);
    await settled(page, '/signin', (p) => expect.poll(() => p.getByRole('button', { name: 'Sign In' }).count()).toBeGreaterThan(0));
    found.signin = await seriousViolations(page);

    await settled(page, '/search?query=dentist', detailsLink);
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await expect.poll(() => page.getByRole('heading', { name: 'Send Enquiry' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    found.business = await seriousViolations(page);
    await page
      .getByRole('button', { name: /^share/i })
      .first()
      .click();
    await expect.poll(() => page.getByRole('dialog').locator('canvas, img').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    found.shareDialog = await seriousViolations(page);

    await context.close();
    expect(found).toEqual({ home: [], search: [], categories: [], signin: [], business: [], shareDialog: [] });
  });

  it('has none on the account page, on each tab and in the deletion dialog', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    // The seeded demo user (README), signed in through the API so this test reads no mail.
    await signIn(context, 'demo@example.in');
    const found: Record<string, string[]> = {};
    for (const [tab, ready] of [
      ['profile', 'Save profile'],
      ['security', 'Change password'],
      ['reviews', null],
      ['favorites', null],
      ['data', 'Download my data'],
    ] as const) {
      await settled(page, `/account?tab=${tab}`, (p) =>
        ready
          ? expect.poll(() => p.getByRole('button', { name: ready }).count(), { timeout: 15_000 }).toBeGreaterThan(0)
          : expect.poll(() => p.getByRole('tab', { selected: true }).count(), { timeout: 15_000 }).toBe(1),
      );
      found[tab] = await seriousViolations(page);
    }
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
    found.deleteDialog = await seriousViolations(page);

    await context.close();
    expect(found).toEqual({ profile: [], security: [], reviews: [], favorites: [], data: [], deleteDialog: [] });
  });

  it('has none in the admin area: each section, the dialog that asks for a reason, and the catalogue’s editors', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signIn(context, 'admin@example.in');
    const found: Record<string, string[]> = {};
    for (const [section, heading] of [
      ['', 'Queue'],
      ['/businesses', 'Businesses'],
      ['/reviews', 'Reviews'],
      ['/messages', 'Messages'],
      ['/users', 'Users'],
      ['/categories', 'Categories'],
      ['/localities', 'Localities'],
      ['/campaigns', 'Campaigns'],
      ['/quicklinks', 'Quick links'],
      ['/audit', 'Audit log'],
    ] as const) {
      await settled(page, `/admin${section}`, (p) =>
        expect.poll(() => p.getByRole('heading', { name: heading }).count(), { timeout: 15_000 }).toBeGreaterThan(0),
      );
      found[section || '/queue'] = await seriousViolations(page);
    }
    await settled(page, '/admin?type=listing', (p) =>
      expect.poll(() => p.getByRole('button', { name: 'Reject', exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0),
    );
    await page.getByRole('button', { name: 'Reject', exact: true }).first().click();
    await page.getByRole('dialog').waitFor();
    found.rejectDialog = await seriousViolations(page);

    for (const [section, button, dialog] of [
      ['/categories', 'Add category', 'Add a category'],
      ['/localities', 'Add locality', 'Add a locality'],
      ['/campaigns', 'Add campaign', 'Add a campaign'],
    ] as const) {
      await settled(page, `/admin${section}`, (p) =>
        expect.poll(() => p.getByRole('button', { name: button, exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0),
      );
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByRole('dialog', { name: dialog }).waitFor();
      found[dialog] = await seriousViolations(page);
    }

    await context.close();
    expect(found).toEqual({
      '/queue': [],
      '/businesses': [],
      '/reviews': [],
      '/messages': [],
      '/users': [],
      '/categories': [],
      '/localities': [],
      '/campaigns': [],
      '/quicklinks': [],
      '/audit': [],
      rejectDialog: [],
      'Add a category': [],
      'Add a locality': [],
      'Add a campaign': [],
    });
  });

  it('has none in the owner portal: the business login, adding a business, my listings and each tab of a listing', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    await settled(page, '/business-login', (p) => expect.poll(() => p.getByRole('button', { name: 'Sign In' }).count()).toBeGreaterThan(0));
    found.businessLogin = await seriousViolations(page);

    // The seeded demo owner (README), signed in through the API.
    const token = await signIn(context, 'owner@example.in');
    const mine = await fetch(`${baseUrl}/api/owner/businesses`, { headers: { authorization: `Bearer ${token}` } });
    // One with reviews, for the reviews tab: the admin journey, which may run first, approves one of this owner's without.
    const listing = (
      (await mine.json()) as { data: { businesses: { id: string; isPublic: boolean; counts: { reviews: number } }[] } }
    ).data.businesses.find((business) => business.isPublic && business.counts.reviews > 0);
    expect(listing).toBeDefined();

    await settled(page, '/owner', (p) => expect.poll(() => p.getByRole('link', { name: /Add a business/ }).count()).toBeGreaterThan(0));
    found.myListings = await seriousViolations(page);
    await settled(page, '/add-business', (p) => expect.poll(() => p.getByRole('button', { name: /Continue/ }).count()).toBeGreaterThan(0));
    found.addBusiness = await seriousViolations(page);
    for (const [tab, ready] of [
      ['', /Save/],
      ['/hours', /Save opening hours/],
      ['/photos', /Add photos/],
      ['/enquiries', /New/],
      ['/reviews', /Write a reply|Edit reply/],
      ['/analytics', /7 days|30 days/],
      ['/history', /Every change to this listing|Nothing recorded yet/],
    ] as const) {
      await settled(page, `/owner/businesses/${listing?.id}${tab}`, (p) =>
        expect.poll(() => p.getByText(ready).count(), { timeout: 15_000 }).toBeGreaterThan(0),
      );
      found[tab || '/details'] = await seriousViolations(page);
    }

    await context.close();
    expect(found).toEqual({
      businessLogin: [],
      myListings: [],
      addBusiness: [],
      '/details': [],
      '/hours': [],
      '/photos': [],
      '/enquiries': [],
      '/reviews': [],
      '/analytics': [],
      '/history': [],
    });
  });
});
