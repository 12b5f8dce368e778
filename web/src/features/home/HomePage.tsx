import { useState } from 'react';
import { CampaignBanners } from './BannerCarousel.tsx';
import { FeaturedBusinesses, NearbyBusinesses, RecentBusinesses } from './BusinessSections.tsx';
import { CategoryTiles } from './CategoryTiles.tsx';
import { HeroSearch } from './HeroSearch.tsx';
import { PopularLocations } from './PopularLocations.tsx';
import { TopBusinessesStrip } from './TopBusinessesStrip.tsx';
import { usePincodeDetection } from './usePincodeDetection.ts';

/** Spec §2 Home: the hero search, then the sections in the spec's order. */
export function HomePage() {
  const detection = usePincodeDetection();
  // null until the visitor types: until then the box shows the detected pincode, and a late detection never overwrites typing.
  const [typedLocation, setTypedLocation] = useState<string | null>(null);
  const detectedPincode = detection.phase === 'detected' ? detection.pincode : '';
  const locationText = typedLocation ?? detectedPincode;
  const origin = detection.phase === 'detected' && locationText.trim() === detection.pincode ? detection.coords : undefined;

  return (
    <>
      <HeroSearch location={locationText} onLocationChange={setTypedLocation} detection={detection} />
      <CampaignBanners section="featured-section" label="Top campaigns" />
      <FeaturedBusinesses />
      <TopBusinessesStrip />
      <NearbyBusinesses locationText={locationText} origin={origin} />
      <RecentBusinesses />
      <CategoryTiles />
      <CampaignBanners section="popular-locations" label="Featured offers" />
      <PopularLocations />
    </>
  );
}
