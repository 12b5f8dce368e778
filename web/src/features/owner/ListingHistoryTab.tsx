import { useSearchParams } from 'react-router-dom';
import { Pager } from '../../components/Pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import type { Messages } from '../../i18n/catalogues.ts';
import { useLanguage, useMessages } from '../../i18n/language.tsx';
import { shortDateTimeIn } from '../../lib/dates.ts';
import { serverMessage } from '../../lib/http-status.ts';
import { useListingHistory } from './api.ts';
import { ListingFrame } from './ListingFrame.tsx';
import type { OwnerListing } from './owner-types.ts';

/**
 * What each recorded action means to an owner (the actions of worker/services/owner/* and worker/services/admin/*), as
 * its text's key.
 */
const ACTIONS: Readonly<Record<string, keyof Messages<'owner'>>> = {
  'business.create': 'historyBusinessCreate',
  'business.edit': 'historyBusinessEdit',
  'business.approve': 'historyBusinessApprove',
  'business.reject': 'historyBusinessReject',
  'business.suspend': 'historyBusinessSuspend',
  'business.unsuspend': 'historyBusinessUnsuspend',
  'business.feature': 'historyBusinessFeature',
  'business.unfeature': 'historyBusinessUnfeature',
  'edit.approve': 'historyEditApprove',
  'edit.reject': 'historyEditReject',
  'hours.set': 'historyHoursSet',
  'media.add': 'historyMediaAdd',
  'media.update': 'historyMediaUpdate',
  'media.delete': 'historyMediaDelete',
  'media.approve': 'historyMediaApprove',
  'media.remove': 'historyMediaRemove',
  'enquiry.status': 'historyEnquiryStatus',
  'review.reply': 'historyReviewReply',
  'review.reply-remove': 'historyReviewReplyRemove',
  'review.hide': 'historyReviewHide',
  'review.restore': 'historyReviewRestore',
  'claim.create': 'historyClaimCreate',
  'claim.verify': 'historyClaimVerify',
  'claim.approve': 'historyClaimApprove',
  'claim.reject': 'historyClaimReject',
  'claim.withdraw': 'historyClaimWithdraw',
};

/** An action's text, or its own name for one this screen does not know yet. */
function actionText(t: Messages<'owner'>, action: string): string {
  const word = ACTIONS[action];
  return word ? t[word]() : action;
}

/** docs/product.md §2.24 History: who changed the listing, and when, newest first. */
export function ListingHistoryTab() {
  const t = useMessages('owner');
  return <ListingFrame title={t.historyTitle()}>{(listing) => <History listing={listing} />}</ListingFrame>;
}

function History({ listing }: { listing: OwnerListing }) {
  const t = useMessages('owner');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const history = useListingHistory(listing.id, page);
  if (history.isPending) return <LoadingState title={t.historyLoading()} />;
  if (history.isError) {
    return (
      <ErrorState
        title={t.historyLoadFailed()}
        message={serverMessage(history.error, t.tabLoadFailedHint())}
        onRetry={() => void history.refetch()}
      />
    );
  }
  const { entries, pagination } = history.data;
  if (entries.length === 0) return <EmptyState title={t.historyEmptyTitle()} hint={t.historyEmptyHint()} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t.historyIntro()}</p>
      <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {entries.map((entry) => (
          <li key={entry.id} className="p-4">
            <p className="font-semibold text-slate-900">{actionText(t, entry.action)}</p>
            <p className="mt-1 text-sm text-slate-600">
              {entry.actor?.name ?? t.historyFormerUser()} · <time dateTime={entry.at}>{shortDateTimeIn(language, entry.at)}</time>
            </p>
            {entry.reason && <p className="mt-1 text-sm text-slate-700">{t.historyReason({ reason: entry.reason })}</p>}
          </li>
        ))}
      </ol>
      <Pager page={page} totalPages={pagination.totalPages} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
    </div>
  );
}
