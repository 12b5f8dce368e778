import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayHours,
  formatClock,
  HoursTextError,
  isOpenAt,
  localMoment,
  localTime,
  MAX_SPECIAL_DAYS,
  openingNext,
  openingStatus,
  parseDayHours,
  parseDisplayHours,
  specialDaySchema,
  specialDaysSchema,
  weeklyHoursSchema,
  WEEKDAYS,
  type Period,
  type SpecialDay,
} from '../../worker/contracts/hours.ts';
import { period } from './support/hours-arbitraries.ts';

/** The pure hours module (worker/contracts/hours.ts): owner input, display text both ways, open now with special days. */

const SEED = 20261120;
const RUNS = 500;

// 2026-11-20 is a Friday.
const SUNDAY = 0;
const MONDAY = 1;
const TUESDAY = 2;
const WEDNESDAY = 3;
const THURSDAY = 4;
const FRIDAY = 5;
const SATURDAY = 6;
const hm = (hours: number, minutes = 0) => hours * 60 + minutes;
/** The moment at a Bengaluru wall-clock time, e.g. '2026-11-20T23:00'. */
const at = (wallClock: string) => localMoment(new Date(`${wallClock}:00+05:30`));

// ───────────────────────────── arbitraries ─────────────────────────────

/** Weekly hours the schema accepts: random periods, each kept only if the week stays valid with it. */
const validWeek = fc
  .array(period, { maxLength: 24 })
  .map((candidates) =>
    candidates.reduce<Period[]>(
      (kept, candidate) => (weeklyHoursSchema.safeParse([...kept, candidate]).success ? [...kept, candidate] : kept),
      [],
    ),
  );

/** Overlap on the week's circle, written independently of the module: a Saturday-night period reaches Sunday. */
function overlapsOnWeek(a: Period, b: Period): boolean {
  const start = (p: Period) => p[0] * 1440 + p[1];
  const end = (p: Period) => p[0] * 1440 + p[2];
  return [-10080, 0, 10080].some((shift) => start(a) < end(b) + shift && start(b) + shift < end(a));
}

// ───────────────────────────── display text ─────────────────────────────

interface SeedHoursModule {
  weeklyHours(profile: string, random: unknown): { dayOfWeek: number; opensAt: number; closesAt: number }[];
}

/*
 * scripts/ is outside the worker's TypeScript project (tsconfig.worker.json), so a static import of the seed would not
 * compile here; a computed specifier is resolved by Vitest at run time only, typed by the interfaces above.
 */
async function importSeed<T>(file: string): Promise<T> {
  return (await import(/* @vite-ignore */ `../../scripts/seed/${file}`)) as T;
}

describe('display text', () => {
  it('shows every week the seed draws, for every hours profile the catalogue uses, and each is valid owner input', async () => {
    const { weeklyHours } = await importSeed<SeedHoursModule>('hours.ts');
    const { Random } = await importSeed<{ Random: new (seed: number) => unknown }>('random.ts');
    const { CATEGORIES } = await importSeed<{ CATEGORIES: { hours: string }[] }>('categories.ts');
    const profiles = [...new Set(CATEGORIES.map((category) => category.hours))];
    expect(profiles).toEqual(
      expect.arrayContaining(['office', 'retail', 'restaurant', 'cafe', 'nightlife', 'clinic', 'hospital', 'gym', 'workshop', 'salon']),
    );

    for (const profile of profiles) {
      for (let seed = 1; seed <= 300; seed++) {
        const periods = weeklyHours(profile, new Random(seed));
        const tuples = periods.map(({ dayOfWeek, opensAt, closesAt }): Period => [dayOfWeek, opensAt, closesAt]);
        const shown = displayHours(tuples);
        expect(Object.keys(shown)).toEqual([...WEEKDAYS]);
        expect(parseDisplayHours(shown), `${profile} #${seed}`).toEqual(weeklyHoursSchema.parse(tuples));
        // What the seed writes is also what an owner may enter.
        expect(weeklyHoursSchema.safeParse(tuples).success, `${profile} #${seed}`).toBe(true);
      }
    }
  });

  it('writes split days in order, overnight periods, midnight-to-midnight as "Open 24 hours", and "" for a closed day', () => {
    const shown = displayHours([
      [MONDAY, hm(17), hm(21)],
      [MONDAY, hm(9), hm(13)],
      [TUESDAY, hm(18), hm(26)],
      [WEDNESDAY, hm(9), hm(9) + 1440],
      [FRIDAY, 0, 1440],
      [SATURDAY, hm(12), hm(24)],
      [SUNDAY, hm(0, 5), hm(11, 59)],
    ]);
    expect(shown).toEqual({
      sunday: '12:05 AM - 11:59 AM',
      monday: '9:00 AM - 1:00 PM, 5:00 PM - 9:00 PM',
      tuesday: '6:00 PM - 2:00 AM',
      wednesday: '9:00 AM - 9:00 AM',
      thursday: '',
      friday: 'Open 24 hours',
      saturday: '12:00 PM - 12:00 AM',
    });
    expect(displayHours([])).toEqual(Object.fromEntries(WEEKDAYS.map((day) => [day, ''])));
  });

  it('formats the 12-hour clock around noon and midnight', () => {
    expect([0, 59, 720, 779, 1439, 1440, 1560].map(formatClock)).toEqual([
      '12:00 AM',
      '12:59 AM',
      '12:00 PM',
      '12:59 PM',
      '11:59 PM',
      '12:00 AM',
      '2:00 AM',
    ]);
  });
});

