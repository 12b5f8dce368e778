import { EyeOff, Heart, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { RatingLine } from '../../components/BusinessCard.tsx';
import { CityNames, useListingName } from '../../components/CityNames.tsx';
import { SmartImage } from '../../components/SmartImage.tsx';
import { StarRating } from '../../components/StarRating.tsx';
import { useMessages } from '../../i18n/language.tsx';
import type { RouterOutputs } from '../../lib/types.ts';

export type FavoriteBusiness = RouterOutputs['favorites']['list'][number];

interface FavoriteCardProps {
  business: FavoriteBusiness;
  removing: boolean;
  onRemove: () => void;
  priority: boolean;
}

/** docs/product.md §2.17 Favourites: photo, category, name, rating with its count, address, and the three actions. */
export function FavoriteCard({ business, removing, onRemove, priority }: FavoriteCardProps) {
  if (!business.isListed) return <UnlistedFavorite business={business} removing={removing} onRemove={onRemove} />;
  return <ListedFavorite business={business} removing={removing} onRemove={onRemove} priority={priority} />;
}

function ListedFavorite({ business, removing, onRemove, priority }: FavoriteCardProps) {
  const shell = useMessages('shell');
  // The heading in the page's script where the listing has a name in it; CityNames shows the others under it.
  const heading = useListingName(business);
  const href = `/business/${business.id}`;
  return (
    <article
      aria-label={business.name}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
    >
      <div className="relative bg-slate-100">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <SmartImage
            src={business.image}
            alt={business.name}
            width={600}
            height={400}
            priority={priority}
            cover={{ id: business.id, name: business.name }}
            className="aspect-[3/2] w-full object-cover"
          />
        </Link>
        <span className="absolute left-3 top-3 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-blue-800 shadow-sm">
          {business.category}
        </span>
        <RemoveButton name={business.name} removing={removing} onRemove={onRemove} className="absolute right-3 top-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold leading-snug text-slate-900">
          <Link to={href} lang={heading.lang} className="hover:text-blue-700 focus-visible:text-blue-700">
            {heading.text}
          </Link>
        </h2>
        <CityNames names={business} className="-mt-1 text-sm text-slate-600" />
        <FavoriteRating rating={business.rating} reviewCount={business.reviewCount} />
        {business.address && (
          <p className="flex items-start gap-1.5 text-sm text-slate-600">
            <MapPin size={16} className="mt-0.5 shrink-0 text-slate-400" aria-hidden="true" />
            <span>{business.address}</span>
          </p>
        )}
        <div className="mt-auto flex gap-2 pt-2">
          <Link
            to={href}
            className="flex-1 rounded-lg bg-blue-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {shell.viewDetails()}
          </Link>
          {business.phone && (
            <a
              href={`tel:${business.phone.replace(/\s/g, '')}`}
              aria-label={shell.callBusiness({ name: business.name })}
              className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              {shell.call()}
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * A favourite whose business is no longer public (docs/product.md §2.17): its name and category, the note, and only the
 * way to remove it; there is no page to open and no details to show.
 */
function UnlistedFavorite({ business, removing, onRemove }: Omit<FavoriteCardProps, 'priority'>) {
  const t = useMessages('favorites');
  return (
    <article
      aria-label={business.name}
      className="flex w-full flex-col gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-slate-600">{business.category}</p>
          <h2 className="mt-1 text-lg font-semibold leading-snug text-slate-700">{business.name}</h2>
        </div>
        <RemoveButton name={business.name} removing={removing} onRemove={onRemove} className="shrink-0" />
      </div>
      <p className="flex items-start gap-1.5 text-sm text-slate-700">
        <EyeOff size={16} className="mt-0.5 shrink-0 text-slate-500" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{t.unlistedTitle()}</strong> {t.unlistedText()}
        </span>
      </p>
    </article>
  );
}

/** The heart that removes a favourite: a spinner and disabled while it goes. */
function RemoveButton({
  name,
  removing,
  onRemove,
  className,
}: {
  name: string;
  removing: boolean;
  onRemove: () => void;
  className: string;
}) {
  const shell = useMessages('shell');
  return (
    <button
      type="button"
      onClick={onRemove}
      disabled={removing}
      aria-busy={removing}
      aria-label={shell.removeNamedFromFavourites({ name })}
      className={`${className} flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-red-500 shadow-sm hover:bg-white disabled:cursor-wait focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700`}
    >
      {removing ? (
        <span
          data-testid="removing-spinner"
          className="h-5 w-5 animate-spin rounded-full border-2 border-red-200 border-t-red-500"
          aria-hidden="true"
        />
      ) : (
        <Heart size={20} className="fill-red-500" aria-hidden="true" />
      )}
    </button>
  );
}

/** Half stars, the rating to one decimal and '(N reviews)' (docs/product.md §2.17); a business without reviews says so. */
function FavoriteRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const t = useMessages('favorites');
  if (reviewCount === 0) return <RatingLine average={rating} count={0} />;
  return (
    <p className="flex items-center gap-2 text-sm">
      <StarRating value={rating} count={reviewCount} showValue={false} />
      <span aria-hidden="true" className="font-semibold text-slate-800">
        {rating.toFixed(1)}
      </span>
      <span aria-hidden="true" className="text-slate-500">
        {t.reviewCount({ count: reviewCount })}
      </span>
    </p>
  );
}
