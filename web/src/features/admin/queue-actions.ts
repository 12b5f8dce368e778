import { DECISION_MESSAGES } from '@contracts/admin-decisions.ts';
import type { QueueItem, QueueType } from '@contracts/admin-queue.ts';
import type { AdminWrites } from './api.ts';

/** What a decision needs from the admin before it is sent: nothing, or a reason (docs/product.md §2.27). */
export interface ReasonPrompt {
  title: string;
  /** What the decision does, and who is told the reason. */
  body: string;
  confirm: string;
}

export interface QueueAction {
  id: string;
  label: string;
  look: 'approve' | 'decline' | 'plain';
  /** Asked before sending, when the decision needs a reason; the dialog will not send one without it. */
  reason?: ReasonPrompt;
  /** Sends the decision; resolves with the words to tell the admin. */
  send: (writes: AdminWrites, reason: string) => Promise<string>;
}

/** The kinds of item, as the queue's filters (plural) and each item's badge name them. */
export const QUEUE_LABELS: Record<QueueType, { filter: string; badge: string }> = {
  listing: { filter: 'Listings', badge: 'New listing' },
  edit: { filter: 'Edits', badge: 'Edits' },
  claim: { filter: 'Claims', badge: 'Claim' },
  photo: { filter: 'Photos', badge: 'Photo' },
  report: { filter: 'Reports', badge: 'Reported review' },
  contact: { filter: 'Messages', badge: 'Contact message' },
};

const rejectListing = (name: string): ReasonPrompt => ({
  title: `Reject ${name}?`,
  body: 'The listing stays out of the directory. Its owner is sent this reason by e-mail, and can correct the listing and send it again.',
  confirm: 'Reject listing',
});

/**
 * The decisions an item offers, approval first. Approving a listing or its edits sends the `updatedAt` the queue read,
 * so a listing changed since the admin looked at it is refused (409) rather than approved unseen.
 */
export function actionsFor(item: QueueItem): QueueAction[] {
  switch (item.type) {
    case 'listing':
      return [
        {
          id: 'approve',
          label: 'Approve',
          look: 'approve',
          send: async (writes) => {
            await writes.approveListing({ id: item.id, updatedAt: item.updatedAt });
            return DECISION_MESSAGES.approveListing;
          },
        },
        {
          id: 'reject',
          label: 'Reject',
          look: 'decline',
          reason: rejectListing(item.businessName),
          send: async (writes, reason) => {
            await writes.rejectListing({ id: item.id, reason });
            return DECISION_MESSAGES.rejectListing;
          },
        },
      ];
    case 'edit':
      return [
        {
          id: 'approve',
          label: 'Approve edits',
          look: 'approve',
          send: async (writes) => {
            await writes.approveEdits({ id: item.id, updatedAt: item.updatedAt });
            return DECISION_MESSAGES.approveEdits;
          },
        },
        {
          id: 'reject',
          label: 'Reject edits',
          look: 'decline',
          reason: {
            title: `Reject the edits of ${item.businessName}?`,
            body: 'The listing keeps the values it shows now. Its owner is sent this reason by e-mail.',
            confirm: 'Reject edits',
          },
          send: async (writes, reason) => {
            await writes.rejectEdits({ id: item.id, reason });
            return DECISION_MESSAGES.rejectEdits;
          },
        },
      ];
    case 'claim':
      return [
        {
          id: 'approve',
          label: 'Approve claim',
          look: 'approve',
          send: async (writes) => {
            await writes.approveClaim({ id: item.id });
            return DECISION_MESSAGES.approveClaim;
          },
        },
        {
          id: 'reject',
          label: 'Reject claim',
          look: 'decline',
          reason: {
            title: `Reject ${item.claimant.name}'s claim?`,
            body: `${item.claimant.name} does not get ${item.businessName}. They are sent this reason by e-mail.`,
            confirm: 'Reject claim',
          },
          send: async (writes, reason) => {
            await writes.rejectClaim({ id: item.id, reason });
            return DECISION_MESSAGES.rejectClaim;
          },
        },
      ];
    case 'photo':
      return [
        {
          id: 'approve',
          label: 'Approve photo',
          look: 'approve',
          send: async (writes) => {
            await writes.approvePhoto({ id: item.id });
            return DECISION_MESSAGES.approvePhoto;
          },
        },
        {
          id: 'remove',
          label: 'Remove photo',
          look: 'decline',
          reason: {
            title: 'Remove this photo?',
            body: `It goes from ${item.businessName} at once. The owner is sent this reason by e-mail.`,
            confirm: 'Remove photo',
          },
          send: async (writes, reason) => {
            await writes.removePhoto({ id: item.id, reason });
            return DECISION_MESSAGES.removePhoto;
          },
        },
      ];
    case 'report':
      return [
        {
          id: 'keep',
          label: 'Keep review',
          look: 'approve',
          send: async (writes) => (await writes.restoreReview({ id: item.review.id })).message,
        },
        {
          id: 'hide',
          label: 'Hide review',
          look: 'decline',
          reason: {
            title: 'Hide this review?',
            body: `It disappears from ${item.businessName} and stops counting towards its rating at once, and its reports are resolved. Its author is sent this reason by e-mail.`,
            confirm: 'Hide review',
          },
          send: async (writes, reason) => (await writes.hideReview({ id: item.review.id, reason })).message,
        },
      ];
    case 'contact':
      return (['read', 'replied', 'closed'] as const).map((status) => ({
        id: status,
        label: { read: 'Mark read', replied: 'Mark replied', closed: 'Close' }[status],
        look: 'plain' as const,
        send: async (writes: AdminWrites) => (await writes.setContactMessageStatus({ id: item.id, status })).message,
      }));
  }
}

/** The kinds of item that "Approve selected" approves together: listings and photos (docs/product.md §2.27). */
export const BULK_TYPES: readonly QueueType[] = ['listing', 'photo'];

export const approvalOf = (item: QueueItem): QueueAction | undefined =>
  BULK_TYPES.includes(item.type) ? actionsFor(item).find((action) => action.look === 'approve') : undefined;
