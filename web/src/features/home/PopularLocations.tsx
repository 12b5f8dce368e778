import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SmartImage } from '../../components/SmartImage.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { useLocalName } from '../../lib/directory-lists.ts';
import type { Location } from '../../lib/types.ts';
import { usePopularLocalities } from './api.ts';
import { HomeSection, SectionContent, TileSkeletons } from './HomeSection.tsx';

const GRID = 'grid grid-cols-2 gap-4 lg:grid-cols-4';
/** docs/product.md §2.4: home skeletons come in 6 or 4; one row of four fits this grid. */
const SKELETONS = 4;

/** docs/product.md §2.4: /search?location={name}&pincode={first pincode}. */
export function locationSearchPath(location: Location): string {
  const params = new URLSearchParams({ location: location.name, pincode: location.pincodes[0] ?? '' });
  return `/search?${params.toString()}`;
}

/** The localities with the most businesses. */
export function PopularLocations() {
  const locations = usePopularLocalities();
  const t = useMessages('home');
  return (
    <HomeSection
      title={t.locationsTitle()}
      subtitle={t.locationsSubtitle()}
      viewAll={{ to: '/locations', label: t.locationsViewAll() }}
      tone="grey"
    >
      <SectionContent query={locations} skeleton={<TileSkeletons count={SKELETONS} className={GRID} />} emptyMessage={t.locationsEmpty()}>
        {(list) => (
          <ul className={GRID}>
            {list.map((location) => (
              <li key={location._id}>
                <LocationCard location={location} />
              </li>
            ))}
          </ul>
        )}
      </SectionContent>
    </HomeSection>
  );
}

function LocationCard({ location }: { location: Location }) {
  const t = useMessages('home');
  const localName = useLocalName();
  const [firstPincode] = location.pincodes;
  const more = location.pincodes.length - 1;
  return (
    <Link
      to={locationSearchPath(location)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      {/* The picture repeats the name near its foot; the top crop keeps just the skyline, as the name is right below. */}
      <SmartImage
        src={location.image}
        alt=""
        width={1200}
        height={800}
        className="aspect-[2/1] w-full bg-slate-100 object-cover object-top"
      />
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <span className="flex items-center gap-1.5 font-semibold text-slate-900 group-hover:text-blue-700">
          <MapPin size={16} aria-hidden="true" className="shrink-0 text-blue-700" />
          {localName(location)}
        </span>
        {firstPincode && (
          <span className="text-sm text-slate-600">
            {firstPincode}
            {more > 0 && <span className="ml-1.5 rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">+{more}</span>}
          </span>
        )}
        <span className="text-sm text-slate-600">{t.businessCount({ count: location.count })}</span>
      </div>
    </Link>
  );
}
