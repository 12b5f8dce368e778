import { z } from 'zod';
import { idParam } from './common.ts';

/*
 * Issue 13, the catalogue as admins edit it (docs/product.md §3.24): categories, localities, campaigns with their
 * banners, and the footer's quick links. One definition for the Worker and the admin screens' forms. A banner's image
 * is not here: it travels as a file in multipart/form-data (the field UPLOAD_FIELD of ./media.ts), judged by the photo
 * checks of worker/services/image-upload.ts.
 */

/**
 * The icon names the web app draws for a category (web/src/lib/category-style.ts maps each to a lucide icon; a name it
 * does not know shows as a briefcase, so only these are accepted).
 */
export const CATEGORY_ICONS = [
  'activity',
  'air-vent',
  'armchair',
  'bed',
  'bed-double',
  'beer',
  'bone',
  'briefcase',
  'bug',
  'building-2',
  'cake',
  'calculator',
  'camera',
  'car',
  'car-front',
  'chef-hat',
  'coffee',
  'dumbbell',
  'flask-conical',
  'flower',
  'flower-2',
  'gem',
  'glasses',
  'graduation-cap',
  'hammer',
  'heart',
  'home',
  'hotel',
  'house',
  'key',
  'landmark',
  'laptop',
  'leaf',
  'monitor',
  'package',
  'party-popper',
  'paw-print',
  'pill',
  'plane',
  'printer',
  'scale',
  'scissors',
  'shirt',
  'shopping-bag',
  'smartphone',
  'smile',
  'sofa',
  'sparkles',
  'spray-can',
  'stethoscope',
  'store',
  'truck',
  'utensils',
  'washing-machine',
  'wrench',
  'zap',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

/** Enough campaigns' worth of slides for a carousel someone still watches. */
export const MAX_BANNERS_PER_CAMPAIGN = 10;
/** The footer's column of links. */
export const MAX_QUICK_LINKS = 20;
/** The largest seeded locality has four; twenty covers a merged one with room to spare. */
export const MAX_LOCATION_PINCODES = 20;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MESSAGE = 'Slug must be lower-case letters and digits joined by single dashes, e.g. health-and-fitness';

/**
 * The slug a name gets when none is given: the rule by which the directory resolves a typed category or place
 * (worker/services/search/lookups.ts, resolve), so the web app's links by name (categorySlug, ./format.ts) reach it.
 */
export function slugOf(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** An optional field an edit may empty: '' or null clears it; left out, it stays. */
const clearable = <Field extends z.ZodType>(field: Field) =>
  z.preprocess((value) => (value === null || blankToUndefined(value) === undefined ? null : value), field.nullable()).optional();

const text = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ message: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .optional(),
  );

const slug = z.preprocess(
  blankToUndefined,
  z.string({ message: SLUG_MESSAGE }).trim().max(60, 'Slug must be at most 60 characters').regex(SLUG_PATTERN, SLUG_MESSAGE).optional(),
);

/**
 * A place in an order, 0 first; past the end means last. Digits in a form field count as the number they spell, so a
 * banner's multipart form says it as JSON would.
 */
const position = z
  .preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ message: 'Position must be a number' }).int('Position must be a whole number').min(0, 'Position must be 0 or more'),
  )
  .optional();

/** A form's checkbox says 'true' or 'false'; JSON says true or false. */
const flag = (label: string) =>
  z
    .preprocess(
      (value) => (value === 'true' ? true : value === 'false' ? false : value),
      z.boolean({ message: `${label} must be true or false` }),
    )
    .optional();

/** Why a link is not a path of the site or an https address, or null when it is one. */
export function siteLinkProblem(value: string, label = 'Link'): string | null {
  const kinds = `${label} must be a path in the site (starting with /) or an address starting with https://`;
  // No spaces, control characters or backslashes anywhere: browsers read '/\evil.example' as another site.
  const hasControl = [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (hasControl || /[\s\\]/.test(value)) return `${label} must not contain spaces or backslashes`;
  if (value.startsWith('/')) return value.startsWith('//') ? `${label} must start with a single / to be a path in the site` : null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return kinds;
  }
  if (url.protocol !== 'https:') return kinds;
  if (url.username || url.password) return `${label} must not carry a user name or password`;
  return null;
}

