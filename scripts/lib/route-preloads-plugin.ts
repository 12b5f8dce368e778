import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes, for each screen module (path under web/src), the chunks it needs beyond the entry's. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * Writes route-preloads.json: for each lazily loaded module, its chunk and every chunk it imports statically, less
 * what index.html already loads. The Worker turns the list for the requested screen into modulepreload hints.
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
      const preloads: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        const module = relative(sourceRoot, chunk.facadeModuleId).split('\\').join('/');
        preloads[module] = [...closure(chunk.fileName)].filter((file) => !initial.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
