import { SITE } from '@contracts/site.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: SITE.timeZone });
const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

/** A day as the rest of the site writes it: '3 Nov 2026', in the city's time zone. */
export function shortDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SITE.timeZone,
});

/** A moment as the site writes it: '3 Nov 2026, 4:05 pm', in the city's time zone. */
export function shortDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/**
 * How long ago a device was last used. The server records it at most once an hour (docs/product.md §3.15), so under an
 * hour says no more than that; sessions last 30 days, so days are the largest unit needed.
 */
export function lastActive(iso: string, now = Date.now()): string {
  const ago = now - Date.parse(iso);
  if (ago < HOUR) return 'within the last hour';
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  return relative.format(-Math.floor(ago / DAY), 'day');
}
