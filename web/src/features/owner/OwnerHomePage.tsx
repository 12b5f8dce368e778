import { Clock, Plus, Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { SITE } from '@contracts/site.ts';
import { PRIMARY_BUTTON } from '../../components/buttons.ts';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { ADD_BUSINESS_PATH, LISTING_TABS, listingPath } from '../../lib/owner-paths.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useOwnerListings } from './api.ts';
import { labelOf } from './listing-form.ts';
import { MyClaims } from './MyClaims.tsx';
import type { OwnerListingSummary } from './owner-types.ts';
import { StatusBadge } from './StatusBadge.tsx';

const count = new Intl.NumberFormat('en-IN');

/** docs/product.md §2.24: the owner's listings, each with its status, its figures and what waits for review. */
export function OwnerHomePage() {
  useDocumentTitle(`My listings | ${SITE.name}`);
  const listings = useOwnerListings();

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My listings</h1>
          <p className="mt-1 text-slate-600">Keep your details right, answer enquiries and reply to reviews.</p>
        </div>
        <Link to={ADD_BUSINESS_PATH} className={`${PRIMARY_BUTTON} w-full px-5 py-3 text-base sm:w-auto`}>
          <Plus size={18} aria-hidden="true" /> Add a business
        </Link>
      </header>

      <div className="mt-6">
        {listings.isPending && <LoadingState title="Loading your listings…" />}
        {listings.isError && (
          <ErrorState
            title="Could not load your listings"
            message="Please check your connection and try again."
            onRetry={() => void listings.refetch()}
          />
        )}
        {listings.data?.length === 0 && (
          <EmptyState
            title="You have no listings yet"
            hint={`Add your business to ${SITE.name}: once our team has checked it, people can find it, call you and send enquiries. Already listed? Adding it finds it for you to claim.`}
            action={
              <Link to={ADD_BUSINESS_PATH} className={PRIMARY_BUTTON}>
                <Plus size={16} aria-hidden="true" /> Add a business
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
  const headingId = useId();
  const { views, enquiries, reviews } = listing.counts;
  const figures = [
    { label: 'Views', value: count.format(views) },
    { label: 'Enquiries', value: count.format(enquiries) },
    { label: 'Reviews', value: count.format(reviews) },
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
      <p className="mt-1 text-sm text-slate-600">{listing.locality ?? SITE.city}</p>

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium text-slate-600">{figure.label}</dt>
            <dd className="text-lg font-bold text-slate-900">{figure.value}</dd>
          </div>
        ))}
        <div className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-xs font-medium text-slate-600">Rating</dt>
          <dd className="flex items-center gap-1 text-lg font-bold text-slate-900">
            {reviews > 0 ? (
              <>
                <Star size={16} className="fill-amber-400 text-amber-400" aria-hidden="true" />
                {listing.rating.toFixed(1)}
              </>
            ) : (
              <span className="text-sm font-medium text-slate-600">No reviews yet</span>
            )}
          </dd>
        </div>
      </dl>

      {listing.pendingChanges.length > 0 && (
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Clock size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
          <span>
            Waiting for review: {listing.pendingChanges.map(labelOf).join(', ')}.{' '}
            <Link to={listingPath(listing.id)} className="font-semibold underline">
              See the changes
            </Link>
          </span>
        </p>
      )}

      <nav aria-label={`${listing.name}: sections`} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {LISTING_TABS.map((entry) => (
            <li key={entry.tab}>
              <Link
                to={listingPath(listing.id, entry.tab)}
                className="inline-block rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
