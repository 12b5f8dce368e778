import type { TrackedEvent } from '@contracts/analytics.ts';
import { API_BASE } from '../../lib/api-paths.ts';
import { readToken } from '../../lib/session-storage.ts';

/**
 * Tells the server that a visitor used one of the profile's ways to reach the business (docs/product.md §3.23
 * Analytics). Fire and forget: `keepalive` lets the request outlive the page when the tap leaves it, and nothing waits
 * for it or hears of its failure. Not sendBeacon, which cannot carry the bearer token that keeps the owner's own taps
 * out of the counts.
 */
export function trackEvent(businessId: string, type: TrackedEvent): void {
  const token = readToken();
  try {
    fetch(`${API_BASE}/business/public/${encodeURIComponent(businessId)}/events`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ type }),
    }).catch(() => undefined);
  } catch {
    // A browser without fetch or keepalive: the tap itself must still work.
  }
}

/**
 * The attributes of a link whose taps are counted (call, directions, website); none without a listing (the sample
 * profile). The link does not count its own taps: a visitor may tap it before the app has loaded (boot.ts starts it at
 * the first input), so one listener on the document, installed by the page's first script, counts them all.
 */
export function countedTap(businessId: string | null, type: TrackedEvent): Record<string, string> {
  return businessId ? { 'data-tap': type, 'data-tap-business': businessId } : {};
}

/** Counts the taps on the document's counted links, from now until the returned function is called. */
export function countTaps(target: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-tap][data-tap-business]') : null;
    const { tap, tapBusiness } = link?.dataset ?? {};
    // The kind is the page's own markup; the server checks it like any other body.
    if (tap && tapBusiness) trackEvent(tapBusiness, tap as TrackedEvent);
  };
  target.addEventListener('click', onClick, true);
  return () => target.removeEventListener('click', onClick, true);
}
