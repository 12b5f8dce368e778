import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { SITE } from '@contracts/site.ts';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useLocalPath, useMessages } from '../../i18n/language.tsx';
import { httpStatusOf } from '../../lib/http-status.ts';
import { LISTING_TABS, listingPath, OWNER_HOME_PATH } from '../../lib/owner-paths.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useOwnerListing } from './api.ts';
import { StatusBadge } from './StatusBadge.tsx';
import type { OwnerListing } from './owner-types.ts';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`;

const LOAD_FAILED = {
  403: 'frameRunByOther',
  404: 'frameNoSuchListing',
} as const satisfies Record<number, string>;

const loadFailure = (status: number | undefined) => (status === 403 || status === 404 ? LOAD_FAILED[status] : 'checkConnection');

/**
 * docs/product.md §2.24: one listing in the owner portal. The listing's name, status and tabs over the tab's own
 * content, which gets the loaded listing; the listing's id comes from the route (/owner/businesses/:id/…).
 */
export function ListingFrame({ title, children }: { title: string; children: (listing: OwnerListing) => ReactNode }) {
  const { id = '' } = useParams();
  const t = useMessages('owner');
  const localPath = useLocalPath();
  const listing = useOwnerListing(id);
  // The tab's title (already in the page's language), the listing's name and the brand: no words of the frame's own.
  useDocumentTitle(`${title}${listing.data ? ` · ${listing.data.name}` : ''} | ${SITE.name}`);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Link to={OWNER_HOME_PATH} className="inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:underline">
        <ArrowLeft size={16} aria-hidden="true" /> {t.frameBackToListings()}
      </Link>
      {listing.isPending && <LoadingState title={t.frameLoading()} />}
      {listing.isError && (
        <div className="mt-6">
          <ErrorState
            title={t.frameLoadFailed()}
            message={t[loadFailure(httpStatusOf(listing.error))]()}
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
                href={localPath(`/business/${encodeURIComponent(listing.data.id)}`)}
                target="_blank"
                rel="noopener noreferrer"
                className="ml-auto inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:underline"
              >
                {t.frameViewPublicPage()} <ExternalLink size={14} aria-hidden="true" />
                <span className="sr-only">{t.frameOpensInNewTab()}</span>
              </a>
            )}
          </header>
          {/* The six tabs wrap onto a second row on a phone rather than scroll: a row cut at the edge hid the last ones. */}
          <nav aria-label={t.frameSections()} className="mt-4">
            <ul className="flex flex-wrap gap-1 border-b border-slate-200 pb-2">
              {LISTING_TABS.map((entry) => (
                <li key={entry.tab}>
                  <NavLink to={listingPath(listing.data.id, entry.tab)} end className={tabClass}>
                    {t[entry.labelKey]()}
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
