import { KEEP_PAGE, SERVICE_WORKER_PATH, UPDATE_READY_ATTRIBUTE, UPDATE_READY_EVENT, type PageMessage } from './protocol.ts';

/** A tab left open for long asks whether a new version is out when it is shown again, at most this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Tells the page (and the app, when it runs) that a new version's worker waits for the visitor's word (UpdatePrompt.tsx). */
function announce(registration: ServiceWorkerRegistration): void {
  // The first worker a browser installs has no version before it to replace: there is nothing to reload into.
  if (!registration.waiting || !navigator.serviceWorker.controller) return;
  document.documentElement.setAttribute(UPDATE_READY_ATTRIBUTE, '');
  window.dispatchEvent(new Event(UPDATE_READY_EVENT));
}

function watch(registration: ServiceWorkerRegistration): void {
  announce(registration);
  registration.addEventListener('updatefound', () => {
    const next = registration.installing;
    next?.addEventListener('statechange', () => {
      if (next.state === 'installed') announce(registration);
    });
  });
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    registration.update().catch(() => undefined);
  });
  // This page loaded before any worker ran, so none kept it: the new one is told once active.
  if (!navigator.serviceWorker.controller) {
    void navigator.serviceWorker.ready.then(({ active }) => {
      active?.postMessage({ type: KEEP_PAGE, url: location.href } satisfies PageMessage);
    });
  }
}

/**
 * Registers the service worker (docs/decisions/026-service-worker.md) once the page has loaded and the browser is
 * idle, so it never competes with the page's first paint or its first input. Only in a production build: `vite`'s
 * development server has no sw.js, and a worker there would serve stale modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_PATH)
      // A browser whose service workers are turned off (a policy, an automation setting) may answer with nothing.
      .then(
        (registration: ServiceWorkerRegistration | undefined) => registration && watch(registration),
        (error: unknown) => console.warn('service worker not registered', error),
      );
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5_000 }) : setTimeout(register, 1_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
