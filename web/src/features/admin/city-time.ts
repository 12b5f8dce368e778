import { formatClock24, localMoment } from '@contracts/hours.ts';
import { SITE } from '@contracts/site.ts';

/*
 * A date-time box (<input type="datetime-local">) holds a wall-clock time with no zone. The admin area's boxes mean
 * the city's time, whatever the admin's device is set to, and the server takes ISO 8601 with an offset
 * (worker/contracts/admin-campaigns.ts), so each box's value is turned into one and back.
 */

const cityOffset = new Intl.DateTimeFormat('en-GB', { timeZone: SITE.timeZone, timeZoneName: 'longOffset' });

/** A moment as a date-time box shows it in the city: '2026-12-01T09:00'. */
export function cityBoxValue(iso: string): string {
  const { date, minute } = localMoment(new Date(iso));
  return `${date}T${formatClock24(minute)}`;
}

const BOX_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * A date-time box's value as the city's moment in ISO 8601 with its offset: '2026-12-01T09:00' is
 * '2026-12-01T09:00:00+05:30' in Bengaluru. The offset is the city's at that wall-clock time read as UTC, which is
 * exact for a city without summer time. A value that is no date and time is handed on as it is, for the schema's words.
 */
export function cityMoment(value: string): string {
  if (!BOX_VALUE.test(value)) return value;
  const withSeconds = value.length === 16 ? `${value}:00` : value;
  const zone = cityOffset.formatToParts(new Date(`${withSeconds}Z`)).find((part) => part.type === 'timeZoneName')?.value;
  const offset = (zone ?? 'GMT').replace(/^GMT/, '');
  return `${withSeconds}${offset || '+00:00'}`;
}
