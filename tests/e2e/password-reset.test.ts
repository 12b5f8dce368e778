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

/** The newest code of this kind the dev outbox holds for an address (development keeps whole messages). */
async function latestCode(email: string, kind: 'verification' | 'password reset'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { data } = (await response.json()) as { data: { messages: { text: string }[] } };
  const code = new RegExp(`${kind} code is (\\d{6})`).exec(data.messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no ${kind} code in the outbox for ${email}`);
  return code;
}

async function post(path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
}

describe('a forgotten password in Chromium', () => {
  it('asks for a code from sign-in, sets a new password with it, and signs in with that password', async () => {
    const email = `forgot.${Date.now()}@example.in`;
    await post('/users/register', { name: 'Forgetful Person', email, password: 'the-old-password', confirmPassword: 'the-old-password' });
    await post('/users/verify-otp', { email, otp: await latestCode(email, 'verification') });

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await visit(page, `${baseUrl}/signin`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await arrive(page, /\/forgot-password$/);
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await arrive(page, /\/reset-password\?email=/);

    await page.getByLabel('Reset code').fill(await latestCode(email, 'password reset'));
    await page.getByLabel('New Password', { exact: true }).fill('the-new-password');
    await page.getByLabel('Confirm Password', { exact: true }).fill('the-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();

    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await arrive(page, /\/signin$/);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('the-new-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await arrive(page, `${baseUrl}/`);
    expect(await page.getByRole('button', { name: /Forgetful/ }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
