import { useEffect, useRef, useState } from 'react';
import { DANGER_BUTTON, PLAIN_BUTTON } from '../../components/buttons.ts';
import { FormAlert } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import { useDeletePhoto, useKeepPhotos, useListingPhotos, useUpdatePhoto } from './api.ts';
import { ListingFrame } from './ListingFrame.tsx';
import type { OwnerListing, OwnerPhoto } from './owner-types.ts';
import { PhotoCard } from './PhotoCard.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';

export function ListingPhotosTab() {
  const t = useMessages('owner');
  return <ListingFrame title={t.photosTitle()}>{(listing) => <PhotosTab listing={listing} />}</ListingFrame>;
}

/** Where focus goes once the photos have been drawn again: the moved photo's button, or the heading after a delete. */
type FocusTarget = { mediaId: string; action: 'earlier' | 'later' } | 'heading';

/**
 * docs/product.md §2.24 Photos: upload (REST, with progress), order, main photo, alt text and delete. Every answer
 * carries the listing's photos in their new order, which replaces the list: the server's order is the only one.
 */
function PhotosTab({ listing }: { listing: OwnerListing }) {
  const t = useMessages('owner');
  const photos = useListingPhotos(listing.id);
  const [announcement, setAnnouncement] = useState('');
  const [altErrors, setAltErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<OwnerPhoto | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<FocusTarget | null>(null);

  // Every answer carries the listing's photos in their new order: the hooks put it in the cache.
  const setPhotos = useKeepPhotos(listing.id);
  const update = useUpdatePhoto(listing.id);
  const remove = useDeletePhoto(listing.id, {
    onSuccess: () => {
      setDeleting(null);
      focusAfter.current = 'heading';
      notify.success(t.photosDeleted());
    },
  });
  const busy = update.isPending || remove.isPending;

  useEffect(() => {
    const target = focusAfter.current;
    if (!target || busy) return;
    focusAfter.current = null;
    if (target === 'heading') {
      headingRef.current?.focus();
      return;
    }
    const card = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-photo]') ?? [])].find(
      (element) => element.dataset.photo === target.mediaId,
    );
    // At the first or last place the button just used is off: its neighbour keeps focus on the photo.
    const button =
      card?.querySelector<HTMLElement>(`[data-action="${target.action}"]:not(:disabled)`) ??
      card?.querySelector<HTMLElement>('[data-action]:not(:disabled)');
    button?.focus();
  }, [photos.data, busy]);

  const failed = (error: unknown) => notify.error(serverMessage(error, t.photosChangeFailed()));

  const move = (photo: OwnerPhoto, to: number, action: 'earlier' | 'later') =>
    update.mutate(
      { id: listing.id, mediaId: photo.id, changes: { position: to } },
      {
        onSuccess: ({ photos: next }) => {
          focusAfter.current = { mediaId: photo.id, action };
          setAnnouncement(t.photosMoved({ place: to + 1, total: next.length }));
        },
        onError: failed,
      },
    );

  const makeMain = (photo: OwnerPhoto) =>
    update.mutate(
      { id: listing.id, mediaId: photo.id, changes: { isPrimary: true } },
      { onSuccess: () => notify.success(t.photosMainChanged()), onError: failed },
    );

  const saveAlt = (photo: OwnerPhoto, alt: string) => {
    setAltErrors(({ [photo.id]: _dropped, ...rest }) => rest);
    update.mutate(
      { id: listing.id, mediaId: photo.id, changes: { alt } },
      {
        onSuccess: () => notify.success(t.photosAltSaved()),
        onError: (error) => {
          const onField = error.data?.errors?.find((entry) => entry.field === 'changes.alt');
          if (onField) setAltErrors((current) => ({ ...current, [photo.id]: onField.message }));
          else failed(error);
        },
      },
    );
  };

  if (photos.isPending) return <LoadingState title={t.photosLoading()} />;
  if (photos.isError) {
    return (
      <ErrorState
        title={t.photosLoadFailed()}
        message={serverMessage(photos.error, t.tabLoadFailedHint())}
        onRetry={() => void photos.refetch()}
      />
    );
  }

  const list = photos.data;
  return (
    <div className="space-y-6">
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
          {t.photosTitle()}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.photosIntro()}</p>
      </div>
      <PhotoUploader listingId={listing.id} count={list.length} onAdded={setPhotos} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {list.length === 0 ? (
        <EmptyState title={t.photosEmptyTitle()} hint={t.photosEmptyHint()} />
      ) : (
        <ol ref={listRef} aria-label={t.photosListLabel()} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((photo, index) => (
            <li key={photo.id}>
              <PhotoCard
                photo={photo}
                index={index}
                total={list.length}
                listingName={listing.name}
                busy={busy}
                altError={altErrors[photo.id]}
                onMove={(to, action) => move(photo, to, action)}
                onMakeMain={() => makeMain(photo)}
                onAlt={(alt) => saveAlt(photo, alt)}
                onDelete={() => {
                  remove.reset();
                  setDeleting(photo);
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {deleting && (
        <Modal title={t.photosDeleteTitle()} onClose={() => setDeleting(null)}>
          <p className="mt-2 text-slate-600">{t.photosDeleteText({ main: deleting.isPrimary && list.length > 1 ? 'yes' : 'no' })}</p>
          {remove.isError && <FormAlert className="mt-4">{serverMessage(remove.error, t.photosChangeFailed())}</FormAlert>}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" onClick={() => setDeleting(null)} data-autofocus className={PLAIN_BUTTON}>
              {t.tabCancel()}
            </button>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ id: listing.id, mediaId: deleting.id })}
              className={DANGER_BUTTON}
            >
              {remove.isPending ? t.photosDeleting() : t.photosDelete()}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
