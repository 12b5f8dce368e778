import { useEffect, useRef } from 'react';

/**
 * After a deletion the deleted item's buttons go with it, and with them the focus. `removed()` is called once the
 * server took the deletion; when the list read again (`data`) no longer shows the item and the focus went with it, the
 * focus goes to `target` (a heading with tabIndex -1), so a keyboard or screen reader user goes on from there.
 */
export function useFocusAfterRemoval<Target extends HTMLElement>(data: unknown) {
  const target = useRef<Target>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    if (document.activeElement === document.body || document.activeElement === null) target.current?.focus();
  }, [data]);
  return {
    target,
    removed: () => {
      pending.current = true;
    },
  };
}
