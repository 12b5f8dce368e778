import { BusinessCard } from '../../components/BusinessCard.tsx';
import { FavoriteToggle } from '../../components/FavoriteToggle.tsx';
import type { ViewMode } from '../../components/ViewToggle.tsx';
import type { BusinessCardData } from '../../lib/types.ts';

/** The first row of the listing is above the fold. */
const PRIORITY_CARDS = 3;

/** The listing as cards, each with its favourite toggle: 1, 2 or 3 columns as a grid, 1 as a list. */
export function ListingGrid({ businesses, layout }: { businesses: BusinessCardData[]; layout: ViewMode }) {
  return (
    <div className={layout === 'grid' ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-4'}>
      {businesses.map((business, n) => (
        <BusinessCard
          key={business._id}
          business={business}
          layout={layout}
          priority={n < PRIORITY_CARDS}
          action={<FavoriteToggle businessId={business._id} name={business.name} />}
        />
      ))}
    </div>
  );
}
