import { z } from 'zod';
import { SERVES } from './attributes.ts';
import { tidyText } from './city-text.ts';
import { email, indianMobile, indianPhone, limit, page, requiredText } from './common.ts';
import { hoursUpdateSchema } from './hours.ts';

/**
 * docs/product.md §3.23, the owner portal's listing: what an owner writes about their business, shared by the REST and
 * tRPC doors and the portal's forms.
 */

export const MAX_TAGS = 30;

/**
 * The fields of an approved listing whose edits wait for an admin (docs/product.md §3.23); the rest go live at once.
 * The business_changes table stores these, and the portal's editor marks them.
 */
export const HELD_FIELDS = ['name', 'nameKn', 'nameHi', 'category', 'address', 'pincode', 'phone'] as const;
export type HeldField = (typeof HELD_FIELDS)[number];

/** The held fields in words, for what an owner is told and the admin's mails and queue summaries. */
const HELD_FIELD_WORDS: Record<HeldField, string> = {
  name: 'name',
  nameKn: 'Kannada name',
  nameHi: 'Hindi name',
  category: 'category',
  address: 'address',
  pincode: 'pincode',
  phone: 'phone number',
};

/** 'name, address and phone number': held fields in words. */
export function heldFieldWords(fields: readonly HeldField[]): string {
  const words = fields.map((field) => HELD_FIELD_WORDS[field]);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * A held edit that empties a field (a name in Kannada or Hindi) waits as '', since a waiting change always has a new
 * value (business_changes.new_value); answers, the audit log and the approval read it back as null.
 */
export const heldValue = (stored: string): string | null => (stored === '' ? null : stored);

/** What adding a listing answers, on both doors and in the portal. */
export const LISTING_ADDED = 'Your business has been added. It will appear in the directory once our team has checked it.';
export const MIN_DESCRIPTION = 20;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const MAX_NAME = 120;

/**
 * A business name as it is stored and shown: composed, without invisible characters, spaces collapsed (tidyText), so
 * the same name typed on two keyboards is one name, and the search index reads what the profile shows.
 */
const tidyName = (message: string) => z.string({ message }).transform(tidyText);

/**
 * The name as written in one of the city's scripts (docs/product.md §4.7): letters of that script's Unicode block,
 * with the digits, spaces and punctuation that signboards use ('&', '.', apostrophes, '-'). Latin letters are refused,
 * so a name half in English is never shown as the Kannada or Hindi one.
 */
function scriptName(language: string, script: string, block: string) {
  // The zero-width non-joiner and joiner choose how the script's letters join (tidyText keeps them).
  const allowed = `${block}0-9 &.'\u2019\u200c\u200d-`;
  const written = new RegExp(`^[${allowed}]*[${block}][${allowed}]*$`, 'u');
  return tidyName(`${language} name must be text`).pipe(
    z
      .string()
      .max(MAX_NAME, `${language} name must be at most ${MAX_NAME} characters`)
      .regex(written, `${language} name must be written in ${script} script`),
  );
}

/** Nothing but spaces or invisible characters is no name: left out of a new listing, and clearing one in an edit. */
const blankName = (value: unknown) => (typeof value === 'string' && tidyText(value) === '' ? undefined : value);

const webAddress = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `${label} must be at most 300 characters`)
    .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, `${label} must be a web address starting with http:// or https://`);

const tags = (label: string) =>
  z
    .array(z.string().trim().min(1, `${label} cannot be empty`).max(60, `${label} must be at most 60 characters`))
    .max(MAX_TAGS, `At most ${MAX_TAGS} ${label.toLowerCase()}s`)
    // One of each, in the order given: the same word twice says nothing more.
    .transform((values) => [...new Map(values.map((value) => [value.toLowerCase(), value])).values()]);

const socialLink = z.preprocess(blankToUndefined, webAddress('Link').optional());

/** The networks a listing may link to, by the stored links' names (worker/db/schema.ts SOCIAL_NETWORKS). */
const socialMedia = z
  .object({ facebook: socialLink, instagram: socialLink, twitter: socialLink, youtube: socialLink, linkedin: socialLink })
  .strict();

/** A yes or no of a listing, as JSON's true and false or a form's 'true' and 'false'. */
function ownerBoolean(label: string) {
  return z
    .preprocess(
      (value) => (value === 'true' ? true : value === 'false' ? false : value),
      z.boolean({ message: `${label} must be true or false` }),
    )
    .optional();
}

const listingFields = {
  name: tidyName('Business name is required').pipe(
    requiredText('Business name is required', MAX_NAME).min(2, 'Business name must be at least 2 characters'),
  ),
  /** The name as a Kannada signboard writes it (Kannada script, U+0C80–U+0CFF). */
  nameKn: z.preprocess(blankName, scriptName('Kannada', 'Kannada', '\\u0C80-\\u0CFF').optional()),
  /** The name as a Hindi signboard writes it (Devanagari, U+0900–U+097F). */
  nameHi: z.preprocess(blankName, scriptName('Hindi', 'Devanagari', '\\u0900-\\u097F').optional()),
  /** A category's name or slug, as the public category pages show them. */
  category: requiredText('Category is required', 100),
  subcategory: z.preprocess(blankToUndefined, z.string().trim().max(100, 'Subcategory must be at most 100 characters').optional()),
  description: requiredText('Description is required', 2000).min(
    MIN_DESCRIPTION,
    `Please describe the business in at least ${MIN_DESCRIPTION} characters`,
  ),
  address: requiredText('Address is required', 300).min(5, 'Please enter the full address'),
  pincode: z
    .string({ message: 'Pincode is required' })
    .trim()
    .regex(/^\d{6}$/, 'Pincode must be 6 digits'),
  phone: indianPhone,
  whatsapp: z.preprocess(blankToUndefined, indianMobile.optional()),
  email: z.preprocess(blankToUndefined, email.optional()),
  website: z.preprocess(blankToUndefined, webAddress('Website').optional()),
  priceRange: z.coerce
    .number({ message: 'Price range must be 1 to 4' })
    .int('Price range must be 1 to 4')
    .min(1, 'Price range must be 1 to 4')
    .max(4, 'Price range must be 1 to 4')
    .optional(),
  /** Whom the place serves (worker/contracts/attributes.ts): what residents ask for as "girls PG", "gents salon". */
  serves: z.preprocess(blankToUndefined, z.enum(SERVES, { message: 'Serves must be women, men or everyone' }).optional()),
  pureVeg: ownerBoolean('Pure veg'),
  homeVisit: ownerBoolean('Home visit'),
  homeDelivery: ownerBoolean('Home delivery'),
  amenities: tags('Amenity').optional(),
  keywords: tags('Keyword').optional(),
  socialMedia: socialMedia.optional(),
};

