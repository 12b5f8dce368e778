import type { Messages } from '../i18n/catalogues.ts';

/**
 * What the review forms say, on the business page and the account page alike (docs/product.md §5): each message's key
 * in the shell's catalogue (web/src/messages/<language>/shell.json).
 */
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
} as const satisfies Record<string, keyof Messages<'shell'>>;

export type ReviewMessage = keyof typeof REVIEW_MESSAGE_KEYS;

/**
 * The review messages in the page's language, for a component to hand to its callbacks:
 * `const messages = reviewMessages(useMessages('shell'))`, then `notify.success(messages.submitted)`.
 */
export function reviewMessages(t: Messages<'shell'>): Record<ReviewMessage, string> {
  const entries = Object.entries(REVIEW_MESSAGE_KEYS) as [ReviewMessage, keyof Messages<'shell'>][];
  return Object.fromEntries(entries.map(([message, key]) => [message, t[key]()])) as Record<ReviewMessage, string>;
}
