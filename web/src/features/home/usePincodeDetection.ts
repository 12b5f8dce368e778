import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useBrowserValue } from '../../lib/browser-value.ts';
import { GEOLOCATION } from '../../lib/constants.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** docs/product.md §2.4, home location messages. */
export const LOCATION_MESSAGES = {
  denied: 'Location access denied or unavailable',
  unsupported: 'Geolocation is not supported by this browser',
  notDetected: 'Could not auto-detect pincode - please enter manually',
} as const;

export interface Coordinates {
  lat: number;
  lng: number;
}

export type PincodeDetection =
  | { phase: 'waiting' }
  | { phase: 'locating' }
  | { phase: 'detecting' }
  | { phase: 'detected'; pincode: string; place: string; coords: Coordinates }
  | { phase: 'failed'; reason: DetectionFailure };

export type DetectionFailure = keyof typeof LOCATION_MESSAGES;

type GeolocationState = { phase: 'locating' } | { phase: 'located'; coords: Coordinates } | { phase: 'failed'; reason: DetectionFailure };

const appRuns = () => true;

/** docs/product.md §2.4: a detected pincode counts only when it is exactly 6 digits. */
const SIX_DIGITS = /^\d{6}$/;

/**
 * docs/product.md §2.4: browser position, then our own backend's reverse geocoding, then a failure message.
 * It starts on mount and never blocks the page: the visitor can type a pincode at any time.
 */
export function usePincodeDetection(): PincodeDetection {
  const trpc = useTRPC();
  // Support is checked after the first render, which must match the server's (it has no geolocation).
  const [geolocation, setGeolocation] = useState<GeolocationState>({ phase: 'locating' });

  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setGeolocation({ phase: 'failed', reason: 'unsupported' });
      return;
    }
    let current = true;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (current) setGeolocation({ phase: 'located', coords: { lat: position.coords.latitude, lng: position.coords.longitude } });
      },
      () => {
        if (current) setGeolocation({ phase: 'failed', reason: 'denied' });
      },
      GEOLOCATION,
    );
    return () => {
      current = false;
    };
  }, []);

  const started = useBrowserValue(appRuns, false);
  const coords = geolocation.phase === 'located' ? geolocation.coords : undefined;
  const place = useQuery({
    ...trpc.site.reverseGeocode.queryOptions(coords ?? skipToken),
    retry: false,
    staleTime: Infinity,
  });

  // The server's markup (and the app's first render over it) says what is true until the app runs: nothing was asked yet.
  if (!started) return { phase: 'waiting' };
  if (geolocation.phase !== 'located') return geolocation;
  if (place.isPending) return { phase: 'detecting' };
  if (place.isSuccess && SIX_DIGITS.test(place.data.pincode)) {
    return { phase: 'detected', pincode: place.data.pincode, place: place.data.place, coords: geolocation.coords };
  }
  return { phase: 'failed', reason: 'notDetected' };
}
