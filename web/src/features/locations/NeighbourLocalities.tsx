import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Location } from '../../lib/types.ts';
import { businessCountLabel, nearestLocations } from './locality.ts';

/** The four closest other localities, by straight-line distance between their centres. */
export function NeighbourLocalities({ location, all }: { location: Location; all: Location[] }) {
  const neighbours = nearestLocations(location, all);
  if (neighbours.length === 0) return null;
  return (
    <section aria-labelledby="neighbours-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="neighbours-heading" className="text-lg font-semibold text-slate-900">
        Neighbouring localities
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {neighbours.map(({ location: neighbour, km }) => (
          <li key={neighbour._id}>
            <Link to={`/locations/${neighbour.slug}`} className="flex items-center gap-3 rounded-md py-3 hover:text-blue-700">
              <MapPin size={18} className="shrink-0 text-slate-400" aria-hidden="true" />
              <span className="flex-1">
                <span className="block font-medium">{neighbour.name}</span>
                <span className="block text-sm text-slate-500">{businessCountLabel(neighbour.count)}</span>
              </span>
              <span className="text-sm text-slate-600">{km.toFixed(1)} km</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
