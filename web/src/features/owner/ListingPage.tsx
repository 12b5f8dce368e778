import { lazy, Suspense, type ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, LoadingState } from '../../components/States.tsx';
import { useMessages } from '../../i18n/language.tsx';
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
  const t = useMessages('owner');
  const shell = useMessages('shell');
  if (!isTab(name)) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <EmptyState
          title={t.noSuchSectionTitle()}
          hint={t.noSuchSectionHint()}
          action={
            <Link to={OWNER_HOME_PATH} className="font-semibold text-blue-700 hover:underline">
              {t.backToMyListings()}
            </Link>
          }
        />
      </div>
    );
  }
  const Tab = TABS[name];
  return (
    <Suspense fallback={<LoadingState title={shell.loading()} />}>
      <Tab />
    </Suspense>
  );
}
