import { renderPage, SERVER_TEXTS } from 'citypages-ssr';
import { Hono, type Context } from 'hono';
import { verifyOtpEmail } from '../contracts/auth.ts';
import { pathInLanguage, splitLanguage } from '../contracts/languages.ts';
import { APP_MODULE, isPrivatePath, SPA_SCREENS, screenCatalogues, screenForPath, type Screen } from '../contracts/spa-routes.ts';
import type { ServerRenderedPage } from '../contracts/ssr.ts';
import type { AppEnv } from '../env.ts';
import { firstVisitLanguageRedirect } from '../http/first-visit-language.ts';
import { ApiError } from '../lib/errors.ts';
import { decodePathPart } from '../lib/url-path.ts';
import { countPageView } from '../services/businesses.ts';
import { renderShell } from '../services/html-meta.ts';
import { cachedPage, mayUseCache, pageCacheUrl, pageVersion, withCacheStatus, type RenderedPage } from '../services/page-cache.ts';
import { metaForPath, pageSite } from '../services/page-meta.ts';
import { routePreloads } from '../services/route-preloads.ts';
import { asVisitor } from '../services/context.ts';
import { appRouter } from '../trpc/router.ts';
import { logFailure } from '../lib/log.ts';

const HASHED_ASSET = /^\/assets\//;

/**
 * Screens that at some addresses only send the visitor elsewhere, whoever asks: answered here with the redirect, never
 * with a page that redirects once its app starts (at the first input, docs/decisions/022). The web app redirects the
 * same way on a navigation inside it. A redirect that depends on who is signed in (a private area, sign-in) stays in
 * the browser, which alone holds the session (decision 009).
 */
const SERVER_REDIRECTS: Partial<Record<Screen, (url: URL) => string | null>> = {
  // docs/product.md §2.15: the code screen without an e-mail address goes to sign-up.
  verifyOtp: (url) => (verifyOtpEmail(url.searchParams) === null ? pathInLanguage(splitLanguage(url.pathname).language, '/signup') : null),
};

/**
 * The page as a signed-out visitor first sees it, with its data, so it shows before any script runs. The
 * credentials of the request are never used: the markup must not depend on who asked. A failure here costs only
 * speed: the app then renders in the browser as before.
 */
async function serverRender(c: Context<AppEnv>, url: URL): Promise<ServerRenderedPage | null> {
  try {
    const context = asVisitor(c.get('ctx'));
    return await renderPage({ url, router: appRouter, createContext: async () => context });
  } catch (error) {
    logFailure('server render failed', error, { requestId: c.get('requestId'), screen: screenForPath(url.pathname) });
    return null;
  }
}

/** The app shell for a page route, with its meta tags and, unless it is a private area, the page rendered with its data. */
async function pageResponse(c: Context<AppEnv>, url: URL, screen: Screen): Promise<RenderedPage> {
  // No conditional headers: the shell must come back whole, whatever the browser cached for another path. Its
  // ETag is dropped too: the page differs from the file by the tags added below.
  const shell = await c.env.ASSETS.fetch(new Request(new URL('/', url)));
  const headers = new Headers(shell.headers);
  headers.set('Cache-Control', 'no-cache');
  headers.delete('ETag');
  // A private area (favorites, account, owner, admin) shows what only its signed-in user may see, while the server
  // renders every page as a visitor would see it: such a page is the bare shell, and search engines leave it out.
  const privateArea = isPrivatePath(url.pathname);
  if (privateArea) headers.set('X-Robots-Tag', 'noindex');
  const page = new Response(shell.body, { status: shell.status, headers });
  const { language, path } = splitLanguage(url.pathname);
  const preloads = await routePreloads(c.env.ASSETS, url.origin);
  const chunks = [
    ...new Set([
      ...(preloads[APP_MODULE] ?? []),
      ...(preloads[SPA_SCREENS[screen]] ?? []),
      // The texts it shows, in its language; a catalogue the build has not is simply not listed.
      ...screenCatalogues(screen).flatMap((name) => preloads[`messages/${language}/${name}.json`] ?? []),
    ]),
  ];
  const [meta, rendered] = await Promise.all([
    // Links in the page that name it to others (canonical, og:url, og:image, JSON-LD @id) use the configured origin:
    // the Host header is the client's to choose, and a copy of the page is served to everyone (page cache).
    screen === 'notFound'
      ? null
      : metaForPath(c.get('ctx').db, pageSite(c.get('ctx')), { language, texts: SERVER_TEXTS[language].meta }, path),
    privateArea ? null : serverRender(c, url),
  ]);
  const status = screen === 'notFound' || (meta && !meta.found) ? 404 : page.status;
  return {
    page: renderShell(page, {
      meta,
      chunks,
      status,
      rendered,
      noindex: privateArea,
      botCheckSiteKey: c.env.TURNSTILE_SITE_KEY,
      language,
      defaults: { title: SERVER_TEXTS[language].meta.siteTitle(), description: SERVER_TEXTS[language].meta.siteDescription() },
      // The same page in the three languages, named by the configured origin like every address in the page.
      languagesOf:
        privateArea || status === 404 ? null : { origin: c.get('ctx').siteOrigin, path: meta ? new URL(meta.canonical).pathname : path },
    }),
    complete: rendered !== null,
  };
}

/**
 * A business page's render counts its view (docs/product.md §3.17); served from the cache, the view is counted after
 * the response, as the render would have: as a visitor's.
 */
async function countCachedView(c: Context<AppEnv>, url: URL): Promise<void> {
  const id = decodePathPart(splitLanguage(url.pathname).path.slice('/business/'.length));
  if (id) await countPageView(asVisitor(c.get('ctx')), id);
}

/** `app.request()` (tests) has no execution context: nothing could finish the cache's work after the response. */
function executionContext(c: Context<AppEnv>): Context<AppEnv>['executionCtx'] | null {
  try {
    return c.executionCtx;
  } catch {
    return null;
  }
}

/**
 * Static files from the Vite build, and the app shell for page routes. A missing file is a real 404 (never
 * index.html with 200); an unknown page gets the not-found screen with status 404.
 * Business, category and location pages get their title, link-preview tags and JSON-LD injected, so a link
 * pasted into WhatsApp or read by a search engine describes the page without running JavaScript. Every public page is
 * rendered on the server with its data and lists the app's and its screen's chunks, so it shows at once and its
 * code downloads in one go after the first paint, not chunk after chunk. A public page a visitor without credentials
 * or a D1 bookmark asks for comes from the edge cache when a copy under a minute old is there
 * (worker/services/page-cache.ts), so a repeated view reads nothing from D1.
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

  const redirect = SERVER_REDIRECTS[screen]?.(url);
  if (redirect) return c.redirect(redirect, 302);
  const toLanguage = firstVisitLanguageRedirect(c, url);
  if (toLanguage) return toLanguage;

  const cacheUrl = mayUseCache(c.req.raw) ? pageCacheUrl(url, screen) : null;
  const execution = executionContext(c);
  if (!cacheUrl || !execution) return withCacheStatus((await pageResponse(c, url, screen)).page, 'BYPASS');
  return cachedPage({
    url: cacheUrl,
    version: await pageVersion(c.env, url.origin),
    render: () => pageResponse(c, cacheUrl, screen),
    defer: (work) => execution.waitUntil(work),
    served: screen === 'business' ? () => countCachedView(c, cacheUrl) : undefined,
  });
});
