import { Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { noFavorites, useFavoriteList, useRemoveFavorite } from '../../lib/favorites.ts';
import { notify } from '../../lib/notify.ts';
import type { RouterOutputs } from '../../lib/types.ts';
import { AccountSection, DANGER_OUTLINE_BUTTON, PRIMARY_BUTTON } from './AccountSection.tsx';

type Favorite = RouterOutputs['favorites']['list'][number];

const linkClass = 'font-semibold text-blue-700 underline-offset-2 hover:underline';

/**
 * The saved businesses as a short list with a way to remove each; the cards with photos, ratings and calls are on
 * /favorites (docs/product.md §2.17), which shares this list's cached answer.
 */
export function FavoritesTab() {
  const t = useMessages('account');
  const shell = useMessages('shell');
  const favorites = useFavoriteList();
  const remove = useRemoveFavorite({
    onSuccess: () => notify.success(shell.removedFromFavourites()),
    onError: () => notify.error(t.removeFavouriteFailed()),
  });

  if (favorites.isPending) return <LoadingState title={t.loadingFavourites()} />;
  if (favorites.isError) return <ErrorState title={t.favouritesLoadFailed()} onRetry={() => void favorites.refetch()} />;
  if (favorites.data.length === 0) {
    return (
      <EmptyState
        {...noFavorites(shell)}
        action={
          <Link to="/" className={PRIMARY_BUTTON}>
            {t.exploreBusinesses()}
          </Link>
        }
      />
    );
  }
  return (
    <AccountSection
      title={t.favouritesTitle()}
      description={
        <>
          {t.favouritesDescription()}{' '}
          <Link to="/favorites" className={linkClass}>
            {t.favouritesWithPhotos()}
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
  const t = useMessages('account');
  const shell = useMessages('shell');
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
            {!business.isListed && ` · ${t.noLongerListed()}`}
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={removing}
        aria-busy={removing}
        aria-label={shell.removeNamedFromFavourites({ name: business.name })}
        className={DANGER_OUTLINE_BUTTON}
      >
        {t.remove()}
      </button>
    </li>
  );
}
