import { Hono } from 'hono';
import { SPA_SCREENS, screenForPath } from '../contracts/spa-routes.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { renderShell } from '../services/html-meta.ts';
import { metaForPath } from '../services/page-meta.ts';
import { routePreloads } from '../services/route-preloads.ts';

const HASHED_ASSET = /^\/assets\//;

/**
 * Static files from the Vite build, and the app shell for page routes. A missing file is a real 404 (never
 * index.html with 200); an unknown page gets the shell with status 404 so the app can show its 404 screen.
 * Business, category and location pages get their title, link-preview tags and JSON-LD injected, so a link
 * pasted into WhatsApp or read by a search engine describes the page without running JavaScript. Every page also
 * names its screen's chunks as modulepreload hints, so they download alongside the entry, not after it.
 */
export const spaRoutes = new Hono<AppEnv>().get('*', async (c) => {
  const url = new URL(c.req.url);
  const screen = screenForPath(url.pathname);
  if (screen === 'notFound') {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    if (asset.status !== 404) {
      const response = new Response(asset.body, asset);
      if (HASHED_ASSET.test(url.pathname) && asset.ok) {
        response.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      }
      return response;
    }
    if (/\.[a-z0-9]+$/i.test(url.pathname)) throw new ApiError(404, 'File not found');
  }

  // No conditional headers: the shell must come back whole, whatever the browser cached for another path. Its
  // ETag is dropped too: the page differs from the file by the tags added below.
  const shell = await c.env.ASSETS.fetch(new Request(new URL('/', url)));
  const headers = new Headers(shell.headers);
  headers.set('Cache-Control', 'no-cache');
  headers.delete('ETag');
  const page = new Response(shell.body, { status: shell.status, headers });
  const preloads = (await routePreloads(c.env.ASSETS, url.origin))[SPA_SCREENS[screen]] ?? [];
  if (screen === 'notFound') return renderShell(page, { meta: null, preloads, status: 404 });
  const meta = await metaForPath(c.env.DB, url.origin, url.pathname);
  return renderShell(page, { meta, preloads, status: meta && !meta.found ? 404 : page.status });
});
