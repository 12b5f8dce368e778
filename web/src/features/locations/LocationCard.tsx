import { ArrowRight, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SmartImage } from '../../components/SmartImage.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { PINCODES_ON_LOCATION_CARD } from '../../lib/constants.ts';
import { useLocalText } from '../../lib/local-text.ts';
import type { Location } from '../../lib/types.ts';
import { locationSearchHref } from './locality.ts';

/** The whole card opens the locality's search results; a second link leads to its guide page. */
export function LocationCard({ location, priority }: { location: Location; priority: boolean }) {
  const t = useMessages('locations');
  const local = useLocalText();
  const name = local(location.name, { kn: location.nameKn, hi: location.nameHi });
  const description = local(location.description, { kn: location.descriptionKn, hi: location.descriptionHi });
  const pincodes = location.pincodes.slice(0, PINCODES_ON_LOCATION_CARD);
  const more = location.pincodes.length - pincodes.length;
  return (
    <li>
      <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
        <SmartImage
          src={location.image}
          alt=""
          width={600}
          height={400}
          priority={priority}
          // A wide strip on a phone, where the cards stand in one column: the picture sets the scene, the words decide.
          className="aspect-[3/1] w-full bg-slate-100 object-cover sm:aspect-[3/2]"
        />
        <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
          <h2 className="text-lg font-semibold text-slate-900">
            <Link
              to={locationSearchHref(location)}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-blue-700 focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-blue-700"
            >
              {name}
            </Link>
          </h2>
          <p className="flex items-center gap-1.5 text-sm font-medium text-blue-700">
            <MapPin size={16} aria-hidden="true" />
            {t.businessCount({ count: location.count })}
          </p>
          {description && <p className="line-clamp-3 text-sm text-slate-600">{description}</p>}
          {pincodes.length > 0 && (
            <ul aria-label={t.pincodesLabel()} className="flex flex-wrap gap-1.5">
              {pincodes.map((pincode) => (
                <li key={pincode} className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-700">
                  {pincode}
                </li>
              ))}
              {more > 0 && (
                <li className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                  {t.morePincodes({ count: more })}
                </li>
              )}
            </ul>
          )}
          <Link
            to={`/locations/${location.slug}`}
            className="relative z-10 mt-auto inline-flex items-center gap-1 self-start rounded-md pt-2 text-sm font-semibold text-slate-700 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            {t.aboutLocality({ name })}
            <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </div>
      </article>
    </li>
  );
}
