import { BadgeCheck, PenLine } from 'lucide-react';
import { useId } from 'react';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { StarRating } from '../../components/StarRating.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { useEditorToggle } from '../../lib/useEditorToggle.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { LazyReviewWriting } from './LazyReviewWriting.tsx';
import { ReviewEntry } from './ReviewEntry.tsx';
import { ReviewItem } from './ReviewItem.tsx';
import type { ReviewFeed, ReviewStatistics } from './api.ts';
import { useSignInRedirect } from '../../lib/useSignInRedirect.ts';

const STARS = [5, 4, 3, 2, 1] as const;

interface ReviewsSectionProps {
  feed: ReviewFeed;
  /** Null on the sample profile, whose reviews are examples that cannot be written to. */
  businessId: string | null;
}

/**
 * docs/product.md §2.12 "Customer Reviews": the rating summary with a bar per star, the reviews 5 at a time, and the write
 * action. The form is closed, open or submitting, and closes empty after a review is accepted. A user who has
 * reviewed this business (the server's `myReview`) gets 'Edit your review' and the form filled with it instead.
 */
export function ReviewsSection({ feed, businessId }: ReviewsSectionProps) {
  const t = useMessages('business');
  const { status, user } = useAuth();
  const signIn = useSignInRedirect();
  const form = useEditorToggle();
  const formId = useId();
  const signedIn = status === 'signed-in';
  const ownReview = signedIn ? feed.myReview : null;

  return (
    <ProfileSection
      id="reviews"
      title={t.reviewsTitle()}
      action={
        businessId && (
          <button
            ref={form.opener}
            type="button"
            onClick={signedIn ? () => (form.open ? form.close() : form.show()) : signIn}
            aria-expanded={signedIn ? form.open : undefined}
            aria-controls={signedIn && form.open ? formId : undefined}
            className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            <PenLine size={16} aria-hidden="true" />
            {ownReview ? t.editYourReview() : t.writeReview()}
          </button>
        )
      }
    >
      {businessId && signedIn && form.open && (
        <div className="mb-6">
          <LazyReviewWriting id={formId} review={ownReview ?? undefined} businessId={businessId} onClose={form.close} />
        </div>
      )}
      {feed.status === 'pending' && <LoadingState title={t.loadingReviews()} />}
      {feed.status === 'error' && <ErrorState title={t.reviewsFailed()} onRetry={feed.retry} />}
      {feed.status === 'success' && feed.statistics && (
        <>
          <ReviewSummary statistics={feed.statistics} />
          {feed.reviews.some((review) => review.isVerified) && (
            <p className="mt-4 flex items-center gap-1.5 text-sm text-slate-600">
              <BadgeCheck size={16} className="shrink-0 text-green-700" aria-hidden="true" />
              {t.verifiedMeaning()}
            </p>
          )}
          {feed.reviews.length > 0 && (
            <ul className="mt-6 divide-y divide-slate-200 border-t border-slate-200">
              {feed.reviews.map((review) => (
                <li key={review._id} className="py-5">
                  {businessId ? (
                    // Keyed by the viewer: a vote made here belongs to whoever was signed in when it was made.
                    <ReviewEntry
                      key={user?.id ?? ''}
                      review={review}
                      businessId={businessId}
                      own={signedIn && review.isMine}
                      viewerKnown={feed.viewerKnown}
                    />
                  ) : (
                    <ReviewItem review={review} />
                  )}
                </li>
              ))}
            </ul>
          )}
          {feed.hasMore && (
            <div className="mt-4 text-center">
              <button
                type="button"
                onClick={feed.loadMore}
                disabled={feed.loadingMore}
                className="rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                {feed.loadingMore ? t.loadingMore() : t.loadMoreReviews()}
              </button>
            </div>
          )}
        </>
      )}
    </ProfileSection>
  );
}

export function ReviewSummary({ statistics }: { statistics: ReviewStatistics }) {
  const t = useMessages('business');
  const { averageRating, totalReviews, ratingDistribution } = statistics;
  if (totalReviews === 0) return <p className="text-slate-600">{t.noReviewsYet()}</p>;
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-center">
      <div className="text-center sm:px-6">
        <p className="text-5xl font-bold text-slate-900" data-testid="average-rating">
          {averageRating.toFixed(1)}
        </p>
        <div className="mt-1">
          <StarRating value={averageRating} count={totalReviews} size="md" showValue={false} />
        </div>
        <p className="mt-1 text-sm text-slate-600">{t.basedOnReviews({ count: totalReviews })}</p>
      </div>
      <ul className="space-y-2" aria-label={t.ratingBreakdown()}>
        {STARS.map((star) => {
          const count = ratingDistribution[star];
          const share = (count / totalReviews) * 100;
          return (
            <li key={star} className="flex items-center gap-3 text-sm">
              <span className="w-14 shrink-0 text-slate-700">{t.stars({ count: star })}</span>
              <div
                role="meter"
                aria-label={t.stars({ count: star })}
                aria-valuemin={0}
                aria-valuemax={totalReviews}
                aria-valuenow={count}
                aria-valuetext={t.starShare({ count, total: totalReviews })}
                className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100"
              >
                <div className="h-full rounded-full bg-amber-400" style={{ width: `${share.toFixed(1)}%` }} />
              </div>
              <span className="w-8 shrink-0 text-right tabular-nums text-slate-600" aria-hidden="true">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