/**
 * `POST /api/owner/businesses`: a new listing, pending until an admin approves it; its hours, when given, in the same
 * shape as `PUT …/hours` takes them.
 */
export const listingCreateSchema = z.object({ ...listingFields, hours: hoursUpdateSchema.optional() }).strict();
export type ListingCreateInput = z.infer<typeof listingCreateSchema>;

/** Where an enquiry stands in the owner's inbox (docs/product.md §3.23); the enquiries table stores these. */
export const ENQUIRY_STATUSES = ['new', 'replied', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

const enquiryStatus = z.enum(ENQUIRY_STATUSES, { message: 'Status must be new, replied or closed' });

/** `GET /api/owner/businesses/:id/enquiries` and its CSV: every enquiry, or those of one status. */
export const enquiryListQuerySchema = z.object({
  page,
  limit: limit(20, 100),
  status: z.preprocess(blankToUndefined, enquiryStatus.optional()),
});
export const enquiryExportQuerySchema = enquiryListQuerySchema.pick({ status: true });

/** `PATCH /api/owner/enquiries/:id`. */
export const enquiryStatusSchema = z.object({ status: enquiryStatus }).strict();

/** `GET /api/owner/businesses/:id/reviews`. */
export const ownerReviewsQuerySchema = z.object({ page, limit: limit(10, 50) });

/** The review an owner answers, in `/api/owner/reviews/:reviewId/response`. */
export const reviewIdParam = z.object({ reviewId: z.string().min(1).max(64) });

export const MAX_REPLY = 2000;

/** `PUT /api/owner/reviews/:reviewId/response`: the business's one public reply. */
export const reviewReplySchema = z
  .object({
    content: z
      .string({ message: 'Reply is required' })
      .trim()
      .min(1, 'Reply is required')
      .max(MAX_REPLY, `Reply must be at most ${MAX_REPLY} characters`),
  })
  .strict();
export type ReviewReplyInput = z.infer<typeof reviewReplySchema>;

/** The networks an owner's form writes; a listing's other links (its profile's videos) are not the owner's to replace. */
export const OWNER_SOCIAL_NETWORKS = socialMedia.keyof().options;

export const NOTHING_TO_CHANGE = 'Nothing to change: send at least one field of the listing';
export const HOURS_ELSEWHERE = 'Opening hours are saved on their own, with PUT /api/owner/businesses/:id/hours';

/** An optional field of a listing that an edit may empty: '' or null clears it (a new listing simply leaves it out). */
const clearable = <Field extends z.ZodType>(field: Field) =>
  z.preprocess((value) => (value === null || blankToUndefined(value) === undefined ? null : value), field.nullable()).optional();

/**
 * `PATCH /api/owner/businesses/:id` (docs/product.md §3.23): any fields of a listing, with the same rules as a new one;
 * a list (amenities, keywords, socialMedia) replaces the whole list. Hours have their own route, and an empty edit is
 * refused rather than answered as a save.
 */
export const listingUpdateSchema = z
  .object(listingFields)
  .partial()
  .extend({
    nameKn: clearable(listingFields.nameKn),
    nameHi: clearable(listingFields.nameHi),
    subcategory: clearable(listingFields.subcategory),
    whatsapp: clearable(listingFields.whatsapp),
    email: clearable(listingFields.email),
    website: clearable(listingFields.website),
    serves: clearable(listingFields.serves),
    hours: z.never({ message: HOURS_ELSEWHERE }).optional(),
  })
  .strict()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: NOTHING_TO_CHANGE,
    // An unknown field is the one thing to say about `{status: 'approved'}`, not also that nothing would change.
    when: (payload) => payload.issues.length === 0,
  });
export type ListingUpdateInput = z.infer<typeof listingUpdateSchema>;

export const DUPLICATES_NEED = 'Please give a business name or a phone number';

/**
 * `GET /api/owner/duplicates`: what someone is about to add, to find listings it may already be (docs/product.md
 * §3.23). Both are compared within the pincode, so the pincode is required.
 */
export const duplicatesQuerySchema = z
  .object({
    name: z.preprocess(blankToUndefined, listingFields.name.optional()),
    pincode: listingFields.pincode,
    phone: z.preprocess(blankToUndefined, listingFields.phone.optional()),
  })
  .refine((query) => query.name !== undefined || query.phone !== undefined, { message: DUPLICATES_NEED, path: ['name'] });
export type DuplicatesQuery = z.infer<typeof duplicatesQuerySchema>;
