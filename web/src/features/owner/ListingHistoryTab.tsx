import { useSearchParams } from 'react-router-dom';
import { Pager } from '../../components/Pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { shortDateTime } from '../../lib/dates.ts';
import { serverMessage } from '../../lib/http-status.ts';
import { useListingHistory } from './api.ts';
import { ListingFrame } from './ListingFrame.tsx';
import type { OwnerListing } from './owner-types.ts';

/** What each recorded action means to an owner (the actions of worker/services/owner/* and worker/services/admin/*). */
const ACTIONS: Record<string, string> = {
  'business.create': 'Added the listing',
  'business.edit': 'Changed the details',
  'business.approve': 'Approved the listing',
  'business.reject': 'Did not approve the listing',
  'business.suspend': 'Suspended the listing',
  'business.unsuspend': 'Lifted the suspension',
  'business.feature': 'Featured the listing',
  'business.unfeature': 'Ended the featuring',
  'edit.approve': 'Approved the waiting changes',
  'edit.reject': 'Did not approve the waiting changes',
  'hours.set': 'Saved the opening hours',
  'media.add': 'Added a photo',
  'media.update': 'Changed a photo',
  'media.delete': 'Deleted a photo',
  'media.approve': 'Checked a photo',
  'media.remove': 'Removed a photo',
  'enquiry.status': "Changed an enquiry's status",
  'review.reply': 'Replied to a review',
  'review.reply-remove': 'Took down a reply',
  'review.hide': 'Hid a review',
  'review.restore': 'Restored a review',
  'claim.create': 'Asked to run the listing',
  'claim.verify': 'Took over the listing with the e-mailed code',
  'claim.approve': 'Approved a claim',
  'claim.reject': 'Did not approve a claim',
  'claim.withdraw': 'Withdrew a claim',
};

/** docs/product.md §2.24 History: who changed the listing, and when, newest first. */
export function ListingHistoryTab() {
  return <ListingFrame title="History">{(listing) => <History listing={listing} />}</ListingFrame>;
}

function History({ listing }: { listing: OwnerListing }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const history = useListingHistory(listing.id, page);
  if (history.isPending) return <LoadingState title="Loading the history…" />;
  if (history.isError) {
    return (
      <ErrorState
        title="Could not load the history"
        message={serverMessage(history.error, 'Please check your connection and try again.')}
        onRetry={() => void history.refetch()}
      />
    );
  }
  const { entries, pagination } = history.data;
  if (entries.length === 0) return <EmptyState title="Nothing recorded yet" hint="Every change to this listing will be listed here." />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Every change to this listing, by you or by our team, newest first.</p>
      <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {entries.map((entry) => (
          <li key={entry.id} className="p-4">
            <p className="font-semibold text-slate-900">{ACTIONS[entry.action] ?? entry.action}</p>
            <p className="mt-1 text-sm text-slate-600">
              {entry.actor?.name ?? 'Someone no longer with us'} · <time dateTime={entry.at}>{shortDateTime(entry.at)}</time>
            </p>
            {entry.reason && <p className="mt-1 text-sm text-slate-700">Reason: {entry.reason}</p>}
          </li>
        ))}
      </ol>
      <Pager page={page} totalPages={pagination.totalPages} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
    </div>
  );
}
