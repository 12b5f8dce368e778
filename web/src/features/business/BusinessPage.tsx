import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { httpStatusOf } from '../../lib/http-status.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { BusinessProfile } from './BusinessProfile.tsx';
import { loadFailure, useBusiness, useBusinessReviews } from './api.ts';

// The sample and its data load only at /business: a listing's page does not carry them.
const SampleProfile = lazy(() => import('./SampleProfile.tsx').then((module) => ({ default: module.SampleProfile })));

/** docs/product.md §2.12: /business/:id shows that business; /business alone shows the sample profile. */
export function BusinessPage() {
  const { id } = useParams();
  if (!id) {
    return (
      <Suspense fallback={null}>
        <SampleProfile />
      </Suspense>
    );
  }
  return <LiveBusiness key={id} id={id} />;
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
  if (business.isError) return <LoadFailed error={business.error} retry={() => void business.refetch()} />;
  return <BusinessProfile business={business.data} reviews={reviews} />;
}

/** A listing that did not load, and why; its texts load only when one fails. */
function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useMessages('sometimes');
  const missing = httpStatusOf(error) === 404;
  return (
    <PageTitle title={t.notFoundDocumentTitle()}>
      <div className="mx-auto max-w-2xl px-4 py-16">
        <ErrorState title={t.notFoundTitle()} message={t[loadFailure(error)]()} onRetry={missing ? undefined : retry} />
        <p className="mt-6 text-center">
          <Link to="/businesses" className="font-semibold text-blue-700 hover:underline">
            {t.browseAllBusinesses()}
          </Link>
        </p>
      </div>
    </PageTitle>
  );
}

function PageTitle({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return children;
}
