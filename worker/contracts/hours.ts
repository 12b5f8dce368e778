import { z } from 'zod';
// common.ts switches off zod's `new Function` probe (blocked by our CSP); a page that validates only hours needs it too.
import './common.ts';
import { formatClock, formatClock24, MINUTES_PER_DAY } from './format.ts';
import { SITE } from './site.ts';

export { formatClock, formatClock24, MINUTES_PER_DAY };

/*
 * Opening hours, one definition for the Worker and the web app: weekly periods, special days, the text visitors read
 * and "open now". The text is derived from the periods, so what a profile shows and what open-now answers agree.
 *
 * Times are minutes after local (Asia/Kolkata) midnight. A period that runs past midnight keeps counting on the day it
 * opened: 18:00–02:00 is 1080–1560, and 24 hours is 0–1440. These are the rules of the `business_hours` CHECK in
 * worker/db/schema.ts.
 */

const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** More periods than this in one day is a typing mistake, not a schedule (split shifts need two or three). */
export const MAX_PERIODS_PER_DAY = 4;

/** Enough for a year of holidays and closures; bounds the rows one owner's form can write. */
export const MAX_SPECIAL_DAYS = 100;

/** Keys of the display text, index 0 = Sunday as JavaScript's getDay. */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Day names by index, as schema.org spells them. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** [dayOfWeek (0 = Sunday), opensAt, closesAt] in minutes after local midnight; closesAt > 1440 runs overnight. */
export type Period = readonly [dayOfWeek: number, opensAt: number, closesAt: number];

/** One period of a single day (a special day's), with the same rules as a weekly period's times. */
export type Span = readonly [opensAt: number, closesAt: number];

/** A calendar date (YYYY-MM-DD in Asia/Kolkata) whose own hours replace that weekday's weekly periods. */
export type SpecialDay =
  { readonly date: string; readonly closed: true } | { readonly date: string; readonly closed: false; readonly periods: readonly Span[] };

// ---------------------------------------------------------------------------------------------------------------
// Owner input

const opensAt = z
  .number({ message: 'Opening time must be a number of minutes' })
  .int('Opening time must be a whole minute')
  .min(0, 'Opening time must be within the day')
  .max(MINUTES_PER_DAY - 1, 'Opening time must be within the day');

const closesAt = z.number({ message: 'Closing time must be a number of minutes' }).int('Closing time must be a whole minute');

const SPAN_MESSAGE = 'Closing time must be after opening time, and at most 24 hours later';
const spanIsValid = (open: number, close: number) => close > open && close <= open + MINUTES_PER_DAY;

export const spanSchema = z.tuple([opensAt, closesAt]).refine(([open, close]) => spanIsValid(open, close), { message: SPAN_MESSAGE });

const DAY_MESSAGE = 'Day must be 0 (Sunday) to 6 (Saturday)';
const dayOfWeek = z.number({ message: DAY_MESSAGE }).int(DAY_MESSAGE).min(0, DAY_MESSAGE).max(6, DAY_MESSAGE);

export const periodSchema = z
  .tuple([dayOfWeek, opensAt, closesAt])
  .refine(([, open, close]) => spanIsValid(open, close), { message: SPAN_MESSAGE });

interface Interval {
  start: number;
  end: number;
  index: number;
}

/**
 * The first pair of intervals that overlap, as [earlier, later]; touching (one closes as the next opens) is fine.
 * With `cycle`, time wraps: an interval ending past `cycle` runs into the start of the list (Saturday night into
 * Sunday morning).
 */
function findOverlap(intervals: readonly Interval[], cycle?: number): [Interval, Interval] | undefined {
  const sorted = [...intervals].sort((a, b) => a.start - b.start || a.end - b.end);
  let reach: Interval | undefined;
  for (const interval of sorted) {
    if (reach && interval.start < reach.end) return [reach, interval];
    if (!reach || interval.end > reach.end) reach = interval;
  }
  const first = sorted[0];
  if (cycle !== undefined && reach && first && first.start < reach.end - cycle) return [reach, first];
  return undefined;
}

/**
 * 'Open 24 hours' only for midnight to midnight: a 24-hour period from 9 AM reads '9:00 AM - 9:00 AM', so the text
 * keeps where it starts and parseDayHours reads back the same period.
 */
const spanText = (open: number, close: number): string =>
  open === 0 && close === MINUTES_PER_DAY ? 'Open 24 hours' : `${formatClock(open)} - ${formatClock(close)}`;

/** Orders periods by day, then opening time, and spans by opening time. */
const byOpening = (a: readonly number[], b: readonly number[]) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0);

/**
 * An owner's weekly hours: a list of periods, at most four a day, none overlapping another on the week's timeline
 * (a Monday-night period running past midnight must end before Tuesday's first one opens). Output is sorted by day,
 * then opening time.
 */
