import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aBusinessPath, launchBrowser, visit } from './browser.ts';

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

/**
 * US spellings the product never writes (it is en-IN: favourites, colour, centre, organise…), as whole words in any
 * case. Words a business may rightly be named with are left to the seed's own test.
 */
const US_SPELLINGS = [
  'favorite',
  'favorites',
  'favorited',
  'color',
  'colors',
  'colored',
  'center',
  'centers',
  'centered',
  'neighborhood',
  'neighborhoods',
  'neighbor',
  'neighbors',
  'organize',
  'organized',
  'organizes',
  'organizing',
  'organization',
  'organizations',
  'canceled',
  'canceling',
  'analyze',
  'analyzed',
  'analyzes',
];
const US_SPELLING = new RegExp(`\\b(?:${US_SPELLINGS.join('|')})\\b`, 'gi');
/**
 * A phone number as a screen might write it: ten or more digits in groups of two or more, split by single spaces or
 * hyphens, with or without +91 ('+91 80 4718 2500', '08022857014', '98450-12345'); a pincode or a count is shorter.
 */
const PHONE_CANDIDATE = /(?<![\w+])(?:\+91[ \u00a0-]?)?\d{2,}(?:[ \u00a0-]\d{2,})*(?![\d])/g;
/** Pincodes side by side ('560034 560095') are not a phone number. */
const PINCODES = /^\d{6}(?:[ \u00a0-]\d{6})+$/;
/** docs/product.md §4.6: the one way a number is shown. */
const PHONE_FORMAT = /^\+91 \d{5} \d{5}$/;

/**
 * What a visitor reads on the page (its text, the tab's title and the names of its controls) that is not en-IN, or a
 * phone number not written '+91 98450 12345'; each with the words around it, so a failure says which text it was.
 */
async function wordingProblems(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => [
    document.title,
    document.body.innerText,
    ...Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')).map((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? '').join(' '),
    ),
  ]);
  const problems = new Set<string>();
  const around = (text: string, index: number, length: number) =>
    text
      .slice(Math.max(0, index - 30), index + length + 30)
      .replace(/\s+/g, ' ')
      .trim();
  for (const text of texts) {
    for (const match of text.matchAll(US_SPELLING))
      problems.add(`US spelling "${match[0]}" in "${around(text, match.index, match[0].length)}"`);
    for (const match of text.matchAll(PHONE_CANDIDATE)) {
      const digits = match[0].replace(/\D/g, '').length;
      if (digits < 10 || digits > 13 || PHONE_FORMAT.test(match[0]) || PINCODES.test(match[0])) continue;
      problems.add(`phone "${match[0]}" not as +91 98450 12345 in "${around(text, match.index, match[0].length)}"`);
    }
  }
  return [...problems];
}

/** Every screen's findings empty: the same keys as `found`, so a screen that was never reached still shows. */
const noneFor = (found: Record<string, string[]>) => Object.fromEntries(Object.keys(found).map((key) => [key, []]));

/** axe's findings and the wording's, by screen: `inspect` reads both on the screen the page shows now. */
function screens(page: Page) {
  const axe: Record<string, string[]> = {};
  const wording: Record<string, string[]> = {};
  const inspect = async (name: string) => {
    axe[name] = await seriousViolations(page);
    wording[name] = await wordingProblems(page);
  };
  return { axe, wording, inspect };
}

