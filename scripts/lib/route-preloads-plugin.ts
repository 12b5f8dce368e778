import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes, for the app and each screen module (path under web/src), the chunks it needs beyond the entry's. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  dynamicImports: string[];
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * Writes route-preloads.json: for each lazily loaded module, its chunk and every chunk it imports statically, less
 * what index.html already loads. The app the entry imports (APP_MODULE) is listed like a screen, and each screen's
 * list leaves out the app's chunks. The Worker lists the app's and the requested screen's chunks in the page, and
 * the entry (boot.ts) fetches them as modulepreload links after the first paint.
 */
export function routePreloads(sourceRoot: string): Plugin {
  return {
    name: 'citypages-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-preloads: the build has no entry chunk');
      const initial = closure(entry.fileName);
      const withApp = new Set([...initial, ...entry.dynamicImports.flatMap((file) => [...closure(file)])]);
      const preloads: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        const module = relative(sourceRoot, chunk.facadeModuleId).split('\\').join('/');
        const loaded = entry.dynamicImports.includes(chunk.fileName) ? initial : withApp;
        preloads[module] = [...closure(chunk.fileName)].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
