import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Pager } from '../../components/Pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { AccountSection, PRIMARY_BUTTON } from './AccountSection.tsx';
import { useMyReviews } from './api.ts';
import { MyReview } from './MyReview.tsx';

/** docs/product.md §2.22: ten a page, newest first. */
const PAGE_SIZE = 10;

export function MyReviewsTab() {
  const t = useMessages('account');
  const [page, setPage] = useState(1);
  // The page on screen stays while the next one loads, instead of the list collapsing to a spinner.
  const reviews = useMyReviews(page, PAGE_SIZE);
  const totalPages = reviews.data?.pagination.totalPages;

  // Deleting the only review of the last page leaves nothing there: show the page before it.
  useEffect(() => {
    if (totalPages !== undefined && page > Math.max(1, totalPages)) setPage(Math.max(1, totalPages));
  }, [page, totalPages]);

  if (reviews.isPending) return <LoadingState title={t.loadingReviews()} />;
  if (reviews.isError) return <ErrorState title={t.reviewsLoadFailed()} onRetry={() => void reviews.refetch()} />;
  const { total } = reviews.data.pagination;
  if (total === 0) {
    return (
      <EmptyState
        title={t.noReviewsTitle()}
        hint={t.noReviewsHint()}
        action={
          <Link to="/businesses" className={PRIMARY_BUTTON}>
            {t.findBusiness()}
          </Link>
        }
      />
    );
  }
  return (
    <AccountSection title={t.myReviewsTitle()} description={t.myReviewsCount({ count: total })}>
      <ul aria-busy={reviews.isPlaceholderData} className="divide-y divide-slate-100">
        {reviews.data.reviews.map((review) => (
          <li key={review.id} className="py-4 first:pt-0 last:pb-0">
            <MyReview review={review} />
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={reviews.data.pagination.totalPages} onPage={setPage} />
    </AccountSection>
  );
}
