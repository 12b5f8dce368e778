/** Shapes of the hand-written catalogue the seed generator draws from. */

/** How a kind of business keeps its hours; the generator turns a profile into weekly open/close periods. */
export type HoursProfile =
  | 'office' // Mon–Fri 9:30–18:30, Sat half day, Sun closed
  | 'retail' // every day 10:00–21:30, some closed one weekday
  | 'restaurant' // split shifts 12:00–15:30 and 19:00–23:00, some open through the afternoon
  | 'cafe' // 7:30–22:30 every day
  | 'nightlife' // 18:00–01:00 overnight, later on Fri/Sat, closed Mon
  | 'clinic' // split 9:00–13:00 and 17:00–21:00, Sunday morning only
  | 'hospital' // open 24 hours
  | 'gym' // 5:30–22:00, Sunday short
  | 'workshop' // 9:00–19:30, closed Sunday
  | 'salon'; // 10:00–20:30, closed Tuesday

export interface CategorySeed {
  /** Display name, e.g. 'Restaurant', 'Health & Fitness'. Unique. */
  name: string;
  /**
   * The name, description and tagline in Kannada and in Hindi (issue 38), as people in Bengaluru say them, not word for
   * word: the trade words of scripts/seed/lexicon.ts and the terms of docs/glossary.md ('ಪ್ಲಂಬರ್‌ಗಳು', 'प्लंबर').
   */
  nameKn: string;
  nameHi: string;
  /** Lower-cased name, spaces → '-', '&' → 'and' (docs/product.md §3.8): 'health-and-fitness'. */
  slug: string;
  /** Icon key (a lucide-react icon name, kebab-case), e.g. 'utensils', 'stethoscope', 'briefcase'. */
  icon: string;
  /** Brand colour as #rrggbb. */
  color: string;
  /** One or two sentences shown on the category tile. */
  description: string;
  descriptionKn: string;
  descriptionHi: string;
  /** Short hero line for the category page. */
  tagline: string;
  taglineKn: string;
  taglineHi: string;
  /** Relative share of businesses (1 = rare, 10 = very common). */
  weight: number;
  /** 3–8 sub-categories, e.g. ['South Indian', 'North Indian', 'Chinese']. */
  subcategories: string[];
  /**
   * Business-name templates; tokens: {surname} (an Indian family name), {first} (an Indian first name),
   * {locality} (the business's locality), {word} (one of nameWords), {sub} (its sub-category).
   */
  namePatterns: string[];
  /** Words that make names sound right for the trade, e.g. ['Udupi', 'Bhavan', 'Darshini']. */
  nameWords: string[];
  /** 8–15 search keywords people type, lower case, e.g. ['biryani', 'dosa', 'veg', 'family restaurant']. */
  keywords: string[];
  /** 6–12 services offered, e.g. ['Dine-in', 'Takeaway', 'Home delivery', 'Catering']. */
  services: string[];
  /** 6–12 amenities, e.g. ['Air conditioned', 'Parking', 'Wheelchair accessible', 'UPI accepted']. */
  amenities: string[];
  /** Inclusive range of price tiers 1 (₹) … 4 (₹₹₹₹). */
  priceRange: [number, number];
  hours: HoursProfile;
  /** Description templates (2–4), same tokens as namePatterns plus {name}. */
  descriptions: string[];
  /** Taglines for businesses (3–6), same tokens. */
  businessTaglines: string[];
}

export interface LocalitySeed {
  /** Locality name as Bengalureans write it, e.g. 'Koramangala'. Unique. */
  name: string;
  /**
   * The name in Kannada and in Hindi (issue 38): one of its names in scripts/seed/place-names.ts, so a search for what
   * the page shows finds the locality ('ಕೋರಮಂಗಲ', 'कोरमंगला').
   */
  nameKn: string;
  nameHi: string;
  /** Lower-case, hyphenated: 'hsr-layout'. */
  slug: string;
  /** Real India Post pincodes of the locality, most representative first (1–4). */
  pincodes: string[];
  /** One or two sentences about the neighbourhood. */
  description: string;
  /** The same in Kannada and in Hindi, as a resident would put it. */
  descriptionKn: string;
  descriptionHi: string;
}

/**
 * What one sub-category of a category sells or does, so a business in it reads as that trade (issue 34: a chai shop in
 * "Ice Cream" listing "Office supplies"). Lists given here replace the category's for the sub-category's businesses;
 * services and amenities must come from the category's own lists.
 */
export interface SubcategorySeed {
  /**
   * 3–8 things people come for, lower case, as they would type them: dishes, jobs, products ('masala dosa', 'tap
   * leak'). They become keywords of its businesses and fill {item} in reviews; a category keyword that is another
   * sub-category's item is kept for that sub-category only.
   */
  items: string[];
  /** More search words of this trade that do not read well in a sentence ('paediatrician'); owned like items. */
  keywords?: string[];
  /** Name templates and words for this trade, when the category's would misname it ('Chai Adda' for an ice-cream parlour). */
  namePatterns?: string[];
  nameWords?: string[];
  services?: string[];
  amenities?: string[];
  descriptions?: string[];
  businessTaglines?: string[];
}

export type ReviewTone = 'good' | 'mixed' | 'bad';

/**
 * Sentences a resident writes about one trade, composed into reviews (scripts/seed/reviews.ts). Each may use {name},
 * {locality}, {item} and {other} (two different items of the business's sub-category). No sentence may appear in
 * another category's bank (tests/build/seed-city.test.ts).
 */
export interface ReviewBank {
  /** Praise: a 5 is made of these, a 4 mostly. */
  good: string[];
  /** Both sides in one sentence, or lukewarm: the heart of a 3, a hedge in a 4 or a 2. */
  mixed: string[];
  /** Complaints: a 1 is made of these, a 2 mostly. */
  bad: string[];
  titles: Record<ReviewTone, string[]>;
}

/** The trade-level catalogue of a category: every sub-category's specifics and its review sentences. */
export interface TradeSeed {
  subcategories: Record<string, SubcategorySeed>;
  reviews: ReviewBank;
}
