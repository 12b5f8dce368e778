import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../worker/contracts/languages.ts';
import { APP_MODULE, isPrivatePath, screenCatalogues, SPA_ROUTES, SPA_SCREENS, type Screen } from '../../worker/contracts/spa-routes.ts';

/**
 * The JavaScript a first visit downloads, measured on the production build (npm test builds first) the way the
 * browser gets it. A server-rendered page loads the scripts of index.html (the entry, boot.ts) and nothing more until
 * the visitor's first input; that input brings the chunks the Worker lists in the page for the app and the screen
 * (worker/routes/spa.ts reads them from route-preloads.json; boot.ts fetches them as modulepreload links).
 * tests/e2e/first-load.test.ts checks in Chromium that a page fetches exactly these, so the figures are what a
 * browser downloads.
 */
const DIST = join(import.meta.dirname, '../../web/dist');
/** Issue 14: what a first visit fetches before an interaction, on home, search and business. */
const BEFORE_INPUT_BUDGET_KB = 100;
/*
 * What the first input brings (the entry included). React, React DOM and the scheduler alone are 66.6 KB, react-router
 * 13 KB, TanStack Query 10.4 KB and tRPC's client 9.7 KB: 99.7 KB before any of the app's code, all of it needed to
 * hydrate a page. The budgets hold what the build reaches, about 1 KB above (docs/decisions/005).
 */
// Issue 34 (2026-12-02) moved them from 126/126/140: the entry's idle fetch, native forms and service worker, the
// header's server-rendered sign-in links, the update prompt, search's offers to clear filters and compact cards, the
// profile's action bar and cover, then the filters as a native form, the share sheet, the profile's distance and the
// home search's early ask (docs/decisions/005). Issue 36 (2026-12-03) moved search's to 130: the chips of what a search
// read in its words (129.1 KB); then to 131: the trade's and the attributes' chips with their labels, and the heading of
// a widened page (130.2 KB).
const ENGLISH_ONLY_KB: Partial<Record<Screen, number>> = { home: 129, search: 131, business: 142 };
/**
 * Issue 38: the three languages (the i18n code, the language switch, the page's own catalogues) may add at most 8 KB
 * to what the first input brings, in whichever language the page is.
 */
const LANGUAGES_KB = 8;
const BUDGET_KB = Object.fromEntries(Object.entries(ENGLISH_ONLY_KB).map(([screen, budget]) => [screen, budget + LANGUAGES_KB])) as Partial<
  Record<Screen, number>
>;
const WEIGHED = Object.keys(BUDGET_KB) as Screen[];

interface ManifestChunk {
  file: string;
  imports?: string[];
}

function loadManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

function loadPreloads(): Record<string, string[]> {
  return JSON.parse(readFileSync(join(DIST, 'route-preloads.json'), 'utf8')) as Record<string, string[]>;
}

/** The scripts index.html loads itself (the entry, boot.ts), as paths under web/dist. */
function shellScripts(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g)].map(
    (match) => match[1] as string,
  );
  expect(scripts, 'index.html loads no script').not.toEqual([]);
  return scripts;
}

/** The scripts a page fetches before an input: index.html's, and every chunk they import, as paths under web/dist. */
function beforeInput(): string[] {
  const manifest = loadManifest();
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const loaded = new Set<string>();
  const load = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) load(manifest[imported]?.file ?? imported);
  };
  shellScripts().forEach(load);
  return [...loaded];
}

/**
 * The catalogues a page in `language` lists for `screen`, as worker/routes/spa.ts does: the shell's and its feature's,
 * where the build has one.
 */
function catalogues(preloads: Record<string, string[]>, screen: Screen, language: Language): string[] {
  expect(preloads[`messages/${language}/shell.json`], `route-preloads.json lists no chunks for ${language}'s shell`).toBeDefined();
  return screenCatalogues(screen).flatMap((name) => preloads[`messages/${language}/${name}.json`] ?? []);
}

