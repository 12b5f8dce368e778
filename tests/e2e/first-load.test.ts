import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAGE_CHUNKS_ELEMENT_ID } from '../../worker/contracts/ssr.ts';
import { aBusinessPath, launchBrowser, visit } from './browser.ts';

const baseUrl = inject('baseUrl');
const DIST = join(import.meta.dirname, '../../web/dist');
const VIEWPORTS = { phone: { width: 412, height: 823 }, wide: { width: 1280, height: 900 } };

let browser: Browser;
let businessPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  businessPath = await aBusinessPath(baseUrl);
});

afterAll(async () => {
  await browser?.close();
});

/**
 * tests/build/bundle-budget.test.ts weighs a page's first load from the scripts the served page names: its own script
 * tags and the chunks the Worker lists for the app and the screen. This checks that a browser opening the page, until
 * the screen is hydrated and the network is idle, with no scroll or click, fetches those scripts and no other.
 */
describe('first-load JavaScript (issue 14)', () => {
  const pages = () => ({ home: '/', search: '/search?query=restaurant', business: businessPath });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`fetches only the scripts the page names before an interaction (${size} screen)`, async () => {
      const figures: string[] = [];
      for (const [name, path] of Object.entries(pages())) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        const fetched = new Set<string>();
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.origin === baseUrl && request.resourceType() === 'script') fetched.add(url.pathname);
        });
        await visit(page, `${baseUrl}${path}`);
        await page.waitForLoadState('networkidle');
        const named = await page.evaluate((chunksId) => {
          const listed = JSON.parse(document.getElementById(chunksId)?.textContent ?? '[]') as string[];
          const tags = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => new URL(script.src).pathname);
          return [...tags, ...listed];
        }, PAGE_CHUNKS_ELEMENT_ID);
        await context.close();

        expect(named.length, `${name}: the page names its chunks`).toBeGreaterThan(1);
        const unnamed = [...fetched].filter((file) => !named.includes(file));
        expect(unnamed, `${name}: scripts fetched before an interaction that the page does not name`).toEqual([]);
        const bytes = [...fetched].reduce((total, file) => total + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length, 0);
        figures.push(`${name} ${(bytes / 1024).toFixed(1)} KB in ${fetched.size} scripts`);
      }
      // The figures for docs/decisions/005.
      console.log(`First-load JavaScript, gzip (${size}): ${figures.join('; ')}`);
    });
  }
});
