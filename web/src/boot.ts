import { PAGE_CHUNKS_ELEMENT_ID, START_ON_INPUT_ATTRIBUTE, USES_LOCATION_ATTRIBUTE } from '@contracts/ssr.ts';
import { dropEarlyInput, holdEarlyInput } from './early-input.ts';
import { countTaps } from './features/business/track-event.ts';
import { markStoredSession, readToken } from './lib/session-storage.ts';
import './index.css';

/**
 * A visitor's first touch, click, key, pointer move, scroll or focus: the moment the page's controls are wanted. A
 * screen reader may activate a button with a click alone, and type without keys the page sees.
 */
const FIRST_INPUT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin', 'click', 'input'] as const;

/** The app's and the screen's chunks, which the Worker lists in the page: fetched in parallel, not as each import is met. */
function fetchPageChunks(chunks: Element | null): void {
  let files: unknown;
  try {
    files = JSON.parse(chunks?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  const links = document.createDocumentFragment();
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    links.append(link);
  }
  document.head.append(links);
}

let started = false;

function startApp(chunks: Element | null): void {
  if (started) return;
  started = true;
  fetchPageChunks(chunks);
  // Without the app nothing would ever hand back a held tap, and native controls should at least do what they do.
  import('./main.tsx').catch(dropEarlyInput);
}

/**
 * A page the Worker rendered whole for a signed-out visitor reads and navigates without JavaScript: its links are
 * plain links and a tap on a control is held (early-input.ts). The app (~125 KB) loads at the visitor's first input
 * instead of with every page, so a visitor who reads, calls or follows a link downloads none of it, and a phone's
 * first seconds go to the page. Otherwise it starts after the first paint: the page is painted before the app's code
 * is fetched and run, so it does not compete with the stylesheet and images, nor hydrate before anything shows. The
 * second frame is the first one after the paint; the work then runs in a task of its own. A tab opened in the
 * background has no frames: its app starts when it is shown.
 */
function boot(): void {
  markStoredSession();
  countTaps(document);
  const chunks = document.getElementById(PAGE_CHUNKS_ELEMENT_ID);
  const start = () => startApp(chunks);
  if (!chunks?.hasAttribute(START_ON_INPUT_ATTRIBUTE) || readToken()) {
    holdEarlyInput();
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
    return;
  }
  startOnFirstInput(start);
  // After the listeners above: a held tap stops at the first listener that holds it, and it must start the app too.
  holdEarlyInput();
}

/** Starts the app at the first of FIRST_INPUT, or at once where the home page may locate a visitor who allowed it. */
function startOnFirstInput(start: () => void): void {
  const listening = new AbortController();
  const onInput = () => {
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
