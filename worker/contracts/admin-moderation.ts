import { z } from 'zod';
import { limit, optionalText, page } from './common.ts';
import { withinListDepth } from './admin-lists.ts';
import { USER_ROLES } from './roles.ts';

/*
 * Issue 13, the admin's reviews, contact messages and users (docs/product.md §3.24): what the admin area sends, shared
 * by the REST and tRPC doors and the admin screens' forms.
 */

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const MIN_REASON = 3;
export const MAX_REASON = 500;

/** Why an admin decided as they did: told to the person concerned and kept in the audit log. */
const reason = z
  .string({ message: 'Please give a reason' })
  .trim()
  .min(MIN_REASON, `Reason must be at least ${MIN_REASON} characters`)
  .max(MAX_REASON, `Reason must be at most ${MAX_REASON} characters`);

/** `POST /api/admin/reviews/:id/hide`: the reason goes to the review's author. */
export const reviewHideSchema = z.object({ reason }).strict();

/** `POST /api/admin/reviews/:id/restore`: a reason is optional (the audit log keeps it when given). */
export const reviewRestoreSchema = z.object({ reason: z.preprocess(blankToUndefined, reason.optional()) }).strict();

/** The admin's review list: every review, or the visible ones, the hidden ones, or those with open reports. */
export const ADMIN_REVIEW_FILTERS = ['visible', 'hidden', 'reported'] as const;
export type AdminReviewFilter = (typeof ADMIN_REVIEW_FILTERS)[number];

/** The text searches of the admin's lists: case aside, anywhere in the fields each list names. */
const searchText = optionalText(100);

/** `GET /api/admin/reviews?status=&query=&page=`. */
export const adminReviewsQuerySchema = withinListDepth(
  z.object({
    page,
    limit: limit(20, 100),
    status: z.preprocess(
      blankToUndefined,
      z.enum(ADMIN_REVIEW_FILTERS, { message: `Status must be one of ${ADMIN_REVIEW_FILTERS.join(', ')}` }).optional(),
    ),
    query: searchText,
  }),
);

/** What an admin decided on a review: `restore` on a visible review keeps it and resolves its reports. */
export type ReviewDecision = 'hide' | 'restore' | 'keep';

export const REVIEW_DECISION_MESSAGES: Record<ReviewDecision, string> = {
  hide: 'Review hidden. Its author has been told why.',
  restore: 'Review restored. It counts towards the rating again.',
  keep: 'Review kept. Its reports are resolved.',
};

/** Where a message from the contact page stands in the admin's inbox (the contact_messages table stores these). */
export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'replied', 'closed'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

const contactStatus = z.enum(CONTACT_MESSAGE_STATUSES, { message: 'Status must be new, read, replied or closed' });

/** `GET /api/admin/contact-messages?status=&page=`. */
export const contactMessagesQuerySchema = withinListDepth(
  z.object({
    page,
    limit: limit(20, 100),
    status: z.preprocess(blankToUndefined, contactStatus.optional()),
  }),
);

/** `PATCH /api/admin/contact-messages/:id`. */
export const contactStatusSchema = z.object({ status: contactStatus }).strict();

/** `GET /api/admin/users?query=&role=&page=`. */
export const adminUsersQuerySchema = withinListDepth(
  z.object({
    page,
    limit: limit(20, 100),
    query: searchText,
    role: z.preprocess(blankToUndefined, z.enum(USER_ROLES, { message: 'Role must be user, owner or admin' }).optional()),
  }),
);

export const NOTHING_TO_UPDATE = 'Nothing to change: send a role or disabled';

/** `PATCH /api/admin/users/:id`: a new role, disabling (true) or enabling (false) the account, or both. */
export const userUpdateSchema = z
  .object({
    role: z.enum(USER_ROLES, { message: 'Role must be user, owner or admin' }).optional(),
    disabled: z.boolean({ message: 'Disabled must be true or false' }).optional(),
  })
  .strict()
  .refine((changes) => changes.role !== undefined || changes.disabled !== undefined, {
    message: NOTHING_TO_UPDATE,
    when: (payload) => payload.issues.length === 0,
  });
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;
