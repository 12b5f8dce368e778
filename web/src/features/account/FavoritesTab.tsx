import { Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { notify } from '../../lib/notify.ts';
import { NO_FAVORITES, useFavoriteList, useRemoveFavorite } from '../../lib/favorites.ts';
import type { RouterOutputs } from '../../lib/types.ts';
import { AccountSection, DANGER_OUTLINE_BUTTON, PRIMARY_BUTTON } from './AccountSection.tsx';

type Favorite = RouterOutputs['favorites']['list'][number];

const linkClass = 'font-semibold text-blue-700 underline-offset-2 hover:underline';

/**
 * The saved businesses as a short list with a way to remove each; the cards with photos, ratings and calls are on
 * /favorites (docs/product.md §2.17), which shares this list's cached answer.
 */
export function FavoritesTab() {
  const favorites = useFavoriteList();
  const remove = useRemoveFavorite({
    onSuccess: () => notify.success('Removed from favourites'),
    onError: () => notify.error('Failed to remove from favourites'),
  });

  if (favorites.isPending) return <LoadingState title="Loading your favourites…" />;
  if (favorites.isError) return <ErrorState title="Failed to load favourites" onRetry={() => void favorites.refetch()} />;
  if (favorites.data.length === 0) {
    return (
      <EmptyState
        {...NO_FAVORITES}
        action={
          <Link to="/" className={PRIMARY_BUTTON}>
            Explore Businesses
          </Link>
        }
      />
    );
  }
  return (
    <AccountSection
      title="Favourites"
      description={
        <>
          Businesses you have saved.{' '}
          <Link to="/favorites" className={linkClass}>
            See them with photos and ratings
          </Link>
        </>
      }
    >
      <ul className="divide-y divide-slate-100">
        {favorites.data.map((business) => (
          <FavoriteRow
            key={business.id}
            business={business}
            removing={remove.isPending && remove.variables.id === business.id}
            onRemove={() => remove.mutate({ id: business.id })}
          />
        ))}
      </ul>
    </AccountSection>
  );
}

function FavoriteRow({ business, removing, onRemove }: { business: Favorite; removing: boolean; onRemove: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <Heart size={18} className="mt-0.5 shrink-0 fill-red-500 text-red-500" aria-hidden="true" />
        <div className="min-w-0">
          {business.isListed ? (
            <Link to={`/business/${business.id}`} className={linkClass}>
              {business.name}
            </Link>
          ) : (
            <span className="font-semibold text-slate-700">{business.name}</span>
          )}
          <p className="text-sm text-slate-600">
            {business.category}
            {!business.isListed && ' · No longer listed'}
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={removing}
        aria-busy={removing}
        aria-label={`Remove ${business.name} from favourites`}
        className={DANGER_OUTLINE_BUTTON}
      >
        Remove
      </button>
    </li>
  );
}
