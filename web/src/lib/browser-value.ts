import { useSyncExternalStore } from 'react';

/** A store that never changes: useSyncExternalStore then only tells the server's render (and hydration) from the app's. */
const neverChanges = () => () => undefined;

/**
 * A value only the browser knows (the page's address, a meta tag, that the app runs at all): `onServer` in the
 * server's markup and while React adopts it, so hydration matches; `read()` from the render right after.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(neverChanges, read, () => onServer);
}
