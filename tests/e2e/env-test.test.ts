import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, visit } from './browser.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the diagnostic page in a real browser', () => {
  it('opens /env-test and shows a healthy result from the Worker and D1', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await visit(page, `${baseUrl}/env-test`);
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 15_000 }).toContain('Healthy · database ok');
    expect(await page.getByTestId('api-base').textContent()).toBe(`${baseUrl}/api`);
    expect(await page.title()).toContain('CityPages');
    expect(errors).toEqual([]);
    await page.close();
  });
});