export const weeklyHoursSchema = z
  .array(periodSchema)
  .max(7 * MAX_PERIODS_PER_DAY, `At most ${MAX_PERIODS_PER_DAY} periods a day`)
  .superRefine((periods, ctx) => {
    const perDay = new Array<number>(7).fill(0);
    periods.forEach(([day], index) => {
      perDay[day] = (perDay[day] ?? 0) + 1;
      if (perDay[day] === MAX_PERIODS_PER_DAY + 1) {
        ctx.addIssue({ code: 'custom', path: [index], message: `At most ${MAX_PERIODS_PER_DAY} periods on ${WEEKDAY_NAMES[day]}` });
      }
    });
    const overlap = findOverlap(
      periods.map(([day, open, close], index) => ({ start: day * MINUTES_PER_DAY + open, end: day * MINUTES_PER_DAY + close, index })),
      MINUTES_PER_WEEK,
    );
    if (overlap) {
      const [earlier, later] = overlap;
      const [day, open, close] = periods[earlier.index] as Period;
      ctx.addIssue({ code: 'custom', path: [later.index], message: `Overlaps ${WEEKDAY_NAMES[day]} ${spanText(open, close)}` });
    }
  })
  .transform((periods) => [...periods].sort(byOpening));

/** A special day's periods: one to four, none overlapping, sorted by opening time. */
const specialDaySpansSchema = z
  .array(spanSchema)
  .min(1, 'Add opening hours, or mark the day closed')
  .max(MAX_PERIODS_PER_DAY, `At most ${MAX_PERIODS_PER_DAY} periods a day`)
  .superRefine((spans, ctx) => {
    const overlap = findOverlap(spans.map(([open, close], index) => ({ start: open, end: close, index })));
    if (overlap) {
      const [earlier, later] = overlap;
      const [open, close] = spans[earlier.index] as Span;
      ctx.addIssue({ code: 'custom', path: [later.index], message: `Overlaps ${spanText(open, close)}` });
    }
  })
  .transform((spans) => [...spans].sort(byOpening));

const date = z.iso.date({ message: 'Date must be a real date written YYYY-MM-DD' });

export const specialDaySchema = z.discriminatedUnion('closed', [
  z.object({ date, closed: z.literal(true) }),
  z.object({ date, closed: z.literal(false), periods: specialDaySpansSchema }),
]);

/** An owner's special days: each date at most once, sorted by date. */
export const specialDaysSchema = z
  .array(specialDaySchema)
  .max(MAX_SPECIAL_DAYS, `At most ${MAX_SPECIAL_DAYS} special days`)
  .superRefine((days, ctx) => {
    const seen = new Set<string>();
    days.forEach((day, index) => {
      if (seen.has(day.date)) ctx.addIssue({ code: 'custom', path: [index, 'date'], message: `${day.date} is listed twice` });
      seen.add(day.date);
    });
  })
  .transform((days) => [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)));

/**
 * docs/product.md §3.23, `PUT /api/owner/businesses/:id/hours`: the week as people write it, `{opens: '09:00', closes:
 * '18:00'}` per period, read into the minute periods above and held to the same rules (four a day, no overlap). A
 * period closing at or before it opens runs past midnight ('18:00'–'02:00'; '09:00'–'09:00' is 24 hours from nine);
 * '24:00' closes at midnight.
 */
const CLOCK_MESSAGE = 'Times are written HH:MM, from 00:00 to 24:00';
const clock = z.string({ message: CLOCK_MESSAGE }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, CLOCK_MESSAGE);
const minuteOfClock = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const clockSpanSchema = z
  .object({ opens: clock.refine((time) => time !== '24:00', 'A day opens at 23:59 at the latest'), closes: clock })
  .strict()
  .transform(({ opens, closes }): Span => {
    const open = minuteOfClock(opens);
    const close = minuteOfClock(closes);
    return [open, close > open ? close : close + MINUTES_PER_DAY];
  });

const dayPeriods = z.array(clockSpanSchema).max(MAX_PERIODS_PER_DAY, `At most ${MAX_PERIODS_PER_DAY} periods a day`).default([]);

export const hoursUpdateSchema = z
  .object({
    weekly: z
      .object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayPeriods])) as Record<Weekday, typeof dayPeriods>)
      .strict()
      .transform((week) => WEEKDAYS.flatMap((day, index) => week[day].map(([open, close]): Period => [index, open, close])))
      .pipe(weeklyHoursSchema),
    special: z
      .array(
        z.union([
          z.object({ date, closed: z.literal(true) }).strict(),
          z.object({ date, closed: z.literal(false).optional(), periods: z.array(clockSpanSchema) }).strict(),
        ]),
      )
      .transform((days) =>
        days.map((day): SpecialDay => ('periods' in day ? { date: day.date, closed: false, periods: day.periods } : day)),
      )
      .pipe(specialDaysSchema)
      .optional(),
  })
  .strict();
