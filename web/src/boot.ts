import { LANGUAGE_COOKIE } from '@contracts/language-cookie.ts';
import { PAGE_CHUNKS_ELEMENT_ID, START_ON_INPUT_ATTRIBUTE, USES_LOCATION_ATTRIBUTE } from '@contracts/ssr.ts';
import { answeredWithoutApp, dropEarlyInput, holdEarlyInput } from './early-input.ts';
import { countTaps } from './features/business/track-event.ts';
import { markStoredSession, readToken } from './lib/session-storage.ts';
import { registerServiceWorker } from './sw/register.ts';
import './index.css';

/**
 * A visitor's first touch, click, key, pointer move, scroll or focus: the moment the page's controls are wanted. A
 * screen reader may activate a button with a click alone, and type without keys the page sees.
 */
const FIRST_INPUT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin', 'click', 'input'] as const;

/** The app's and the screen's chunks, which the Worker lists in the page. */
function pageChunks(chunks: Element | null): string[] {
  try {
    const files: unknown = JSON.parse(chunks?.textContent ?? '[]');
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/** Fetched in parallel, not as each import is met; `low` while nothing waits for them. */
function preload(files: readonly string[], priority: 'high' | 'low'): void {
  const links = document.createDocumentFragment();
  for (const file of files) {
    if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(file)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.fetchPriority = priority;
    link.href = file;
    links.append(link);
  }
  document.head.append(links);
}

/** The app's own chunk (the first the Worker lists), remembered once it has run: a next page finds it in the cache. */
const APP_SEEN_KEY = 'citypages:app';

function appAlreadyFetched(files: readonly string[]): boolean {
  try {
    return files.length > 0 && localStorage.getItem(APP_SEEN_KEY) === files[0];
  } catch {
    return false;
  }
}

function rememberApp(files: readonly string[]): void {
  try {
    if (files[0]) localStorage.setItem(APP_SEEN_KEY, files[0]);
  } catch {
    // Storage refused (private mode, full): the next page waits for an input, as a first one does.
  }
}

/** Whether the visitor asked to save data, or is on a connection where 140 KB they may never use is a real cost. */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** After the page has loaded and the browser has nothing else to do. */
function whenIdle(work: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 3000 }) : setTimeout(work, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The attribute on <html> that says the app has been asked to start (browser journeys read it). */
const APP_STARTED_ATTRIBUTE = 'data-app';

let started = false;

function startApp(files: readonly string[]): void {
  if (started) return;
  started = true;
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, 'starting');
  preload(files, 'high');
  // Without the app nothing would ever hand back a held tap, and native controls should at least do what they do.
  import('./main.tsx').then(() => rememberApp(files), dropEarlyInput);
}

/**
 * A page the Worker rendered whole for a signed-out visitor reads and navigates without JavaScript: its links are
 * plain links and a tap on a control is held (early-input.ts). Its app (~125 KB) runs at the visitor's first input,
 * so a phone's first seconds go to the page, not to hydrating it; it is fetched, at the lowest priority, once the page
 * has loaded and the browser is idle (not when the visitor saves data), so the first tap waits for the app to run,
 * not to download (docs/decisions/027). A next page whose app the browser already has starts it once painted. Other
 * pages start it after the first paint: the page is painted before the app's code is fetched and run, so it does not
 * compete with the stylesheet and images, nor hydrate before anything shows. The second frame is the first one after
 * the paint; the work then runs in a task of its own. A tab opened in the background has no frames: its app starts
 * when it is shown.
 */
/**
 * The browser has been in this page's language: the bare home page no longer sends it to the language it prefers
 * (worker/http/first-visit-language.ts), so a visitor who chose English stays in English.
 */
function rememberLanguage(): void {
  // The Worker wrote the page's language tag ('kn-IN') on <html>: its first two letters are the language.
  const secure = location.protocol === 'https:' ? ';secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${document.documentElement.lang.slice(0, 2)};path=/;max-age=31536000;samesite=lax${secure}`;
}

function boot(): void {
  // First: for a visitor with a session the header's 'Sign In' and 'Sign Up' hide from the next paint on (app/Header.tsx).
  markStoredSession();
  rememberLanguage();
  countTaps(document);
  const chunks = document.getElementById(PAGE_CHUNKS_ELEMENT_ID);
  const files = pageChunks(chunks);
  const start = () => startApp(files);
  if (!chunks?.hasAttribute(START_ON_INPUT_ATTRIBUTE) || readToken() || appAlreadyFetched(files)) {
    holdEarlyInput();
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
    return;
  }
  startOnFirstInput(start);
  // After the listeners above: a held tap stops at the first listener that holds it, and it must start the app too.
  holdEarlyInput();
  if (!savingData()) whenIdle(() => preload(files, 'low'));
}

/**
 * Starts the app at the first of FIRST_INPUT the page cannot answer alone (typing in a search box and sending it, or
 * opening the filters, is answered by the server: early-input.ts answeredWithoutApp), or at once where the home page
 * may locate a visitor who allowed it.
 */
function startOnFirstInput(start: () => void): void {
  const listening = new AbortController();
  const onInput = (event?: Event) => {
    if (event && answeredWithoutApp(event.target)) return;
    listening.abort();
    start();
  };
  for (const type of FIRST_INPUT) window.addEventListener(type, onInput, { capture: true, passive: true, signal: listening.signal });
  // A returning visitor who lets the site know where they are sees the businesses near them without a first tap.
  if (document.querySelector(`[${USES_LOCATION_ATTRIBUTE}]`)) {
    navigator.permissions?.query({ name: 'geolocation' }).then(
      (status) => status.state === 'granted' && onInput(),
      () => undefined,
    );
  }
}

boot();
// After the page has loaded and the browser is idle: the worker keeps pages and the app for the next visit and offline.
registerServiceWorker();
