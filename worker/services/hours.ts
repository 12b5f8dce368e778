import { MINUTES_PER_DAY, type LocalMoment, type SpecialDay } from '../contracts/hours.ts';

/*
 * Open-now as SQL, the same rule as isOpenAt in worker/contracts/hours.ts, so search can filter before paging.
 * Special days are rows of business_special_days: one row per period, and a closed day is one row with closed = 1
 * and opens_at = closes_at = 0.
 */

/** A business_special_days row without its business id. */
export interface SpecialDayRow {
  date: string;
  closed: boolean;
  opensAt: number;
  closesAt: number;
}

/** The rows business_special_days keeps for one special day. */
export function specialDayRows(day: SpecialDay): SpecialDayRow[] {
  if (day.closed) return [{ date: day.date, closed: true, opensAt: 0, closesAt: 0 }];
  return day.periods.map(([opensAt, closesAt]) => ({ date: day.date, closed: false, opensAt, closesAt }));
}

/** Rows of any dates, in any order, back to one SpecialDay per date, sorted by date and periods by opening time. */
export function specialDaysFromRows(rows: readonly SpecialDayRow[]): SpecialDay[] {
  const byDate = new Map<string, SpecialDayRow[]>();
  for (const row of rows) {
    const dayRows = byDate.get(row.date);
    if (dayRows) dayRows.push(row);
    else byDate.set(row.date, [row]);
  }
  return [...byDate]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, dayRows]): SpecialDay =>
      dayRows.some((row) => row.closed)
        ? { date, closed: true }
        : { date, closed: false, periods: dayRows.map((row) => [row.opensAt, row.closesAt] as const).sort((x, y) => x[0] - y[0]) },
    );
}

/** Whether the hours a day keeps (its special day's when it has any row, else its weekday's) have a period matching `condition`. */
function dayHasPeriod(businessIdColumn: string, condition: (alias: string) => string): string {
  return `CASE WHEN EXISTS (SELECT 1 FROM business_special_days s WHERE s.business_id = ${businessIdColumn} AND s.date = ?)
    THEN EXISTS (SELECT 1 FROM business_special_days s WHERE s.business_id = ${businessIdColumn} AND s.date = ? AND s.closed = 0 AND ${condition('s')})
    ELSE EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = ${businessIdColumn} AND h.day_of_week = ? AND ${condition('h')}) END`;
}

/**
 * True when the business in `businessIdColumn` is open: a period of today covers now, or one of yesterday runs past
 * midnight beyond now. Each day first probes business_special_days' primary key (business_id, date, …), an index
 * seek that finds nothing for almost every business, and only then reads its weekly hours through business_hours'
 * primary key (business_id, day_of_week, …). CASE runs one branch, so a day costs two probes.
 * Bind with openNowParams: date, date, minute, minute, dayOfWeek, minute, minute, yesterday, yesterday, minute,
 * yesterday's dayOfWeek, minute.
 */
export function openNowSql(businessIdColumn: string): string {
  const today = dayHasPeriod(businessIdColumn, (alias) => `${alias}.opens_at <= ? AND ${alias}.closes_at > ?`);
  const yesterday = dayHasPeriod(businessIdColumn, (alias) => `${alias}.closes_at > ? + ${MINUTES_PER_DAY}`);
  return `((${today}) OR (${yesterday}))`;
}

export function openNowParams(at: LocalMoment): (string | number)[] {
  const { date, yesterday, dayOfWeek, minute } = at;
  return [date, date, minute, minute, dayOfWeek, minute, minute, yesterday, yesterday, minute, (dayOfWeek + 6) % 7, minute];
}
