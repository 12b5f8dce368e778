import type { OwnerClaim } from './owner-types.ts';

/** Where a claim stands, in the claimant's words (docs/product.md §2.26). */
export const CLAIM_STATUS_LABELS: Record<OwnerClaim['status'], string> = {
  'awaiting-code': 'Waiting for your code',
  pending: 'Waiting for our team',
  approved: 'Approved',
  rejected: 'Not approved',
  withdrawn: 'Withdrawn',
};

export const CLAIM_STATUS_TONES: Record<OwnerClaim['status'], string> = {
  'awaiting-code': 'bg-amber-100 text-amber-800',
  pending: 'bg-amber-100 text-amber-800',
  approved: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
  withdrawn: 'bg-slate-200 text-slate-700',
};

export function ClaimStatusBadge({ status }: { status: OwnerClaim['status'] }) {
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-semibold ${CLAIM_STATUS_TONES[status]}`}>{CLAIM_STATUS_LABELS[status]}</span>
  );
}
