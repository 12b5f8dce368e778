import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { APP_STARTED, KEEP_PAGE, UPDATE_READY_ATTRIBUTE, UPDATE_READY_EVENT, type PageMessage } from './protocol.ts';

// Most visits never see a new version arrive: the prompt's code loads only when one does.
const UpdatePrompt = lazy(() => import('./UpdatePrompt.tsx').then((module) => ({ default: module.UpdatePrompt })));

/** A page passed through quickly is not worth keeping: the worker fetches a page the visitor stayed on this long. */
const KEEP_AFTER_MS = 2_000;
/**
 * A tab open this long may outlive a deploy, and then ask for a screen's chunks the deploy removed: only such a tab
 * has the worker keep every public screen's chunks (about 100 KB once per build), so a short visit on mobile data never
 * pays for screens it does not open.
 */
const LONG_OPEN_MS = 5 * 60_000;

const onUpdateReady = (onChange: () => void) => {
  window.addEventListener(UPDATE_READY_EVENT, onChange);
  return () => window.removeEventListener(UPDATE_READY_EVENT, onChange);
};
const updateReady = () => document.documentElement.hasAttribute(UPDATE_READY_ATTRIBUTE);

/**
 * The app's side of the service worker (docs/decisions/026-service-worker.md): the 'new version' prompt once a new
 * worker waits (register.ts marks the page); the public pages the visitor reaches inside the app reported to the
 * worker, which saw no document load for them, so they are kept to read offline as a page opened directly is; and
 * that the app started, so the worker keeps the chunks of the screens it may open.
 */
export function AppUpdates() {
  // The server's markup never has the prompt, nor has the browser's until a new version waits.
  const ready = useSyncExternalStore(onUpdateReady, updateReady, () => false);
  const { pathname, search } = useLocation();
  // The page the document loaded: the worker saw it (or register.ts reports it).
  const [loaded] = useState(() => pathname + search);

  useEffect(() => {
    // The worker keeps the public screens' chunks for this tab, which may navigate to them after a deploy.
    const timer = setTimeout(() => {
      void navigator.serviceWorker?.ready.then(({ active }) => active?.postMessage({ type: APP_STARTED } satisfies PageMessage));
    }, LONG_OPEN_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (pathname + search === loaded) return;
    const timer = setTimeout(() => {
      navigator.serviceWorker?.controller?.postMessage({ type: KEEP_PAGE, url: location.href } satisfies PageMessage);
    }, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pathname, search, loaded]);

  return ready ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
