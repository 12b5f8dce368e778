import { useCallback, useEffect, useRef, useState } from 'react';
import type { Messages } from '../../i18n/catalogues.ts';
import { useBrowserValue } from '../../lib/browser-value.ts';
import { GEOLOCATION } from '../../lib/constants.ts';
import { usePlaceOf, type Coordinates } from './api.ts';

/** docs/product.md §2.4, home location messages: each failure's text in the home catalogue. */
export const LOCATION_MESSAGES = {
  denied: 'locationDenied',
  unsupported: 'locationUnsupported',
  notDetected: 'locationNotDetected',
} as const satisfies Record<string, keyof Messages<'home'>>;

export type PincodeDetection =
  | { phase: 'waiting' }
  | { phase: 'locating' }
  | { phase: 'detecting' }
  | { phase: 'detected'; pincode: string; place: string; coords: Coordinates }
  | { phase: 'failed'; reason: DetectionFailure };

export type DetectionFailure = keyof typeof LOCATION_MESSAGES;

type GeolocationState =
  { phase: 'idle' } | { phase: 'locating' } | { phase: 'located'; coords: Coordinates } | { phase: 'failed'; reason: DetectionFailure };

const appRuns = () => true;

/** docs/product.md §2.4: a detected pincode counts only when it is exactly 6 digits. */
const SIX_DIGITS = /^\d{6}$/;

/**
 * docs/product.md §2.4: browser position, then our own backend's reverse geocoding, then a failure message. The
 * browser is asked only when the visitor taps 'Use my location' (`locate`), or at once when it already grants the
 * site their position, which it then gives without a prompt. It never blocks the page: the visitor can type a
 * pincode at any time.
 */
export function usePincodeDetection(): { detection: PincodeDetection; locate: () => void } {
  const [geolocation, setGeolocation] = useState<GeolocationState>({ phase: 'idle' });
  // A position that comes after the page has gone has nothing to fill.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setGeolocation({ phase: 'failed', reason: 'unsupported' });
      return;
    }
    setGeolocation({ phase: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const coords = { lat: position.coords.latitude, lng: position.coords.longitude };
        void import('../../lib/visitor-position.ts').then((position) => position.rememberPosition(coords));
        if (mounted.current) setGeolocation({ phase: 'located', coords });
      },
      () => {
        if (mounted.current) setGeolocation({ phase: 'failed', reason: 'denied' });
      },
      GEOLOCATION,
    );
  }, []);

  useEffect(() => {
    // Only a browser that would answer without asking: a prompt the visitor did not ask for is what this avoids.
    navigator.permissions?.query({ name: 'geolocation' }).then(
      (status) => {
        if (mounted.current && status.state === 'granted') locate();
      },
      () => undefined,
    );
  }, [locate]);

  const started = useBrowserValue(appRuns, false);
  const coords = geolocation.phase === 'located' ? geolocation.coords : undefined;
  const place = usePlaceOf(coords);

  const detection = ((): PincodeDetection => {
    // The server's markup (and the app's first render over it) says what is true until the app runs: nothing was asked yet.
    if (!started || geolocation.phase === 'idle') return { phase: 'waiting' };
    if (geolocation.phase !== 'located') return geolocation;
    if (place.isPending) return { phase: 'detecting' };
    if (place.isSuccess && SIX_DIGITS.test(place.data.pincode)) {
      return { phase: 'detected', pincode: place.data.pincode, place: place.data.place, coords: geolocation.coords };
    }
    return { phase: 'failed', reason: 'notDetected' };
  })();
  return { detection, locate };
}
