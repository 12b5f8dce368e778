import { useEffect, useRef, useState } from 'react';
import { DANGER_BUTTON, PLAIN_BUTTON } from '../../components/buttons.ts';
import { FormAlert } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import { useDeletePhoto, useKeepPhotos, useListingPhotos, useUpdatePhoto } from './api.ts';
import { ListingFrame } from './ListingFrame.tsx';
import type { OwnerListing, OwnerPhoto } from './owner-types.ts';
import { PhotoCard } from './PhotoCard.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';

export function ListingPhotosTab() {
  return <ListingFrame title="Photos">{(listing) => <PhotosTab listing={listing} />}</ListingFrame>;
}

const CHANGE_FAILED = 'Could not change the photo. Please try again.';

/** Where focus goes once the photos have been drawn again: the moved photo's button, or the heading after a delete. */
type FocusTarget = { mediaId: string; action: 'earlier' | 'later' } | 'heading';

/**
 * docs/product.md §2.24 Photos: upload (REST, with progress), order, main photo, alt text and delete. Every answer
 * carries the listing's photos in their new order, which replaces the list: the server's order is the only one.
 */
function PhotosTab({ listing }: { listing: OwnerListing }) {
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
      notify.success('Photo deleted');
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

  const failed = (error: unknown) => notify.error(serverMessage(error, CHANGE_FAILED));

  const move = (photo: OwnerPhoto, to: number, action: 'earlier' | 'later') =>
    update.mutate(
      { id: listing.id, mediaId: photo.id, changes: { position: to } },
      {
        onSuccess: ({ photos: next }) => {
          focusAfter.current = { mediaId: photo.id, action };
          setAnnouncement(`Photo moved to place ${to + 1} of ${next.length}.`);
        },
        onError: failed,
      },
    );

  const makeMain = (photo: OwnerPhoto) =>
    update.mutate(
      { id: listing.id, mediaId: photo.id, changes: { isPrimary: true } },
      { onSuccess: () => notify.success('Main photo changed'), onError: failed },
    );

  const saveAlt = (photo: OwnerPhoto, alt: string) => {
    setAltErrors(({ [photo.id]: _dropped, ...rest }) => rest);
    update.mutate(
      { id: listing.id, mediaId: photo.id, changes: { alt } },
      {
        onSuccess: () => notify.success('Alt text saved'),
        onError: (error) => {
          const onField = error.data?.errors?.find((entry) => entry.field === 'changes.alt');
          if (onField) setAltErrors((current) => ({ ...current, [photo.id]: onField.message }));
          else failed(error);
        },
      },
    );
  };

  if (photos.isPending) return <LoadingState title="Loading the photos…" />;
  if (photos.isError) {
    return (
      <ErrorState
        title="Could not load the photos"
        message={serverMessage(photos.error, 'Please check your connection and try again.')}
        onRetry={() => void photos.refetch()}
      />
    );
  }

  const list = photos.data;
  return (
    <div className="space-y-6">
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
          Photos
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          The main photo is the one search results show and your page puts first. New photos appear at once; our team looks at them
          afterwards.
        </p>
      </div>
      <PhotoUploader listingId={listing.id} count={list.length} onAdded={setPhotos} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {list.length === 0 ? (
        <EmptyState title="No photos yet" hint="Listings with photos get more calls. Add the shop front, the inside and what you sell." />
      ) : (
        <ol ref={listRef} aria-label="Your photos, in order" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
        <Modal title="Delete this photo?" onClose={() => setDeleting(null)}>
          <p className="mt-2 text-slate-600">
            It goes from your listing and its page at once. This cannot be undone.
            {deleting.isPrimary && list.length > 1 && ' The first of the other photos becomes the main photo.'}
          </p>
          {remove.isError && <FormAlert className="mt-4">{serverMessage(remove.error, CHANGE_FAILED)}</FormAlert>}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" onClick={() => setDeleting(null)} data-autofocus className={PLAIN_BUTTON}>
              Cancel
            </button>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ id: listing.id, mediaId: deleting.id })}
              className={DANGER_BUTTON}
            >
              {remove.isPending ? 'Deleting…' : 'Delete photo'}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
