import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isPrivatePath, SPA_ROUTES, SPA_SCREENS, type Screen } from '../../worker/contracts/spa-routes.ts';

/** The JavaScript a first visit to the home page downloads, measured on the production build (npm test builds first). */
const DIST = join(import.meta.dirname, '../../web/dist');
/*
 * 126 KB: was 120 until the app moved out of the entry (boot.ts paints first, then imports it, docs/decisions/006;
 * the split costs ~3 KB), then 125 until the owner and admin areas' routes and the role-aware header and footer
 * (docs/decisions/005).
 */
const BUDGET_BYTES = 126 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

function loadManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** A chunk and everything it imports statically (what the browser must fetch before it runs). */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** The manifest key of a module under web/src. */
function keyOf(manifest: Record<string, ManifestChunk>, module: string): string {
  const key = `src/${module}`;
  expect(manifest[key], `no chunk for web/src/${module}`).toBeDefined();
  return key;
}

/** What the browser fetches before a screen shows: the entry, the app it imports, and the screen with its imports. */
function firstLoad(manifest: Record<string, ManifestChunk>, screenModule: string): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const app = entry && manifest[entry]?.dynamicImports?.find((key) => key.endsWith('src/main.tsx'));
  if (!entry || !app) throw new Error('the build has no entry importing the app (main.tsx)');
  return new Set([...closure(manifest, entry), ...closure(manifest, app), ...closure(manifest, keyOf(manifest, screenModule))]);
}

function gzippedSize(files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  return total;
}

describe('bundle budget', () => {
  it('keeps the home page under 126 KB of gzipped JavaScript, other screens on demand', () => {
    const manifest = loadManifest();
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    expect(entry).toBeDefined();
    // The entry paints first, then imports the app (main.tsx), which loads the screen.
    const app = manifest[entry as string]?.dynamicImports?.find((key) => key.endsWith('src/main.tsx'));
    expect(app).toBeDefined();
    const home = Object.keys(manifest).find((key) => key.endsWith('features/home/HomePage.tsx'));
    expect(home).toBeDefined();
    const keys = new Set([
      ...closure(manifest, entry as string),
      ...closure(manifest, app as string),
      ...closure(manifest, home as string),
    ]);
    const files = [...keys].map((key) => manifest[key]?.file as string).filter((file) => file.endsWith('.js'));
    const bytes = gzippedSize(files);
    expect(bytes, `home page JavaScript: ${(bytes / 1024).toFixed(1)} KB gzip in ${files.join(', ')}`).toBeLessThanOrEqual(BUDGET_BYTES);

    const business = Object.keys(manifest).find((key) => key.endsWith('features/business/BusinessPage.tsx'));
    expect(business && keys.has(business)).toBe(false);
  });

  it("keeps the private screens' code, and the guard's not-allowed screen, out of every public page's first load", () => {
    const manifest = loadManifest();
    const screens = Object.entries(SPA_SCREENS) as [Screen, string][];
    const isPrivate = (screen: Screen) => screen !== 'notFound' && isPrivatePath(SPA_ROUTES[screen]);
    const privateChunks = [...screens.filter(([screen]) => isPrivate(screen)).map(([, module]) => module), 'app/NotAllowed.tsx'].map(
      (module) => keyOf(manifest, module),
    );
    expect(privateChunks).toContain('src/features/favorites/FavoritesPage.tsx');
    for (const [screen, module] of screens.filter(([candidate]) => !isPrivate(candidate))) {
      const loaded = firstLoad(manifest, module);
      for (const chunk of privateChunks) expect(loaded.has(chunk), `${chunk} in the first load of ${screen}`).toBe(false);
    }
  });

  it("keeps the owner portal's shared code and its chart library out of every public page's first load", () => {
    const manifest = loadManifest();
    // Words only the portal's shared modules and libraries carry (ListingFrame, StatusBadge, owner-rest, the hours
    // tab, uPlot): a public module importing one of them would pull it into a chunk some public page loads first.
    const markers = ['Could not open this listing', 'Waiting for approval', 'Could not reach CityPages', 'Save opening hours', 'uPlot'];
    const screens = (Object.entries(SPA_SCREENS) as [Screen, string][]).filter(
      ([screen]) => screen === 'notFound' || !isPrivatePath(SPA_ROUTES[screen]),
    );
    expect(screens.map(([screen]) => screen)).toContain('businessLogin');
    // Each marker is in the build, so a test that finds none of them in public pages could find one.
    const everything = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(DIST, file), 'utf8'))
      .join('\n');
    for (const marker of markers) expect(everything, marker).toContain(marker);
    for (const [screen, module] of screens) {
      for (const key of firstLoad(manifest, module)) {
        const file = manifest[key]?.file ?? '';
        if (!file.endsWith('.js')) continue;
        const code = readFileSync(join(DIST, file), 'utf8');
        for (const marker of markers) expect(code.includes(marker), `'${marker}' in ${file}, loaded first by ${screen}`).toBe(false);
      }
    }
  });
});
