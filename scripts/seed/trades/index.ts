// Every category's trades, and the one place that checks them against the category they narrow.
import type { CategorySeed, ReviewBank, TradeSeed } from '../types.ts';
import { FOOD_TRADES } from './food.ts';
import { HEALTH_TRADES } from './health.ts';
import { HOME_TRADES } from './home.ts';
import { SERVICE_TRADES } from './services.ts';
import { SHOP_TRADES } from './shops.ts';

/** By category slug. */
export const TRADES: Record<string, TradeSeed> = { ...FOOD_TRADES, ...HEALTH_TRADES, ...HOME_TRADES, ...SHOP_TRADES, ...SERVICE_TRADES };

/** One sub-category as the generator draws from it: the category's lists narrowed to the trade. */
export interface Trade {
  category: CategorySeed;
  subcategory: string;
  /** What its customers come for: keywords, and {item} / {other} in reviews. */
  items: string[];
  /** Its own search words (the sub-category itself, its items and keywords), each business takes a few. */
  ownKeywords: string[];
  /** The category's keywords that belong to no one sub-category ('family restaurant', 'lunch'). */
  sharedKeywords: string[];
  namePatterns: string[];
  nameWords: string[];
  services: string[];
  amenities: string[];
  descriptions: string[];
  businessTaglines: string[];
  reviews: ReviewBank;
}

function subset(what: string, list: readonly string[], allowed: readonly string[], where: string) {
  const stray = list.filter((value) => !allowed.includes(value));
  if (stray.length > 0) throw new Error(`${where}: ${what} not in the category's list: ${stray.join(', ')}`);
}

/**
 * The trades of a category, by sub-category name. Throws when the trade data and the category disagree (a
 * sub-category without a trade, a trade for an unknown one, a service or amenity the category does not list): the
 * seed then stops before writing anything.
 */
export function tradesOf(category: CategorySeed): Map<string, Trade> {
  const seed = TRADES[category.slug];
  if (!seed) throw new Error(`No trade data for category ${category.slug} (scripts/seed/trades)`);
  const names = Object.keys(seed.subcategories);
  const missing = category.subcategories.filter((sub) => !names.includes(sub));
  const unknown = names.filter((sub) => !category.subcategories.includes(sub));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(`${category.slug}: trade data for [${unknown.join(', ')}] but not for [${missing.join(', ')}]`);
  }
  // A category keyword named by a sub-category belongs to it alone: a chai shop is not found under 'ice cream'.
  const owned = new Set(names.flatMap((sub) => [sub.toLowerCase(), ...own(seed, sub)]));
  const sharedKeywords = category.keywords.filter((keyword) => !owned.has(keyword));
  const trades = new Map<string, Trade>();
  for (const sub of category.subcategories) {
    const trade = seed.subcategories[sub];
    if (!trade) continue;
    const where = `${category.slug} / ${sub}`;
    if (trade.items.length < 2) throw new Error(`${where}: give at least two items, so {item} and {other} differ`);
    const services = trade.services ?? category.services;
    const amenities = trade.amenities ?? category.amenities;
    subset('services', services, category.services, where);
    subset('amenities', amenities, category.amenities, where);
    trades.set(sub, {
      category,
      subcategory: sub,
      items: trade.items,
      ownKeywords: [...new Set([sub.toLowerCase(), ...own(seed, sub)])],
      sharedKeywords,
      namePatterns: trade.namePatterns ?? category.namePatterns,
      nameWords: trade.nameWords ?? category.nameWords,
      services,
      amenities,
      descriptions: trade.descriptions ?? category.descriptions,
      businessTaglines: trade.businessTaglines ?? category.businessTaglines,
      reviews: seed.reviews,
    });
  }
  return trades;
}

function own(seed: TradeSeed, sub: string): string[] {
  const trade = seed.subcategories[sub];
  return trade ? [...trade.items, ...(trade.keywords ?? [])] : [];
}
