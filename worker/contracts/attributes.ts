/*
 * What listings really carry beyond their trade, as search facets (docs/product.md §3.2, "Attributes"): whom a place
 * serves, pure vegetarian food, coming to the home or delivering there — set by owners — and hours that say open round
 * the clock, at night or on a given day, read from the hours they keep. Price words are the price tiers listings have.
 * One list for the Worker, the reader of one box and the web's chips; without zod, so the search page's first input
 * does not fetch it (the parameter's schema is in ./business.ts).
 */

/** Whom a place serves (PGs, hostels, salons, gyms, tailors): stated by its owner, or not. */
export const SERVES = ['women', 'men', 'everyone'] as const;
export type Serves = (typeof SERVES)[number];

/**
 * The categories (by slug) whose listings say whom they serve, and those that serve food: the owner's form asks these
 * only of them (docs/product.md §3.23). Coming to the home and delivering there are asked of every listing.
 */
export const SERVES_CATEGORIES: readonly string[] = [
  'pg-and-hostels',
  'salons',
  'beauty-and-spa',
  'health-and-fitness',
  'yoga-studios',
  'tailors-and-boutiques',
];
export const FOOD_CATEGORIES: readonly string[] = ['restaurant', 'bakeries-and-sweets', 'caterers', 'food-and-beverage'];

/**
 * Whether listings of a category can carry an attribute: whom it serves only SERVES_CATEGORIES', pure veg only
 * FOOD_CATEGORIES'; hours, home visits, delivery and price any listing's.
 */
export function attributeFits(attribute: string, category: string): boolean {
  if (attribute === 'women' || attribute === 'men') return SERVES_CATEGORIES.includes(category);
  if (attribute === 'pure-veg') return FOOD_CATEGORIES.includes(category);
  return true;
}

/** Whom a place serves, as its owner's form says it. */
export const SERVES_LABELS: Record<Serves, string> = { everyone: 'Everyone', women: 'Women only', men: 'Men only' };

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** An attribute a search can ask for: `understood.attributes` and the `attributes` parameter hold these. */
export const ATTRIBUTES = [
  'women',
  'men',
  'pure-veg',
  'open-24-hours',
  'open-at-night',
  ...WEEKDAYS.map((day) => `open-${day}` as const),
  'home-visit',
  'home-delivery',
  'budget',
  'premium',
] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

const TITLE = (day: string) => `${day[0]?.toUpperCase()}${day.slice(1)}`;

/** Each attribute as a chip says it, in en-IN. */
export const ATTRIBUTE_LABELS: Record<Attribute, string> = {
  women: 'For women',
  men: 'For men',
  'pure-veg': 'Pure veg',
  'open-24-hours': 'Open 24 hours',
  'open-at-night': 'Open at night',
  ...(Object.fromEntries(WEEKDAYS.map((day) => [`open-${day}`, `Open ${TITLE(day)}`])) as Record<
    `open-${(typeof WEEKDAYS)[number]}`,
    string
  >),
  'home-visit': 'Home visit',
  'home-delivery': 'Home delivery',
  budget: 'Budget',
  premium: 'Premium',
};

/**
 * The price tiers a price word stands for (the `priceRange` of a listing, 1–4, worker/contracts/format.ts PRICE_LABELS):
 * budget is the Budget tier; premium is Expensive or Very expensive.
 */
export const PRICE_ATTRIBUTES = { budget: [1], premium: [3, 4] } as const satisfies Partial<Record<Attribute, readonly number[]>>;

/** An attribute listings carry as a token of their own (worker/db/rules.ts, ATTRIBUTE_FACET): all but the price words. */
export type FacetAttribute = Exclude<Attribute, keyof typeof PRICE_ATTRIBUTES>;

export function isPriceAttribute(attribute: Attribute): attribute is keyof typeof PRICE_ATTRIBUTES {
  return attribute in PRICE_ATTRIBUTES;
}