export type HoursUpdateInput = z.infer<typeof hoursUpdateSchema>;

/** One period as the owner's form and API write it: 570–1560 → {opens: '09:30', closes: '02:00'}. */
export const clockSpan = ([open, close]: Span) => ({ opens: formatClock24(open), closes: formatClock24(close) });

// ---------------------------------------------------------------------------------------------------------------
// Display text

/** One day's text: '9:00 AM - 1:00 PM, 5:00 PM - 9:00 PM', 'Open 24 hours' (0–1440), or '' when closed. */
export function displayDayHours(spans: readonly Span[]): string {
  return [...spans]
    .sort(byOpening)
    .map(([open, close]) => spanText(open, close))
    .join(', ');
}

/** The text per weekday that profiles show ('' = Closed), every weekday present; tests/worker/hours-module.test.ts holds it to the seed's. */
export function displayHours(periods: readonly Period[]): Record<Weekday, string> {
  const text = {} as Record<Weekday, string>;
  WEEKDAYS.forEach((weekday, day) => {
    text[weekday] = displayDayHours(periods.filter(([periodDay]) => periodDay === day).map(([, open, close]) => [open, close] as const));
  });
  return text;
}

const TIME = String.raw`(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?`;
const SPAN_PATTERN = new RegExp(String.raw`^${TIME}\s*(?:-|–|—|to)\s*${TIME}$`, 'i');

function minuteOf(hour: string, minute: string | undefined, meridiem: string): number | undefined {
  const h = Number(hour);
  const m = minute === undefined ? 0 : Number(minute);
  if (h < 1 || h > 12 || m > 59) return undefined;
  return (h % 12) * 60 + m + (meridiem.toLowerCase() === 'p' ? 720 : 0);
}

/**
 * One day's text back to periods: what displayDayHours writes, plus 'Closed', '9 AM' without minutes, 'to' or a
 * dash between times, and any letter case. A closing time at or before the opening time is the next morning
 * ('6:00 PM - 2:00 AM' is 1080–1560). Returns null for text it does not understand. Periods come back in the order
 * written and are not checked against each other: the schemas above do that.
 */
export function parseDayHours(text: string): Span[] | null {
  const trimmed = text.trim();
  if (trimmed === '' || /^closed$/i.test(trimmed)) return [];
  if (/^open 24 hours$/i.test(trimmed)) return [[0, MINUTES_PER_DAY]];
  const spans: Span[] = [];
  for (const part of trimmed.split(',')) {
    const match = SPAN_PATTERN.exec(part.trim());
    if (!match) return null;
    const [, openHour, openMinute, openMeridiem, closeHour, closeMinute, closeMeridiem] = match;
    const open = minuteOf(openHour as string, openMinute, openMeridiem as string);
    const close = minuteOf(closeHour as string, closeMinute, closeMeridiem as string);
    if (open === undefined || close === undefined) return null;
    spans.push([open, close <= open ? close + MINUTES_PER_DAY : close]);
  }
  return spans;
}

/** A weekday's text that parseDisplayHours could not read. */
export class HoursTextError extends Error {
  readonly weekday: Weekday;
  readonly text: string;

  constructor(weekday: Weekday, text: string) {
    super(`Cannot read the hours for ${weekday}: '${text}'`);
    this.name = 'HoursTextError';
    this.weekday = weekday;
    this.text = text;
  }
}

