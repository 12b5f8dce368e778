import {
  adminReviewsQuerySchema,
  contactMessagesQuerySchema,
  contactStatusSchema,
  reviewHideSchema,
  reviewRestoreSchema,
} from '../../contracts/admin-moderation.ts';
import { idParam } from '../../contracts/common.ts';
import {
  hideReview,
  listAdminReviews,
  listContactMessages,
  restoreReview,
  setContactMessageStatus,
} from '../../services/admin/moderation.ts';
import { operation, type Envelope } from '../operation.ts';

/** A decision's answer: its words as the REST `message`, the rest as `data` (tRPC answers all of it). */
const withMessage = <Output extends { message: string }>({ message, ...data }: Output): Envelope => ({ message, data });

/** docs/product.md §7.11, the admin's reviews and contact messages. */
export const moderationOperations = {
  reviews: operation({
    guard: 'admin',
    rest: { method: 'get', path: '/api/admin/reviews', query: adminReviewsQuerySchema },
    run: listAdminReviews,
  }),
  hideReview: operation({
    guard: 'admin',
    rest: { method: 'post', path: '/api/admin/reviews/:id/hide', params: idParam, body: reviewHideSchema, reply: withMessage },
    run: hideReview,
  }),
  restoreReview: operation({
    guard: 'admin',
    rest: { method: 'post', path: '/api/admin/reviews/:id/restore', params: idParam, body: reviewRestoreSchema, reply: withMessage },
    run: restoreReview,
  }),
  contactMessages: operation({
    guard: 'admin',
    rest: { method: 'get', path: '/api/admin/contact-messages', query: contactMessagesQuerySchema },
    run: listContactMessages,
  }),
  setContactMessageStatus: operation({
    guard: 'admin',
    rest: { method: 'patch', path: '/api/admin/contact-messages/:id', params: idParam, body: contactStatusSchema, reply: withMessage },
    run: setContactMessageStatus,
  }),
};
