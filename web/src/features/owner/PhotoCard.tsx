import { ArrowDown, ArrowUp, Star, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { mediaUpdateSchema } from '@contracts/media.ts';
import { DANGER_OUTLINE_BUTTON, PLAIN_BUTTON } from '../../components/buttons.ts';
import { TextField } from '../../components/FormField.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { useServerMessages } from '../../i18n/useServerMessages.ts';
import type { OwnerPhoto } from './owner-types.ts';

/** One photo of a listing as the portal manages it (`owner.photos`). */

interface PhotoCardProps {
  photo: OwnerPhoto;
  /** 0 is first. */
  index: number;
  total: number;
  /** The business's name: what the profile says of a photo without alt text. */
  listingName: string;
  /** Another change to the photos is on its way; the server's answer decides the order, so nothing else is sent meanwhile. */
  busy: boolean;
  /** What the server said about this photo's alt text. */
  altError: string | undefined;
  onMove: (to: number, action: 'earlier' | 'later') => void;
  onMakeMain: () => void;
  onAlt: (alt: string) => void;
  onDelete: () => void;
}

/** A photo with its place, the main-photo mark, its alt text and the ways to change them. */
export function PhotoCard({ photo, index, total, listingName, busy, altError, onMove, onMakeMain, onAlt, onDelete }: PhotoCardProps) {
  const t = useMessages('owner');
  const number = index + 1;
  const [alt, setAlt] = useState(photo.alt ?? '');
  const [localError, setLocalError] = useState<string | undefined>();
  const local = useServerMessages();
  // The server keeps the text trimmed: once saved, the box shows what was kept.
  const [savedAlt, setSavedAlt] = useState(photo.alt);
  if (savedAlt !== photo.alt) {
    setSavedAlt(photo.alt);
    setAlt(photo.alt ?? '');
  }
  const error = localError ?? altError;

  const saveAlt = (event: FormEvent) => {
    event.preventDefault();
    const parsed = mediaUpdateSchema.safeParse({ alt });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setLocalError(message && local(message));
      return;
    }
    setLocalError(undefined);
    onAlt(parsed.data.alt ?? '');
  };

  return (
    <article
      aria-label={t.photoLabel({ number })}
      data-photo={photo.id}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        <img
          src={photo.url}
          alt={photo.alt || t.photoAltFallback({ name: listingName, number })}
          className="h-full w-full object-cover"
          loading="lazy"
        />
        {photo.isPrimary && (
          <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-blue-700 px-2 py-1 text-xs font-semibold text-white">
            <Star size={12} aria-hidden="true" className="fill-current" />
            {t.photoMain()}
          </span>
        )}
      </div>
      <div className="space-y-3 p-4">
        <p className="text-sm font-semibold text-slate-900">{t.photoPlace({ number, total })}</p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            data-action="earlier"
            disabled={busy || index === 0}
            onClick={() => onMove(index - 1, 'earlier')}
            aria-label={t.photoMoveEarlier({ number })}
            className={PLAIN_BUTTON}
          >
            <ArrowUp size={16} aria-hidden="true" />
            {t.photoEarlier()}
          </button>
          <button
            type="button"
            data-action="later"
            disabled={busy || index === total - 1}
            onClick={() => onMove(index + 1, 'later')}
            aria-label={t.photoMoveLater({ number })}
            className={PLAIN_BUTTON}
          >
            <ArrowDown size={16} aria-hidden="true" />
            {t.photoLater()}
          </button>
          {!photo.isPrimary && (
            <button type="button" data-action="main" disabled={busy} onClick={onMakeMain} className={PLAIN_BUTTON}>
              <Star size={16} aria-hidden="true" />
              {t.photoMakeMain()}
            </button>
          )}
        </div>
        <form noValidate onSubmit={saveAlt} className="space-y-2">
          <TextField
            label={t.photoAltLabel()}
            value={alt}
            onChange={(event) => {
              setAlt(event.target.value);
              setLocalError(undefined);
            }}
            error={error}
            placeholder={t.photoAltPlaceholder()}
          />
          <p className="text-xs text-slate-600">{t.photoAltHelp()}</p>
          <button type="submit" disabled={busy || alt === (photo.alt ?? '')} className={PLAIN_BUTTON}>
            {t.photoSaveAlt()}
          </button>
        </form>
        <button type="button" disabled={busy} onClick={onDelete} aria-haspopup="dialog" className={DANGER_OUTLINE_BUTTON}>
          <Trash2 size={16} aria-hidden="true" />
          {t.photosDelete()}
        </button>
      </div>
    </article>
  );
}
