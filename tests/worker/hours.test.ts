import { describe, expect, it } from 'vitest';
import { isOpenAt, localTime, type Period } from '../../worker/contracts/hours.ts';

const FRIDAY = 5;
const SATURDAY = 6;
const at = (dayOfWeek: number, hours: number, minutes = 0) => ({ dayOfWeek, minute: hours * 60 + minutes });

describe('open now', () => {
  const split: Period[] = [
    [FRIDAY, 12 * 60, 15 * 60 + 30],
    [FRIDAY, 19 * 60, 23 * 60],
  ];
  const overnight: Period[] = [[FRIDAY, 18 * 60, 26 * 60 + 30]];

  it('follows split shifts, closed between them', () => {
    expect(isOpenAt(split, at(FRIDAY, 12, 0))).toBe(true);
    expect(isOpenAt(split, at(FRIDAY, 15, 30))).toBe(false);
    expect(isOpenAt(split, at(FRIDAY, 17, 0))).toBe(false);
    expect(isOpenAt(split, at(FRIDAY, 22, 59))).toBe(true);
  });

  it('keeps a Friday-night span open into Saturday morning, and closes it on time', () => {
    expect(isOpenAt(overnight, at(FRIDAY, 23, 0))).toBe(true);
    expect(isOpenAt(overnight, at(SATURDAY, 2, 29))).toBe(true);
    expect(isOpenAt(overnight, at(SATURDAY, 2, 30))).toBe(false);
    expect(isOpenAt(overnight, at(SATURDAY, 19, 0))).toBe(false);
  });

  it('is closed on a day with no periods and open all day for 0–1440', () => {
    expect(isOpenAt([], at(FRIDAY, 12))).toBe(false);
    expect(isOpenAt([[FRIDAY, 0, 1440]], at(FRIDAY, 0))).toBe(true);
    expect(isOpenAt([[FRIDAY, 0, 1440]], at(SATURDAY, 0))).toBe(false);
  });

  it('reads the clock in Asia/Kolkata (UTC+5:30)', () => {
    // 2026-11-20 is a Friday: 20:00 UTC is 01:30 on Saturday in Bengaluru.
    expect(localTime(new Date('2026-11-20T20:00:00Z'))).toEqual({ dayOfWeek: SATURDAY, minute: 90 });
    expect(localTime(new Date('2026-11-20T06:30:00Z'))).toEqual({ dayOfWeek: FRIDAY, minute: 12 * 60 });
  });
});
