import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/language.tsx';
import { shortDateIn } from '../lib/dates.ts';
import { StarRating } from './StarRating.tsx';

interface ReviewSummaryProps {
  /** Whose review, or of what: the account page names the business, the owner portal the reviewer. */
  heading: ReactNode;
  review: { rating: number; title: string | null; content: string; createdAt: string };
}

/** A review as its writer's account page and the listing's owner read it: heading, date, stars, title and text. */
export function ReviewSummary({ heading, review }: ReviewSummaryProps) {
  const language = useLanguage();
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        {heading}
        <time dateTime={review.createdAt} className="text-sm text-slate-500">
          {shortDateIn(language, review.createdAt)}
        </time>
      </div>
      <div className="mt-1">
        <StarRating value={review.rating} showValue={false} />
      </div>
      {review.title && <p className="mt-2 font-semibold text-slate-900">{review.title}</p>}
      <p className="mt-1 whitespace-pre-line break-words text-slate-700">{review.content}</p>
    </>
  );
}
