import type { z } from 'zod';
import { WEEKDAYS, type hoursUpdateSchema, type Weekday } from '@contracts/hours.ts';
import type { Messages } from '../../i18n/catalogues.ts';
import type { RouterOutputs } from '../../lib/types.ts';

/*
 * The hours editor's state and its way to and from `owner.setHours` (docs/product.md §3.23): the form holds the
 * times as the owner types them ('HH:MM'), which is also what the server takes, so what is sent is the form itself and
 * the shared schema (hoursUpdateSchema) judges both here and there.
 */

export interface ClockPeriod {
  opens: string;
  closes: string;
}

export type WeekForm = Record<Weekday, ClockPeriod[]>;

export interface SpecialDayForm {
  /** Tells React which row is which while rows are added and removed; never sent. */
  key: string;
  date: string;
  closed: boolean;
  periods: ClockPeriod[];
}

export interface HoursForm {
  weekly: WeekForm;
  special: SpecialDayForm[];
}

/** What `owner.setHours` takes: the schema's input, before it turns times into minutes. */
export type HoursInput = z.input<typeof hoursUpdateSchema>;
export type SavedHours = RouterOutputs['owner']['hours'];

/** The week as owners read it, Monday first. */
export const WEEK_ROWS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const satisfies readonly Weekday[];

const WEEKDAY_KEYS = {
  monday: 'weekdayMonday',
  tuesday: 'weekdayTuesday',
  wednesday: 'weekdayWednesday',
  thursday: 'weekdayThursday',
  friday: 'weekdayFriday',
  saturday: 'weekdaySaturday',
  sunday: 'weekdaySunday',
} as const satisfies Record<Weekday, keyof Messages<'owner'>>;

export type WeekdayWords = Pick<Messages<'owner'>, (typeof WEEKDAY_KEYS)[Weekday]>;

/** A weekday's name in the page's language (the portal's catalogue, `useMessages('owner')`). */
export const dayName = (t: WeekdayWords, day: Weekday): string => t[WEEKDAY_KEYS[day]]();

/** A day that opens gets a shop's usual hours to start from. */
export const DEFAULT_PERIOD: ClockPeriod = { opens: '09:00', closes: '18:00' };

const copyPeriods = (periods: readonly ClockPeriod[]): ClockPeriod[] => periods.map((period) => ({ ...period }));

let specialKeys = 0;

export function newSpecialDay(): SpecialDayForm {
  specialKeys += 1;
  return { key: `special-${specialKeys}`, date: '', closed: true, periods: [] };
}

export function formOf(saved: SavedHours): HoursForm {
  return {
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, copyPeriods(saved.weekly[day])])) as WeekForm,
    special: saved.special.map((day) => ({
      ...newSpecialDay(),
      date: day.date,
      closed: day.closed,
      periods: day.closed ? [] : copyPeriods(day.periods),
    })),
  };
}

/** The whole form, as `owner.setHours` takes it: the special days are always sent, so removing the last one clears them. */
export function inputOf(form: HoursForm): HoursInput {
  return {
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, copyPeriods(form.weekly[day])])) as WeekForm,
    special: form.special.map((day) =>
      day.closed ? { date: day.date, closed: true } : { date: day.date, periods: copyPeriods(day.periods) },
    ),
  };
}

/** Every day of the week gets `day`'s periods (or is closed with it). */
export function copyToAllDays(weekly: WeekForm, day: Weekday): WeekForm {
  return Object.fromEntries(WEEKDAYS.map((other) => [other, copyPeriods(weekly[day])])) as WeekForm;
}

const CLOCK = /^\d{2}:\d{2}$/;

/**
 * What a period means when it does not simply close later the same day, in words under it: the hint that makes
 * "closes at or before it opens" a feature rather than a typo. Null for an ordinary (or not yet complete) period.
 */
export type PeriodNoteWords = Pick<
  Messages<'owner'>,
  'hoursNoteOpen24' | 'hoursNoteClosesAtMidnight' | 'hoursNoteOpen24From' | 'hoursNoteRunsPastMidnight'
>;

export function periodNote(t: PeriodNoteWords, { opens, closes }: ClockPeriod): string | null {
  if (!CLOCK.test(opens) || !CLOCK.test(closes)) return null;
  if (closes === '00:00' || closes === '24:00') return opens === '00:00' ? t.hoursNoteOpen24() : t.hoursNoteClosesAtMidnight();
  if (closes === opens) return t.hoursNoteOpen24From({ opens });
  return closes < opens ? t.hoursNoteRunsPastMidnight({ closes }) : null;
}

/*
 * Where a message about the hours is shown. The schema (here or on the server) names a place by its path:
 * ['weekly', 'monday', 0, 'closes'] for a time; ['weekly', 4] for a period of the week as one list, Sunday first
 * (WEEKDAYS), which is how the overlap rule sees the week; ['special', 2, 'periods', 1] for a special day's period.
 * The editor shows each at its day (and period): 'weekly.monday', 'weekly.monday.0', 'special.2', 'special.2.date',
 * 'special.2.0'; anything else is 'form'.
 */

export type ErrorPlaces = Record<string, string>;

const isWeekday = (value: unknown): value is Weekday => (WEEKDAYS as readonly unknown[]).includes(value);

function placeOf(path: readonly unknown[], sent: HoursForm): string {
  const [area, second, third, fourth] = path;
  if (area === 'weekly') {
    if (isWeekday(second)) return typeof third === 'number' ? `weekly.${second}.${third}` : `weekly.${second}`;
    if (typeof second === 'number') {
      let rest = second;
      for (const day of WEEKDAYS) {
        const count = sent.weekly[day].length;
        if (rest < count) return `weekly.${day}.${rest}`;
        rest -= count;
      }
    }
    return 'weekly';
  }
  if (area === 'special' && typeof second === 'number') {
    if (third === 'date') return `special.${second}.date`;
    if (third === 'periods' && typeof fourth === 'number') return `special.${second}.${fourth}`;
    return `special.${second}`;
  }
  return 'form';
}

/** The client's own check: each issue of the shared schema at its place, the first message per place. */
export function placeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[], sent: HoursForm): ErrorPlaces {
  const places: ErrorPlaces = {};
  for (const issue of issues) {
    const place = placeOf(issue.path, sent);
    places[place] ??= issue.message;
  }
  return places;
}

/**
 * The server's field errors ({field: 'hours.weekly.tuesday.0.opens'} through tRPC, where the hours sit under `hours`)
 * at their places. Empty when none of them is about the hours, so the caller shows the message above the button.
 */
export function placeServerErrors(errors: readonly { field: string; message: string }[], sent: HoursForm): ErrorPlaces {
  return placeIssues(
    errors
      .map(({ field, message }) => {
        const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
        return { path: path[0] === 'hours' ? path.slice(1) : path, message };
      })
      .filter(({ path }) => path[0] === 'weekly' || path[0] === 'special'),
    sent,
  );
}
