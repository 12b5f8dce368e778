import { z } from 'zod';
import { idParam } from './common.ts';
import {
  atLeastOne,
  blankToUndefined,
  clearable,
  clearableTranslationsOf,
  flag,
  hasSome,
  optionalText,
  position,
  siteLink,
  text,
  translationsOf,
} from './admin-catalogue-fields.ts';

/*
 * docs/product.md §3.24, campaigns and their banners as admins edit them. A banner's image is not here: it travels as a
 * file in multipart/form-data (the field UPLOAD_FIELD of ./media.ts), judged by the photo checks of
 * worker/services/image-upload.ts.
 */

/** Enough campaigns' worth of slides for a carousel someone still watches. */
export const MAX_BANNERS_PER_CAMPAIGN = 10;

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
  /** In Kannada and Hindi beside the English (issue 38): optional, '' or null for none; the image is every language's. */
  ...translationsOf('title', 'Title', 100),
  ...translationsOf('description', 'Description', 300),
  /** Where a tap goes: a path of the site or an https address; without one the banner is only a picture. */
  link: z.preprocess(blankToUndefined, siteLink('Link').optional()),
  position,
};

/** `POST /api/admin/campaigns/:id/banners`: these fields beside the image in the multipart form. */
export const bannerCreateSchema = z.object(bannerFields).strict();
export type BannerCreateInput = z.infer<typeof bannerCreateSchema>;

/** The fields of a banner's edit; '' or null clears the description, the link and any Kannada or Hindi text. */
export const bannerChangesSchema = z
  .object(bannerFields)
  .partial()
  .extend({
    description: clearable(bannerFields.description),
    link: clearable(siteLink('Link')),
    ...clearableTranslationsOf('title', 'Title', 100),
    ...clearableTranslationsOf('description', 'Description', 300),
  })
  .strict();
export type BannerChanges = z.infer<typeof bannerChangesSchema>;

export const BANNER_NOTHING_TO_CHANGE = 'Nothing to change: send title, description, link, position or a new image';

/** `PATCH …/banners/:bannerId` as JSON (tRPC's one form): at least one field. A new image comes as multipart only. */
export const bannerUpdateSchema = bannerChangesSchema.refine(hasSome, atLeastOne(BANNER_NOTHING_TO_CHANGE));

/** One banner of one campaign, in a path: `/api/admin/campaigns/:id/banners/:bannerId`. */
export const bannerParam = idParam.extend({ bannerId: z.string().min(1).max(64) });
