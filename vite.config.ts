import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { headersFile } from './scripts/lib/headers-file-plugin.ts';
import { messageCatalogues } from './scripts/lib/messages-plugin.ts';
import { routePreloads } from './scripts/lib/route-preloads-plugin.ts';
import { serviceWorker } from './scripts/lib/service-worker-plugin.ts';
import { isPrivatePath, SPA_ROUTES, SPA_SCREENS, type SpaRoute } from './worker/contracts/spa-routes.ts';

const SOURCE_ROOT = fileURLToPath(new URL('./web/src', import.meta.url));

/** `@contracts/x.ts` in web/ is worker/contracts/x.ts (tsconfig.web.json maps the same paths for the type-checker). */
export const CONTRACTS_ALIAS = { '@contracts': fileURLToPath(new URL('./worker/contracts', import.meta.url)) };

/**
 * `@contracts` as above. react-router's package points every import at its development build, which differs from the
 * production one only by its developer warnings: a build takes the production one (0.5 KB gzip less on every page).
 */
const BUILD_ALIASES = [
  { find: '@contracts', replacement: CONTRACTS_ALIAS['@contracts'] },
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
  },
];

/**
 * Screens reached by a link from outside the app (an e-mail's verification or reset link; the environment check; the
 * API reference, linked from the README) are first loads, which the Worker serves with their chunks listed: the app
 * never navigates to them itself.
 */
const OPENED_FROM_OUTSIDE: readonly SpaRoute[] = ['verifyEmail', 'resetPassword', 'envTest', 'apiReference'];

/** The file names (without hash) of the screens only signed-in people open (favourites, account, owner, admin) and those. */
const UNPRELOADED_SCREEN_NAMES = new Set(
  (Object.keys(SPA_ROUTES) as SpaRoute[])
    .filter((route) => isPrivatePath(SPA_ROUTES[route]) || OPENED_FROM_OUTSIDE.includes(route))
    .map((route) => SPA_SCREENS[route].slice(SPA_SCREENS[route].lastIndexOf('/') + 1, -'.tsx'.length)),
);

/**
 * The app's table of lazy screens (web/src/app/screens.tsx) would list, for each screen, every chunk it imports, so
 * that they download together on navigation; for private screens those file names alone cost every public page
 * ~1.8 KB gzip. A private screen's own imports load when its chunk arrives instead: one round trip more, only there
 * (and none for the screens opened from outside, whose page lists their chunks).
 */
function preloadedDependencies(filename: string, deps: string[]): string[] {
  // The hash is the last 8 characters and may itself hold a dash (AccountPage-D3-xtZJw.js is AccountPage's).
  const name = /([^/]+)-[\w-]{8}\.js$/.exec(filename)?.[1];
  return name && UNPRELOADED_SCREEN_NAMES.has(name) ? [] : deps;
}

/**
 * The libraries the app chunk always brings (React, the router, TanStack Query, tRPC's client, the icon base, the
 * roles), as one chunk: left to itself the bundler splits them into a dozen small files wherever a lazy screen shares
 * one, and each file compresses on its own (1.5 KB more on home, 4.1 KB on a business page).
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|@trpc)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])|worker[\\/]contracts[\\/]roles\.ts$/;

/**
 * The app's own helpers every page's app brings (the session, tRPC's client), in a chunk of their own without their
 * imports: the page's first script (boot.ts) reads the stored token and counts taps with two modules they import
 * (lib/session-storage.ts, lib/api-paths.ts), which must stay in that script rather than bring the framework into it.
 */
const FRAMEWORK_HELPERS = /web[\\/]src[\\/]lib[\\/](auth\.tsx|http-status\.ts|trpc\.ts)$/;

/** Libraries the app only ever loads on a visitor's action (a toast, the share dialog's QR code, the owner's chart). */
const LOADED_ON_ACTION = ['sonner', 'qrcode', 'uplot'];

/**
 * The server renders public screens for a signed-out visitor and runs no effect or event handler, so the private
 * screens (with the owner portal and the admin area behind them) and the libraries loaded on an action would only
 * weigh on the Worker's bundle (docs/decisions/021): the server build gets empty stand-ins (a private screen's
 * throws if ever rendered).
 */
function leaveOutOfServer(): Plugin {
  const privateScreens = new Map(
    (Object.keys(SPA_ROUTES) as SpaRoute[])
      .filter((route) => isPrivatePath(SPA_ROUTES[route]))
      .map((route) => SPA_SCREENS[route])
      .concat('app/NotAllowed.tsx')
      .map((module) => [`${SOURCE_ROOT}/${module}`, module.slice(module.lastIndexOf('/') + 1, -'.tsx'.length)]),
  );
  return {
    name: 'citypages-leave-out-of-server',
    enforce: 'pre',
    resolveId(source) {
      return LOADED_ON_ACTION.includes(source) ? `\0client-only:${source}` : null;
    },
    load(id) {
      if (id.startsWith('\0client-only:')) return 'export {};';
      const name = privateScreens.get(id);
      return name ? `export function ${name}() {\n  throw new Error('${name} is not rendered on the server');\n}\n` : null;
    },
  };
}

/*
 * The SPA lives in web/ and builds to web/dist, whose files the platform serves without the Worker, with the headers
 * of web/dist/_headers (docs/decisions/016). `vite build --ssr` builds the server renderer (web/src/server/render.tsx)
 * to one module in web/dist-server, for the Worker to bundle.
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        root: 'web',
        plugins: [react(), messageCatalogues(), leaveOutOfServer()],
        publicDir: false,
        resolve: { conditions: ['workerd', 'worker', 'browser'], alias: BUILD_ALIASES },
        // Bundled in, but for what the Worker itself imports: wrangler bundles those once for both (docs/decisions/021).
        ssr: { target: 'webworker', noExternal: true, external: ['zod', '@trpc/server'] },
        build: {
          outDir: 'dist-server',
          emptyOutDir: true,
          minify: true,
          rollupOptions: { input: `${SOURCE_ROOT}/server/render.tsx`, output: { entryFileNames: 'render.js' } },
        },
      }
    : {
        root: 'web',
        plugins: [
          react(),
          messageCatalogues(),
          tailwindcss(),
          routePreloads(SOURCE_ROOT),
          headersFile(),
          // web/dist/sw.js, built on its own with this build's file names (docs/decisions/026).
          serviceWorker({
            sourceRoot: SOURCE_ROOT,
            publicDir: fileURLToPath(new URL('./web/public', import.meta.url)),
            contracts: CONTRACTS_ALIAS['@contracts'],
          }),
        ],
        resolve: { alias: BUILD_ALIASES },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          sourcemap: false,
          // boot.ts lists the page's chunks as modulepreload links itself; browsers without modulepreload (Safari
          // before 17) simply fetch modules as they are imported, so the polyfill's bytes buy nothing.
          modulePreload: { polyfill: false, resolveDependencies: preloadedDependencies },
          // Read by tests/web/bundle-budget.test.ts to weigh what the first page loads; never served (.assetsignore).
          manifest: true,
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK },
                  { name: 'framework-helpers', test: FRAMEWORK_HELPERS, includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
        server: {
          // `vite` alone serves the UI with hot reload; API and media calls go to `npm start`'s Worker.
          proxy: { '/api': 'http://localhost:8787', '/media': 'http://localhost:8787' },
        },
      },
);
