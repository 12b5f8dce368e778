import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { arrive, launchBrowser, PHONE, visit } from './browser.ts';

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
  const context = await browser.newContext({ ...(viewport ? { viewport } : {}), locale: 'kn-IN', timezoneId: 'Asia/Kolkata' });
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
    expect(errors).toEqual([]);
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
    expect(errors).toEqual([]);
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
    expect(errors).toEqual([]);
    await context.close();
  });
});
