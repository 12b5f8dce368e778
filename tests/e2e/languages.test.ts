import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aBusinessPath, arrive, launchBrowser, PHONE, visit } from './browser.ts';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A fresh context per journey; page errors and React's complaints (a hydration mismatch) fail it. */
async function open(viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    ...(viewport ? { viewport } : {}),
    locale: 'kn-IN',
    timezoneId: 'Asia/Kolkata',
    // axe is injected as a script the page's CSP (no inline script) would refuse.
    bypassCSP: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

describe('the product in Kannada and Hindi', () => {
  it('opens in Kannada, takes input on the server-rendered page, and stays in Kannada from link to link', async () => {
    const { context, page, errors } = await open();
    await visit(page, `${baseUrl}/kn/`);
    expect(await page.getAttribute('html', 'lang')).toBe('kn-IN');
    const main = page.getByRole('navigation', { name: 'ಮುಖ್ಯ' });
    await main.getByRole('link', { name: 'ವರ್ಗಗಳು' }).click();
    await arrive(page, `${baseUrl}/kn/categories`);
    await expect.poll(() => page.getByRole('navigation', { name: 'ಮುಖ್ಯ' }).count()).toBe(1);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('switches to Hindi on the same page from the footer, as a page of its own', async () => {
    const { context, page, errors } = await open();
    await visit(page, `${baseUrl}/kn/categories`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'हिन्दी' }).click();
    await arrive(page, `${baseUrl}/hi/categories`);
    expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
    expect(await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'श्रेणियाँ' }).count()).toBe(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await arrive(page, `${baseUrl}/categories`);
    expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('works on a phone: the bottom bar and the menu speak Hindi', async () => {
    const { context, page, errors } = await open(PHONE);
    await visit(page, `${baseUrl}/hi/`);
    const bar = page.getByRole('navigation', { name: 'नीचे की पट्टी' });
    expect(await bar.getByRole('link', { name: 'व्यवसाय' }).count()).toBe(1);
    await page.getByRole('button', { name: 'मेनू खोलें' }).click();
    const menu = page.getByRole('dialog', { name: 'मेनू' });
    await menu.getByRole('link', { name: 'इलाक़े' }).click();
    await arrive(page, `${baseUrl}/hi/locations`);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('searches in Kannada, opens a profile and sends an enquiry, all in Kannada', async () => {
    const { context, page, errors } = await open();
    await visit(page, `${baseUrl}/kn/`);
    const keyword = page.getByLabel('ನೀವು ಏನನ್ನು ಹುಡುಕುತ್ತಿದ್ದೀರಿ?');
    await keyword.fill('ರೆಸ್ಟೋರೆಂಟ್');
    await keyword.press('Enter');
    await arrive(page, /\/kn\/search\?query=/);
    const details = page.getByRole('link', { name: 'ವಿವರಗಳನ್ನು ನೋಡಿ' });
    await expect.poll(() => details.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await details.first().click();
    await arrive(page, /\/kn\/business\/[a-z0-9]+$/);
    await expect.poll(() => page.getByRole('heading', { name: 'ವಿಚಾರಣೆ ಕಳುಹಿಸಿ' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByLabel('ನಿಮ್ಮ ಹೆಸರು').fill('ಆಶಾ ರಾವ್');
    await page.getByLabel('ಇಮೇಲ್ ವಿಳಾಸ').fill('asha.kn@example.in');
    await page.locator('#enquiry-message').fill('ಈ ಶನಿವಾರ 6 ಜನರಿಗೆ ಟೇಬಲ್ ಕಾಯ್ದಿರಿಸಬಹುದೇ?');
    await page.getByRole('button', { name: 'ವಿಚಾರಣೆ ಕಳುಹಿಸಿ' }).click();
    await expect.poll(() => page.getByText('ಸಂದೇಶ ಕಳುಹಿಸಲಾಗಿದೆ!').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('signs up in Hindi with the code e-mailed in Hindi, and stays in Hindi', async () => {
    const { context, page, errors } = await open();
    const email = `hindi.${Date.now()}@example.in`;
    await visit(page, `${baseUrl}/hi/signup`);
    await page.getByLabel('पूरा नाम').fill('सुनीता शर्मा');
    await page.getByLabel('ईमेल पता').fill(email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill('a-good-password');
    await page.getByLabel('पासवर्ड की पुष्टि करें', { exact: true }).fill('a-good-password');
    await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await arrive(page, /\/hi\/verify-otp\?email=/);
    const outbox = (await (await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      data: { messages: { subject: string; text: string }[] };
    };
    // The mail is in the language of the page the sign-up was made on, its link to the Hindi page.
    expect(outbox.data.messages[0]?.subject).toMatch(/[\u0900-\u097F]/);
    expect(outbox.data.messages[0]?.text).toContain('/hi/verify-email/');
    const code = /(\d{6})/.exec(outbox.data.messages[0]?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('वेरिफ़िकेशन कोड').fill(code as string);
    await page.getByRole('button', { name: 'वेरिफ़ाई करें' }).click();
    await arrive(page, /\/hi\/?$/);
    expect(await page.getAttribute('html', 'lang')).toBe('hi-IN');
    await expect.poll(() => page.getByRole('button', { name: /सुनीता शर्मा/ }).count(), { timeout: 10_000 }).toBe(1);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('lets an owner edit the hours in Kannada, and the Kannada profile says so in its own words', async () => {
    // The demo owner's other public listing: tests/e2e/owner.test.ts edits the first one's hours at the same time.
    const login = (await (
      await fetch(`${baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@example.in', password: 'citypages-demo' }),
      })
    ).json()) as { token: string };
    const mine = (await (
      await fetch(`${baseUrl}/api/owner/businesses`, { headers: { authorization: `Bearer ${login.token}` } })
    ).json()) as { data: { businesses: { id: string; isPublic: boolean; counts: { reviews: number } }[] } };
    const listing = mine.data.businesses.filter((business) => business.isPublic && business.counts.reviews > 0).at(-1);
    if (!listing) throw new Error('the seed gives the demo owner no public listing');

    const { context, page, errors } = await open(PHONE);
    await visit(page, `${baseUrl}/kn/business-login`);
    await page.getByLabel('ಇಮೇಲ್ ವಿಳಾಸ').fill('owner@example.in');
    await page.getByLabel('ಪಾಸ್‌ವರ್ಡ್', { exact: true }).fill('citypages-demo');
    await page.getByRole('button', { name: 'ಸೈನ್ ಇನ್ ಮಾಡಿ', exact: true }).click();
    await arrive(page, `${baseUrl}/kn/owner`);

    await visit(page, `${baseUrl}/kn/owner/businesses/${listing.id}/hours`);
    const closed = page.getByRole('checkbox', { name: 'ಮುಚ್ಚಿರುತ್ತದೆ' });
    await closed.first().waitFor();
    if (await closed.first().isChecked()) await closed.first().uncheck();
    // Open round the clock every day: saved, said in Kannada, and the Kannada profile says so in its own words.
    await page.getByLabel('ತೆರೆಯುತ್ತದೆ', { exact: true }).first().fill('00:00');
    await page.getByLabel('ಮುಚ್ಚುತ್ತದೆ', { exact: true }).first().fill('00:00');
    await page.getByRole('button', { name: /ಸೋಮವಾರದ ಸಮಯವನ್ನು ಎಲ್ಲ ದಿನಗಳಿಗೂ ನಕಲಿಸಿ/ }).click();
    await page.getByRole('button', { name: 'ತೆರೆಯುವ ಸಮಯ ಉಳಿಸಿ' }).click();
    await expect.poll(() => page.getByText('ತೆರೆಯುವ ಸಮಯ ಉಳಿಸಲಾಗಿದೆ').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const visitor = await context.newPage();
    await expect
      .poll(
        async () => {
          await visit(visitor, `${baseUrl}/kn/business/${listing.id}`);
          return visitor.getByTestId('opening-line').innerText();
        },
        { timeout: 15_000 },
      )
      .toContain('ದಿನದ 24 ಗಂಟೆಯೂ ತೆರೆದಿರುತ್ತದೆ');
    expect(await visitor.getByTestId('opening-line').innerText()).not.toMatch(/Open|Closes|Opens/);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('finds nothing serious for axe on the home, search and business pages in Kannada and Hindi', async () => {
    const business = await aBusinessPath(baseUrl);
    const { context, page } = await open();
    const found: Record<string, string[]> = {};
    for (const language of ['kn', 'hi']) {
      for (const path of ['/', '/search?query=restaurant', business]) {
        const address = `/${language}${path}`;
        await visit(page, `${baseUrl}${address}`);
        await page.waitForLoadState('networkidle');
        await page.addScriptTag({ path: AXE_SCRIPT });
        found[address] = await page.evaluate(async () => {
          type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
          const axe = (window as unknown as { axe: { run: (context: Document) => Promise<Result> } }).axe;
          return (await axe.run(document)).violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map(
              (violation) =>
                `${violation.id} (${violation.nodes
                  .map((node) => node.target.join(' '))
                  .slice(0, 3)
                  .join(', ')})`,
            );
        });
      }
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((address) => [address, []])));
    expect(Object.keys(found)).toHaveLength(6);
    await context.close();
  });
});
