import { z } from 'zod';
import { ATTRIBUTES, type Attribute } from './attributes.ts';
import { captchaToken } from './bot-check.ts';
import { email, limit, optionalText, page, pincode, queryBoolean, requiredText } from './common.ts';

export const SORTS = ['relevance', 'rating', 'reviews', 'distance', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

/** Price tiers come as 1–4 or as the rupee/dollar signs the screens show ('₹₹', '$$'). */
const priceRange = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return /^[$₹]{1,4}$/u.test(trimmed) ? [...trimmed].length : trimmed;
  },
  z.coerce
    .number({ message: 'Price range must be 1 to 4' })
    .int('Price range must be 1 to 4')
    .min(1, 'Price range must be 1 to 4')
    .max(4, 'Price range must be 1 to 4')
    .optional(),
);

const rating = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.coerce.number({ message: 'Rating must be 1 to 5' }).min(1, 'Rating must be 1 to 5').max(5, 'Rating must be 1 to 5').optional(),
);

const coordinate = (name: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ message: `${name} must be a number` })
      .min(min, `${name} must be between ${min} and ${max}`)
      .max(max, `${name} must be between ${min} and ${max}`)
      .optional(),
  );

/** GET /business/public (and /business): the directory listing. */
export const listQuerySchema = z.object({
  page,
  limit: limit(12, 100),
  // Accepted for compatibility with older callers (docs/product.md §7.2); only approved and verified businesses are ever public.
  status: optionalText(20),
  isVerified: queryBoolean,
  category: optionalText(80),
  search: optionalText(100),
  pincode,
  location: optionalText(80),
  featured: queryBoolean,
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** GET /business/search. */
/**
 * `attributes` of a search: a comma-separated list, each one of ATTRIBUTES, as the chips of what was read keep those the
 * visitor did not remove.
 */
const attributesParam = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  z
    .array(z.enum(ATTRIBUTES, { message: `Each attribute must be one of ${ATTRIBUTES.join(', ')}` }))
    .max(ATTRIBUTES.length)
    .optional(),
);

export const searchQuerySchema = z
  .object({
    q: optionalText(100),
    page,
    limit: limit(10, 50),
    pincode,
    location: optionalText(80),
    category: optionalText(80),
    rating,
    priceRange,
    openNow: queryBoolean,
    sort: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.enum(SORTS, { message: `Sort must be one of ${SORTS.join(', ')}` }).default('relevance'),
    ),
    lat: coordinate('Latitude', -90, 90),
    lng: coordinate('Longitude', -180, 180),
    /** The words as typed: no place or meaning read out of them (docs/search.md, "Reading a query"). */
    asTyped: queryBoolean,
    /**
     * Fill a first page the place given in `pincode` or `location` cannot fill from around it (docs/product.md §3.2,
     * "Widening"); a place read in the words always is.
     */
    widen: queryBoolean,
    /**
     * What the listings must carry (worker/contracts/attributes.ts), comma-separated: 'women,pure-veg'. Wins over the
     * attributes read in the words; a price word sets the price tier unless `priceRange` is given.
     */
    attributes: attributesParam,
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    message: 'Latitude and longitude go together',
    path: ['lat'],
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * The filters an empty search is asked again without (docs/product.md §3.2, "Nothing found"), in the order the answer
 * lists them: `place` is the pincode or location, whichever was given.
 */
export const RELAXABLE_FILTERS = ['openNow', 'rating', 'priceRange', 'category', 'place'] as const;
export type RelaxableFilter = (typeof RELAXABLE_FILTERS)[number];

/** How many results the same search gives without one filter, or without all of them (`all`). */
export interface Relaxation {
  filter: RelaxableFilter | 'all';
  total: number;
  totalIsLowerBound: boolean;
}

/** What a search read in its words (docs/product.md §3.2, "One box"): a locality, a pincode, or the visitor's position. */
export type PlaceKind = 'locality' | 'pincode' | 'near';

/** How a word was read as another (Understood.corrected). */
export const CORRECTION_KINDS = ['typo', 'script', 'nearest'] as const;
export interface Correction {
  /** The words as typed. */
  typed: string;
  /** What they were read as: a trade, a place, or known words ('restaurant or restaurants'). */
  read: string;
  by: (typeof CORRECTION_KINDS)[number];
}

/**
 * `data.understood` of a search: the words it looked for, the trade and the place it read from them (none when given
 * in its own box or parameter).
 */
export interface Understood {
  text: string;
  /** The category the words named ('silai' → Tailors), and the narrower trade within it ('dosa' → South Indian). */
  category?: { slug: string; name: string; subcategory?: string };
  place?: { kind: PlaceKind; name: string; pincodes: string[] };
  /** What the listings must carry, read in the words ('girls' → women, 'sasta' → budget). */
  attributes: Attribute[];
  /**
   * Words the search left out: beside a trade it read, they found nothing, so the trade's listings are shown without
   * them ("plumber urgent koramangala" → Plumbers in Koramangala; docs/product.md §3.2, "Second chance").
   */
  unmatched?: string;
  /**
   * Words read as other words, each said on the page (docs/product.md §3.2, "Corrections"): through one typo ('plumbr'
   * as Plumbers, 'kormangala' as Koramangala, 'resturant' as restaurant), as written in another script ('ಫೋಟೋ ಸ್ಟುಡಿಯೋ'
   * as photo studio), or, when nothing else matched, as the nearest trade by sound ('ayurvedik' as ayurvedic).
   */
  corrected?: Correction[];
  /**
   * The place had fewer matches than a page: the first page goes on with the nearest matches around it (docs/product.md
   * §3.2, "Widening"), `count` of them, all within `withinKm` of the place.
   */
  widened?: { count: number; withinKm: number };
}

export const recentQuerySchema = z.object({ limit: limit(6, 50) });

export const enquiryBodySchema = z.object({
  name: requiredText('Name is required', 100),
  email,
  message: requiredText('Message is required', 2000),
  phone: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^\+?[\d\s-]{7,20}$/, 'Please enter a valid phone number')
      .optional(),
  ),
  captchaToken,
});
export type EnquiryBody = z.infer<typeof enquiryBodySchema>;
