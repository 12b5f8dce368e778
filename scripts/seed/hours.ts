import type { Random } from './random.ts';
import type { HoursProfile } from './types.ts';

/** One opening period: minutes after midnight; `closesAt` above 1440 runs past midnight. */
export interface Period {
  dayOfWeek: number;
  opensAt: number;
  closesAt: number;
}

export interface WeeklyHours {
  periods: Period[];
  /** Display text per lower-case weekday; '' means Closed (spec §3). */
  text: Record<string, string>;
}

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

function clock(minutes: number): string {
  const inDay = minutes % 1440;
  const hours = Math.floor(inDay / 60);
  const mins = inDay % 60;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(mins).padStart(2, '0')} ${suffix}`;
}

type DaySpans = [number, number][];

/** Spans per weekday (index 0 = Sunday) for a profile, with small per-business variation. */
function spansFor(profile: HoursProfile, random: Random): DaySpans[] {
  const every = (spans: DaySpans): DaySpans[] => WEEKDAYS.map(() => spans);
  const shift = random.pick([0, 0, 30, -30]);
  switch (profile) {
    case 'office': {
      const day: DaySpans = [[h(9, 30) + shift, h(18, 30) + shift]];
      return [[], day, day, day, day, day, [[h(10), h(14)]]];
    }
    case 'retail': {
      const week = every([[h(10) + shift, h(21, 30)]]);
      if (random.chance(0.3)) week[random.int(1, 5)] = [];
      return week;
    }
    case 'restaurant': {
      const split: DaySpans = [
        [h(12), h(15, 30)],
        [h(19), h(23)],
      ];
      const through: DaySpans = [[h(11, 30), h(23)]];
      const week = every(random.chance(0.5) ? split : through);
      if (random.chance(0.25)) week[1] = [];
      return week;
    }
    case 'cafe':
      return every([[h(7, 30) + shift, h(22, 30)]]);
    case 'nightlife': {
      const night: DaySpans = [[h(18), h(25)]];
      const late: DaySpans = [[h(18), h(26, 30)]];
      return [night, [], night, night, night, late, late];
    }
    case 'clinic': {
      const split: DaySpans = [
        [h(9), h(13)],
        [h(17), h(21)],
      ];
      return [[[h(9), h(12, 30)]], split, split, split, split, split, split];
    }
    case 'hospital':
      return every([[0, 1440]]);
    case 'gym': {
      const day: DaySpans = [[h(5, 30), h(22)]];
      return [[[h(6), h(12)]], day, day, day, day, day, day];
    }
    case 'workshop': {
      const day: DaySpans = [[h(9), h(19, 30)]];
      return [[], day, day, day, day, day, day];
    }
    case 'salon': {
      const day: DaySpans = [[h(10), h(20, 30)]];
      return [day, day, [], day, day, day, day];
    }
  }
}

/** Weekly hours for a business of this profile: structured periods plus the text shown to visitors. */
export function weeklyHours(profile: HoursProfile, random: Random): WeeklyHours {
  const spans = spansFor(profile, random);
  const periods: Period[] = [];
  const text: Record<string, string> = {};
  spans.forEach((daySpans, dayOfWeek) => {
    const name = WEEKDAYS[dayOfWeek] as string;
    for (const [opensAt, closesAt] of daySpans) periods.push({ dayOfWeek, opensAt, closesAt });
    text[name] = daySpans
      .map(([opensAt, closesAt]) => (closesAt - opensAt >= 1440 ? 'Open 24 hours' : `${clock(opensAt)} - ${clock(closesAt)}`))
      .join(', ');
  });
  return { periods, text };
}
