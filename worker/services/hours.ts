import { SITE } from '../contracts/site.ts';

/** [dayOfWeek (0 = Sunday), opensAt, closesAt] in minutes after local midnight; closesAt > 1440 runs overnight. */
export type Period = readonly [number, number, number];

export interface LocalTime {
  dayOfWeek: number;
  minute: number;
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** Day names by index, as schema.org spells them. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The weekday and minute of the day at `date` in the product's time zone (Asia/Kolkata). */
export function localTime(date: Date, timeZone: string = SITE.timeZone): LocalTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    dayOfWeek: WEEKDAY_INDEX[parts.weekday as string] ?? 0,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Open if a period of today covers now, or a period of yesterday runs past midnight beyond now. */
export function isOpenAt(periods: readonly Period[], at: LocalTime): boolean {
  const yesterday = (at.dayOfWeek + 6) % 7;
  return periods.some(
    ([day, opensAt, closesAt]) =>
      (day === at.dayOfWeek && opensAt <= at.minute && at.minute < closesAt) ||
      (day === yesterday && at.minute + 1440 < closesAt),
  );
}

/**
 * The same rule as SQL, for filtering before paging: an EXISTS over business_hours for the business id in
 * `businessIdColumn`. Bind order: today, minute, minute, yesterday, minute.
 */
export function openNowSql(businessIdColumn: string): string {
  return `EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = ${businessIdColumn} AND ((h.day_of_week = ? AND h.opens_at <= ? AND h.closes_at > ?) OR (h.day_of_week = ? AND h.closes_at > ? + 1440)))`;
}

export function openNowParams(at: LocalTime): number[] {
  return [at.dayOfWeek, at.minute, at.minute, (at.dayOfWeek + 6) % 7, at.minute];
}
