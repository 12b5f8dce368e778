/**
 * What the service worker (sw.ts) and the pages say to each other, and the texts a visitor reads from it: shared by
 * both sides, so neither can drift from the other. Nothing here may import the DOM or the app: the worker bundles it.
 */

/** Where the build writes the service worker: at the root, so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The page the worker answers with for a page it has not kept; the worker fills in what it has kept. */
export const OFFLINE_PAGE_PATH = '/offline.html';

/** Where offline.html lists what the worker kept (the worker replaces this comment). */
export const OFFLINE_LIST_MARKER = '<!--kept-->';

/** A page asks the waiting worker to take over (the visitor chose 'Reload'). */
export const SKIP_WAITING = 'skip-waiting';

/**
 * A page shows a public address the app reached without loading a document (a link followed inside the app): the
 * worker keeps that address's page too, as if the visitor had opened it.
 */
export const KEEP_PAGE = 'keep-page';

/** A page's app has started: it may navigate inside itself, to screens whose chunks the worker then keeps. */
export const APP_STARTED = 'app-started';

export type PageMessage = { type: typeof SKIP_WAITING } | { type: typeof KEEP_PAGE; url: string } | { type: typeof APP_STARTED };

/**
 * Set on <html> by the registration (register.ts) once a new version's worker is installed and waiting: the app
 * shows its prompt when it starts, and the event tells an app already running.
 */
export const UPDATE_READY_ATTRIBUTE = 'data-update-ready';
export const UPDATE_READY_EVENT = 'citypages:update-ready';

/** docs/product.md §2.28: the prompt for a new version, and the note on a page the worker served from what it kept. */
export const SW_TEXTS = {
  updateReady: 'A new version of CityPages is ready.',
  reload: 'Reload',
  later: 'Later',
  offlineCopy: 'You’re offline. This is the page as saved on this phone',
  slowCopy: 'The connection is slow. This is the page as saved on this phone',
  savedPages: 'See what’s saved',
} as const;
