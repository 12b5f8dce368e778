import { Clock, Plus, Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PRIMARY_BUTTON } from '../../components/buttons.ts';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { ADD_BUSINESS_PATH, LISTING_TABS, listingPath } from '../../lib/owner-paths.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useOwnerListings } from './api.ts';
import { fieldLabel } from './listing-form.ts';
import { MyClaims } from './MyClaims.tsx';
import type { OwnerListingSummary } from './owner-types.ts';
import { StatusBadge } from './StatusBadge.tsx';

const count = new Intl.NumberFormat('en-IN');

/** docs/product.md §2.24: the owner's listings, each with its status, its figures and what waits for review. */
export function OwnerHomePage() {
  const t = useMessages('owner');
  useDocumentTitle(t.homeDocumentTitle());
  const listings = useOwnerListings();

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.homeTitle()}</h1>
          <p className="mt-1 text-slate-600">{t.homeIntro()}</p>
        </div>
        <Link to={ADD_BUSINESS_PATH} className={`${PRIMARY_BUTTON} w-full px-5 py-3 text-base sm:w-auto`}>
          <Plus size={18} aria-hidden="true" /> {t.addABusiness()}
        </Link>
      </header>

      <div className="mt-6">
        {listings.isPending && <LoadingState title={t.homeLoading()} />}
        {listings.isError && (
          <ErrorState title={t.homeLoadFailed()} message={t.checkConnection()} onRetry={() => void listings.refetch()} />
        )}
        {listings.data?.length === 0 && (
          <EmptyState
            title={t.homeEmptyTitle()}
            hint={t.homeEmptyHint()}
            action={
              <Link to={ADD_BUSINESS_PATH} className={PRIMARY_BUTTON}>
                <Plus size={16} aria-hidden="true" /> {t.addABusiness()}
              </Link>
            }
          />
        )}
        {listings.data && listings.data.length > 0 && (
          <ul className="space-y-4">
            {listings.data.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <MyClaims />
    </div>
  );
}

function ListingCard({ listing }: { listing: OwnerListingSummary }) {
  const t = useMessages('owner');
  const shell = useMessages('shell');
  const headingId = useId();
  const { views, enquiries, reviews } = listing.counts;
  const figures = [
    { label: t.cardViews(), value: count.format(views) },
    { label: t.cardEnquiries(), value: count.format(enquiries) },
    { label: t.cardReviews(), value: count.format(reviews) },
  ];
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          <Link to={listingPath(listing.id)} className="hover:underline">
            {listing.name}
          </Link>
        </h2>
        <StatusBadge status={listing.status} isPublic={listing.isPublic} />
      </div>
      <p className="mt-1 text-sm text-slate-600">{listing.locality ?? t.cardDefaultLocality()}</p>

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium text-slate-600">{figure.label}</dt>
            <dd className="text-lg font-bold text-slate-900">{figure.value}</dd>
          </div>
        ))}
        <div className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-xs font-medium text-slate-600">{t.cardRating()}</dt>
          <dd className="flex items-center gap-1 text-lg font-bold text-slate-900">
            {reviews > 0 ? (
              <>
                <Star size={16} className="fill-amber-400 text-amber-400" aria-hidden="true" />
                {listing.rating.toFixed(1)}
              </>
            ) : (
              <span className="text-sm font-medium text-slate-600">{shell.noReviewsYet()}</span>
            )}
          </dd>
        </div>
      </dl>

      {listing.pendingChanges.length > 0 && (
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Clock size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
          <span>
            {t.cardWaitingForReview({ fields: listing.pendingChanges.map((field) => fieldLabel(t, field)).join(', ') })}{' '}
            <Link to={listingPath(listing.id)} className="font-semibold underline">
              {t.cardSeeChanges()}
            </Link>
          </span>
        </p>
      )}

      <nav aria-label={t.cardSections({ name: listing.name })} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {LISTING_TABS.map((entry) => (
            <li key={entry.tab}>
              <Link
                to={listingPath(listing.id, entry.tab)}
                className="inline-block rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                {t[entry.labelKey]()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
