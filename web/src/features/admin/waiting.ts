import { shortDate } from '../../lib/dates.ts';
import { plural } from './plural.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** An average month: '2 months' is read as roughly, so calendar months would add nothing. */
const MONTH = 30.4375 * DAY;
const YEAR = 365 * DAY;

/**
 * How long an item has waited, at the grain a person reads an age: 'under an hour', '5 hours', '3 days', '2 months'.
 * A count of days past a month ('Waiting 1097 days') makes the reader do the sum; months do it for them.
 */
function age(waited: number): string {
  if (waited < HOUR) return 'under an hour';
  if (waited < DAY) return plural(Math.floor(waited / HOUR), 'hour');
  if (waited < 31 * DAY) return plural(Math.floor(waited / DAY), 'day');
  return plural(Math.max(1, Math.floor(waited / MONTH)), 'month');
}

/**
 * The queue's line: 'Waiting 3 days'. Past a year the date itself says more than a count of months:
 * 'Waiting since 12 Nov 2023'.
 */
export function waitingText(iso: string, now = Date.now()): string {
  const waited = now - Date.parse(iso);
  return waited >= YEAR ? `Waiting since ${shortDate(iso)}` : `Waiting ${age(waited)}`;
}

/** When something happened, as the messages list says it: '3 hours ago', '2 months ago', past a year 'on 12 Nov 2023'. */
export function timeAgo(iso: string, now = Date.now()): string {
  const waited = now - Date.parse(iso);
  return waited >= YEAR ? `on ${shortDate(iso)}` : `${age(waited)} ago`;
}

/** An item waiting this long is marked in the queue: a decision is overdue. */
export const OVERDUE_AFTER = 3 * DAY;

export const isOverdue = (iso: string, now = Date.now()) => now - Date.parse(iso) >= OVERDUE_AFTER;
