import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SITE } from '@contracts/site.ts';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { httpStatusOf } from '../../lib/http-status.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { BusinessProfile } from './BusinessProfile.tsx';
import { DEMO_BUSINESS, DEMO_REVIEW_FEED } from './demo-business.ts';
import { loadErrorMessage, useBusiness, useBusinessReviews } from './api.ts';

/** docs/product.md §2.12: /business/:id shows that business; /business alone shows the sample profile. */
export function BusinessPage() {
  const { id } = useParams();
  if (!id) return <BusinessProfile business={DEMO_BUSINESS} reviews={DEMO_REVIEW_FEED} sample />;
  return <LiveBusiness key={id} id={id} />;
}

function LiveBusiness({ id }: { id: string }) {
  const business = useBusiness(id);
  const reviews = useBusinessReviews(id);

  if (business.isPending || (business.isError && business.isFetching)) {
    return (
      <PageTitle title={`Loading… | ${SITE.name}`}>
        <LoadingState
          title="Loading business details..."
          hint={business.failureCount > 0 ? 'Still trying to reach the server…' : undefined}
        />
      </PageTitle>
    );
  }
  if (business.isError) {
    const missing = httpStatusOf(business.error) === 404;
    return (
      <PageTitle title={`Business not found | ${SITE.name}`}>
        <div className="mx-auto max-w-2xl px-4 py-16">
          <ErrorState
            title="Business not found"
            message={loadErrorMessage(business.error)}
            onRetry={missing ? undefined : () => void business.refetch()}
          />
          <p className="mt-6 text-center">
            <Link to="/businesses" className="font-semibold text-blue-700 hover:underline">
              Browse all businesses
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
