import type { Messages } from '../i18n/catalogues.ts';

/** What the review forms say, on the business page and the account page alike (docs/product.md §5). */
export const REVIEW_MESSAGES = {
  signInAgain: 'Please sign in again to submit a review.',
  failed: 'Failed to submit review. Please try again.',
  offline: 'Failed to submit review. Please check your connection and try again.',
  submitted: 'Review submitted successfully!',
  updated: 'Review updated successfully!',
  updateFailed: 'Failed to update review. Please try again.',
  deleted: 'Your review was deleted.',
  deleteFailed: 'Failed to delete review. Please try again.',
  reported: 'Thank you. The review has been reported for moderation.',
  reportFailed: 'Failed to report review. Please try again.',
  helpfulFailed: 'Could not record your vote. Please try again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;

export type ReviewMessage = keyof typeof REVIEW_MESSAGES;

/** Each of the messages' key in the shell's catalogue (web/src/messages/<language>/shell.json), where it is translated. */
export const REVIEW_MESSAGE_KEYS = {
  signInAgain: 'reviewSignInAgain',
  failed: 'reviewSubmitFailed',
  offline: 'reviewSubmitOffline',
  submitted: 'reviewSubmitted',
  updated: 'reviewUpdated',
  updateFailed: 'reviewUpdateFailed',
  deleted: 'reviewDeleted',
  deleteFailed: 'reviewDeleteFailed',
  reported: 'reviewReported',
  reportFailed: 'reviewReportFailed',
  helpfulFailed: 'reviewHelpfulFailed',
  sessionEnded: 'sessionEnded',
} as const satisfies Record<ReviewMessage, keyof Messages<'shell'>>;

/**
 * REVIEW_MESSAGES in the page's language, for a component to hand to its callbacks:
 * `const messages = reviewMessages(useMessages('shell'))`, then `notify.success(messages.submitted)`.
 */
export function reviewMessages(t: Messages<'shell'>): Record<ReviewMessage, string> {
  const entries = Object.entries(REVIEW_MESSAGE_KEYS) as [ReviewMessage, keyof Messages<'shell'>][];
  return Object.fromEntries(entries.map(([message, key]) => [message, t[key]()])) as Record<ReviewMessage, string>;
}
