import { useEffect, useRef } from 'react';

/**
 * After a deletion the deleted item's buttons go with it, and with them the focus. `removed()` is called once the
 * server took the deletion; when the list read again (`data`) no longer shows the item and the focus went with it, the
 * focus goes to `target` (a heading with tabIndex -1), so a keyboard or screen reader user goes on from there. While
 * `waiting` (a dialog still open, or the list still being read again) it waits: the item may not have gone yet.
 */
export function useFocusAfterRemoval<Target extends HTMLElement>(data: unknown, waiting = false) {
  const target = useRef<Target>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || waiting) return;
    pending.current = false;
    if (document.activeElement === document.body || document.activeElement === null) target.current?.focus();
  }, [data, waiting]);
  return {
    target,
    removed: () => {
      pending.current = true;
    },
  };
}
