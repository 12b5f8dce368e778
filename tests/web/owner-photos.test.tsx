import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingPhotosTab } from '../../web/src/features/owner/ListingPhotosTab.tsx';
import { LISTING, renderListingTab } from './support/owner-tab.tsx';
import { callsTo, type Answer, type Input } from './support/trpc.tsx';
import { FakeXhr, fakeXhrInEachTest } from './support/xhr.ts';

type Photo = { id: string; url: string; alt: string | null; isPrimary: boolean; position: number };

const photo = (id: string, position: number, extra: Partial<Photo> = {}): Photo => ({
  id,
  url: `https://media.example.com/businesses/b1/${id}.jpg`,
  alt: null,
  isPrimary: position === 0,
  position,
  ...extra,
});

const PHOTOS = [photo('m1', 0, { alt: 'The shop front' }), photo('m2', 1)];

/** Orders the photos as the server would after a change, numbering them again. */
const renumbered = (photos: Photo[]) => photos.map((entry, position) => ({ ...entry, position }));

const jpeg = (name: string, size = 2048, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

function renderPhotos(photos: Photo[] = PHOTOS, handlers: Record<string, (input: Input) => Answer> = {}) {
  return renderListingTab('photos', <ListingPhotosTab />, { 'owner.photos': () => ({ data: photos }), ...handlers });
}

const card = (n: number) => screen.getByRole('article', { name: `Photo ${n}` });
const choose = async (...files: File[]) => fireEvent.change(await screen.findByLabelText('Add photos'), { target: { files } });
const uploads = () => screen.getByRole('list', { name: 'Uploads' });

fakeXhrInEachTest();

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('ListingPhotosTab', () => {
  it('lists the photos in order with the main one marked and the room left', async () => {
    const { fetchImpl } = renderPhotos();
    const first = await screen.findByRole('article', { name: 'Photo 1' });
    expect(callsTo(fetchImpl, 'owner.photos')).toEqual([{ id: LISTING.id }]);
    expect(within(first).getByText('Main photo')).toBeTruthy();
    expect(within(first).getByRole('img').getAttribute('alt')).toBe('The shop front');
    expect((within(first).getByLabelText('Alt text') as HTMLInputElement).value).toBe('The shop front');
    expect(within(first).queryByRole('button', { name: 'Make main photo' })).toBeNull();
    expect((within(first).getByRole('button', { name: 'Move photo 1 earlier' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card(2)).getByRole('img').getAttribute('alt')).toBe('Udupi Grand, photo 2');
    expect(within(card(2)).queryByText('Main photo')).toBeNull();
    expect((within(card(2)).getByRole('button', { name: 'Move photo 2 later' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/2 of 25 photos/)).toBeTruthy();
  });

  it('says when there are no photos yet', async () => {
    renderPhotos([]);
    expect(await screen.findByText('No photos yet')).toBeTruthy();
    expect(screen.getByText(/0 of 25 photos/)).toBeTruthy();
  });

  it('uploads each file with the session, shows its progress, and adds the photo the server answers', async () => {
    renderPhotos();
    const file = jpeg('counter.jpg');
    await choose(file);
    const [request] = FakeXhr.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/owner/businesses/b1/media');
    expect(request?.headers.authorization).toBe('Bearer tok-1');
    expect(request?.body?.getAll('file')).toEqual([file]);
    expect(uploads().getAttribute('aria-live')).toBe('polite');
    expect((screen.getByLabelText('Add photos') as HTMLInputElement).disabled).toBe(true);

    request?.progress(40, 100);
    const bar = within(uploads()).getByRole('progressbar', { name: 'counter.jpg uploaded' });
    expect(bar.getAttribute('value')).toBe('40');
    expect(within(uploads()).getByText('Uploading…')).toBeTruthy();

    const added = photo('m3', 2);
    await request?.respond(201, {
      status: 'success',
      message: 'Photo added',
      data: { media: added, photos: [...PHOTOS, added] },
    });
    expect(within(uploads()).getByText('Added')).toBeTruthy();
    expect(
      within(await screen.findByRole('article', { name: 'Photo 3' }))
        .getByRole('img')
        .getAttribute('src'),
    ).toBe(added.url);
    expect(screen.getByText(/3 of 25 photos/)).toBeTruthy();
    expect((screen.getByLabelText('Add photos') as HTMLInputElement).disabled).toBe(false);
  });

  it('shows the server’s refusal for a file and goes on with the next one', async () => {
    renderPhotos();
    await choose(jpeg('again.jpg'), jpeg('drawing.png', 4096, 'image/png'));
    expect(FakeXhr.sent).toHaveLength(1);
    await FakeXhr.sent[0]?.respond(409, {
      status: 'error',
      message: 'This photo is already in the listing.',
      errors: [{ field: 'file', message: 'This photo is already in the listing.' }],
    });
    expect(within(uploads()).getByText('This photo is already in the listing.')).toBeTruthy();

    expect(FakeXhr.sent).toHaveLength(2);
    await FakeXhr.sent[1]?.respond(400, {
      status: 'error',
      message: 'Please upload a JPEG, PNG or WebP image.',
      errors: [{ field: 'file', message: 'Please upload a JPEG, PNG or WebP image.' }],
    });
    expect(within(uploads()).getByText('Please upload a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(within(uploads()).getAllByText('Not added')).toHaveLength(2);
    expect(screen.queryByRole('article', { name: 'Photo 3' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear this list' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).toBeNull();
  });

  it('does not send what the browser can already tell is too big, of another kind, or over the limit', async () => {
    renderPhotos(Array.from({ length: 24 }, (_, n) => photo(`p${n}`, n)));
    await choose(jpeg('huge.jpg', 5 * 1024 * 1024 + 1), jpeg('anim.gif', 2048, 'image/gif'), jpeg('ok.jpg'), jpeg('one-too-many.jpg'));
    expect(within(uploads()).getByText('The photo must be 5 MB or smaller.')).toBeTruthy();
    expect(within(uploads()).getByText('Please upload a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(1);
    expect((FakeXhr.sent[0]?.body?.get('file') as File).name).toBe('ok.jpg');

    const added = photo('p24', 24);
    const full = [...Array.from({ length: 24 }, (_, n) => photo(`p${n}`, n)), added];
    await FakeXhr.sent[0]?.respond(201, { status: 'success', message: 'Photo added', data: { media: added, photos: full } });
    expect(within(uploads()).getByText('A listing can have at most 25 photos. Delete one to add another.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('moves a photo later, announces its new place and keeps focus on it', async () => {
    const { fetchImpl } = renderPhotos([...PHOTOS, photo('m3', 2)], {
      'owner.updatePhoto': () => {
        const moved = renumbered([PHOTOS[1] as Photo, PHOTOS[0] as Photo, photo('m3', 2)]);
        return { data: { media: moved[1], photos: moved } };
      },
    });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Photo 1' })).getByRole('button', { name: 'Move photo 1 later' }));
    await waitFor(() => expect(screen.getByText('Photo moved to place 2 of 3.')).toBeTruthy());
    expect(callsTo(fetchImpl, 'owner.updatePhoto')).toEqual([{ id: LISTING.id, mediaId: 'm1', changes: { position: 1 } }]);
    expect(within(card(2)).getByRole('img').getAttribute('alt')).toBe('The shop front');
    await waitFor(() => expect(document.activeElement).toBe(within(card(2)).getByRole('button', { name: 'Move photo 2 later' })));
  });

  it('makes another photo the main one', async () => {
    const { fetchImpl } = renderPhotos(PHOTOS, {
      'owner.updatePhoto': () => {
        const photos = [
          { ...(PHOTOS[0] as Photo), isPrimary: false },
          { ...(PHOTOS[1] as Photo), isPrimary: true },
        ];
        return { data: { media: photos[1], photos } };
      },
    });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Photo 2' })).getByRole('button', { name: 'Make main photo' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Main photo changed'));
    expect(callsTo(fetchImpl, 'owner.updatePhoto')).toEqual([{ id: LISTING.id, mediaId: 'm2', changes: { isPrimary: true } }]);
    expect(within(card(2)).getByText('Main photo')).toBeTruthy();
    expect(within(card(1)).queryByText('Main photo')).toBeNull();
  });

  it('checks alt text with the server’s rule, then saves it', async () => {
    const { fetchImpl } = renderPhotos(PHOTOS, {
      'owner.updatePhoto': (input) => {
        const changes = input.changes as { alt: string };
        const photos = [PHOTOS[0] as Photo, { ...(PHOTOS[1] as Photo), alt: changes.alt }];
        return { data: { media: photos[1], photos } };
      },
    });
    const second = await screen.findByRole('article', { name: 'Photo 2' });
    const alt = within(second).getByLabelText('Alt text');
    fireEvent.change(alt, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(within(second).getByRole('button', { name: 'Save alt text' }));
    expect(within(second).getByText('Alt text must be at most 200 characters')).toBeTruthy();
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchImpl, 'owner.updatePhoto')).toEqual([]);

    fireEvent.change(alt, { target: { value: '  Masala dosa on a banana leaf ' } });
    fireEvent.click(within(second).getByRole('button', { name: 'Save alt text' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Alt text saved'));
    expect(callsTo(fetchImpl, 'owner.updatePhoto')).toEqual([
      { id: LISTING.id, mediaId: 'm2', changes: { alt: 'Masala dosa on a banana leaf' } },
    ]);
    expect(within(card(2)).getByRole('img').getAttribute('alt')).toBe('Masala dosa on a banana leaf');
    expect((within(card(2)).getByLabelText('Alt text') as HTMLInputElement).value).toBe('Masala dosa on a banana leaf');
  });

  it('deletes a photo only after confirming', async () => {
    const { fetchImpl } = renderPhotos(PHOTOS, {
      'owner.deletePhoto': () => ({ data: [{ ...(PHOTOS[1] as Photo), position: 0, isPrimary: true }] }),
    });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Photo 1' })).getByRole('button', { name: 'Delete photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this photo?' });
    expect(within(dialog).getByText(/The first of the other photos becomes the main photo/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchImpl, 'owner.deletePhoto')).toEqual([]);

    fireEvent.click(within(card(1)).getByRole('button', { name: 'Delete photo' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete photo' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Photo deleted'));
    expect(callsTo(fetchImpl, 'owner.deletePhoto')).toEqual([{ id: LISTING.id, mediaId: 'm1' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('article', { name: 'Photo 2' })).toBeNull();
    expect(within(card(1)).getByText('Main photo')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Photos', level: 2 }));
  });

  it('tells the owner when a change is refused', async () => {
    renderPhotos(PHOTOS, { 'owner.updatePhoto': () => ({ error: { message: 'Photo not found', httpStatus: 404 } }) });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Photo 2' })).getByRole('button', { name: 'Make main photo' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Photo not found'));
  });
});
