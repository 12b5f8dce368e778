import { useEffect, type RefObject } from 'react';

/**
 * Marks the element busy for as long as it is mounted, with the look of a held tap (`[data-held]` in index.css) and
 * aria-busy: the Suspense fallback while the code of what a control opens loads, so the tap is seen to be taken.
 */
export function BusyMark({ target }: { target: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    element.setAttribute('data-held', '');
    element.setAttribute('aria-busy', 'true');
    return () => {
      element.removeAttribute('data-held');
      element.removeAttribute('aria-busy');
    };
  }, [target]);
  return null;
}
