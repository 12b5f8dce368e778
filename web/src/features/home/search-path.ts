import { isPincode } from '@contracts/format.ts';
import type { Messages } from '../../i18n/catalogues.ts';

/**
 * The location box's English placeholder, which is never sent as a location (docs/product.md §3.2): the rule the
 * server keeps too. The box shows the page's language's (home.json `placePlaceholder`).
 */
export const PINCODE_PLACEHOLDER = 'Enter your pincode';

/** The location box's text as something to search by: empty when it is blank or the placeholder. */
export function usableLocation(text: string): string {
  const place = text.trim();
  return place.toLowerCase() === PINCODE_PLACEHOLDER.toLowerCase() ? '' : place;
}

/**
 * docs/product.md §2.4: /search with query and location, only the filled ones; null when both boxes are empty,
 * in which case the home search does nothing.
 */
export function homeSearchPath(keyword: string, location: string): string | null {
  const query = keyword.trim();
  const place = usableLocation(location);
  if (!query && !place) return null;
  const params = new URLSearchParams();
  if (query) params.set('query', query);
  if (place) params.set('location', place);
  return `/search?${params.toString()}`;
}

/**
 * The nearby section's area: a 5 or 6 digit pincode, or a place name. Digits that are not yet a whole pincode
 * (the visitor is still typing) mean no area, so the section shows the city's best instead of nothing.
 */
export function nearbyArea(text: string): { pincode?: string; location?: string } {
  const place = usableLocation(text);
  if (!place) return {};
  if (/^\d+$/.test(place)) return isPincode(place) ? { pincode: place } : {};
  return { location: place.slice(0, 80) };
}

/**
 * docs/product.md §2.4: the nearby section says near what: the pincode (with the place it was detected in), the
 * place typed, or the whole city, with a pointer to telling it where.
 */
export function nearbyHeading(
  t: Messages<'home'>,
  area: { pincode?: string; location?: string },
  placeName?: string,
): { title: string; subtitle: string } {
  if (area.pincode) {
    const { pincode } = area;
    return {
      title: placeName ? t.nearbyNearPincodeIn({ pincode, place: placeName }) : t.nearbyNearPincode({ pincode }),
      subtitle: t.nearbyPincodeSubtitle({ pincode }),
    };
  }
  if (area.location) {
    return { title: t.nearbyInPlace({ place: area.location }), subtitle: t.nearbyPlaceSubtitle({ place: area.location }) };
  }
  return { title: t.nearbyInCity(), subtitle: t.nearbyCitySubtitle() };
}
