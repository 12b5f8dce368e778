import { z } from 'zod';
import {
  atLeastOne,
  clearable,
  clearableTranslationsOf,
  hasSome,
  optionalText,
  slug,
  text,
  translationsOf,
} from './admin-catalogue-fields.ts';

/* docs/product.md §3.24, a category as admins add and edit it: the Worker's rules and the admin screen's form. */

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
  /** In Kannada and Hindi beside the English (issue 38): optional, '' or null for none, the English one's length at most. */
  ...translationsOf('name', 'Name', 60),
  ...translationsOf('description', 'Description', 500),
  ...translationsOf('tagline', 'Tagline', 120),
};

/** `POST /api/admin/categories`: the slug, when not given, is the name's (slugOf). */
export const categoryCreateSchema = z.object(categoryFields).strict();
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;

/**
 * `PATCH /api/admin/categories/:id`: any fields, at least one. A new name without a slug takes the name's slug with it;
 * '' or null clears the description and tagline, and any Kannada or Hindi text.
 */
export const categoryUpdateSchema = z
  .object(categoryFields)
  .partial()
  .extend({
    description: clearable(categoryFields.description),
    tagline: clearable(categoryFields.tagline),
    ...clearableTranslationsOf('name', 'Name', 60),
    ...clearableTranslationsOf('description', 'Description', 500),
    ...clearableTranslationsOf('tagline', 'Tagline', 120),
  })
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
