import { LANGUAGE_TAGS, LANGUAGES, pathInLanguage } from '../contracts/languages.ts';
import { FACET, publicBusinessSql } from '../db/rules.ts';
import type { Database } from '../env.ts';

/**
 * sitemaps.org files: an index, the fixed pages with categories and locations, and businesses in parts. Every page is
 * listed in each language, each entry naming all three (hreflang), so a file holds three addresses a business: 48,000,
 * under the 50,000 a file may hold.
 */
export const BUSINESSES_PER_SITEMAP = 16_000;
/** sitemaps.org: an index names at most 50,000 files, and ours names pages.xml too. */
export const MAX_BUSINESS_SITEMAPS = 49_999;

const STATIC_PAGES = ['/', '/businesses', '/categories', '/locations', '/contact'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Each page (a path within a language) in the three languages, each entry naming the others and English as the
 * default, as the pages' own hreflang links do (worker/services/html-meta.ts).
 */
function urlset(origin: string, entries: { path: string; lastmod?: number }[]): string {
  const urls = entries
    .map(({ path, lastmod }) => {
      const href = (language: (typeof LANGUAGES)[number]) => escapeXml(`${origin}${pathInLanguage(language, path)}`);
      const alternates =
        LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[language]}" href="${href(language)}"/>`).join(
          '',
        ) + `<xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`;
      const modified = lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : '';
      return LANGUAGES.map((language) => `<url><loc>${href(language)}</loc>${modified}${alternates}</url>`).join('');
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>\n`;
}

export async function sitemapIndex(db: Database, origin: string): Promise<string> {
  const row = await db.$client.prepare('SELECT docs FROM search_facet_counts WHERE token = ?').bind(FACET.all).all<{ docs: number }>();
  const parts = Math.min(MAX_BUSINESS_SITEMAPS, Math.max(1, Math.ceil((row.results[0]?.docs ?? 0) / BUSINESSES_PER_SITEMAP)));
  const files = ['pages.xml', ...Array.from({ length: parts }, (_, n) => `businesses-${n + 1}.xml`)];
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}`)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>\n`;
}

export async function pagesSitemap(db: Database, origin: string): Promise<string> {
  const d1 = db.$client;
  const [categories, locations] = await d1.batch<{ slug: string }>([
    d1.prepare('SELECT slug FROM categories ORDER BY slug'),
    d1.prepare('SELECT slug FROM locations ORDER BY slug'),
  ]);
  return urlset(origin, [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...(categories?.results ?? []).map(({ slug }) => ({ path: `/categories/${slug}` })),
    ...(locations?.results ?? []).map(({ slug }) => ({ path: `/locations/${slug}` })),
  ]);
}

/**
 * The part a file name asks for, or null. Only as the index writes it: with a leading zero it would be a second address
 * for one file.
 */
export function businessesSitemapPart(file: string): number | null {
  const digits = /^businesses-([1-9]\d*)\.xml$/.exec(file)?.[1];
  return digits === undefined ? null : Number(digits);
}

/** Part `part` (from 1) of the public businesses, or null when there is no such part. */
export async function businessesSitemap(db: Database, origin: string, part: number): Promise<string | null> {
  // Past the bound the index keeps to, an OFFSET soon leaves SQLite's integers (D1: 'datatype mismatch').
  if (!Number.isInteger(part) || part < 1 || part > MAX_BUSINESS_SITEMAPS) return null;
  const rows = await db.$client
    .prepare(`SELECT id, updated_at FROM businesses WHERE ${publicBusinessSql()} ORDER BY created_at LIMIT ? OFFSET ?`)
    .bind(BUSINESSES_PER_SITEMAP, (part - 1) * BUSINESSES_PER_SITEMAP)
    .all<{ id: string; updated_at: number }>();
  if (rows.results.length === 0 && part > 1) return null;
  return urlset(
    origin,
    rows.results.map((row) => ({ path: `/business/${row.id}`, lastmod: row.updated_at })),
  );
}