/** Every script a first visit to `screen` in `language` has fetched once the visitor's first input has started the app. */
function firstLoad(screen: Screen, language: Language = 'en'): string[] {
  const preloads = loadPreloads();
  const app = preloads[APP_MODULE];
  const page = preloads[SPA_SCREENS[screen]];
  expect(app, `route-preloads.json lists no chunks for ${APP_MODULE}`).toBeDefined();
  expect(page, `route-preloads.json lists no chunks for ${SPA_SCREENS[screen]}`).toBeDefined();
  const listed = [...(app ?? []), ...(page ?? []), ...catalogues(preloads, screen, language)];
  return [...new Set([...beforeInput(), ...listed.map((file) => file.replace(/^\//, ''))])];
}

function gzippedSize(files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  return total;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('bundle budget', () => {
  it(`keeps what a page fetches before an input within ${BEFORE_INPUT_BUDGET_KB} KB of gzipped JavaScript, without the framework`, () => {
    const files = beforeInput();
    const bytes = gzippedSize(files);
    expect(bytes, `${kb(bytes)} gzip in ${files.length} scripts: ${files.join(', ')}`).toBeLessThanOrEqual(BEFORE_INPUT_BUDGET_KB * 1024);
    const code = files.map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n');
    // React DOM's own error text, and the app's router: either would mean the framework came with the entry.
    for (const marker of ['react.dev/errors', 'useNavigate']) expect(code.includes(marker), `'${marker}' before an input`).toBe(false);
  });

  for (const screen of WEIGHED) {
    const budget = BUDGET_KB[screen] as number;
    it.each(LANGUAGES)(`keeps what the first input on ${screen} fetches within ${budget} KB of gzipped JavaScript, in %s`, (language) => {
      const files = firstLoad(screen, language);
      const bytes = gzippedSize(files);
      expect(bytes, `${screen} in ${language}: ${kb(bytes)} gzip in ${files.length} scripts: ${files.join(', ')}`).toBeLessThanOrEqual(
        budget * 1024,
      );
    });
  }

  it("brings a page only its own language's texts", () => {
    const preloads = loadPreloads();
    for (const language of LANGUAGES) {
      // Each catalogue's own chunk (the first its list names), not what the languages share (the plural rules' runtime).
      const others = new Set(
        LANGUAGES.filter((other) => other !== language).flatMap((other) =>
          ['shell', 'home'].map((namespace) => preloads[`messages/${other}/${namespace}.json`]?.[0]).filter(Boolean),
        ),
      );
      expect(others.size, language).toBeGreaterThan(0);
      const loaded = firstLoad('home', language).map((file) => `/${file}`);
      expect(
        loaded.filter((file) => others.has(file)),
        language,
      ).toEqual([]);
    }
  });

  it("lists every chunk a page's scripts import, so the figures above are all a browser needs to run them", () => {
    const manifest = loadManifest();
    const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
    for (const screen of Object.keys(SPA_SCREENS) as Screen[]) {
      const loaded = new Set(firstLoad(screen));
      for (const file of loaded) {
        const chunk = byFile.get(file);
        expect(chunk, `${file} is not in the build's manifest`).toBeDefined();
        for (const imported of chunk?.imports ?? []) {
          const needed = manifest[imported]?.file ?? imported;
          expect(loaded.has(needed), `${screen}: ${file} imports ${needed}, which the page does not list`).toBe(true);
        }
      }
    }
  });

  it('keeps the code of other screens, and libraries loaded on an action, out of the first loads', () => {
    const manifest = loadManifest();
    const fileOf = (module: string) => manifest[`src/${module}`]?.file;
    for (const screen of WEIGHED) {
      const loaded = new Set(firstLoad(screen));
      for (const other of WEIGHED.filter((candidate) => candidate !== screen)) {
        expect(loaded.has(fileOf(SPA_SCREENS[other]) as string), `${other}'s screen in the first load of ${screen}`).toBe(false);
      }
      const code = [...loaded].map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n');
      // The toast library (its Toaster marks its region so) and the share dialog (its 'Copy link' button).
      for (const marker of ['data-sonner-toaster', 'Copy link'])
        expect(code.includes(marker), `'${marker}' in the first load of ${screen}`).toBe(false);
    }
  });

  it("keeps the private screens' code, and the guard's not-allowed screen, out of every public page's first load", () => {
    const manifest = loadManifest();
    const screens = Object.entries(SPA_SCREENS) as [Screen, string][];
    const isPrivate = (screen: Screen) => screen !== 'notFound' && isPrivatePath(SPA_ROUTES[screen]);
    const privateFiles = [...screens.filter(([screen]) => isPrivate(screen)).map(([, module]) => module), 'app/NotAllowed.tsx'].map(
      (module) => {
        const file = manifest[`src/${module}`]?.file;
        expect(file, `no chunk for web/src/${module}`).toBeDefined();
        return file as string;
      },
    );
    expect(privateFiles.length).toBeGreaterThan(1);
    for (const [screen] of screens.filter(([candidate]) => !isPrivate(candidate))) {
      const loaded = new Set(firstLoad(screen));
      for (const file of privateFiles) expect(loaded.has(file), `${file} in the first load of ${screen}`).toBe(false);
    }
  });

  it("keeps the API reference's code and words out of every other page's first load", () => {
    const manifest = loadManifest();
    const preloads = loadPreloads();
    const reference = manifest[`src/${SPA_SCREENS.apiReference}`]?.file;
    expect(reference, 'no chunk for the API reference').toBeDefined();
    const words = LANGUAGES.map((language) => preloads[`messages/${language}/developers.json`]?.[0]?.replace(/^\//, ''));
    // Its own page loads them, so the check below could find them elsewhere.
    expect(firstLoad('apiReference', 'kn')).toEqual(expect.arrayContaining([reference, words[LANGUAGES.indexOf('kn')]]));
    for (const screen of (Object.keys(SPA_SCREENS) as Screen[]).filter((candidate) => candidate !== 'apiReference')) {
      for (const language of LANGUAGES) {
        const loaded = new Set(firstLoad(screen, language));
        for (const file of [reference, ...words]) expect(loaded.has(file as string), `${file} in the first load of ${screen}`).toBe(false);
      }
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
    for (const [screen] of screens) {
      for (const file of firstLoad(screen)) {
        const code = readFileSync(join(DIST, file), 'utf8');
        for (const marker of markers) expect(code.includes(marker), `'${marker}' in ${file}, loaded first by ${screen}`).toBe(false);
      }
    }
  });
});