/** Text per lower-case weekday (a missing day is closed) back to weekly periods; throws HoursTextError on unreadable text. */
export function parseDisplayHours(text: Readonly<Partial<Record<string, string>>>): Period[] {
  return WEEKDAYS.flatMap((weekday, day) => {
    const dayText = text[weekday] ?? '';
    const spans = parseDayHours(dayText);
    if (!spans) throw new HoursTextError(weekday, dayText);
    return spans.map(([open, close]): Period => [day, open, close]);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Open now

export interface LocalTime {
  dayOfWeek: number;
  minute: number;
}

/** A LocalTime with its calendar date and the day before (YYYY-MM-DD), for special days. */
export interface LocalMoment extends LocalTime {
  date: string;
  yesterday: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const isoDate = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** The date, weekday and minute of the day at `instant` in the product's time zone (Asia/Kolkata). */
export function localMoment(instant: Date, timeZone: string = SITE.timeZone): LocalMoment {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  // Calendar arithmetic on the local date alone: UTC has no daylight saving to skip or repeat a day.
  const midnight = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  return {
    dayOfWeek: new Date(midnight).getUTCDay(),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
    date: isoDate(midnight),
    yesterday: isoDate(midnight - 86_400_000),
  };
}

/** The weekday and minute of the day at `instant` in the product's time zone (Asia/Kolkata). */
export function localTime(instant: Date, timeZone: string = SITE.timeZone): LocalTime {
  const { dayOfWeek, minute } = localMoment(instant, timeZone);
  return { dayOfWeek, minute };
}

/** The periods a date keeps: its special day's when it has one (none when closed), else its weekday's. */
function spansOn(
  periods: readonly Period[],
  dayOfWeek: number,
  date: string | undefined,
  specialDays: readonly SpecialDay[],
): readonly Span[] {
  const special = date === undefined ? undefined : specialDays.find((day) => day.date === date);
  if (special) return special.closed ? [] : special.periods;
  return periods.filter(([day]) => day === dayOfWeek).map(([, open, close]) => [open, close] as const);
}

/**
 * Open if a period of today covers now, or a period of yesterday runs past midnight beyond now. A special day
 * replaces its date's weekly periods; a period belongs to the day it opened on, so yesterday's hours (special or
 * weekly) still count after midnight whatever today is.
 */
export function isOpenAt(periods: readonly Period[], at: LocalTime): boolean;
export function isOpenAt(periods: readonly Period[], at: LocalMoment, specialDays: readonly SpecialDay[]): boolean;
export function isOpenAt(periods: readonly Period[], at: LocalTime | LocalMoment, specialDays: readonly SpecialDay[] = []): boolean {
  const dates = 'date' in at ? at : undefined;
  const today = spansOn(periods, at.dayOfWeek, dates?.date, specialDays);
  const yesterday = spansOn(periods, (at.dayOfWeek + 6) % 7, dates?.yesterday, specialDays);
  return (
    today.some(([open, close]) => open <= at.minute && at.minute < close) ||
    yesterday.some(([, close]) => at.minute + MINUTES_PER_DAY < close)
  );
}

const addDays = (date: string, days: number) => isoDate(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);

/**
 * When a business next changes between open and closed, from `at`: open all the coming week, closing at a minute of
 * the day, or opening at a minute `inDays` days ahead (0 today) on `dayOfWeek` (0 Sunday); null when no opening is
 * known in the coming week. Periods that touch (a shift ending as the next begins) count as one stretch, and
 * yesterday's overnight period closes today. Each page writes it in its language (openingStatus in English).
 */
export type OpeningNext =
  { state: 'open24' } | { state: 'closes'; minute: number } | { state: 'opens'; minute: number; inDays: number; dayOfWeek: number };

export function openingNext(periods: readonly Period[], at: LocalMoment, specialDays: readonly SpecialDay[]): OpeningNext | null {
  // Every stretch from yesterday to a week ahead as [start, end] in minutes from today's midnight.
  const stretches: [number, number][] = [];
  for (let offset = -1; offset <= 7; offset++) {
    const day = (((at.dayOfWeek + offset) % 7) + 7) % 7;
    for (const [open, close] of spansOn(periods, day, addDays(at.date, offset), specialDays))
      stretches.push([offset * MINUTES_PER_DAY + open, offset * MINUTES_PER_DAY + close]);
  }
  stretches.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of stretches) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const now = at.minute;
  const current = merged.find(([start, end]) => start <= now && now < end);
  if (current)
    return current[1] - now >= 7 * MINUTES_PER_DAY - now ? { state: 'open24' } : { state: 'closes', minute: current[1] % MINUTES_PER_DAY };
  const next = merged.find(([start]) => start > now);
  if (!next) return null;
  const inDays = Math.floor(next[0] / MINUTES_PER_DAY);
  return { state: 'opens', minute: next[0] % MINUTES_PER_DAY, inDays, dayOfWeek: (at.dayOfWeek + inDays) % 7 };
}

/**
 * openingNext in English, as the REST API has always answered it: 'Open 24 hours', 'Closes 9:00 PM', 'Opens 10:00 AM',
 * 'Opens tomorrow 10:00 AM', 'Opens Monday 10:00 AM', or null.
 */
export function openingStatus(periods: readonly Period[], at: LocalMoment, specialDays: readonly SpecialDay[]): string | null {
  const next = openingNext(periods, at, specialDays);
  if (!next) return null;
  if (next.state === 'open24') return 'Open 24 hours';
  if (next.state === 'closes') return `Closes ${formatClock(next.minute)}`;
  const when = next.inDays === 0 ? '' : next.inDays === 1 ? 'tomorrow ' : `${WEEKDAY_NAMES[next.dayOfWeek]} `;
  return `Opens ${when}${formatClock(next.minute)}`;
}
