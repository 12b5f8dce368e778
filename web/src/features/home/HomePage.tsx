import { memo, useState } from 'react';
import { HydrateOnView } from '../../components/HydrateOnView.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { CampaignBanners } from './BannerCarousel.tsx';
import { FeaturedBusinesses, NearbyBusinesses, RecentBusinesses } from './BusinessSections.tsx';
import { CategoryTiles } from './CategoryTiles.tsx';
import { HeroSearch } from './HeroSearch.tsx';
import { PopularLocations } from './PopularLocations.tsx';
import { TopBusinessesStrip } from './TopBusinessesStrip.tsx';
import { usePincodeDetection } from './usePincodeDetection.ts';

/*
 * The sections that do not follow the location box: a detected or typed pincode re-renders only the hero and
 * Nearby, not every card on the page (on a slow phone that is a long task per keystroke). Those further down
 * are hydrated only when they near the viewport (HydrateOnView re-renders none of them).
 */
const Banners = memo(CampaignBanners);
function OfferBanners() {
  const t = useMessages('home');
  return <CampaignBanners section="popular-locations" label={t.featuredOffers()} />;
}

/** docs/product.md §2.4 Home: the hero search, then the sections in their order. */
export function HomePage() {
  const { detection, locate } = usePincodeDetection();
  const t = useMessages('home');
  // null until the visitor types: until then the box shows the detected pincode, and a late detection never overwrites typing.
  const [typedLocation, setTypedLocation] = useState<string | null>(null);
  const detectedPincode = detection.phase === 'detected' ? detection.pincode : '';
  const locationText = typedLocation ?? detectedPincode;
  const fromPosition = detection.phase === 'detected' && locationText.trim() === detection.pincode ? detection : undefined;

  return (
    <>
      <HeroSearch
        location={locationText}
        onLocationChange={setTypedLocation}
        detection={detection}
        onLocate={() => {
          // Asked for, the position fills the box, whatever was typed before.
          setTypedLocation(null);
          locate();
        }}
      />
      <Banners section="featured-section" label={t.topCampaigns()} />
      <HydrateOnView section={FeaturedBusinesses} />
      <HydrateOnView section={TopBusinessesStrip} />
      <NearbyBusinesses locationText={locationText} origin={fromPosition?.coords} detected={fromPosition} />
      <HydrateOnView section={RecentBusinesses} />
      <HydrateOnView section={CategoryTiles} />
      <HydrateOnView section={OfferBanners} />
      <HydrateOnView section={PopularLocations} />
    </>
  );
}