async function settled(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await visit(page, `${baseUrl}${path}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
}

describe('accessibility (axe-core) and wording (en-IN, one phone format) of the screens and open dialogs', () => {
  it('has no serious or critical violations', async () => {
    // axe is injected as a script, which the product's CSP rightly refuses: this context alone bypasses it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    const { axe: found, wording, inspect } = screens(page);
    const detailsLink = (p: Page) =>
      expect.poll(() => p.getByRole('link', { name: 'View Details' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await settled(page, '/', (p) => expect.poll(() => p.getByLabel('What are you looking for?').count()).toBe(1));
    await inspect('home');
    await settled(page, '/search?query=restaurant', detailsLink);
    await inspect('search');
    await settled(page, '/categories', (p) =>
      expect.poll(() => p.getByRole('link', { name: /restaurant/i }).count(), { timeout: 15_000 }).toBeGreaterThan(0),
    );
    await inspect('categories');
    await settled(page, '/signin', (p) => expect.poll(() => p.getByRole('button', { name: 'Sign In' }).count()).toBeGreaterThan(0));
    await inspect('signin');

    await settled(page, '/search?query=dentist', detailsLink);
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await expect.poll(() => page.getByRole('heading', { name: 'Send Enquiry' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await inspect('business');
    await page
      .getByRole('button', { name: /^share/i })
      .first()
      .click();
    await expect.poll(() => page.getByRole('dialog').locator('canvas, img').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await inspect('shareDialog');

    await context.close();
    expect({ axe: found, wording }).toEqual({
      axe: { home: [], search: [], categories: [], signin: [], business: [], shareDialog: [] },
      wording: noneFor(found),
    });
  });

  it('speaks en-IN and writes every phone one way on the screens the other walks leave out, at phone width', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-IN' });
    const page = await context.newPage();
    const wording: Record<string, string[]> = {};
    const read = async (name: string, path: string, ready: (p: Page) => Promise<unknown>) => {
      await settled(page, path, ready);
      wording[name] = await wordingProblems(page);
    };
    const heading = (p: Page) => expect.poll(() => p.getByRole('heading', { level: 1 }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const first = async <T>(path: string, pick: (data: T) => string | undefined) =>
      pick(((await (await fetch(`${baseUrl}${path}`)).json()) as { data: T }).data);
    const category = await first<{ categories: { slug: string }[] }>('/api/business/categories', (data) => data.categories[0]?.slug);
    const locality = await first<{ locations: { slug: string }[] }>('/api/business/locations', (data) => data.locations[0]?.slug);

    await read('home', '/', heading);
    await read('businesses', '/businesses', heading);
    await read('category', `/categories/${category}`, heading);
    await read('locations', '/locations', heading);
    await read('locality', `/locations/${locality}`, heading);
    await read('search, filtered to nothing', '/search?query=restaurant&rating=4&openNow=true&priceRange=4', heading);
    await read('business', await aBusinessPath(baseUrl), heading);
    await read('contact', '/contact', heading);
    await read('signup', '/signup', heading);
    await read('forgotPassword', '/forgot-password', heading);
    await read('verifyOtp', '/verify-otp?email=someone%40example.in', heading);
    await read('notFound', '/no-such-page', heading);

    await signIn(context, 'demo@example.in');
    await read('favourites', '/favorites', heading);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    wording.menu = await wordingProblems(page);

    await context.close();
    expect(wording).toEqual({
      home: [],
      businesses: [],
      category: [],
      locations: [],
      locality: [],
      'search, filtered to nothing': [],
      business: [],
      contact: [],
      signup: [],
      forgotPassword: [],
      verifyOtp: [],
      notFound: [],
      favourites: [],
      menu: [],
    });
  }, 180_000);

  it('has none on the account page, on each tab and in the deletion dialog', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    // The seeded demo user (README), signed in through the API so this test reads no mail.
    await signIn(context, 'demo@example.in');
    const { axe: found, wording, inspect } = screens(page);
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
      await inspect(tab);
    }
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
    await inspect('deleteDialog');

    await context.close();
    expect({ axe: found, wording }).toEqual({
      axe: { profile: [], security: [], reviews: [], favorites: [], data: [], deleteDialog: [] },
      wording: noneFor(found),
    });
  });

  it('has none in the admin area: each section, the dialog that asks for a reason, and the catalogue’s editors', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signIn(context, 'admin@example.in');
    const { axe: found, wording, inspect } = screens(page);
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
      await inspect(section || '/queue');
    }
    await settled(page, '/admin?type=listing', (p) =>
      expect.poll(() => p.getByRole('button', { name: 'Reject', exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0),
    );
    await page.getByRole('button', { name: 'Reject', exact: true }).first().click();
    await page.getByRole('dialog').waitFor();
    await inspect('rejectDialog');

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
      await inspect(dialog);
    }

    await context.close();
    expect({ axe: found, wording }).toEqual({
      axe: {
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
      },
      wording: noneFor(found),
    });
  }, 120_000);

  it('has none in the owner portal: the business login, adding a business, my listings and each tab of a listing', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const page = await context.newPage();
    const { axe: found, wording, inspect } = screens(page);
    await settled(page, '/business-login', (p) => expect.poll(() => p.getByRole('button', { name: 'Sign In' }).count()).toBeGreaterThan(0));
    await inspect('businessLogin');

    // The seeded demo owner (README), signed in through the API.
    const token = await signIn(context, 'owner@example.in');
    const mine = await fetch(`${baseUrl}/api/owner/businesses`, { headers: { authorization: `Bearer ${token}` } });
    // One with reviews, for the reviews tab: the admin journey, which may run first, approves one of this owner's without.
    const listing = (
      (await mine.json()) as { data: { businesses: { id: string; isPublic: boolean; counts: { reviews: number } }[] } }
    ).data.businesses.find((business) => business.isPublic && business.counts.reviews > 0);
    expect(listing).toBeDefined();

    await settled(page, '/owner', (p) => expect.poll(() => p.getByRole('link', { name: /Add a business/ }).count()).toBeGreaterThan(0));
    await inspect('myListings');
    await settled(page, '/add-business', (p) => expect.poll(() => p.getByRole('button', { name: /Continue/ }).count()).toBeGreaterThan(0));
    await inspect('addBusiness');
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
      await inspect(tab || '/details');
    }

    await context.close();
    expect({ axe: found, wording }).toEqual({
      axe: {
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
      },
      wording: noneFor(found),
    });
  }, 120_000);
});
