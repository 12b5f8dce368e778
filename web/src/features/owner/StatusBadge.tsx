const LOOKS = {
  live: { label: 'Live', className: 'bg-green-100 text-green-800' },
  pending: { label: 'Waiting for approval', className: 'bg-amber-100 text-amber-800' },
  rejected: { label: 'Not approved', className: 'bg-red-100 text-red-800' },
  hidden: { label: 'Not listed', className: 'bg-slate-200 text-slate-700' },
} as const;

/** Where a listing stands, in an owner's words: live in the directory, waiting for our team, or not approved. */
export function StatusBadge({ status, isPublic }: { status: string; isPublic: boolean }) {
  const look = isPublic ? LOOKS.live : status === 'pending' ? LOOKS.pending : status === 'rejected' ? LOOKS.rejected : LOOKS.hidden;
  return <span className={`rounded-full px-3 py-1 text-xs font-semibold ${look.className}`}>{look.label}</span>;
}
