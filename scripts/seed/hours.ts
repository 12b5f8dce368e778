import type { Random } from './random.ts';
import type { HoursProfile } from './types.ts';

/** One opening period: minutes after midnight; `closesAt` above 1440 runs past midnight. */
export interface Period {
  dayOfWeek: number;
  opensAt: number;
  closesAt: number;
}

const DAYS_OF_WEEK = 7;

const h = (hours: number, minutes = 0) => hours * 60 + minutes;

type DaySpans = [number, number][];

/** Spans per weekday (index 0 = Sunday) for a profile, with small per-business variation. */
function spansFor(profile: HoursProfile, random: Random): DaySpans[] {
  const every = (spans: DaySpans): DaySpans[] => Array.from({ length: DAYS_OF_WEEK }, () => spans);
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

/**
 * Weekly opening periods for a business of this profile. Visitors see text derived from them
 * (worker/contracts/hours.ts, displayHours), as for every business.
 */
export function weeklyHours(profile: HoursProfile, random: Random): Period[] {
  return spansFor(profile, random).flatMap((daySpans, dayOfWeek) =>
    daySpans.map(([opensAt, closesAt]) => ({ dayOfWeek, opensAt, closesAt })),
  );
}
