import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { httpStatusOf } from '../../lib/http-status.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { BusinessProfile } from './BusinessProfile.tsx';
import { sampleBusiness, sampleReviewFeed } from './demo-business.ts';
import { loadFailure, useBusiness, useBusinessReviews } from './api.ts';

/** docs/product.md §2.12: /business/:id shows that business; /business alone shows the sample profile. */
export function BusinessPage() {
  const { id } = useParams();
  if (!id) return <SampleProfile />;
  return <LiveBusiness key={id} id={id} />;
}

/** The sample, in the page's language. */
function SampleProfile() {
  const t = useMessages('business-sample');
  const business = useMemo(() => sampleBusiness(t), [t]);
  const reviews = useMemo(() => sampleReviewFeed(t), [t]);
  return <BusinessProfile business={business} reviews={reviews} sample />;
}

function LiveBusiness({ id }: { id: string }) {
  const t = useMessages('business');
  const business = useBusiness(id);
  const reviews = useBusinessReviews(id);

  if (business.isPending || (business.isError && business.isFetching)) {
    return (
      <PageTitle title={t.loadingDocumentTitle()}>
        <LoadingState title={t.loadingDetails()} hint={business.failureCount > 0 ? t.stillTrying() : undefined} />
      </PageTitle>
    );
  }
  if (business.isError) {
    const missing = httpStatusOf(business.error) === 404;
    return (
      <PageTitle title={t.notFoundDocumentTitle()}>
        <div className="mx-auto max-w-2xl px-4 py-16">
          <ErrorState
            title={t.notFoundTitle()}
            message={t[loadFailure(business.error)]()}
            onRetry={missing ? undefined : () => void business.refetch()}
          />
          <p className="mt-6 text-center">
            <Link to="/businesses" className="font-semibold text-blue-700 hover:underline">
              {t.browseAllBusinesses()}
            </Link>
          </p>
        </div>
      </PageTitle>
    );
  }
  return <BusinessProfile business={business.data} reviews={reviews} />;
}

function PageTitle({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}