describe('reading display text', () => {
  it.each([
    ['', []],
    ['Closed', []],
    ['  closed ', []],
    ['Open 24 hours', [[0, 1440]]],
    ['9:00 AM - 6:00 PM', [[hm(9), hm(18)]]],
    [
      '9:00 AM - 1:00 PM, 5:00 PM - 9:00 PM',
      [
        [hm(9), hm(13)],
        [hm(17), hm(21)],
      ],
    ],
    ['6:00 PM - 2:00 AM', [[1080, 1560]]],
    ['6:00 PM - 12:00 AM', [[1080, 1440]]],
    ['12:00 AM - 12:00 PM', [[0, 720]]],
    ['9 am to 5:30 pm', [[hm(9), hm(17, 30)]]],
    ['9:00 A.M. – 5:00 P.M.', [[hm(9), hm(17)]]],
    ['9:00 AM - 9:00 AM', [[hm(9), hm(9) + 1440]]],
  ])('reads %j', (text, spans) => {
    expect(parseDayHours(text)).toEqual(spans);
  });

  it.each([
    'sometimes',
    '13:00 PM - 2:00 PM',
    '0:30 AM - 2:00 PM',
    '9:60 AM - 5:00 PM',
    '9:00 - 17:00',
    '9:00 AM -',
    '9:00 AM - 5:00 PM,',
    'Open 24/7',
  ])('does not guess at %j', (text) => {
    expect(parseDayHours(text)).toBeNull();
  });

  it('reads a week (a missing day is closed) and names the day it cannot read', () => {
    expect(parseDisplayHours({ monday: '9:00 AM - 6:00 PM', saturday: 'Open 24 hours', sunday: '' })).toEqual([
      [MONDAY, hm(9), hm(18)],
      [SATURDAY, 0, 1440],
    ]);
    let error: unknown;
    try {
      parseDisplayHours({ monday: '9:00 AM - 6:00 PM', tuesday: 'by appointment' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(HoursTextError);
    expect(error).toMatchObject({ weekday: 'tuesday', text: 'by appointment' });
  });

  it('round-trips: the text of the periods read back from a text is that text', () => {
    fc.assert(
      fc.property(validWeek, (periods) => {
        const text = displayHours(periods);
        expect(displayHours(parseDisplayHours(text))).toEqual(text);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('loses nothing: the periods read back from the text are the periods, sorted', () => {
    fc.assert(
      fc.property(validWeek, (periods) => {
        expect(parseDisplayHours(displayHours(periods))).toEqual(weeklyHoursSchema.parse(periods));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe('weekly hours input', () => {
  const issues = (input: unknown) => weeklyHoursSchema.safeParse(input).error?.issues.map(({ path, message }) => ({ path, message }));

  it('accepts periods that touch and returns them sorted by day, then opening time', () => {
    expect(
      weeklyHoursSchema.parse([
        [TUESDAY, hm(13), hm(17)],
        [MONDAY, hm(18), hm(26)],
        [TUESDAY, hm(2), hm(13)],
        [SUNDAY, 0, 1440],
      ]),
    ).toEqual([
      [SUNDAY, 0, 1440],
      [MONDAY, hm(18), hm(26)],
      [TUESDAY, hm(2), hm(13)],
      [TUESDAY, hm(13), hm(17)],
    ]);
  });

  it('refuses overlaps within a day, past midnight into the next day, and from Saturday night into Sunday', () => {
    expect(
      issues([
        [MONDAY, hm(9), hm(13)],
        [MONDAY, hm(12), hm(18)],
      ]),
    ).toEqual([{ path: [1], message: 'Overlaps Monday 9:00 AM - 1:00 PM' }]);
    expect(
      issues([
        [TUESDAY, hm(1), hm(5)],
        [MONDAY, hm(18), hm(26)],
      ]),
    ).toEqual([{ path: [0], message: 'Overlaps Monday 6:00 PM - 2:00 AM' }]);
    expect(
      issues([
        [SUNDAY, hm(1), hm(5)],
        [SATURDAY, hm(18), hm(26)],
      ]),
    ).toEqual([{ path: [0], message: 'Overlaps Saturday 6:00 PM - 2:00 AM' }]);
    expect(
      issues([
        [FRIDAY, 0, 1440],
        [FRIDAY, hm(9), hm(10)],
      ]),
    ).toEqual([{ path: [1], message: 'Overlaps Friday Open 24 hours' }]);
  });

  it('allows at most four periods a day', () => {
    const four = [0, 1, 2, 3].map((slot): Period => [MONDAY, hm(slot * 3), hm(slot * 3 + 2)]);
    expect(weeklyHoursSchema.safeParse(four).success).toBe(true);
    expect(issues([...four, [MONDAY, hm(20), hm(21)]])).toEqual([{ path: [4], message: 'At most 4 periods on Monday' }]);
  });

  it.each([
    [[7, hm(9), hm(17)], 'Day must be 0 (Sunday) to 6 (Saturday)'],
    [[MONDAY, 1440, 1500], 'Opening time must be within the day'],
    [[MONDAY, -1, 60], 'Opening time must be within the day'],
    [[MONDAY, hm(9), hm(9)], 'Closing time must be after opening time, and at most 24 hours later'],
    [[MONDAY, hm(9), hm(9) + 1441], 'Closing time must be after opening time, and at most 24 hours later'],
    [[MONDAY, 9.5, hm(17)], 'Opening time must be a whole minute'],
  ])('refuses the period %j', (input, message) => {
    expect(issues([input])?.map((issue) => issue.message)).toEqual([message]);
  });

  it('accepts a week exactly when no two periods overlap on the week and no day has more than four', () => {
    fc.assert(
      fc.property(fc.array(period, { maxLength: 12 }), (periods) => {
        const perDay = (day: number) => periods.filter(([periodDay]) => periodDay === day).length;
        const valid =
          periods.every((a, i) => periods.every((b, j) => i >= j || !overlapsOnWeek(a, b))) &&
          [0, 1, 2, 3, 4, 5, 6].every((day) => perDay(day) <= 4);
        expect(weeklyHoursSchema.safeParse(periods).success).toBe(valid);
      }),
      { seed: SEED, numRuns: RUNS * 4 },
    );
  });
});

describe('special days input', () => {
  it('takes a closed date, or a date with its own periods sorted', () => {
    expect(specialDaySchema.parse({ date: '2026-11-08', closed: true })).toEqual({ date: '2026-11-08', closed: true });
    expect(
      specialDaySchema.parse({
        date: '2026-12-31',
        closed: false,
        periods: [
          [hm(20), hm(26)],
          [hm(10), hm(14)],
        ],
      }),
    ).toEqual({
      date: '2026-12-31',
      closed: false,
      periods: [
        [hm(10), hm(14)],
        [hm(20), hm(26)],
      ],
    });
  });

  it.each([
    [{ date: '2026-02-30', closed: true }, 'Date must be a real date written YYYY-MM-DD'],
    [{ date: '30-11-2026', closed: true }, 'Date must be a real date written YYYY-MM-DD'],
    [{ date: '2026-11-08', closed: false, periods: [] }, 'Add opening hours, or mark the day closed'],
    [
      {
        date: '2026-11-08',
        closed: false,
        periods: [
          [hm(9), hm(13)],
          [hm(12), hm(14)],
        ],
      },
      'Overlaps 9:00 AM - 1:00 PM',
    ],
    [
      { date: '2026-11-08', closed: false, periods: [[hm(9), hm(8)]] },
      'Closing time must be after opening time, and at most 24 hours later',
    ],
    [
      { date: '2026-11-08', closed: false, periods: [0, 1, 2, 3, 4].map((slot) => [hm(slot * 2), hm(slot * 2 + 1)]) },
      'At most 4 periods a day',
    ],
  ])('refuses %j', (input, message) => {
    expect(specialDaySchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('takes each date once, sorted by date, and a bounded number of them', () => {
    expect(
      specialDaysSchema
        .parse([
          { date: '2026-12-25', closed: true },
          { date: '2026-11-08', closed: true },
        ])
        .map((day) => day.date),
    ).toEqual(['2026-11-08', '2026-12-25']);
    expect(
      specialDaysSchema.safeParse([
        { date: '2026-12-25', closed: true },
        { date: '2026-12-25', closed: false, periods: [[0, 60]] },
      ]).error?.issues,
    ).toMatchObject([{ path: [1, 'date'], message: '2026-12-25 is listed twice' }]);
    const tooMany = Array.from({ length: MAX_SPECIAL_DAYS + 1 }, (_, day) => ({
      date: new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10),
      closed: true,
    }));
    expect(specialDaysSchema.safeParse(tooMany.slice(1)).success).toBe(true);
    expect(specialDaysSchema.safeParse(tooMany).success).toBe(false);
  });
});

describe('open now with special days', () => {
  const weekly: Period[] = [
    [THURSDAY, hm(18), hm(26)],
    [FRIDAY, hm(9), hm(13)],
    [FRIDAY, hm(17), hm(21)],
    [SATURDAY, hm(10), hm(14)],
  ];
  const closedFriday: SpecialDay = { date: '2026-11-20', closed: true };
  const lateFriday: SpecialDay = { date: '2026-11-20', closed: false, periods: [[hm(20), hm(27)]] };

  it('uses the weekly hours on a date without a special day', () => {
    expect(isOpenAt(weekly, at('2026-11-20T10:00'), [])).toBe(true);
    expect(isOpenAt(weekly, at('2026-11-20T14:00'), [{ date: '2026-11-27', closed: true }])).toBe(false);
    expect(isOpenAt(weekly, at('2026-11-20T10:00'), [{ date: '2026-11-27', closed: true }])).toBe(true);
  });

  it("closes a closed date all day, yet Thursday night's period still runs past midnight into it", () => {
    expect(isOpenAt(weekly, at('2026-11-20T01:59'), [closedFriday])).toBe(true);
    expect(isOpenAt(weekly, at('2026-11-20T02:00'), [closedFriday])).toBe(false);
    expect(isOpenAt(weekly, at('2026-11-20T10:00'), [closedFriday])).toBe(false);
    expect(isOpenAt(weekly, at('2026-11-20T18:00'), [closedFriday])).toBe(false);
  });

  it("replaces the date's weekly periods with its own, and its own overnight period runs into Saturday", () => {
    expect(isOpenAt(weekly, at('2026-11-20T10:00'), [lateFriday])).toBe(false);
    expect(isOpenAt(weekly, at('2026-11-20T19:59'), [lateFriday])).toBe(false);
    expect(isOpenAt(weekly, at('2026-11-20T20:00'), [lateFriday])).toBe(true);
    expect(isOpenAt(weekly, at('2026-11-21T02:59'), [lateFriday])).toBe(true);
    expect(isOpenAt(weekly, at('2026-11-21T03:00'), [lateFriday])).toBe(false);
    expect(isOpenAt(weekly, at('2026-11-21T10:00'), [lateFriday])).toBe(true);
  });

  it("drops yesterday's weekly overnight period when yesterday was a special day", () => {
    const thursdayOff: SpecialDay = { date: '2026-11-19', closed: true };
    expect(isOpenAt(weekly, at('2026-11-20T01:00'), [])).toBe(true);
    expect(isOpenAt(weekly, at('2026-11-20T01:00'), [thursdayOff])).toBe(false);
    expect(isOpenAt(weekly, at('2026-11-20T10:00'), [thursdayOff])).toBe(true);
  });

  it('without special days for today or yesterday, answers as the weekly hours alone', () => {
    const moment = fc
      .integer({ min: 0, max: 14 * 1440 - 1 })
      .map((minutes) => localMoment(new Date(Date.UTC(2026, 10, 15) + minutes * 60_000)));
    fc.assert(
      fc.property(fc.array(period, { maxLength: 12 }), moment, (periods, now) => {
        const elsewhere: SpecialDay[] = [
          { date: '2027-01-01', closed: true },
          { date: '2025-12-31', closed: false, periods: [[0, 1440]] },
        ];
        expect(isOpenAt(periods, now, elsewhere)).toBe(isOpenAt(periods, now));
        expect(isOpenAt(periods, now, [])).toBe(isOpenAt(periods, { dayOfWeek: now.dayOfWeek, minute: now.minute }));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe('the opening line a profile shows', () => {
  const weekly: Period[] = [
    [THURSDAY, hm(18), hm(26)],
    [FRIDAY, hm(9), hm(13)],
    [FRIDAY, hm(13), hm(17)],
    [SATURDAY, hm(10), hm(14)],
  ];

  it('says when an open business closes, one stretch across touching shifts and past midnight', () => {
    expect(openingStatus(weekly, at('2026-11-20T10:00'), [])).toBe('Closes 5:00 PM');
    expect(openingStatus(weekly, at('2026-11-19T23:00'), [])).toBe('Closes 2:00 AM');
    expect(openingStatus(weekly, at('2026-11-20T01:00'), [])).toBe('Closes 2:00 AM');
  });

  it('says when a closed business next opens: later today, tomorrow, or on a weekday', () => {
    expect(openingStatus(weekly, at('2026-11-20T03:00'), [])).toBe('Opens 9:00 AM');
    expect(openingStatus(weekly, at('2026-11-20T18:00'), [])).toBe('Opens tomorrow 10:00 AM');
    expect(openingStatus(weekly, at('2026-11-21T15:00'), [])).toBe('Opens Thursday 6:00 PM');
  });

  it('follows special days, and says nothing when no opening is known in the coming week', () => {
    expect(openingStatus(weekly, at('2026-11-20T03:00'), [{ date: '2026-11-20', closed: true }])).toBe('Opens tomorrow 10:00 AM');
    expect(openingStatus([], at('2026-11-20T03:00'), [])).toBeNull();
  });

  it('says a business open round the clock is open 24 hours', () => {
    const always: Period[] = [0, 1, 2, 3, 4, 5, 6].map((day) => [day, 0, 1440] as const);
    expect(openingStatus(always, at('2026-11-20T03:00'), [])).toBe('Open 24 hours');
  });

  it('gives the same as data a page writes in its own language: the minute of the day, the days ahead and the weekday', () => {
    expect(openingNext(weekly, at('2026-11-19T23:00'), [])).toEqual({ state: 'closes', minute: hm(2) });
    expect(openingNext(weekly, at('2026-11-20T03:00'), [])).toEqual({ state: 'opens', minute: hm(9), inDays: 0, dayOfWeek: FRIDAY });
    expect(openingNext(weekly, at('2026-11-20T18:00'), [])).toEqual({ state: 'opens', minute: hm(10), inDays: 1, dayOfWeek: SATURDAY });
    expect(openingNext(weekly, at('2026-11-21T15:00'), [])).toEqual({ state: 'opens', minute: hm(18), inDays: 5, dayOfWeek: THURSDAY });
    expect(openingNext([], at('2026-11-20T03:00'), [])).toBeNull();
  });
});

describe('local time', () => {
  it('gives the date and the day before in Asia/Kolkata, across months, years and leap days', () => {
    expect(localMoment(new Date('2026-11-20T20:00:00Z'))).toEqual({
      dayOfWeek: SATURDAY,
      minute: 90,
      date: '2026-11-21',
      yesterday: '2026-11-20',
    });
    expect(localMoment(new Date('2026-12-31T18:30:00Z'))).toEqual({ dayOfWeek: 5, minute: 0, date: '2027-01-01', yesterday: '2026-12-31' });
    expect(localMoment(new Date('2028-02-29T18:29:00Z'))).toEqual({
      dayOfWeek: 2,
      minute: 1439,
      date: '2028-02-29',
      yesterday: '2028-02-28',
    });
    expect(localMoment(new Date('2028-02-29T18:30:00Z'))).toMatchObject({ date: '2028-03-01', yesterday: '2028-02-29' });
  });

  it('keeps localTime to the weekday and minute', () => {
    expect(localTime(new Date('2026-11-20T20:00:00Z'))).toStrictEqual({ dayOfWeek: SATURDAY, minute: 90 });
  });
});
