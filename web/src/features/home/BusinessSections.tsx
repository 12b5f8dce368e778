import { BusinessCard, BusinessGrid } from '../../components/BusinessCard.tsx';
import { CardSkeleton, SkeletonGrid } from '../../components/States.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { HOME_COUNTS } from '../../lib/constants.ts';
import { useFeaturedBusinesses, useNearbyBusinesses, useRecentBusinesses, type Coordinates } from './api.ts';
import { HomeSection, SectionContent } from './HomeSection.tsx';
import { nearbyArea, nearbyHeading } from './search-path.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';

/** Long enough to let a visitor finish typing a pincode before the nearby list reloads. */
const TYPING_PAUSE_MS = 400;

export function FeaturedBusinesses() {
  const featured = useFeaturedBusinesses();
  const t = useMessages('home');
  return (
    <HomeSection title={t.featuredTitle()} subtitle={t.featuredSubtitle()}>
      <SectionContent query={featured} skeleton={<SkeletonGrid count={HOME_COUNTS.featured} />} emptyMessage={t.featuredEmpty()}>
        {(businesses) => <BusinessGrid businesses={businesses} priorityCount={0} />}
      </SectionContent>
    </HomeSection>
  );
}

interface NearbyProps {
  /** The pincode or place in the hero's location box, detected or typed. */
  locationText: string;
  /** The visitor's position, when the box still holds the pincode detected from it: cards then show real distances. */
  origin?: Coordinates;
  /** Where the visitor's position was found to be, for the heading. */
  detected?: { pincode: string; place: string };
}

/** docs/product.md §2.4: the best-rated businesses in the visitor's area, reloaded when the area text changes. */
export function NearbyBusinesses({ locationText, origin, detected }: NearbyProps) {
  const area = nearbyArea(useDebouncedValue(locationText, TYPING_PAUSE_MS));
  const nearby = useNearbyBusinesses(area, origin);
  const t = useMessages('home');
  const heading = nearbyHeading(t, area, detected && area.pincode === detected.pincode ? detected.place : undefined);
  return (
    <HomeSection title={heading.title} subtitle={heading.subtitle} viewAll={{ to: '/businesses', label: t.nearbyViewAll() }} tone="grey">
      <SectionContent query={nearby} skeleton={<NearbySkeletons />} emptyMessage={t.nearbyEmpty()}>
        {(businesses) => (
          <div className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
            {businesses.map((business) => (
              <BusinessCard key={business._id} business={business} />
            ))}
          </div>
        )}
      </SectionContent>
    </HomeSection>
  );
}

function NearbySkeletons() {
  const t = useMessages('home');
  return (
    <div role="status" aria-label={t.loading()} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {Array.from({ length: HOME_COUNTS.nearby }, (_, n) => (
        <CardSkeleton key={n} />
      ))}
    </div>
  );
}

export function RecentBusinesses() {
  const recent = useRecentBusinesses();
  const t = useMessages('home');
  return (
    <HomeSection title={t.recentTitle()} subtitle={t.recentSubtitle()} viewAll={{ to: '/businesses', label: t.recentViewAll() }}>
      <SectionContent query={recent} skeleton={<SkeletonGrid count={HOME_COUNTS.recent} />} emptyMessage={t.recentEmpty()}>
        {(businesses) => <BusinessGrid businesses={businesses} priorityCount={0} newTag />}
      </SectionContent>
    </HomeSection>
  );
}
