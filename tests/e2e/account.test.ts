import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { arrive, launchBrowser, visit } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function api(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { token?: string; data?: { user?: { name: string } } } };
}

/** A verified account, through the documented REST calls and the dev outbox (development keeps whole messages). */
async function verifiedAccount(email: string, password: string) {
  expect((await api('POST', '/users/register', { name: 'Leaving Person', email, password, confirmPassword: password })).status).toBe(201);
  const outbox = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { data } = (await outbox.json()) as { data: { messages: { text: string }[] } };
  const otp = /verification code is (\d{6})/.exec(data.messages[0]?.text ?? '')?.[1];
  expect((await api('POST', '/users/verify-otp', { email, otp })).status).toBe(200);
}

describe('the account page in Chromium', () => {
  it('signs in, renames the account, then deletes it; the address can sign up again', async () => {
    const email = `leaving.${Date.now()}@example.in`;
    const password = 'a-password-to-forget';
    await verifiedAccount(email, password);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await visit(page, `${baseUrl}/signin`);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await arrive(page, `${baseUrl}/`);

    await page.getByRole('button', { name: /Leaving Person/ }).click();
    await page.getByRole('link', { name: 'My account' }).click();
    await arrive(page, /\/account$/);
    await page.getByRole('heading', { name: 'My account' }).waitFor();

    await page.getByLabel('Full Name').fill('Renamed Person');
    await page.getByLabel('Mobile number (optional)').fill('98450 62210');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Signed in as Renamed Person', { exact: false }).waitFor();
    // The header follows, and the server has it.
    await page.getByRole('button', { name: /Renamed Person/ }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('userToken'));
    const me = await api('GET', '/users/me', undefined, token ?? '');
    expect(me.body.data?.user).toMatchObject({ name: 'Renamed Person', phone: '+919845062210' });

    // The number as every screen writes it.
    expect(await page.getByLabel('Mobile number (optional)').inputValue()).toBe('+91 98450 62210');

    // At a phone's width every tab shows whole: none past the screen's edge, and no row to scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const tabs = await page.getByRole('tab').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { name: element.textContent, left: box.left, right: box.right, whole: element.scrollWidth <= element.clientWidth };
      }),
    );
    expect(tabs.map((entry) => entry.name)).toEqual(['Profile', 'Security', 'My reviews', 'Favourites', 'Your data']);
    for (const entry of tabs) {
      expect(entry.left, entry.name ?? '').toBeGreaterThanOrEqual(0);
      expect(entry.right, entry.name ?? '').toBeLessThanOrEqual(390);
      expect(entry.whole, entry.name ?? '').toBe(true);
    }
    const tabList = page.getByRole('tablist', { name: 'Account sections' });
    expect(await tabList.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('tab', { name: 'Your data' }).click();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await arrive(page, `${baseUrl}/`);
    await page.getByText('Your account and your personal data have been deleted.').waitFor();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();

    expect((await api('GET', '/users/me', undefined, token ?? '')).status).toBe(401);
    expect((await api('POST', '/users/login', { email, password })).status).toBe(401);
    expect((await api('POST', '/users/register', { name: 'Back Again', email, password, confirmPassword: password })).status).toBe(201);
    expect(errors).toEqual([]);
    await context.close();
  });
});
