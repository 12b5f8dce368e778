import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, SkeletonGrid } from '../../components/States.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { noFavorites, useFavoriteList, useRemoveFavorite } from '../../lib/favorites.ts';
import { notify } from '../../lib/notify.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { FavoriteCard } from './FavoriteCard.tsx';

/** docs/product.md §2.17: 6 placeholder cards while the list loads. */
const SKELETON_CARDS = 6;
/** The first row of a three-column grid is above the fold. */
const PRIORITY_CARDS = 3;

/** The signed-in user's saved businesses; the route's layout (RequireUser in app/guards.tsx) sends anyone else to sign in. */
export function FavoritesPage() {
  const t = useMessages('favorites');
  useDocumentTitle(t.documentTitle());
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t.title()}</h1>
        <p className="mt-2 text-slate-600">{t.subtitle()}</p>
      </header>
      <FavoritesList />
    </div>
  );
}

/** docs/product.md §2.17, the list and its toasts. */
function FavoritesList() {
  const t = useMessages('favorites');
  const shell = useMessages('shell');
  const favorites = useFavoriteList();
  // Several cards may be on their way out at once, each with its own spinner.
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (favorites.isError) notify.error(t.loadFailed());
  }, [favorites.isError, t]);

  const remove = useRemoveFavorite({
    onMutate: ({ id }) => setRemoving((current) => new Set(current).add(id)),
    onSuccess: () => notify.success(shell.removedFromFavourites()),
    onError: () => {
      notify.error(t.removeFailed());
    },
    onSettled: (_data, _error, { id }) =>
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      }),
  });

  if (favorites.isPending) return <SkeletonGrid count={SKELETON_CARDS} />;
  if (favorites.isError) return <ErrorState title={t.loadFailed()} onRetry={() => void favorites.refetch()} />;
  if (favorites.data.length === 0) {
    return (
      <EmptyState
        {...noFavorites(shell)}
        action={
          <Link
            to="/"
            className="inline-block rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            {t.exploreBusinesses()}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t.listLabel()}>
      {favorites.data.map((business, n) => (
        <li key={business.id} className="flex">
          <FavoriteCard
            business={business}
            removing={removing.has(business.id)}
            onRemove={() => remove.mutate({ id: business.id })}
            priority={n < PRIORITY_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}
