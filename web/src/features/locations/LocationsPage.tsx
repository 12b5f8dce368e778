import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isPincode } from '@contracts/format.ts';
import { SITE } from '@contracts/site.ts';
import { CardSkeleton, EmptyState, ErrorState } from '../../components/States.tsx';
import { useLocalityList } from '../../lib/directory-lists.ts';
import { ListYourBusinessCta } from '../../components/ListYourBusinessCta.tsx';
import { NoFilterMatch } from '../../components/FilterBox.tsx';
import { LocalityFilter, matchingLocalities } from './LocalityFilter.tsx';
import { LocationCard } from './LocationCard.tsx';

/** docs/product.md §2.10: skeleton cards while the locations load. */
const SKELETON_CARDS = 8;
const GRID = 'grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4';

const localitiesLabel = (count: number) => `${count} ${count === 1 ? 'locality' : 'localities'}`;

/** docs/product.md §2.10 'All locations': a box to find one, and a card per locality, each opening the search for it. */
export function LocationsPage() {
  const locations = useLocalityList();
  const all = locations.data ?? [];
  const [filter, setFilter] = useState('');
  const shown = matchingLocalities(all, filter);
  const filtering = filter.trim() !== '' && all.length > 0;

  return (
    <>
      <section className="bg-gradient-to-br from-blue-800 to-blue-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Explore Locations</h1>
          <p className="mt-3 max-w-2xl text-blue-100">
            {locations.isSuccess && locations.data.length > 0
              ? `Local businesses across ${locations.data.length} localities of ${SITE.city}.`
              : `Local businesses across the localities of ${SITE.city}.`}
          </p>
          <LocalityFilter value={filter} onChange={setFilter} />
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-10" aria-label="Locations">
        {locations.isPending && (
          <div role="status" aria-label="Loading locations" className={GRID}>
            {Array.from({ length: SKELETON_CARDS }, (_, n) => (
              <CardSkeleton key={n} />
            ))}
          </div>
        )}
        {locations.isError && (
          <ErrorState
            title="Failed to load locations. Please make sure locations are created in the Admin panel."
            onRetry={() => void locations.refetch()}
          />
        )}
        {locations.isSuccess && locations.data.length === 0 && (
          <EmptyState
            title="No Locations Available"
            hint="No locations found in Location Management system"
            action={
              <Link to="/businesses" className="rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800">
                Browse All Businesses
              </Link>
            }
          />
        )}
        {/* Always in the page, so a screen reader hears the count change as the visitor types. */}
        <p role="status" className="text-sm font-medium text-slate-700">
          {filtering && `Showing ${shown.length} of ${localitiesLabel(all.length)}`}
        </p>
        {filtering && shown.length === 0 && (
          <NoFilterMatch
            title={`No locality matches “${filter.trim()}”`}
            hint="Check the spelling, or search for businesses near that place."
            search={{
              to: `/search?${isPincode(filter.trim()) ? 'pincode' : 'location'}=${encodeURIComponent(filter.trim())}`,
              label: `Search businesses in “${filter.trim()}”`,
            }}
            clearLabel="Show all localities"
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
      <ListYourBusinessCta
        title="Don't see your neighbourhood?"
        text={`Tell us which locality to add next, or put your own business on ${SITE.name}.`}
        suggestLabel="Suggest a Location"
      />
    </>
  );
}
