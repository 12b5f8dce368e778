import type { Database, RequestContext } from '../env.ts';
import type { Lookup } from '../lib/d1-round.ts';
import { ApiError } from '../lib/errors.ts';
import { distanceKm, type Point } from '../contracts/geo.ts';

export async function pincodeCentre(lookup: Lookup, pincode: string): Promise<Point | null> {
  const row = await lookup<Point>('SELECT latitude, longitude FROM pincodes WHERE pincode = ? AND latitude IS NOT NULL', pincode);
  return row.results[0] ?? null;
}

export interface ReverseGeocode {
  pincode: string;
  place: string;
  district: string;
  state: string;
  distanceKm: number;
}

/**
 * The nearest pincode to a point, from India's pincode table: search a small box around the point through the
 * (latitude, longitude) index and widen it until something is inside, then take the closest.
 */
export async function reverseGeocode({ db }: RequestContext, { lat, lng }: { lat: number; lng: number }): Promise<ReverseGeocode> {
  const point: Point = { latitude: lat, longitude: lng };
  for (const span of [0.05, 0.15, 0.5, 1.5]) {
    const rows = await db.$client
      .prepare(
        'SELECT pincode, district, state, latitude, longitude FROM pincodes WHERE latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?',
      )
      .bind(point.latitude - span, point.latitude + span, point.longitude - span, point.longitude + span)
      .all<{ pincode: string; district: string; state: string; latitude: number; longitude: number }>();
    let nearest: (typeof rows.results)[number] | undefined;
    let nearestKm = Infinity;
    for (const row of rows.results) {
      const km = distanceKm(point, row);
      if (km < nearestKm) [nearest, nearestKm] = [row, km];
    }
    if (nearest) {
      return {
        pincode: nearest.pincode,
        place: (await placeName(db, nearest.pincode)) ?? nearest.district,
        district: nearest.district,
        state: nearest.state,
        distanceKm: Math.round(nearestKm * 100) / 100,
      };
    }
  }
  throw new ApiError(404, 'No pincode found near this location');
}

/** A pincode's best-known name: the city's locality when we have one, else a post office under it. */
async function placeName(db: Database, pincode: string): Promise<string | null> {
  const row = await db.$client
    .prepare(
      `SELECT coalesce(
         (SELECT l.name FROM location_pincodes lp JOIN locations l ON l.id = lp.location_id WHERE lp.pincode = ?1 ORDER BY lp.position LIMIT 1),
         (SELECT min(name) FROM pincode_places WHERE pincode = ?1)) AS place`,
    )
    .bind(pincode)
    .all<{ place: string | null }>();
  return row.results[0]?.place ?? null;
}
