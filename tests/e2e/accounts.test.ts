import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aBusinessPath, arrive, launchBrowser, visit, watchPolicyViolations } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The newest code the dev outbox holds for an address (the server writes every e-mail there in development). */
async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { data } = (await response.json()) as { data: { messages: { text: string }[] } };
  const code = /verification code is (\d{6})/.exec(data.messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

async function visible(page: Page, text: string | RegExp) {
  await expect
    .poll(
      () =>
        page
          .getByText(text)
          .first()
          .isVisible()
          .catch(() => false),
      { timeout: 15_000 },
    )
    .toBe(true);
}

describe('signed-in journeys in Chromium', () => {
  it('signs up on the way to favourites, lands there verified, signs in, keeps a favourite, reviews once, and signs out', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    const policyViolations = await watchPolicyViolations(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = `journey.${Date.now()}@example.in`;
    const password = 'a-good-password';

    // Favourites ask a visitor to sign in; one without an account signs up from there.
    await visit(page, `${baseUrl}/favorites`);
    await arrive(page, /\/signin/);
    await page.getByRole('link', { name: 'Sign up here' }).click();
    await arrive(page, /\/signup/);
    await page.getByLabel('Full Name').fill('Journey Person');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await arrive(page, /\/verify-otp\?email=/);
    // The code screen says the account was made; no toast lingers to cover what comes next.
    await visible(page, 'Registration successful! Please check your email to verify your account.');
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);

    const code = await latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const input = page.getByLabel('Verification code');
    await input.fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await visible(page, /Incorrect code/);
    expect(await input.inputValue()).toBe(wrong);
    await input.fill(code);
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname);
    });
    await page.getByRole('button', { name: 'Verify' }).click();
    await visible(page, "Verified! That's great!");
    // The confirmation has the focus the form had, and is in view.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain("You're signed in.");
    expect(await page.getByText("You're signed in.").isVisible()).toBe(true);

    // Verification stores the session and goes on to where the visitor was going, with no sign-in screen on the way.
    await arrive(page, /\/favorites$/);
    await visible(page, 'No favourites yet');
    await visible(page, 'Journey Person');
    expect(addresses).not.toContain('/signin');
    await page.getByRole('button', { name: /Journey Person/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await arrive(page, `${baseUrl}/`);
    await expect.poll(() => page.getByRole('link', { name: 'Favourites', exact: true }).count()).toBe(0);

    // A protected page sends the visitor to sign in, and back afterwards.
    await visit(page, `${baseUrl}/favorites`);
    await arrive(page, /\/signin/);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await arrive(page, /\/favorites$/);
    await visible(page, 'No favourites yet');

    await visit(page, `${baseUrl}/search?query=dentist`);
    const heart = page.getByRole('button', { name: /^Add .+ to favourites$/ }).first();
    await expect.poll(() => heart.count(), { timeout: 15_000 }).toBe(1);
    const label = (await heart.getAttribute('aria-label')) ?? '';
    const name = label.replace(/^Add /, '').replace(/ to favourites$/, '');
    await heart.click();
    await visible(page, 'Added to favourites');
    // The toast settles below the fixed header (64 px), never over its links.
    const toastTop = async () => (await page.getByText('Added to favourites').boundingBox())?.y ?? 0;
    await expect.poll(toastTop).toBeGreaterThanOrEqual(64);

    await page.getByRole('link', { name: 'Favourites', exact: true }).first().click();
    await arrive(page, /\/favorites$/);
    await visible(page, name);
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await arrive(page, /\/business\//);
    await expect.poll(() => page.getByRole('heading', { name: 'Send Enquiry' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // The summary counts the new review: "Based on N reviews" (or "No reviews yet") becomes N + 1.
    const reviewCount = async () => {
      const text =
        (await page
          .getByText(/^Based on \d+ reviews?$|^No reviews yet$/)
          .first()
          .textContent()) ?? '';
      return Number(/\d+/.exec(text)?.[0] ?? 0);
    };
    const before = await reviewCount();
    await page.getByRole('button', { name: 'Write a Review' }).click();
    // The form opens with no rating chosen: the writer picks one.
    await page.locator('label', { hasText: 'Excellent' }).click();
    expect(await page.getByRole('radio', { name: '5 Excellent' }).isChecked()).toBe(true);
    await page.getByLabel('Your Review', { exact: true }).fill('Gentle dentist, no waiting, fair price.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await visible(page, 'Review submitted successfully!');
    await visible(page, 'Gentle dentist, no waiting, fair price.');
    await expect.poll(reviewCount, { timeout: 15_000 }).toBe(before + 1);

    // The list now knows the review is the user's: the button offers to edit it, filled in, instead of a second one.
    await page.getByRole('button', { name: 'Edit your review' }).click();
    await expect
      .poll(() => page.getByRole('form', { name: 'Edit Your Review' }).getByLabel('Your Review', { exact: true }).inputValue(), {
        timeout: 15_000,
      })
      .toBe('Gentle dentist, no waiting, fair price.');
    await page.getByRole('form', { name: 'Edit Your Review' }).getByRole('button', { name: 'Cancel' }).click();

    // Removing it from /favorites empties the list again.
    await page.getByRole('link', { name: 'Favourites', exact: true }).first().click();
    await arrive(page, /\/favorites$/);
    await page.getByRole('button', { name: `Remove ${name} from favourites` }).click();
    await visible(page, 'Removed from favourites');
    await visible(page, 'No favourites yet');

    expect(errors).toEqual([]);
    expect(policyViolations).toEqual([]);
    await context.close();
  }, 120_000);

  it("offers Sign In and Sign Up in the server's header, without JavaScript, and hides them where a session is stored", async () => {
    const path = await aBusinessPath(baseUrl);
    const signInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Sign In' });

    // Without JavaScript the links are plain links, and they work.
    const noScript = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${baseUrl}${path}`);
    expect(await signInLink(plain).isVisible()).toBe(true);
    expect(await plain.getByRole('banner').getByRole('link', { name: 'Sign Up' }).isVisible()).toBe(true);
    await signInLink(plain).click();
    await plain.waitForURL(`${baseUrl}/signin`);
    expect(await plain.getByRole('heading', { name: 'Welcome Back' }).isVisible()).toBe(true);
    await noScript.close();

    // With a stored session, the entry hides them before the app (held back here, as on a slow phone) arrives.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const response = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.in', password: 'citypages-demo' }),
    });
    const { token, data } = (await response.json()) as { token: string; data: { user: unknown } };
    await context.addInitScript(
      ([storedToken, user]) => {
        localStorage.setItem('userToken', storedToken);
        localStorage.setItem('user', user);
      },
      [token, JSON.stringify(data.user)] as const,
    );
    const page = await context.newPage();
    const app = Promise.withResolvers<void>();
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await app.promise;
      await route.continue();
    });
    await page.goto(`${baseUrl}${path}`);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-stored-session'))).toBe(true);
    // In the markup, but out of sight and out of the accessibility tree.
    expect(await page.locator('header a[href="/signin"]').count()).toBe(1);
    expect(await page.locator('header a[href="/signin"]').isVisible()).toBe(false);
    expect(await signInLink(page).count()).toBe(0);
    app.resolve();
    await expect.poll(() => page.getByRole('button', { name: /Demo User/ }).isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.locator('header a[href="/signin"]').count()).toBe(0);
    await context.close();
  });

  it('at 375 px the menu says who is signed in, locks the page, closes on an outside press and signs out', async () => {
    // The worker would answer the held chunk from its cache, past the page's route.
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-IN',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const bodyOverflow = () => page.evaluate(() => document.body.style.overflow);

    // The home screen's code is held back, as on a slow phone: a menu opened while sign-in still shows must stay
    // open when home replaces it. Held from the start: the sign-in page may fetch it ahead when idle.
    const homeCode = Promise.withResolvers<void>();
    await page.route(/\/assets\/HomePage-[\w-]+\.js$/, async (route) => {
      await homeCode.promise;
      await route.continue();
    });
    await visit(page, `${baseUrl}/signin`);
    await page.getByLabel('Email Address').fill('demo@example.in');
    await page.getByLabel('Password', { exact: true }).fill('citypages-demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.screen)).toBe('/signin');
    homeCode.resolve();
    await arrive(page, `${baseUrl}/`);
    expect(await menu.count()).toBe(1);
    await expect.poll(() => menu.getByText('Signed in as').textContent()).toBe('Signed in as Demo User');
    expect(await bodyOverflow()).toBe('hidden');
    // A press outside the menu (on the header beside the toggle) closes it and gives the page its scroll back.
    await page.mouse.click(200, 32);
    await expect.poll(() => menu.count()).toBe(0);
    expect(await bodyOverflow()).toBe('');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Favourites', exact: true }).click();
    await arrive(page, /\/favorites$/);
    await expect.poll(() => menu.count()).toBe(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await arrive(page, `${baseUrl}/`);
    await expect.poll(() => menu.count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => menu.getByRole('link', { name: 'Sign In' }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Favourites', exact: true }).count()).toBe(0);
    expect(await menu.getByText('Signed in as').count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});
