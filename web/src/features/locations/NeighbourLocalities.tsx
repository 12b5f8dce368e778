import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n/language.tsx';
import { useLocalName } from '../../lib/directory-lists.ts';
import type { Location } from '../../lib/types.ts';
import { nearestLocations } from './locality.ts';

/** The four closest other localities, by straight-line distance between their centres. */
export function NeighbourLocalities({ location, all }: { location: Location; all: Location[] }) {
  const t = useMessages('locations');
  const localName = useLocalName();
  const neighbours = nearestLocations(location, all);
  if (neighbours.length === 0) return null;
  return (
    <section aria-labelledby="neighbours-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="neighbours-heading" className="text-lg font-semibold text-slate-900">
        {t.neighbours()}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {neighbours.map(({ location: neighbour, km }) => (
          <li key={neighbour._id}>
            <Link to={`/locations/${neighbour.slug}`} className="flex items-center gap-3 rounded-md py-3 hover:text-blue-700">
              <MapPin size={18} className="shrink-0 text-slate-400" aria-hidden="true" />
              <span className="flex-1">
                <span className="block font-medium">{localName(neighbour)}</span>
                <span className="block text-sm text-slate-500">{t.businessCount({ count: neighbour.count })}</span>
              </span>
              <span className="text-sm text-slate-600">{t.distanceKm({ km: km.toFixed(1) })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
