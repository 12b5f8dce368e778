import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { experimental_readRawConfig } from 'wrangler';
import { HEADERS_FILE, IMMUTABLE, SERVICE_WORKER_RULE, securityHeaderLines } from '../../scripts/lib/headers-file-plugin.ts';
import { SERVICE_WORKER_FILE } from '../../scripts/lib/service-worker-plugin.ts';
import { SPA_ROUTES } from '../../worker/contracts/spa-routes.ts';

/** What the platform serves without the Worker (docs/decisions/016), checked on the production build (npm test builds first). */
const ROOT = join(import.meta.dirname, '../..');
const PUBLIC = join(ROOT, 'web/public');
const DIST = join(ROOT, 'web/dist');

const rules = (() => {
  const { rawConfig } = experimental_readRawConfig({ config: join(ROOT, 'wrangler.toml') });
  const runWorkerFirst = rawConfig.assets?.run_worker_first;
  if (!Array.isArray(runWorkerFirst)) throw new Error('wrangler.toml: assets.run_worker_first must list route patterns');
  return runWorkerFirst;
})();

/** The platform's reading of a rule: `*` is any run of characters, and the pattern spans the whole path. */
const matches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(path);

/** Whether a request for `path` reaches the Worker first: exclusions (`!/…`) win over the rules that include. */
function workerFirst(path: string): boolean {
  if (rules.some((rule) => rule.startsWith('!') && matches(rule.slice(1), path))) return false;
  return rules.some((rule) => !rule.startsWith('!') && matches(rule, path));
}

describe('static files served by the platform', () => {
  it('sends every page, the API, media and the sitemaps to the Worker first', () => {
    const pages = Object.values(SPA_ROUTES).map((route) => route.replace(/:(\w+)\??/g, 'x'));
    const others = ['/', '/index.html', '/no-such-page', '/api/health', '/api/trpc/home.page', '/media/seed/x-0123456789abcdef.svg'];
    for (const path of [...pages, ...others, '/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/businesses-1.xml']) {
      expect(workerFirst(path), path).toBe(true);
    }
  });

  it('leaves every file of web/public, the hashed /assets/ and the service worker to the platform, and excludes nothing else', () => {
    const expected = readdirSync(PUBLIC)
      .filter((name) => !name.startsWith('.'))
      .map((name) => (statSync(join(PUBLIC, name)).isDirectory() ? `!/${name}/*` : `!/${name}`));
    const exclusions = rules.filter((rule) => rule.startsWith('!'));
    expect(exclusions.sort()).toEqual(['!/assets/*', `!/${SERVICE_WORKER_FILE}`, ...expected].sort());
    for (const file of readdirSync(join(DIST, 'assets'))) expect(workerFirst(`/assets/${file}`), file).toBe(false);
    expect(statSync(join(DIST, SERVICE_WORKER_FILE)).isFile(), 'the build writes the service worker').toBe(true);
  });

  it('gives static files the Worker’s own security headers, hashed files a one-year immutable cache, the service worker none', async () => {
    const written = readFileSync(join(DIST, HEADERS_FILE), 'utf8');
    const expected = [
      '/*',
      ...(await securityHeaderLines()).map((line) => `  ${line}`),
      '/assets/*',
      `  Cache-Control: ${IMMUTABLE}`,
      ...SERVICE_WORKER_RULE,
    ];
    expect(SERVICE_WORKER_RULE).toEqual([`/${SERVICE_WORKER_FILE}`, '  Cache-Control: no-cache']);
    expect(written.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual(expected);
    expect(written).toContain("content-security-policy: default-src 'self'");
  });
});
