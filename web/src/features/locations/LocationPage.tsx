import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BusinessGrid } from '../../components/BusinessCard.tsx';
import { Pager } from '../../components/Pager.tsx';
import { EmptyState, ErrorState, LoadingState, SkeletonGrid } from '../../components/States.tsx';
import type { ViewMode } from '../../components/ViewToggle.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { useLocalityList, useLocalName } from '../../lib/directory-lists.ts';
import type { Location } from '../../lib/types.ts';
import { useLocalityBusinesses, useLocalitySample, useOpenNowInLocality } from './api.ts';
import { LocationFilterBar, type LocationSort } from './LocationFilterBar.tsx';
import { LocationHero } from './LocationHero.tsx';
import { LocationStats } from './LocationStats.tsx';
import { averageRating, centreOf, findLocation, popularCategories } from './locality.ts';
import { NeighbourLocalities } from './NeighbourLocalities.tsx';
import { PopularCategories } from './PopularCategories.tsx';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';

const POPULAR_SHOWN = 6;
/** docs/product.md §2.11: 'All' plus up to 8 category chips. */
const FILTER_CATEGORIES = 8;
const TEXT_DEBOUNCE_MS = 300;

/** docs/product.md §2.11 'One location', backed by the locality records and their real listings. */
export function LocationPage() {
  const t = useMessages('locations');
  const { location: param = '' } = useParams();
  const locations = useLocalityList();

  if (locations.isPending) return <LoadingState title={t.loadingLocation()} />;
  if (locations.isError) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState title={t.loadLocationError()} message={t.checkConnection()} onRetry={() => void locations.refetch()} />
      </section>
    );
  }
  const location = findLocation(locations.data, param);
  if (!location) return <LocationNotFound name={param} />;
  return <LocationView key={location._id} location={location} all={locations.data} />;
}

function LocationNotFound({ name }: { name: string }) {
  const t = useMessages('locations');
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t.notFoundTitle()}</h1>
        <p className="mt-2 text-slate-600">{t.notFoundText({ name })}</p>
        <Link to="/locations" className="mt-6 inline-block rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800">
          {t.browseAllLocations()}
        </Link>
      </div>
    </section>
  );
}

function LocationView({ location, all }: { location: Location; all: Location[] }) {
  const t = useMessages('locations');
  // The English name is what the search takes; the page says it in its language where an admin wrote it.
  const name = location.name;
  const shownName = useLocalName()(location);
  const overview = useLocalitySample(name);
  const openNow = useOpenNowInLocality(name);

  const [category, setCategory] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [sort, setSort] = useState<LocationSort>('rating');
  const [view, setView] = useState<ViewMode>('grid');
  const q = useDebouncedValue(text.trim(), TEXT_DEBOUNCE_MS);
  // Any change of filter starts again at page 1, without an effect re-rendering first with a stale page.
  const filterKey = JSON.stringify([category, q, sort]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const centre = centreOf(location);
  const results = useLocalityBusinesses({ locality: name, category, text: q, sort, centre, page });

  const sample = overview.data?.businesses ?? [];
  const popular = popularCategories(sample);
  const showResults = () => resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  const pickCategory = (picked: string) => {
    setCategory(picked);
    showResults();
  };
  const goToPage = (next: number) => {
    setPaging({ filterKey, page: next });
    showResults();
  };

  const firstShown = (page - 1) * PAGE_SIZE.location + 1;
  const lastShown = Math.min(page * PAGE_SIZE.location, results.data?.total ?? 0);

  return (
    <>
      <LocationHero location={location} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          <PopularCategories categories={popular.slice(0, POPULAR_SHOWN)} onPick={pickCategory} />
          <section aria-labelledby="location-results">
            <h2 id="location-results" ref={resultsRef} className="scroll-mt-40 text-xl font-bold text-slate-900">
              {t.businessesIn({ name: shownName })}
            </h2>
            <LocationFilterBar
              categories={popular.slice(0, FILTER_CATEGORIES).map((entry) => entry.name)}
              category={category}
              onCategory={setCategory}
              text={text}
              onText={setText}
              sort={sort}
              onSort={setSort}
              view={view}
              onView={setView}
            />
            <div className="mt-6">
              {results.isSuccess && results.data.total > 0 && (
                <p aria-live="polite" className="mb-5 text-sm text-slate-600">
                  {t.showingRange({ first: firstShown, last: lastShown, count: results.data.total })}
                </p>
              )}
              {results.isPending && <SkeletonGrid count={6} layout={view} />}
              {results.isError && (
                <ErrorState title={t.loadBusinessesError()} message={t.checkConnection()} onRetry={() => void results.refetch()} />
              )}
              {results.isSuccess && results.data.total === 0 && <EmptyState title={t.noBusinesses()} hint={t.noBusinessesHint()} />}
              {results.isSuccess && results.data.businesses.length > 0 && (
                <div
                  className={results.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
                  aria-busy={results.isPlaceholderData}
                >
                  <BusinessGrid businesses={results.data.businesses} layout={view} priorityCount={0} />
                </div>
              )}
              {results.data && <Pager page={page} totalPages={results.data.pagination.totalPages} onPage={goToPage} />}
            </div>
          </section>
        </div>
        <aside className="space-y-6">
          <LocationStats
            name={shownName}
            total={overview.data?.total}
            average={overview.isSuccess ? averageRating(sample) : undefined}
            openNow={openNow.data && { total: openNow.data.total, atLeast: openNow.data.totalIsLowerBound }}
            categories={overview.isSuccess ? popular.length : undefined}
            failed={overview.isError || openNow.isError}
          />
          <NeighbourLocalities location={location} all={all} />
        </aside>
      </div>
    </>
  );
}
