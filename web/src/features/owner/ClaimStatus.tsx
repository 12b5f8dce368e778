import { useMessages } from '../../i18n/language.tsx';
import type { OwnerClaim } from './owner-types.ts';

/** Where a claim stands, in the claimant's words (docs/product.md §2.26): keys of the `owner` catalogue. */
export const CLAIM_STATUS_KEYS = {
  'awaiting-code': 'claimStatusAwaitingCode',
  pending: 'claimStatusPending',
  approved: 'claimStatusApproved',
  rejected: 'claimStatusRejected',
  withdrawn: 'claimStatusWithdrawn',
} as const satisfies Record<OwnerClaim['status'], string>;

export const CLAIM_STATUS_TONES: Record<OwnerClaim['status'], string> = {
  'awaiting-code': 'bg-amber-100 text-amber-800',
  pending: 'bg-amber-100 text-amber-800',
  approved: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
  withdrawn: 'bg-slate-200 text-slate-700',
};

export function ClaimStatusBadge({ status }: { status: OwnerClaim['status'] }) {
  const t = useMessages('owner');
  return (
    <span className={`rounded-full px-3 py-1 text-xs font-semibold ${CLAIM_STATUS_TONES[status]}`}>{t[CLAIM_STATUS_KEYS[status]]()}</span>
  );
}
