import { useEffect, type RefObject } from 'react';
import { markBusy, unmarkBusy } from '../lib/busy-look.ts';

/**
 * Marks the element busy for as long as it is mounted, with the look of a held tap (lib/busy-look.ts): the Suspense
 * fallback while the code of what a control opens loads, so the tap is seen to be taken.
 */
export function BusyMark({ target }: { target: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    markBusy(element);
    return () => unmarkBusy(element);
  }, [target]);
  return null;
}
