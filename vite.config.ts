import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePreloads } from './scripts/lib/route-preloads-plugin.ts';

const SOURCE_ROOT = fileURLToPath(new URL('./web/src', import.meta.url));

/** `@contracts/x.ts` in web/ is worker/contracts/x.ts (tsconfig.web.json maps the same paths for the type-checker). */
export const CONTRACTS_ALIAS = { '@contracts': fileURLToPath(new URL('./worker/contracts', import.meta.url)) };

/*
 * The SPA lives in web/ and builds to web/dist, which the Worker serves as static assets. `vite build --ssr` builds
 * the server renderer (web/src/server/render.tsx) to one module in web/dist-server, for the Worker to bundle.
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        root: 'web',
        plugins: [react()],
        publicDir: false,
        resolve: { conditions: ['workerd', 'worker', 'browser'], alias: CONTRACTS_ALIAS },
        ssr: { target: 'webworker', noExternal: true },
        build: {
          outDir: 'dist-server',
          emptyOutDir: true,
          minify: true,
          rollupOptions: { input: `${SOURCE_ROOT}/server/render.tsx`, output: { entryFileNames: 'render.js' } },
        },
      }
    : {
        root: 'web',
        plugins: [react(), tailwindcss(), routePreloads(SOURCE_ROOT)],
        resolve: { alias: CONTRACTS_ALIAS },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          sourcemap: false,
          // boot.ts lists the page's chunks as modulepreload links itself; browsers without modulepreload (Safari
          // before 17) simply fetch modules as they are imported, so the polyfill's bytes buy nothing.
          modulePreload: { polyfill: false },
          // Read by tests/web/bundle-budget.test.ts to weigh what the first page loads; never served (.assetsignore).
          manifest: true,
        },
        server: {
          // `vite` alone serves the UI with hot reload; API and media calls go to `npm start`'s Worker.
          proxy: { '/api': 'http://localhost:8787', '/media': 'http://localhost:8787' },
        },
      },
);
