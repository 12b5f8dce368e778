import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, visit } from './browser.ts';

/** A profile on a phone: reaching the business from the first screen and while reading it (docs/product.md §2.12). */

const baseUrl = inject('baseUrl');

interface Listing {
  _id: string;
  phone: string | null;
  whatsapp: string | null;
}

let browser: Browser;
/** A seeded listing with a WhatsApp number, and one whose only number is a Bengaluru landline. */
let withWhatsapp: Listing;
let landlineOnly: Listing;

async function listings(query: string): Promise<Listing[]> {
  const answer = await fetch(`${baseUrl}/api/business/search?q=${query}&limit=50`);
  const { data } = (await answer.json()) as { data: { businesses: Listing[] } };
  return data.businesses;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const seen = [...(await listings('restaurant')), ...(await listings('salon')), ...(await listings('doctor'))];
  const found = seen.find((listing) => listing.whatsapp);
  const landline = seen.find((listing) => !listing.whatsapp && listing.phone?.replace(/\D/g, '').startsWith('9180'));
  if (!found || !landline) throw new Error('The seeded city should have listings with and without WhatsApp numbers');
  withWhatsapp = found;
  landlineOnly = landline;
});

afterAll(async () => {
  await browser?.close();
});

/** Whether the whole of the element is inside the viewport and it is what a tap at its centre would hit. */
async function tappableOnScreen(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && box.width > 0 && hit !== null && element.contains(hit);
  });
}

describe('a profile on a 390 px phone', () => {
  it('has Call and WhatsApp in the first screen, before and after the app starts, and keeps them at hand while scrolling', async () => {
    const { context, page, errors } = await openPhone(browser);
    // The server's page, before any input: the bar is plain links.
    await page.goto(`${baseUrl}/business/${withWhatsapp._id}`);
    const bar = page.getByRole('navigation', { name: /^Contact / });
    const call = bar.getByRole('link', { name: /^Call \+91 \d{5} \d{5}$/ });
    const whatsapp = bar.getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
    expect(await tappableOnScreen(call)).toBe(true);
    expect(await tappableOnScreen(whatsapp)).toBe(true);
    expect(await whatsapp.getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/${withWhatsapp.whatsapp?.replace(/\D/g, '')}\\?text=`),
    );
    // The name, the opening line and the rating are in the first screen too.
    expect(await tappableOnScreen(page.getByRole('heading', { level: 1 }))).toBe(true);
    expect(await page.getByTestId('opening-line').evaluate((line) => line.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);

    await visit(page, `${baseUrl}/business/${withWhatsapp._id}`);
    for (const at of [0.3, 0.6, 1]) {
      await page.evaluate((share) => window.scrollTo(0, document.documentElement.scrollHeight * share), at);
      expect(await tappableOnScreen(call)).toBe(true);
      expect(await tappableOnScreen(whatsapp)).toBe(true);
    }
    // Nothing is hidden under the bar: the end of the footer scrolls clear of it.
    const footerEnd = await page.evaluate(() => {
      const footer = document.querySelector('footer') as HTMLElement;
      return footer.getBoundingClientRect().bottom - parseFloat(getComputedStyle(footer).paddingBottom);
    });
    const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top);
    expect(footerEnd).toBeLessThanOrEqual(barTop);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never links a landline to WhatsApp: the bar offers the enquiry form instead', async () => {
    const { context, page, errors } = await openPhone(browser);
    await visit(page, `${baseUrl}/business/${landlineOnly._id}`);
    const bar = page.getByRole('navigation', { name: /^Contact / });
    expect(await tappableOnScreen(bar.getByRole('link', { name: /^Call \+91 80\d{3} \d{5}$/ }))).toBe(true);
    expect(await page.locator('a[href*="wa.me"]').count()).toBe(0);
    await bar.getByRole('link', { name: 'Enquire' }).click();
    await expect.poll(() => tappableOnScreen(page.getByRole('heading', { name: 'Send Enquiry' }))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('confirms an enquiry in view, with focus, and continues on WhatsApp only from the tap', async () => {
    const { context, page, errors } = await openPhone(browser);
    await page.addInitScript(() => {
      (window as unknown as { openedUrls: string[] }).openedUrls = [];
      window.open = ((url: string) => {
        (window as unknown as { openedUrls: string[] }).openedUrls.push(String(url));
        return null;
      }) as typeof window.open;
    });
    await visit(page, `${baseUrl}/business/${withWhatsapp._id}`);
    await page.getByLabel('Your Name').fill('Asha Rao');
    await page.getByLabel('Email Address').fill('asha@example.in');
    await page.locator('#enquiry-message').fill('Is there parking for a two-wheeler?');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    const confirmation = page.getByRole('status', { name: 'Message Sent!' });
    await expect.poll(() => confirmation.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => confirmation.evaluate((element) => element === document.activeElement)).toBe(true);
    const chat = confirmation.getByRole('link', { name: 'Continue on WhatsApp (opens in a new tab)' });
    await expect.poll(() => tappableOnScreen(chat)).toBe(true);
    const url = new URL((await chat.getAttribute('href')) as string);
    expect(url.pathname).toBe(`/${withWhatsapp.whatsapp?.replace(/\D/g, '')}`);
    expect(url.searchParams.get('text')).toContain('Is there parking for a two-wheeler?');
    expect(url.searchParams.get('text')).not.toContain('asha@example.in');
    await page.waitForTimeout(2500);
    expect(await page.evaluate(() => (window as unknown as { openedUrls: string[] }).openedUrls)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
