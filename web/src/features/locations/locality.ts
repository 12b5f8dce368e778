import { SITE } from '@contracts/site.ts';
import type { BusinessCardData, Location } from '../../lib/types.ts';

interface Point {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;

/** Haversine distance: exact enough for localities a few kilometres apart. */
function greatCircleKm(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function centreOf(location: Location): Point | null {
  return location.latitude != null && location.longitude != null ? { latitude: location.latitude, longitude: location.longitude } : null;
}

/** The closest other localities that have coordinates, nearest first. */
export function nearestLocations(origin: Location, all: Location[], count = 4): { location: Location; km: number }[] {
  const centre = centreOf(origin);
  if (!centre) return [];
  return all
    .filter((location) => location._id !== origin._id)
    .flatMap((location) => {
      const point = centreOf(location);
      return point ? [{ location, km: greatCircleKm(centre, point) }] : [];
    })
    .sort((a, b) => a.km - b.km)
    .slice(0, count);
}

const slugOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The route may carry the slug ('rt-nagar') or the name as typed ('RT Nagar'). */
export function findLocation(locations: Location[], param: string): Location | undefined {
  const wanted = slugOf(param);
  return locations.find((location) => location.slug === wanted || slugOf(location.name) === wanted);
}

export function mapsUrl(location: Location): string {
  const centre = centreOf(location);
  const query = centre ? `${centre.latitude},${centre.longitude}` : encodeURIComponent(`${location.name}, ${SITE.city}`);
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

/** docs/product.md §2.10: the search page for a locality, by name and its first pincode (or an empty one). */
export function locationSearchHref(location: Location): string {
  return `/search?location=${encodeURIComponent(location.name)}&pincode=${encodeURIComponent(location.pincodes[0] ?? '')}`;
}

/** Categories by how many of the given businesses they hold, most first (ties by name). */
export function popularCategories(businesses: BusinessCardData[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const business of businesses) counts.set(business.category, (counts.get(business.category) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** The mean of the businesses that have reviews; null when none has. */
export function averageRating(businesses: BusinessCardData[]): { value: number; rated: number } | null {
  const rated = businesses.filter((business) => business.rating.count > 0);
  if (rated.length === 0) return null;
  const sum = rated.reduce((total, business) => total + business.rating.average, 0);
  return { value: sum / rated.length, rated: rated.length };
}
