import { BadgeCheck, MessageSquareReply, ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { SmartImage } from '../../components/SmartImage.tsx';
import { StarRating } from '../../components/StarRating.tsx';
import { useLanguage, useMessages } from '../../i18n/language.tsx';
import { shortDateIn } from '../../lib/dates.ts';
import type { Review } from './api.ts';

// docs/product.md §3.9: what 'Verified' on a review means is said wherever the badge is explained: the 'business'
// catalogue's verifiedMeaning.

interface ReviewItemProps {
  review: Review;
  /** The signed-in user wrote it. */
  own?: boolean;
  /** Buttons under the review: edit and delete, or helpful and report. */
  actions?: ReactNode;
}

export function ReviewItem({ review, own = false, actions }: ReviewItemProps) {
  const t = useMessages('business');
  const language = useLanguage();
  const name = review.user.name || t.anonymous();
  const verifiedMeaning = t.verifiedMeaning();
  return (
    <article aria-label={t.reviewBy({ name })}>
      <div className="flex items-start gap-3">
        {review.user.avatar ? (
          <SmartImage src={review.user.avatar} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-100 font-semibold text-blue-800"
          >
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="font-semibold text-slate-900">{name}</p>
            {review.isVerified && (
              // The tooltip is for a pointer; screen readers get the same words in the text.
              <span
                title={verifiedMeaning}
                className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800"
              >
                <BadgeCheck size={14} aria-hidden="true" />
                <span aria-hidden="true">{t.verified()}</span>
                <span className="sr-only">{verifiedMeaning}</span>
              </span>
            )}
            {own && <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-800">{t.yourReview()}</span>}
            <time dateTime={review.createdAt} className="text-sm text-slate-500">
              {shortDateIn(language, review.createdAt)}
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
                  <SmartImage
                    src={image.url}
                    alt={image.alt || t.reviewPhoto({ name })}
                    width={96}
                    height={96}
                    className="h-24 w-24 rounded-lg object-cover"
                  />
                </li>
              ))}
            </ul>
          )}
          {(review.helpfulCount > 0 || actions) && (
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
              {actions}
              {review.helpfulCount > 0 && (
                <p className="inline-flex items-center gap-1.5 text-sm text-slate-600">
                  <ThumbsUp size={14} aria-hidden="true" />
                  {t.foundHelpful({ count: review.helpfulCount })}
                </p>
              )}
            </div>
          )}
          {review.businessResponse && (
            <div className="mt-3 rounded-xl border-l-4 border-blue-700 bg-blue-50 p-4">
              <p className="flex items-center gap-1.5 text-sm font-semibold text-blue-900">
                <MessageSquareReply size={16} aria-hidden="true" />
                {/* Signed as the portal promises the owner: with the business's name. */}
                {t.responseFrom({ name: review.businessResponse.respondedBy })}
                {review.businessResponse.respondedAt && (
                  <time dateTime={review.businessResponse.respondedAt} className="font-normal text-blue-800">
                    · {shortDateIn(language, review.businessResponse.respondedAt)}
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
