import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { SITE } from '@contracts/site.ts';
import { CardSkeleton, EmptyState, ErrorState } from '../../components/States.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { ListYourBusinessCta } from '../../components/ListYourBusinessCta.tsx';
import { LocationCard } from './LocationCard.tsx';

/** docs/product.md §2.10: skeleton cards while the locations load. */
const SKELETON_CARDS = 8;
const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** docs/product.md §2.10 'All locations': a card per locality, each opening the search for it. */
export function LocationsPage() {
  const trpc = useTRPC();
  const locations = useQuery(trpc.business.locations.queryOptions());

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
        {locations.isSuccess && locations.data.length > 0 && (
          <ul className={GRID}>
            {locations.data.map((location, n) => (
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
