import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { businessesSitemap, businessesSitemapPart, pagesSitemap, sitemapIndex } from '../services/sitemap.ts';

const xml = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });

// Every address listed is on the configured origin, as the pages' canonical links are (docs/product.md §2.2).
export const sitemapRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', async (c) => xml(await sitemapIndex(c.get('ctx').db, c.get('ctx').siteOrigin)))
  .get('/sitemaps/pages.xml', async (c) => xml(await pagesSitemap(c.get('ctx').db, c.get('ctx').siteOrigin)))
  .get('/sitemaps/:file{businesses-[0-9]+\\.xml}', async (c) => {
    const part = businessesSitemapPart(c.req.param('file'));
    const body = part === null ? null : await businessesSitemap(c.get('ctx').db, c.get('ctx').siteOrigin, part);
    if (!body) throw new ApiError(404, 'Not found');
    return xml(body);
  });
