import fc from 'fast-check';
import type { Period } from '../../../worker/contracts/hours.ts';

/** fast-check inputs for the hours tests: times that often land on the half hour, so periods touch at their edges. */

/** Minutes of the day, often on the half hour. */
export const minuteOfDay = fc.oneof(
  fc.integer({ min: 0, max: 47 }).map((half) => half * 30),
  fc.integer({ min: 0, max: 1439 }),
);

/** How long a period lasts: whole days, half hours, or any length up to a day. */
const length = fc.oneof(
  fc.constant(1440),
  fc.integer({ min: 1, max: 48 }).map((half) => half * 30),
  fc.integer({ min: 1, max: 1440 }),
);

/** One [opensAt, closesAt] the database's checks allow. */
export const span = fc.tuple(minuteOfDay, length).map(([opensAt, minutes]): [number, number] => [opensAt, opensAt + minutes]);

/** One weekly period on any day. */
export const period = fc.tuple(fc.integer({ min: 0, max: 6 }), span).map(([day, [opensAt, closesAt]]): Period => [day, opensAt, closesAt]);
