import { z } from 'zod';
import {
  atLeastOne,
  blankToUndefined,
  clearable,
  clearableTranslationsOf,
  hasSome,
  httpsImage,
  optionalText,
  slug,
  text,
  translationsOf,
} from './admin-catalogue-fields.ts';

/* docs/product.md §3.24, a locality (a location in the API) and its pincodes as admins add and edit them. */

/** The largest seeded locality has four; twenty covers a merged one with room to spare. */
export const MAX_LOCATION_PINCODES = 20;

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
  /** In Kannada and Hindi beside the English (issue 38): optional, '' or null for none, the English one's length at most. */
  ...translationsOf('name', 'Name', 80),
  ...translationsOf('description', 'Description', 1000),
};

/** `POST /api/admin/locations`. */
export const locationCreateSchema = z.object(locationFields).strict();
export type LocationCreateInput = z.infer<typeof locationCreateSchema>;

/**
 * `PATCH /api/admin/locations/:id`: any fields, at least one; `pincodes` replaces the whole list; '' or null clears the
 * description, the image and any Kannada or Hindi text.
 */
export const locationUpdateSchema = z
  .object(locationFields)
  .partial()
  .extend({
    description: clearable(locationFields.description),
    image: clearable(httpsImage),
    ...clearableTranslationsOf('name', 'Name', 80),
    ...clearableTranslationsOf('description', 'Description', 1000),
  })
  .strict()
  .refine(hasSome, atLeastOne('Nothing to change: send name, slug, pincodes, description or image'));
export type LocationUpdateInput = z.infer<typeof locationUpdateSchema>;
