import { plural } from './plural.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** How long an item has waited, as the queue shows it: 'under an hour', '5 hours', '3 days'. */
export function waitedFor(iso: string, now = Date.now()): string {
  const waited = now - Date.parse(iso);
  if (waited < HOUR) return 'under an hour';
  if (waited < DAY) return plural(Math.floor(waited / HOUR), 'hour');
  return plural(Math.floor(waited / DAY), 'day');
}

/** An item waiting this long is marked in the queue: a decision is overdue. */
export const OVERDUE_AFTER = 3 * DAY;

export const isOverdue = (iso: string, now = Date.now()) => now - Date.parse(iso) >= OVERDUE_AFTER;