const siteLink = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(500, `${label} must be at most 500 characters`)
    .superRefine((value, context) => {
      const problem = siteLinkProblem(value, label);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

const httpsImage = z
  .string({ message: 'Image must be an address starting with https://' })
  .trim()
  .max(500, 'Image address must be at most 500 characters')
  .superRefine((value, context) => {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (url?.protocol !== 'https:' || /[\s\\]/.test(value) || url.username || url.password) {
      context.addIssue({ code: 'custom', message: 'Image must be an address starting with https://' });
    }
  });

const atLeastOne = (message: string) => ({
  message,
  // An unknown field is the one thing to say about `{id: …}`, not also that nothing would change.
  when: (payload: { issues: unknown[] }) => payload.issues.length === 0,
});

const hasSome = (changes: Record<string, unknown>) => Object.values(changes).some((value) => value !== undefined);

// ─────────────────────────────── categories ───────────────────────────────

const categoryFields = {
  name: text('Name', 2, 60),
  slug,
  icon: z.enum(CATEGORY_ICONS, { message: 'Please choose one of the category icons' }),
  color: z
    .string({ message: 'Colour must be a hex colour such as #2563eb' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex colour such as #2563eb')
    .transform((value) => value.toLowerCase()),
  description: optionalText('Description', 500),
  tagline: optionalText('Tagline', 120),
};

/** `POST /api/admin/categories`: the slug, when not given, is the name's (slugOf). */
export const categoryCreateSchema = z.object(categoryFields).strict();
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;

/**
 * `PATCH /api/admin/categories/:id`: any fields, at least one. A new name without a slug takes the name's slug with it;
 * '' or null clears the description and tagline.
 */
export const categoryUpdateSchema = z
  .object(categoryFields)
  .partial()
  .extend({ description: clearable(categoryFields.description), tagline: clearable(categoryFields.tagline) })
  .strict()
  .refine(hasSome, atLeastOne('Nothing to change: send name, slug, icon, color, description or tagline'));
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;

/** `POST /api/admin/categories/:id/merge`: every business of this category moves to `into`, and this one goes. */
export const categoryMergeSchema = z
  .object({
    into: z
      .string({ message: 'Choose the category to merge into' })
      .trim()
      .min(1, 'Choose the category to merge into')
      .max(64, 'Category not found'),
  })
  .strict();

// ─────────────────────────────── locations ───────────────────────────────

const pincodeList = z
  .array(
    z
      .string({ message: 'Pincode must be 6 digits' })
      .trim()
      .regex(/^\d{6}$/, 'Pincode must be 6 digits'),
    {
      message: 'Pincodes must be a list of 6-digit pincodes',
    },
  )
  .min(1, 'Give at least one pincode')
  .max(MAX_LOCATION_PINCODES, `At most ${MAX_LOCATION_PINCODES} pincodes`)
  .superRefine((pincodes, context) => {
    pincodes.forEach((pincode, at) => {
      if (pincodes.indexOf(pincode) !== at) context.addIssue({ code: 'custom', path: [at], message: `${pincode} is listed twice` });
    });
  });

const locationFields = {
  name: text('Name', 2, 80),
  slug,
  /** In order: the first is the locality's main pincode, and its centre the locality's. */
  pincodes: pincodeList,
  description: optionalText('Description', 1000),
  image: z.preprocess(blankToUndefined, httpsImage.optional()),
};

/** `POST /api/admin/locations`. */
export const locationCreateSchema = z.object(locationFields).strict();
export type LocationCreateInput = z.infer<typeof locationCreateSchema>;

/** `PATCH /api/admin/locations/:id`: any fields, at least one; `pincodes` replaces the whole list. */
export const locationUpdateSchema = z
  .object(locationFields)
  .partial()
  .extend({ description: clearable(locationFields.description), image: clearable(httpsImage) })
  .strict()
  .refine(hasSome, atLeastOne('Nothing to change: send name, slug, pincodes, description or image'));
export type LocationUpdateInput = z.infer<typeof locationUpdateSchema>;

// ─────────────────────────────── campaigns and banners ───────────────────────────────

const moment = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label} must be a date and time such as 2025-08-01T09:00:00+05:30` })
    .transform((value) => new Date(value));

export const CAMPAIGN_DATES_MESSAGE = 'The end must be after the start';

const campaignFields = {
  name: text('Name', 2, 100),
  /** Where the web app shows it, as GET /api/campaigns/public?sections= asks for it. */
  section: z
    .string({ message: 'Section is required' })
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'Sections are lower-case names such as featured-section'),
  isActive: flag('Active'),
  autoSlide: flag('Auto slide'),
  slideInterval: z
    .number({ message: 'Slide interval must be a number of milliseconds' })
    .int('Slide interval must be a whole number of milliseconds')
    .min(2000, 'Slide interval must be 2000 to 30000 milliseconds')
    .max(30_000, 'Slide interval must be 2000 to 30000 milliseconds')
    .optional(),
  /** Shown from this moment; null or left out, at once. */
  startsAt: clearable(moment('Start')),
  /** Shown until this moment; null or left out, until switched off. */
  endsAt: clearable(moment('End')),
  position,
};

const endsAfterStart = (dates: { startsAt?: Date | null | undefined; endsAt?: Date | null | undefined }) =>
  !dates.startsAt || !dates.endsAt || dates.endsAt > dates.startsAt;

/** `POST /api/admin/campaigns`. */
export const campaignCreateSchema = z
  .object(campaignFields)
  .strict()
  .refine(endsAfterStart, { message: CAMPAIGN_DATES_MESSAGE, path: ['endsAt'] });
export type CampaignCreateInput = z.infer<typeof campaignCreateSchema>;

/** `PATCH /api/admin/campaigns/:id`: any fields, at least one; the dates are checked against the stored ones too. */
export const campaignUpdateSchema = z
  .object(campaignFields)
  .partial()
  .strict()
  .refine(hasSome, atLeastOne('Nothing to change: send name, section, isActive, autoSlide, slideInterval, startsAt, endsAt or position'))
  .refine(endsAfterStart, { message: CAMPAIGN_DATES_MESSAGE, path: ['endsAt'] });
export type CampaignUpdateInput = z.infer<typeof campaignUpdateSchema>;

const bannerFields = {
  title: text('Title', 2, 100),
  description: optionalText('Description', 300),
  /** Where a tap goes: a path of the site or an https address; without one the banner is only a picture. */
  link: z.preprocess(blankToUndefined, siteLink('Link').optional()),
  position,
};

/** `POST /api/admin/campaigns/:id/banners`: these fields beside the image in the multipart form. */
export const bannerCreateSchema = z.object(bannerFields).strict();
export type BannerCreateInput = z.infer<typeof bannerCreateSchema>;

/** The fields of a banner's edit; '' or null clears the description and link. */
export const bannerChangesSchema = z
  .object(bannerFields)
  .partial()
  .extend({ description: clearable(bannerFields.description), link: clearable(siteLink('Link')) })
  .strict();
export type BannerChanges = z.infer<typeof bannerChangesSchema>;

export const BANNER_NOTHING_TO_CHANGE = 'Nothing to change: send title, description, link, position or a new image';

/** `PATCH …/banners/:bannerId` as JSON (tRPC's one form): at least one field. A new image comes as multipart only. */
export const bannerUpdateSchema = bannerChangesSchema.refine(hasSome, atLeastOne(BANNER_NOTHING_TO_CHANGE));

/** One banner of one campaign, in a path: `/api/admin/campaigns/:id/banners/:bannerId`. */
export const bannerParam = idParam.extend({ bannerId: z.string().min(1).max(64) });

// ─────────────────────────────── quick links ───────────────────────────────

const quickLinkFields = {
  title: text('Title', 2, 60),
  url: siteLink('URL'),
  isActive: flag('Active'),
  position,
};

/** `POST /api/admin/quicklinks`: last in the footer unless a position is given. */
export const quickLinkCreateSchema = z.object(quickLinkFields).strict();
export type QuickLinkCreateInput = z.infer<typeof quickLinkCreateSchema>;

/** `PATCH /api/admin/quicklinks/:id`: any fields, at least one. */
export const quickLinkUpdateSchema = z
  .object(quickLinkFields)
  .partial()
  .strict()
  .refine(hasSome, atLeastOne('Nothing to change: send title, url, isActive or position'));
export type QuickLinkUpdateInput = z.infer<typeof quickLinkUpdateSchema>;
