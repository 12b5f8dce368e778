import { useId, useState } from 'react';
import { ADMIN_REVIEW_FILTERS } from '@contracts/admin-moderation.ts';
import { APPROVE_BUTTON, DANGER_OUTLINE_BUTTON, LINK_BUTTON, PLAIN_BUTTON } from '../../components/buttons.ts';
import { shortDateTime } from '../../lib/dates.ts';
import { useAdminReviews, useAdminWrites, useRefreshAdmin } from './api.ts';
import { PagedList } from './PagedList.tsx';
import type { AdminReview } from './admin-types.ts';
import { Announcement, useAnnouncer, useOnePress } from './Announcer.tsx';
import { DecisionDialog } from './DecisionDialog.tsx';
import { Badge } from './ItemCard.tsx';
import { SearchForm, SelectFilter } from './ListFilters.tsx';
import { useListParams } from './list-params.ts';
import { SectionHeader } from './SectionHeader.tsx';

const STATUS_OPTIONS = [
  { value: '', label: 'All reviews' },
  ...ADMIN_REVIEW_FILTERS.map((value) => ({ value, label: { visible: 'Visible', hidden: 'Hidden', reported: 'Reported' }[value] })),
];

const isFilter = (value: string): value is (typeof ADMIN_REVIEW_FILTERS)[number] => ADMIN_REVIEW_FILTERS.some((entry) => entry === value);

/**
 * docs/product.md §2.27 Reviews: every review, newest first, hidden ones too, by status or with open reports, and a
 * search over the business, the author and the text. Hiding needs a reason, which the author is sent; restoring a
 * hidden review, or keeping a reported one, is one press.
 */
export function ReviewsSection() {
  const writes = useAdminWrites();
  const refresh = useRefreshAdmin();
  const { values, page, set, goTo } = useListParams(['status', 'query'] as const);
  const status = isFilter(values.status) ? values.status : undefined;
  const reviews = useAdminReviews({ page, status, query: values.query || undefined });
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const news = useAnnouncer();
  const oneReview = useOnePress('Could not change the review. Please try again.', news.failure);

  const decided = (message: string) => {
    news.success(message);
    // The queue's reported reviews and its counts change with it.
    refresh();
  };

  const restore = (review: AdminReview) =>
    oneReview.press(review.id, async () => decided((await writes.restoreReview({ id: review.id })).message));

  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <SectionHeader id="reviews-heading" title="Reviews">
        Every review, newest first. A hidden review no longer shows or counts towards its business&apos;s rating.
      </SectionHeader>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchForm
          label="Search reviews"
          value={values.query}
          placeholder="Business, author or words in the review"
          onSearch={(query) => set({ query })}
        />
        <SelectFilter label="Show" value={status ?? ''} options={STATUS_OPTIONS} onChange={(next) => set({ status: next })} />
      </div>
      <Announcement text={news.announcement} />
      <PagedList
        query={reviews}
        items={reviews.data?.reviews}
        totalPages={reviews.data?.pagination.totalPages}
        noun="reviews"
        empty="No reviews found"
        page={page}
        onPage={goTo}
        spacing="space-y-4"
        renderItem={(review) => (
          <ReviewCard
            review={review}
            busy={oneReview.busy === review.id}
            onHide={() => setHiding(review)}
            onRestore={() => void restore(review)}
          />
        )}
      />
      {hiding && (
        <DecisionDialog
          title="Hide this review?"
          confirmLabel="Hide review"
          onClose={() => setHiding(null)}
          onConfirm={async (reason) => {
            const answer = await writes.hideReview({ id: hiding.id, reason });
            setHiding(null);
            decided(answer.message);
          }}
        >
          <p>
            {hiding.author.name}&apos;s review of {hiding.business.name} disappears from the listing and stops counting towards its rating
            at once, and its reports are resolved. Its author is sent this reason by e-mail.
          </p>
        </DecisionDialog>
      )}
    </section>
  );
}

function ReviewCard({
  review,
  busy,
  onHide,
  onRestore,
}: {
  review: AdminReview;
  busy: boolean;
  onHide: () => void;
  onRestore: () => void;
}) {
  const headingId = useId();
  const hidden = review.status === 'hidden';
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {hidden && <Badge look="bg-slate-200 text-slate-800">Hidden</Badge>}
        {review.reports.open > 0 && (
          <Badge look="bg-red-100 text-red-800">
            {review.reports.open === 1 ? '1 open report' : `${review.reports.open} open reports`}
          </Badge>
        )}
        <time dateTime={review.createdAt} className="text-slate-600">
          {shortDateTime(review.createdAt)}
        </time>
      </div>
      <h3 id={headingId} className="mt-2 font-semibold text-slate-900">
        {review.author.name} on {review.business.name}
      </h3>
      <p className="mt-1 text-sm font-medium text-slate-800">
        {review.rating} out of 5{review.title && ` · ${review.title}`}
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{review.content}</p>
      <p className="mt-2 text-sm text-slate-500">
        <a href={`mailto:${review.author.email}`} className="text-blue-700 hover:underline">
          {review.author.email}
        </a>
        {review.isVerified && ' · Verified'}
      </p>
      {hidden && review.moderationReason && (
        <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          Hidden{review.moderatedAt && ` on ${shortDateTime(review.moderatedAt)}`}: {review.moderationReason}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        {hidden ? (
          <button type="button" disabled={busy} onClick={onRestore} className={PLAIN_BUTTON}>
            Restore review
          </button>
        ) : (
          <>
            {review.reports.open > 0 && (
              <button type="button" disabled={busy} onClick={onRestore} className={APPROVE_BUTTON}>
                Keep review
              </button>
            )}
            <button type="button" disabled={busy} onClick={onHide} aria-haspopup="dialog" className={DANGER_OUTLINE_BUTTON}>
              Hide review
            </button>
          </>
        )}
        <a href={`/business/${encodeURIComponent(review.business.id)}`} target="_blank" rel="noopener noreferrer" className={LINK_BUTTON}>
          Public page <span className="sr-only">of {review.business.name} (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}
