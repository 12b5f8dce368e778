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
