import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePreloads } from './scripts/lib/route-preloads-plugin.ts';

// The SPA lives in web/ and builds to web/dist, which the Worker serves as static assets.
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), routePreloads(fileURLToPath(new URL('./web/src', import.meta.url)))],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Read by tests/web/bundle-budget.test.ts to weigh what the first page loads; never served (.assetsignore).
    manifest: true,
  },
  server: {
    // `vite` alone serves the UI with hot reload; API and media calls go to `npm start`'s Worker.
    proxy: { '/api': 'http://localhost:8787', '/media': 'http://localhost:8787' },
  },
});
