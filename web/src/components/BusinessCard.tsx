import { MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPhone, priceTier } from '@contracts/format.ts';
import { priceName } from '../lib/price-names.ts';
import { useMessages } from '../i18n/language.tsx';
import { FEATURES_ON_CARD } from '../lib/constants.ts';
import type { BusinessCardData } from '../lib/types.ts';
import { CityNames, useListingName } from './CityNames.tsx';
import { SmartImage } from './SmartImage.tsx';
import { StarRating } from './StarRating.tsx';

interface BusinessCardProps {
  business: BusinessCardData;
  layout?: 'grid' | 'list';
  /** A NEW tag for recently added businesses. */
  isNew?: boolean;
  /** Eager-load the photo (cards in the first screenful). */
  priority?: boolean;
  /** Extra control in the photo's corner, e.g. a favourite toggle. */
  action?: ReactNode;
}

export function OpenBadge({ open }: { open: boolean }) {
  const t = useMessages('shell');
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${open ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`}
    >
      {open ? t.openNow() : t.closed()}
    </span>
  );
}

export function RatingLine({ average, count }: { average: number; count: number }) {
  const t = useMessages('shell');
  if (count === 0) return <span className="text-sm text-slate-500">{t.noReviewsYet()}</span>;
  return <StarRating value={average} count={count} />;
}

/**
 * A business in a grid or a list: photo, name, category, open state, rating, address, phone and features. Below sm
 * (one column on every list) it is a row a third of a phone's screen tall: a thumbnail, the name (the whole card links
 * to the profile), category, open state, rating, locality and distance, and Call; the phone number, the features and
 * 'View Details' wait for wider screens. One markup for every width, so the server's render fits whatever screen.
 */
export function BusinessCard({ business, layout = 'grid', isNew = false, priority = false, action }: BusinessCardProps) {
  const t = useMessages('shell');
  const heading = useListingName(business);
  const image = business.images[0];
  const features = business.features.length > 0 ? business.features : business.services;
  const shown = features.slice(0, FEATURES_ON_CARD);
  const more = features.length - shown.length;
  const href = `/business/${business._id}`;
  const list = layout === 'list';
  const address = business.address ?? t.addressNotAvailable();
  // A phone's row has room for the locality, not the street: the full address is on the profile.
  const locality = business.location?.locality;
  return (
    <article
      className={`group relative flex flex-row overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md ${list ? 'sm:flex-row' : 'sm:flex-col'}`}
    >
      <div
        className={`m-3 mr-0 h-24 w-24 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:relative sm:m-0 sm:h-auto sm:rounded-none ${list ? 'sm:w-64' : 'sm:w-full'}`}
      >
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <SmartImage
            src={image?.url}
            alt={image?.alt ?? business.name}
            width={600}
            height={400}
            priority={priority}
            cover={{ id: business._id, name: business.name }}
            className={`h-full w-full object-cover sm:aspect-[3/2] ${list ? 'sm:h-full' : 'sm:h-auto'}`}
          />
        </Link>
        <div className="absolute left-4 top-4 flex flex-col items-start gap-1 sm:left-3 sm:top-3 sm:flex-row sm:gap-2">
          {isNew && <span className="rounded-full bg-yellow-400 px-2.5 py-0.5 text-xs font-bold text-slate-900">{t.newTag()}</span>}
          {business.isFeatured && (
            <span className="rounded-full bg-blue-700 px-2.5 py-0.5 text-xs font-semibold text-white">{t.featuredTag()}</span>
          )}
        </div>
        {/* Above the card-wide link of a phone's row: its own tap. */}
        {action && <div className="absolute right-2 top-2 z-10 sm:right-3 sm:top-3">{action}</div>}
      </div>
      <div className={`flex min-w-0 flex-1 flex-col gap-1 p-3 sm:gap-2 sm:p-4 ${action ? 'pr-12 sm:pr-4' : ''}`}>
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800">{business.category}</span>
          <OpenBadge open={business.openNow} />
          <span className="ml-auto text-sm font-semibold text-slate-700" title={priceName(t, business.priceRange)}>
            <span className="sr-only">{t.priceLabel({ price: priceName(t, business.priceRange) })} </span>
            <span aria-hidden="true">{priceTier(business.priceRange)}</span>
          </span>
        </div>
        <h3 className="line-clamp-2 text-base font-semibold leading-snug text-slate-900 sm:line-clamp-none sm:text-lg">
          <Link
            to={href}
            lang={heading.lang}
            className="after:absolute after:inset-0 hover:text-blue-700 focus-visible:text-blue-700 sm:after:hidden"
          >
            {heading.text}
          </Link>
        </h3>
        <CityNames names={business} className="-mt-1 truncate text-sm text-slate-600 sm:mt-0" />
        <RatingLine average={business.rating.average} count={business.rating.count} />
        <p className="flex items-start gap-1.5 text-sm text-slate-600">
          <MapPin size={16} className="mt-0.5 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="min-w-0">
            {locality ? (
              <>
                <span className="block truncate sm:hidden">{locality}</span>
                <span className="hidden sm:inline">{address}</span>
              </>
            ) : (
              <span className="line-clamp-1 sm:line-clamp-none">{address}</span>
            )}
            {business.distance !== undefined && (
              <span className="font-medium text-slate-800"> · {t.distanceAway({ distance: String(business.distance) })}</span>
            )}
          </span>
        </p>
        {business.phone && (
          <p className="hidden items-center gap-1.5 text-sm text-slate-600 sm:flex">
            <Phone size={16} className="text-slate-400" aria-hidden="true" />
            {formatPhone(business.phone)}
          </p>
        )}
        {shown.length > 0 && (
          <ul className="hidden flex-wrap gap-1.5 sm:flex" aria-label={t.cardFeatures()}>
            {shown.map((feature) => (
              <li key={feature} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {feature}
              </li>
            ))}
            {more > 0 && (
              <li className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{t.moreFeatures({ count: more })}</li>
            )}
          </ul>
        )}
        <div className="mt-auto flex gap-2 pt-1 sm:pt-2">
          <Link
            to={href}
            className="hidden flex-1 rounded-lg bg-blue-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-blue-800 sm:block"
          >
            {t.viewDetails()}
          </Link>
          {business.phone && (
            <a
              href={`tel:${business.phone.replace(/\s/g, '')}`}
              className="relative z-10 inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 sm:py-2"
              aria-label={t.callBusiness({ name: business.name })}
            >
              <Phone size={14} aria-hidden="true" className="sm:hidden" />
              {t.call()}
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

export function BusinessGrid({
  businesses,
  layout = 'grid',
  priorityCount = 3,
  newTag = false,
}: {
  businesses: BusinessCardData[];
  layout?: 'grid' | 'list';
  priorityCount?: number;
  newTag?: boolean;
}) {
  return (
    <div className={layout === 'grid' ? 'grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3' : 'flex flex-col gap-3 sm:gap-4'}>
      {businesses.map((business, n) => (
        <BusinessCard key={business._id} business={business} layout={layout} priority={n < priorityCount} isNew={newTag} />
      ))}
    </div>
  );
}
