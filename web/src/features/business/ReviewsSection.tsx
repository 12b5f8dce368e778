import { BadgeCheck, MessageSquareReply, PenLine, ThumbsUp } from 'lucide-react';
import { SmartImage } from '../../components/SmartImage.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { StarRating } from '../../components/StarRating.tsx';
import { SITE } from '../../../../worker/contracts/site.ts';
import { ProfileSection } from './ProfileSection.tsx';
import type { Review, ReviewFeed, ReviewStatistics } from './useBusiness.ts';
import { useSignInRedirect } from './useSignInRedirect.ts';

const STARS = [5, 4, 3, 2, 1] as const;

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: SITE.timeZone });

/** Spec §2 "Customer Reviews": the rating summary with a bar per star, the reviews 5 at a time, and the write action. */
export function ReviewsSection({ feed }: { feed: ReviewFeed }) {
  const signIn = useSignInRedirect();
  return (
    <ProfileSection
      id="reviews"
      title="Customer Reviews"
      action={
        <button
          type="button"
          onClick={signIn}
          className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          <PenLine size={16} aria-hidden="true" />
          Write a Review
        </button>
      }
    >
      {feed.status === 'pending' && <LoadingState title="Loading reviews…" />}
      {feed.status === 'error' && <ErrorState title="Reviews could not be loaded" onRetry={feed.retry} />}
      {feed.status === 'success' && feed.statistics && (
        <>
          <ReviewSummary statistics={feed.statistics} />
          {feed.reviews.length > 0 && (
            <ul className="mt-6 divide-y divide-slate-200 border-t border-slate-200">
              {feed.reviews.map((review) => (
                <li key={review._id} className="py-5">
                  <ReviewItem review={review} />
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
                {feed.loadingMore ? 'Loading...' : 'Load more reviews'}
              </button>
            </div>
          )}
        </>
      )}
    </ProfileSection>
  );
}

export function ReviewSummary({ statistics }: { statistics: ReviewStatistics }) {
  const { averageRating, totalReviews, ratingDistribution } = statistics;
  if (totalReviews === 0) return <p className="text-slate-600">No reviews yet</p>;
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-center">
      <div className="text-center sm:px-6">
        <p className="text-5xl font-bold text-slate-900" data-testid="average-rating">
          {averageRating.toFixed(1)}
        </p>
        <div className="mt-1">
          <StarRating value={averageRating} count={totalReviews} size="md" showValue={false} />
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Based on {totalReviews} {totalReviews === 1 ? 'review' : 'reviews'}
        </p>
      </div>
      <ul className="space-y-2" aria-label="Rating breakdown">
        {STARS.map((star) => {
          const count = ratingDistribution[star];
          const share = (count / totalReviews) * 100;
          return (
            <li key={star} className="flex items-center gap-3 text-sm">
              <span className="w-14 shrink-0 text-slate-700">
                {star} {star === 1 ? 'star' : 'stars'}
              </span>
              <div
                role="meter"
                aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
                aria-valuemin={0}
                aria-valuemax={totalReviews}
                aria-valuenow={count}
                aria-valuetext={`${count} of ${totalReviews} reviews`}
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

export function ReviewItem({ review }: { review: Review }) {
  const name = review.user.name || 'Anonymous';
  return (
    <article aria-label={`Review by ${name}`}>
      <div className="flex items-start gap-3">
        {review.user.avatar ? (
          <SmartImage src={review.user.avatar} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-100 font-semibold text-blue-800">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="font-semibold text-slate-900">{name}</p>
            {review.isVerified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
                <BadgeCheck size={14} aria-hidden="true" />
                Verified
              </span>
            )}
            <time dateTime={review.createdAt} className="text-sm text-slate-500">
              {dateFormat.format(new Date(review.createdAt))}
            </time>
          </div>
          <div className="mt-1">
            <StarRating value={review.rating} showValue={false} />
          </div>
          {review.title && <h3 className="mt-2 font-semibold text-slate-900">{review.title}</h3>}
          <p className="mt-1 whitespace-pre-line leading-relaxed text-slate-700">{review.content}</p>
          {review.images.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2">
              {review.images.map((image) => (
                <li key={image.url}>
                  <SmartImage src={image.url} alt={image.alt || `Photo from ${name}'s review`} width={96} height={96} className="h-24 w-24 rounded-lg object-cover" />
                </li>
              ))}
            </ul>
          )}
          {review.helpfulCount > 0 && (
            <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-slate-600">
              <ThumbsUp size={14} aria-hidden="true" />
              {review.helpfulCount} {review.helpfulCount === 1 ? 'person' : 'people'} found this helpful
            </p>
          )}
          {review.businessResponse && (
            <div className="mt-3 rounded-xl border-l-4 border-blue-700 bg-blue-50 p-4">
              <p className="flex items-center gap-1.5 text-sm font-semibold text-blue-900">
                <MessageSquareReply size={16} aria-hidden="true" />
                Response from the owner
                {review.businessResponse.respondedAt && (
                  <time dateTime={review.businessResponse.respondedAt} className="font-normal text-blue-800">
                    · {dateFormat.format(new Date(review.businessResponse.respondedAt))}
                  </time>
                )}
              </p>
              <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{review.businessResponse.content}</p>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
