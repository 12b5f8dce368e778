import { z } from 'zod';
import { atLeastOne, clearableTranslationsOf, flag, hasSome, position, siteLink, text, translationsOf } from './admin-catalogue-fields.ts';

/* docs/product.md §3.24, the footer's quick links as admins edit them. */

/** The footer's column of links. */
export const MAX_QUICK_LINKS = 20;

const quickLinkFields = {
  title: text('Title', 2, 60),
  /** In Kannada and Hindi beside the English (issue 38): optional, '' or null for none. */
  ...translationsOf('title', 'Title', 60),
  url: siteLink('URL'),
  isActive: flag('Active'),
  position,
};

/** `POST /api/admin/quicklinks`: last in the footer unless a position is given. */
export const quickLinkCreateSchema = z.object(quickLinkFields).strict();
export type QuickLinkCreateInput = z.infer<typeof quickLinkCreateSchema>;

/** `PATCH /api/admin/quicklinks/:id`: any fields, at least one; '' or null clears a Kannada or Hindi title. */
export const quickLinkUpdateSchema = z
  .object(quickLinkFields)
  .partial()
  .extend(clearableTranslationsOf('title', 'Title', 60))
  .strict()
  .refine(hasSome, atLeastOne('Nothing to change: send title, url, isActive or position'));
export type QuickLinkUpdateInput = z.infer<typeof quickLinkUpdateSchema>;
