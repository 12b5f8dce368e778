import { z } from 'zod';
import { MAX_REASON, MIN_REASON } from './admin-moderation.ts';

/*
 * Issue 13, an admin's decisions on listings, held edits, claims and photos (docs/product.md §3.24): what the admin area
 * sends, shared by the REST and tRPC doors and the admin screens' dialogs.
 */

/** Why an admin decided as they did: told to the owner or claimant, and kept in the audit log. */
const reason = z
  .string({ message: 'Please give a reason' })
  .trim()
  .min(MIN_REASON, `Reason must be at least ${MIN_REASON} characters`)
  .max(MAX_REASON, `Reason must be at most ${MAX_REASON} characters`);

/** Reject, suspend, remove: `{reason}`. */
export const decisionReasonSchema = z.object({ reason }).strict();
export type DecisionReasonInput = z.infer<typeof decisionReasonSchema>;

const moment = (message: string) => z.iso.datetime({ offset: true, message });

/**
 * Approving a listing or its held edits: `updatedAt`, when sent, is the item's `updatedAt` as the admin read it, and the
 * approval is refused (409) if the listing or its edits changed since.
 */
export const approveSchema = z
  .object({ updatedAt: moment('updatedAt must be the date and time the item gave, such as 2026-11-24T09:30:00.000Z').optional() })
  .strict();
export type ApproveInput = z.infer<typeof approveSchema>;

export const FEATURE_IN_PAST = 'Featuring must end in the future';

/** `POST /api/admin/businesses/:id/feature`: until when (left out, until an admin ends it). */
export const featureSchema = z
  .object({
    until: moment('Until must be a date and time such as 2026-12-31T23:59:00+05:30')
      .transform((value) => new Date(value))
      .refine((until) => until.getTime() > Date.now(), FEATURE_IN_PAST)
      .optional(),
  })
  .strict();
export type FeatureInput = z.infer<typeof featureSchema>;

/** The most photos "Approve selected" approves in one call: a queue page's worth, with room. */
export const MAX_BULK_PHOTOS = 50;

/** `POST /api/admin/photos/approve`: the ids of photos in the queue, approved together. */
export const approvePhotosSchema = z
  .object({
    ids: z
      .array(
        z.string({ message: 'Each id must be a photo id' }).min(1, 'Each id must be a photo id').max(64, 'Each id must be a photo id'),
        {
          message: 'ids must be a list of photo ids',
        },
      )
      .min(1, 'Choose at least one photo')
      .max(MAX_BULK_PHOTOS, `At most ${MAX_BULK_PHOTOS} photos at a time`),
  })
  .strict();

/** What each decision answers (REST `message`; the admin screens toast the same words). */
export const DECISION_MESSAGES = {
  approveListing: 'Listing approved. It is public now.',
  rejectListing: 'Listing rejected. Its owner has been told why.',
  suspendListing: 'Listing suspended. Its owner has been told why.',
  unsuspendListing: 'Listing restored. It is public again.',
  featureListing: 'Listing featured',
  unfeatureListing: 'Featuring ended',
  approveEdits: 'Edits approved. The listing shows them now.',
  rejectEdits: 'Edits rejected. The owner has been told why.',
  approveClaim: 'Claim approved. The claimant now runs the listing.',
  rejectClaim: 'Claim rejected. The claimant has been told why.',
  approvePhoto: 'Photo approved',
  approvePhotos: (count: number) => (count === 1 ? 'Photo approved' : `${count} photos approved`),
  removePhoto: 'Photo removed. The owner has been told why.',
} as const;
