import { Heart } from 'lucide-react';
import { useMessages } from '../i18n/language.tsx';
import { useAuth } from '../lib/auth.tsx';
import { useFavoriteStatus, useToggleFavorite } from '../lib/favorite-toggle.ts';
import { serverMessage } from '../lib/http-status.ts';
import { notify } from '../lib/notify.ts';
import { useSignInRedirect } from '../lib/useSignInRedirect.ts';

interface FavoriteToggleProps {
  businessId: string;
  /** The business's name, for the accessible name of the icon button. */
  name: string;
  /** 'icon': a round heart for a card's photo corner; 'labelled': a heart with text, for the profile page. */
  variant?: 'icon' | 'labelled';
}

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/**
 * docs/product.md §3.10 Favourites: a signed-out visitor is sent to sign in and brought back; a signed-in user's status is
 * checked, and a click shows the new state at once, putting the old one back if the server refuses.
 */
export function FavoriteToggle({ businessId, name, variant = 'icon' }: FavoriteToggleProps) {
  // The heart's messages: docs/product.md §3.10.
  const t = useMessages('shell');
  const signIn = useSignInRedirect();
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const check = useFavoriteStatus(businessId, signedIn);
  const favorite = signedIn && check.data === true;

  const toggle = useToggleFavorite(businessId, {
    onSuccess: (saved) => notify.success(saved ? t.addedToFavourites() : t.removedFromFavourites()),
    onError: (error) => notify.error(serverMessage(error, t.favouritesUpdateFailed())),
  });

  function onClick() {
    if (!signedIn) {
      signIn();
      return;
    }
    // One change at a time: a second click before the answer would race the first.
    if (toggle.isPending) return;
    toggle.mutate(!favorite);
  }

  const heart = <Heart size={variant === 'icon' ? 20 : 18} aria-hidden="true" className={favorite ? 'fill-red-500 text-red-500' : ''} />;

  const labelled = variant === 'labelled';
  const look = labelled
    ? `inline-flex items-center gap-2 rounded-lg border px-4 py-2 text-sm font-semibold ${
        favorite ? 'border-red-200 bg-red-50 text-red-700 hover:bg-red-100' : 'border-slate-300 text-slate-800 hover:bg-slate-50'
      }`
    : `flex h-10 w-10 items-center justify-center rounded-full bg-white/95 shadow-sm hover:bg-white ${
        favorite ? 'text-red-500' : 'text-slate-700 hover:text-red-500'
      }`;

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={favorite}
      aria-busy={toggle.isPending || undefined}
      // The labelled button says it in its text; the icon alone needs the business's name.
      aria-label={labelled ? undefined : favorite ? t.removeNamedFromFavourites({ name }) : t.addNamedToFavourites({ name })}
      className={`${look} ${FOCUS}`}
    >
      {heart}
      {labelled && (favorite ? t.removeFromFavourites() : t.addToFavourites())}
    </button>
  );
}
