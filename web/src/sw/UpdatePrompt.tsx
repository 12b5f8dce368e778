import { useState } from 'react';
import { SKIP_WAITING, SW_TEXTS, type PageMessage } from './protocol.ts';

/**
 * docs/product.md §2.28: a new version is installed and waits. Nothing changes under the visitor's feet (a page of one
 * version running the other's code): 'Reload' lets the new worker take over, then loads the page again with it.
 * Loaded only when a new version waits (AppUpdates.tsx).
 */
export function UpdatePrompt() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;

  const reload = async () => {
    const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
    // Another tab may already have let it take over: then this one only needs to load again.
    if (!waiting) {
      location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
    waiting.postMessage({ type: SKIP_WAITING } satisfies PageMessage);
  };

  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-20 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg md:bottom-6"
    >
      <p className="flex-1">{SW_TEXTS.updateReady}</p>
      <button
        type="button"
        onClick={() => void reload()}
        className="rounded-lg bg-white px-3 py-1.5 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {SW_TEXTS.reload}
      </button>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        className="rounded-lg px-2 py-1.5 text-slate-200 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {SW_TEXTS.later}
      </button>
    </div>
  );
}
