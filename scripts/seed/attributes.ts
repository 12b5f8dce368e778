import type { Serves } from '../../worker/contracts/attributes.ts';
import type { Period } from './hours.ts';
import type { Random } from './random.ts';

/**
 * What a seeded listing carries beyond its trade (worker/contracts/attributes.ts), as Bengaluru's listings of its
 * kind do: PGs by whom they house, salons, gyms and tailors by whom they serve, vegetarian kitchens (most darshinis),
 * trades that come to the home, shops and kitchens that deliver. Hours (round the clock, night, the days open) are the
 * listing's own hours; `localHours` gives the trades whose shops keep different weeks theirs.
 */

const DAY_SPAN = { opensAt: 0, closesAt: 1440 };

/** Whether a period is the last of its day, the one that runs on into the night. */
function lastOfItsDay(period: Period, hours: Period[]): boolean {
  return !hours.some((other) => other.dayOfWeek === period.dayOfWeek && other.opensAt > period.opensAt);
}

/**
 * The week a listing really keeps, where its trade's shops differ from one another (from this stream, so the rest of
 * the city is as it was): some eateries, labs and pharmacies round the clock (as those beside hospitals and the chains' 24x7 stores are)
 * or open till 11 pm; most salons close on Tuesday, as Bengaluru's do, but a third stay open; most workshops and
 * trades rest on Sunday, but a quarter open for a Sunday morning, and a few plumbers and electricians take calls all
 * week.
 */
export function localHours(category: string, profile: string, hours: Period[], random: Random): Period[] {
  const roll = random.next();
  // Hotel coffee shops and the city's all-night eateries serve round the clock; a few more stay open past midnight.
  if (category === 'restaurant') {
    if (roll < 0.08) return Array.from({ length: 7 }, (_, dayOfWeek) => ({ dayOfWeek, ...DAY_SPAN }));
    if (roll < 0.18)
      return hours.map((period) => (lastOfItsDay(period, hours) ? { ...period, closesAt: Math.max(period.closesAt, 25 * 60) } : period));
    return hours;
  }
  // Labs beside hospitals and the big chains' main centres take samples round the clock.
  if (category === 'diagnostic-labs' && roll < 0.12) return Array.from({ length: 7 }, (_, dayOfWeek) => ({ dayOfWeek, ...DAY_SPAN }));
  if (category === 'pharmacies') {
    if (roll < 0.15) return Array.from({ length: 7 }, (_, dayOfWeek) => ({ dayOfWeek, ...DAY_SPAN }));
    if (roll < 0.45) return hours.map((period) => ({ ...period, closesAt: Math.max(period.closesAt, 23 * 60) }));
    return hours;
  }
  const sameAsMonday = (dayOfWeek: number) => hours.filter((period) => period.dayOfWeek === 1).map((period) => ({ ...period, dayOfWeek }));
  if (profile === 'salon' && roll < 0.35 && !hours.some((period) => period.dayOfWeek === 2))
    return [...hours, ...sameAsMonday(2)].sort((a, b) => a.dayOfWeek - b.dayOfWeek);
  if (profile === 'workshop' && !hours.some((period) => period.dayOfWeek === 0)) {
    if ((category === 'plumbers' || category === 'electricians') && roll < 0.1) return [...sameAsMonday(0), ...hours];
    if (roll < 0.35) return [{ dayOfWeek: 0, opensAt: 10 * 60, closesAt: 14 * 60 }, ...hours];
  }
  return hours;
}

/**
 * The price tiers a listing of this sub-category is drawn from, within its category's: luxury hotels and resorts at
 * the top, guest houses and lodges at the bottom, co-living above a plain PG.
 */
export function priceBand(range: readonly [number, number], sub: string): [number, number] {
  const [low, high] = range;
  if (/luxury|resort/i.test(sub)) return [Math.max(low, high - 1), high];
  if (/guest house/i.test(sub)) return [low, Math.min(high, low + 1)];
  if (/co-living/i.test(sub)) return [Math.min(high, low + 1), high];
  if (/\bPG\b|hostel/i.test(sub)) return [low, Math.min(high, low + 1)];
  return [low, high];
}

export interface SeedAttributes {
  serves: Serves | null;
  pureVeg: boolean;
  homeVisit: boolean;
  homeDelivery: boolean;
}

/** Whom a place serves, by the sub-category where it says, else drawn as such places are. */
function servesOf(category: string, sub: string, random: Random): Serves | null {
  if (/\b(ladies|women|girls)\b/i.test(sub)) return 'women';
  if (/\b(gents|men's|boys)\b/i.test(sub)) return 'men';
  if (/unisex|co-living/i.test(sub)) return 'everyone';
  const shares: Record<string, [women: number, men: number]> = {
    'pg-and-hostels': [0.4, 0.4],
    salons: [0.3, 0.3],
    'beauty-and-spa': [0.5, 0],
    'health-and-fitness': [0.15, 0.1],
    'yoga-studios': [0.2, 0],
    'tailors-and-boutiques': [0.5, 0.1],
  };
  const share = shares[category];
  if (!share) return null;
  const roll = random.next();
  return roll < share[0] ? 'women' : roll < share[0] + share[1] ? 'men' : 'everyone';
}

/** The share of a category's listings that only serve vegetarian food, by sub-category where it differs. */
function vegShare(category: string, sub: string): number {
  if (category === 'restaurant') return sub === 'South Indian' ? 0.7 : sub === 'North Indian' ? 0.25 : sub === 'Andhra' ? 0.1 : 0.05;
  return { 'bakeries-and-sweets': 0.45, caterers: 0.4, 'food-and-beverage': 0.35 }[category] ?? 0;
}

const HOME_VISIT: Record<string, number> = {
  electricians: 0.85,
  plumbers: 0.9,
  'pest-control': 0.95,
  'home-cleaning': 0.95,
  'ac-and-appliance-repair': 0.85,
  'computer-repair': 0.5,
  'mobile-repair': 0.15,
  'packers-and-movers': 0.9,
  physiotherapy: 0.45,
  'diagnostic-labs': 0.5,
  'beauty-and-spa': 0.3,
  salons: 0.1,
  'education-and-coaching': 0.3,
  'veterinary-services': 0.2,
  healthcare: 0.1,
  ayurveda: 0.15,
  'yoga-studios': 0.25,
  'tailors-and-boutiques': 0.1,
  'interior-designers': 0.6,
};

const HOME_DELIVERY: Record<string, number> = {
  pharmacies: 0.7,
  restaurant: 0.6,
  'bakeries-and-sweets': 0.5,
  caterers: 0.9,
  'food-and-beverage': 0.5,
  retail: 0.5,
  florists: 0.8,
  'pet-shops': 0.4,
  'hardware-stores': 0.3,
  furniture: 0.6,
  'laundry-and-dry-cleaning': 0.6,
  'printing-services': 0.2,
  opticians: 0.1,
};

export function seedAttributes(category: string, sub: string, random: Random): SeedAttributes {
  // Every draw every time, so a category's shares never move another listing's.
  const serves = servesOf(category, sub, random);
  const pureVeg = random.chance(vegShare(category, sub));
  const homeVisit = random.chance(HOME_VISIT[category] ?? 0);
  const homeDelivery = random.chance(HOME_DELIVERY[category] ?? 0);
  return { serves, pureVeg, homeVisit, homeDelivery };
}
