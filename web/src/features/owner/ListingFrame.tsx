import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { SITE } from '@contracts/site.ts';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { httpStatusOf } from '../../lib/http-status.ts';
import { LISTING_TABS, listingPath, OWNER_HOME_PATH } from '../../lib/owner-paths.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useOwnerListing } from './api.ts';
import { StatusBadge } from './StatusBadge.tsx';
import type { OwnerListing } from './owner-types.ts';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`;

const LOAD_FAILED: Record<number, string> = {
  403: 'This listing is run by another account.',
  404: 'There is no such listing.',
};

/**
 * docs/product.md §2.24: one listing in the owner portal. The listing's name, status and tabs over the tab's own
 * content, which gets the loaded listing; the listing's id comes from the route (/owner/businesses/:id/…).
 */
export function ListingFrame({ title, children }: { title: string; children: (listing: OwnerListing) => ReactNode }) {
  const { id = '' } = useParams();
  const listing = useOwnerListing(id);
  useDocumentTitle(`${title}${listing.data ? ` · ${listing.data.name}` : ''} | ${SITE.name}`);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Link to={OWNER_HOME_PATH} className="inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:underline">
        <ArrowLeft size={16} aria-hidden="true" /> My listings
      </Link>
      {listing.isPending && <LoadingState title="Loading your listing…" />}
      {listing.isError && (
        <div className="mt-6">
          <ErrorState
            title="Could not open this listing"
            message={LOAD_FAILED[httpStatusOf(listing.error) ?? 0] ?? 'Please check your connection and try again.'}
            onRetry={() => void listing.refetch()}
          />
        </div>
      )}
      {listing.data && (
        <>
          <header className="mt-3 flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{listing.data.name}</h1>
            <StatusBadge status={listing.data.status} isPublic={listing.data.isPublic} />
            {listing.data.isPublic && (
              // A new tab, as its icon says: an owner checking the public page mid-edit keeps the editor (and any
              // unsaved changes) where it was.
              <a
                href={`/business/${encodeURIComponent(listing.data.id)}`}
                target="_blank"
                rel="noopener noreferrer"
                className="ml-auto inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:underline"
              >
                View public page <ExternalLink size={14} aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
          </header>
          {/* The six tabs wrap onto a second row on a phone rather than scroll: a row cut at the edge hid the last ones. */}
          <nav aria-label="Listing sections" className="mt-4">
            <ul className="flex flex-wrap gap-1 border-b border-slate-200 pb-2">
              {LISTING_TABS.map((entry) => (
                <li key={entry.tab}>
                  <NavLink to={listingPath(listing.data.id, entry.tab)} end className={tabClass}>
                    {entry.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-label={title} className="mt-6">
            {children(listing.data)}
          </section>
        </>
      )}
    </div>
  );
}
