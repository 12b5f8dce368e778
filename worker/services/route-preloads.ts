/** Chunks per screen module, written by the web build (scripts/lib/route-preloads-plugin.ts). */
export type RoutePreloads = Record<string, string[]>;

let loaded: RoutePreloads | undefined;

/**
 * Read once per isolate: the static assets of a deployment never change under it. A missing file (a build from
 * before the list existed) means no hints, never a failed page.
 */
export async function routePreloads(assets: Fetcher, origin: string): Promise<RoutePreloads> {
  if (loaded) return loaded;
  const response = await assets.fetch(new Request(new URL('/route-preloads.json', origin)));
  if (!response.ok) return {};
  loaded = (await response.json()) as RoutePreloads;
  return loaded;
}
