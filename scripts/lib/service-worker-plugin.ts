import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { APP_MODULE, isPrivatePath, SPA_ROUTES, SPA_SCREENS, type SpaRoute } from '../../worker/contracts/spa-routes.ts';

/** Where the service worker is written in web/dist: at the root, so its scope is the whole site (decision 026). */
export const SERVICE_WORKER_FILE = 'sw.js';
/** The offline page in web/public, which the worker keeps at install. */
export const OFFLINE_PAGE_FILE = 'offline.html';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  dynamicImports: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Builds web/src/sw/sw.ts into web/dist/sw.js, on its own (a service worker is one classic script, sharing no chunk
 * with the app) and minified, with this build's files written in: a version named after every file of the build and
 * the offline page, so any change makes a new worker the browser installs beside the old one; the shell it keeps at
 * install (the offline page and what index.html loads: the entry, its imports, the stylesheet); and the app's chunks
 * with every public screen's, which it fetches once a tab has started the app, so that tab still finds them after a
 * deploy has replaced them.
 */
export function serviceWorker({ sourceRoot, publicDir, contracts }: { sourceRoot: string; publicDir: string; contracts: string }): Plugin {
  return {
    name: 'citypages-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output as ChunkLike);
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('service-worker: the build has no entry chunk');
      const shell = new Set<string>();
      const add = (fileName: string) => {
        if (shell.has(fileName)) return;
        shell.add(fileName);
        const chunk = chunks.get(fileName);
        for (const css of chunk?.viteMetadata?.importedCss ?? []) shell.add(css);
        for (const imported of chunk?.imports ?? []) add(imported);
      };
      add(entry.fileName);

      // The app and every public screen's chunks, for an open tab to find after a deploy has replaced them.
      const privateScreens = new Set(
        (Object.keys(SPA_ROUTES) as SpaRoute[])
          .filter((route) => isPrivatePath(SPA_ROUTES[route]))
          .map((route) => join(sourceRoot, SPA_SCREENS[route])),
      );
      const app = [...chunks.values()].find((chunk) => chunk.facadeModuleId === join(sourceRoot, APP_MODULE));
      if (!app) throw new Error('service-worker: the build has no app chunk');
      const publicApp = new Set<string>();
      const reach = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (publicApp.has(fileName) || shell.has(fileName) || !chunk) return;
        if (chunk.facadeModuleId && privateScreens.has(chunk.facadeModuleId)) return;
        publicApp.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) if (!shell.has(css)) publicApp.add(css);
        for (const imported of [...chunk.imports, ...chunk.dynamicImports]) reach(imported);
      };
      reach(app.fileName);
      const offlinePage = readFileSync(join(publicDir, OFFLINE_PAGE_FILE), 'utf8');
      const version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).update(offlinePage).digest('hex').slice(0, 12);
      const files: ServiceWorkerFiles = {
        version,
        shell: [`/${OFFLINE_PAGE_FILE}`, ...[...shell].map((file) => `/${file}`)],
        publicApp: [...publicApp].map((file) => `/${file}`),
      };

      this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: await buildServiceWorker({ sourceRoot, contracts, files }) });
    },
  };
}

/** What the build writes into the worker (BuildFiles in web/src/sw/sw.ts). */
export interface ServiceWorkerFiles {
  version: string;
  shell: string[];
  publicApp: string[];
}

/** web/src/sw/sw.ts as one minified classic script, with `files` written in (also used by tests/build/service-worker.test.ts). */
export async function buildServiceWorker({
  sourceRoot,
  contracts,
  files,
}: {
  sourceRoot: string;
  contracts: string;
  files: ServiceWorkerFiles;
}): Promise<string> {
  const build = await rolldown({
    input: join(sourceRoot, 'sw/sw.ts'),
    platform: 'browser',
    resolve: { alias: { '@contracts': contracts } },
    transform: { define: { __SW_BUILD__: JSON.stringify(files) } },
    logLevel: 'warn',
  });
  try {
    const { output } = await build.generate({ format: 'iife', minify: true });
    const [worker] = output;
    if (!worker || worker.type !== 'chunk') throw new Error('service-worker: the build wrote no worker');
    return worker.code;
  } finally {
    await build.close();
  }
}
