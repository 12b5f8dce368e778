import { useSyncExternalStore } from 'react';
import type { Point } from '@contracts/geo.ts';

/**
 * Where the visitor said they are, when they asked to be located (search's 'Near me', home's 'Use my location'): kept
 * in this tab only (sessionStorage), never sent with a page or put in an address, so that a profile they open next can
 * say how far it is (docs/product.md §2.12). A position this old is no longer where they are.
 */
const KEY = 'citypages:position';
const FRESH_FOR_MS = 30 * 60_000;
const CHANGED = 'citypages:position-changed';

interface Stored extends Point {
  at: number;
}

export function rememberPosition(position: { lat: number; lng: number }): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ latitude: position.lat, longitude: position.lng, at: Date.now() } satisfies Stored));
    window.dispatchEvent(new Event(CHANGED));
  } catch {
    // Storage refused: the profile simply does not say the distance.
  }
}

/** The raw text, so that the store's snapshot is stable between reads. */
function snapshot(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null, now: number): Point | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    const { latitude, longitude, at } = stored;
    if (typeof latitude !== 'number' || typeof longitude !== 'number' || typeof at !== 'number') return null;
    return now - at <= FRESH_FOR_MS ? { latitude, longitude } : null;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
}

/** The visitor's remembered position, or null (always null in the server's markup, which is the same for everyone). */
export function useVisitorPosition(): Point | null {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  return parse(raw, Date.now());
}
