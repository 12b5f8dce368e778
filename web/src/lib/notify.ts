/**
 * Toasts only ever follow a visitor's action, so the toast library is not part of any page's first load: it is
 * fetched on the first toast, and the first toast also asks the app's layout to mount the Toaster that shows it
 * (sonner replays the toasts still active when a Toaster subscribes).
 */
let requested = false;
const listeners = new Set<() => void>();

/** Whether a toast has been asked for since the page loaded: the layout mounts the Toaster from then on. */
export function toastsRequested(): boolean {
  return requested;
}

/** Calls `listener` when the first toast is asked for; returns the way to stop (a `useSyncExternalStore` source). */
export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: 'success' | 'error', message: string): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('sonner').then(({ toast }) => toast[kind](message));
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};
