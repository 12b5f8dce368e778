import type { BusinessCardData } from '../lib/types.ts';
import { BusinessCard } from './BusinessCard.tsx';
import { FavoriteToggle } from './FavoriteToggle.tsx';
import type { ViewMode } from './ViewToggle.tsx';

/** The first row of cards is above the fold. */
const PRIORITY_CARDS = 3;

/**
 * Businesses as cards, each with its favourite toggle: 1, 2 or 3 columns as a grid, 1 as a list. Apart from
 * BusinessGrid so that pages without favourites (the home page) do not load the toggle's code.
 */
export function FavoriteBusinessGrid({ businesses, layout }: { businesses: BusinessCardData[]; layout: ViewMode }) {
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
