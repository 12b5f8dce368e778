import { useMessages } from '../../i18n/language.tsx';

const LOOKS = {
  live: { labelKey: 'statusLive', className: 'bg-green-100 text-green-800' },
  pending: { labelKey: 'statusPending', className: 'bg-amber-100 text-amber-800' },
  rejected: { labelKey: 'statusRejected', className: 'bg-red-100 text-red-800' },
  hidden: { labelKey: 'statusHidden', className: 'bg-slate-200 text-slate-700' },
} as const;

/** Where a listing stands, in an owner's words: live in the directory, waiting for our team, or not approved. */
export function StatusBadge({ status, isPublic }: { status: string; isPublic: boolean }) {
  const t = useMessages('owner');
  const look = isPublic ? LOOKS.live : status === 'pending' ? LOOKS.pending : status === 'rejected' ? LOOKS.rejected : LOOKS.hidden;
  return <span className={`rounded-full px-3 py-1 text-xs font-semibold ${look.className}`}>{t[look.labelKey]()}</span>;
}
