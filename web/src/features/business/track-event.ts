import type { TrackedEvent } from '@contracts/analytics.ts';
import { readToken } from '../../lib/session-storage.ts';
import { API_BASE } from '../../lib/trpc.ts';

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
