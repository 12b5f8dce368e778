import { lazy, Suspense, type ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, LoadingState } from '../../components/States.tsx';
import { OWNER_HOME_PATH, type ListingTab } from '../../lib/owner-paths.ts';

const tab = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] }));

/*
 * docs/product.md §2.24: one screen for a listing's tabs (/owner/businesses/:id/:tab?), each tab loaded when it is
 * opened. One screen rather than six keeps the portal's routes out of the app's own chunk, which every public page
 * loads (web/src/app/screens.tsx lists each screen there).
 */
const TABS: Record<ListingTab, ComponentType> = {
  details: tab(() => import('./ListingDetailsTab.tsx'), 'ListingDetailsTab'),
  hours: tab(() => import('./ListingHoursTab.tsx'), 'ListingHoursTab'),
  photos: tab(() => import('./ListingPhotosTab.tsx'), 'ListingPhotosTab'),
  enquiries: tab(() => import('./ListingEnquiriesTab.tsx'), 'ListingEnquiriesTab'),
  reviews: tab(() => import('./ListingReviewsTab.tsx'), 'ListingReviewsTab'),
  analytics: tab(() => import('./ListingAnalyticsTab.tsx'), 'ListingAnalyticsTab'),
  history: tab(() => import('./ListingHistoryTab.tsx'), 'ListingHistoryTab'),
};

const isTab = (name: string): name is ListingTab => Object.hasOwn(TABS, name);

export function ListingPage() {
  const { tab: name = 'details' } = useParams();
  if (!isTab(name)) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <EmptyState
          title="There is no such section"
          hint="A listing has details, hours, photos, enquiries, reviews, analytics and its history."
          action={
            <Link to={OWNER_HOME_PATH} className="font-semibold text-blue-700 hover:underline">
              Back to my listings
            </Link>
          }
        />
      </div>
    );
  }
  const Tab = TABS[name];
  return (
    <Suspense fallback={<LoadingState title="Loading…" />}>
      <Tab />
    </Suspense>
  );
}
