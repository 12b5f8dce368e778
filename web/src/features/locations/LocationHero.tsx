import { ArrowLeft, Map as MapIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SmartImage } from '../../components/SmartImage.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { useLocalText } from '../../lib/local-text.ts';
import type { Location } from '../../lib/types.ts';
import { mapsUrl } from './locality.ts';

export function LocationHero({ location }: { location: Location }) {
  const t = useMessages('locations');
  const local = useLocalText();
  const name = local(location.name, { kn: location.nameKn, hi: location.nameHi });
  const description = local(location.description, { kn: location.descriptionKn, hi: location.descriptionHi });
  return (
    <section className="relative isolate overflow-hidden bg-slate-900 text-white">
      {location.image && (
        <SmartImage
          src={location.image}
          alt=""
          width={1600}
          height={500}
          priority
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/95 via-slate-900/85 to-slate-900/50" aria-hidden="true" />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-16">
        <Link to="/locations" className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-white/90 hover:text-white">
          <ArrowLeft size={16} aria-hidden="true" />
          {t.allLocations()}
        </Link>
        <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-yellow-300">{t.city()}</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-5xl">{name}</h1>
        {description && <p className="mt-4 max-w-2xl text-lg text-slate-100">{description}</p>}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {location.pincodes.length > 0 && (
            <ul aria-label={t.pincodesLabel()} className="flex flex-wrap gap-2">
              {location.pincodes.map((pincode) => (
                <li key={pincode} className="rounded-full bg-white/15 px-3 py-1 font-mono text-sm">
                  {pincode}
                </li>
              ))}
            </ul>
          )}
          <a
            href={mapsUrl(location)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
          >
            <MapIcon size={16} aria-hidden="true" />
            {t.viewMap()}
            <span className="sr-only">{t.viewMapDetails({ name })}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
