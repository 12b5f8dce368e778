import { BadgeCheck, Eye, MapPin, MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatClock, PRICE_LABELS, priceTier } from '@contracts/format.ts';
import type { OpeningNext } from '@contracts/hours.ts';
import type { Messages } from '../../i18n/catalogues.ts';
import { distanceKm, roundedKm } from '@contracts/geo.ts';
import { OpenBadge, RatingLine } from '../../components/BusinessCard.tsx';
import { CityNames, useListingName } from '../../components/CityNames.tsx';
import { FavoriteToggle } from '../../components/FavoriteToggle.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { priceName } from '../../lib/price-names.ts';
import type { BusinessDetail } from '../../lib/types.ts';
import { useVisitorPosition } from '../../lib/visitor-position.ts';
import { ActionBar } from './ActionBar.tsx';

interface TitleBlockProps {
  business: BusinessDetail;
  /** The listing whose taps are counted; null on the sample profile. */
  businessId: string | null;
  enquiries: number;
  /** Given the Share button, which says it is working while the dialog's code loads. */
  onShare: (button: HTMLElement) => void;
  /** False on the sample profile, which cannot be saved. */
  favoritable: boolean;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** When it closes or next opens, in the page's language: 'Closes 9:00 PM', 'ತೆರೆಯುವ ಸಮಯ ನಾಳೆ 10:00 AM'. */
function openingLine(t: Messages<'business'>, opening: OpeningNext): string {
  if (opening.state === 'open24') return t.openingOpen24();
  const time = formatClock(opening.minute);
  if (opening.state === 'closes') return t.openingCloses({ time });
  if (opening.inDays === 0) return t.openingOpensToday({ time });
  if (opening.inDays === 1) return t.openingOpensTomorrow({ time });
  return t.openingOpensOn({ day: WEEKDAYS[opening.dayOfWeek] ?? 'sunday', time });
}

/**
 * What a resident decides by, in the first screen: name, category, rating, whether it is open and until when, where it
 * is (and how far, when the visitor's position is known), and the ways to reach it (ActionBar).
 */
export function TitleBlock({ business, businessId, enquiries, onShare, favoritable }: TitleBlockProps) {
  const t = useMessages('business');
  const shell = useMessages('shell');
  const heading = useListingName(business);
  // A listing without a price tier (none of 1–4) shows none.
  const priceLabel = PRICE_LABELS[business.priceRange as keyof typeof PRICE_LABELS] ? priceName(shell, business.priceRange) : undefined;
  const place = business.location.locality ?? business.location.city;
  const distance = useDistanceFromVisitor(business);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/categories/${business.categorySlug}`}
              className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800 hover:bg-blue-100"
            >
              {business.category}
            </Link>
            {business.subcategory && <span className="text-xs font-medium text-slate-600">{business.subcategory}</span>}
          </div>
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {heading.lang ? <span lang={heading.lang}>{heading.text}</span> : heading.text}
            {business.isVerified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800">
                <BadgeCheck size={16} aria-hidden="true" />
                {t.verified()}
              </span>
            )}
          </h1>
          <CityNames names={business} className="text-lg font-semibold text-slate-700 sm:text-xl" />
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="opening-line">
            <OpenBadge open={business.openNow} />
            {business.opening && <span className="font-medium">{openingLine(t, business.opening)}</span>}
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
            <RatingLine average={business.rating.average} count={business.rating.count} />
            {priceLabel && (
              <span className="font-semibold text-slate-700" title={priceLabel}>
                <span className="sr-only">{t.price({ price: priceLabel })} </span>
                <span aria-hidden="true">{priceTier(business.priceRange)}</span>
              </span>
            )}
            {place && (
              <span className="inline-flex items-center gap-1">
                <MapPin size={16} className="text-slate-400" aria-hidden="true" />
                {place}
                {distance !== undefined && <span>· {t.distanceAway({ distance: distance.toLocaleString('en-IN') })}</span>}
              </span>
            )}
          </div>
          {business.tagline && <p className="text-slate-600">{business.tagline}</p>}
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1" data-testid="views-count">
              <Eye size={16} className="text-slate-400" aria-hidden="true" />
              {t.views({ count: business.views })}
            </span>
            <span className="inline-flex items-center gap-1" data-testid="enquiries-count">
              <MessageSquare size={16} className="text-slate-400" aria-hidden="true" />
              {t.enquiries({ count: enquiries })}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-start gap-2">
          <ActionBar business={business} businessId={businessId} onShare={onShare} />
          {favoritable && <FavoriteToggle businessId={business._id} name={business.name} variant="labelled" />}
        </div>
      </div>
    </div>
  );
}

/** How far the business is from where the visitor said they are (lib/visitor-position.ts), when both are known. */
function useDistanceFromVisitor(business: Pick<BusinessDetail, 'distance' | 'location'>): number | undefined {
  const position = useVisitorPosition();
  if (business.distance !== undefined) return business.distance;
  const { latitude, longitude } = business.location;
  if (!position || latitude == null || longitude == null) return undefined;
  return roundedKm(distanceKm(position, { latitude, longitude }));
}
