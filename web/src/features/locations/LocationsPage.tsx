import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isPincode } from '@contracts/format.ts';
import { CardSkeleton, EmptyState, ErrorState } from '../../components/States.tsx';
import { useLocalityList } from '../../lib/directory-lists.ts';
import { ListYourBusinessCta } from '../../components/ListYourBusinessCta.tsx';
import { NoFilterMatch } from '../../components/FilterBox.tsx';
import { useLanguage, useMessages } from '../../i18n/language.tsx';
import { LocalityFilter, matchingLocalities } from './LocalityFilter.tsx';
import { LocationCard } from './LocationCard.tsx';

/** docs/product.md §2.10: skeleton cards while the locations load. */
const SKELETON_CARDS = 8;
const GRID = 'grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';

/** docs/product.md §2.10 'All locations': a box to find one, and a card per locality, each opening the search for it. */
export function LocationsPage() {
  const t = useMessages('locations');
  const language = useLanguage();
  const locations = useLocalityList();
  const all = locations.data ?? [];
  const [filter, setFilter] = useState('');
  const shown = matchingLocalities(all, filter, language);
  const typed = filter.trim();
  const filtering = typed !== '' && all.length > 0;

  return (
    <>
      <section className="bg-gradient-to-br from-blue-800 to-blue-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t.heading()}</h1>
          <p className="mt-3 max-w-2xl text-blue-100">
            {locations.isSuccess && locations.data.length > 0 ? t.introCount({ count: locations.data.length }) : t.intro()}
          </p>
          <LocalityFilter value={filter} onChange={setFilter} />
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-10" aria-label={t.listLabel()}>
        {locations.isPending && (
          <div role="status" aria-label={t.loadingLocations()} className={GRID}>
            {Array.from({ length: SKELETON_CARDS }, (_, n) => (
              <CardSkeleton key={n} />
            ))}
          </div>
        )}
        {locations.isError && <ErrorState title={t.loadLocationsError()} onRetry={() => void locations.refetch()} />}
        {locations.isSuccess && locations.data.length === 0 && (
          <EmptyState
            title={t.noLocations()}
            hint={t.noLocationsHint()}
            action={
              <Link to="/businesses" className="rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800">
                {t.browseAllBusinesses()}
              </Link>
            }
          />
        )}
        {/* Always in the page, so a screen reader hears the count change as the visitor types. */}
        <p role="status" className="text-sm font-medium text-slate-700">
          {filtering && t.filterCount({ shown: shown.length, count: all.length })}
        </p>
        {filtering && shown.length === 0 && (
          <NoFilterMatch
            title={t.noFilterMatch({ text: typed })}
            hint={t.noFilterMatchHint()}
            search={{
              to: `/search?${isPincode(typed) ? 'pincode' : 'location'}=${encodeURIComponent(typed)}`,
              label: t.searchBusinessesIn({ text: typed }),
            }}
            clearLabel={t.showAllLocalities()}
            onClear={() => setFilter('')}
          />
        )}
        {shown.length > 0 && (
          <ul className={`${GRID} ${filtering ? 'mt-4' : ''}`}>
            {shown.map((location, n) => (
              <LocationCard key={location._id} location={location} priority={n < 4} />
            ))}
          </ul>
        )}
      </section>
      <ListYourBusinessCta title={t.missingTitle()} text={t.missingText()} suggestLabel={t.suggestLocation()} />
    </>
  );
}
