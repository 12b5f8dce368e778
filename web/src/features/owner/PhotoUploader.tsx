import { CheckCircle2, ImagePlus, XCircle } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { ACCEPTED_TYPES, MAX_PHOTOS_PER_LISTING, MAX_UPLOAD_BYTES, UPLOAD_FIELD, UPLOAD_MESSAGES } from '@contracts/media.ts';
import { PLAIN_BUTTON } from '../../components/buttons.ts';
import { useMessages } from '../../i18n/language.tsx';
import { useServerMessages } from '../../i18n/useServerMessages.ts';
import { RestError } from '../../lib/upload-form.ts';
import { uploadPhoto } from './api.ts';
import type { OwnerPhoto } from './owner-types.ts';

interface Upload {
  key: string;
  name: string;
  state: 'waiting' | 'uploading' | 'added' | 'refused';
  /** 0 to 1, the share of the file sent so far. */
  progress: number;
  message?: string;
}

/**
 * What the browser can tell before sending, to spare an owner a wasted upload on a phone's data: the type the file's
 * name suggests, its size, and room in the listing. Only a hint: the server judges every file by its bytes, so a file
 * that passes here may still be refused, in the server's words. A file whose type the browser cannot tell is sent.
 */
function precheck(file: File, photosSoFar: number): string | undefined {
  if (photosSoFar >= MAX_PHOTOS_PER_LISTING) return UPLOAD_MESSAGES.tooManyPhotos;
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.type !== '' && !(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.unsupportedType;
  return undefined;
}

const STATE_TEXT = {
  waiting: 'photosUploadWaiting',
  uploading: 'photosUploadUploading',
  added: 'photosUploadAdded',
  refused: 'photosUploadRefused',
} as const satisfies Record<Upload['state'], string>;

let uploadKeys = 0;

interface PhotoUploaderProps {
  listingId: string;
  /** How many photos the listing has now, for the limit's hint. */
  count: number;
  /** The listing's photos after each upload, as the server answers them. */
  onAdded: (photos: OwnerPhoto[]) => void;
}

/**
 * Adds one or more photos, one request each (the route takes one file), one after another so the first is done
 * soonest on a slow connection. Each file has its own progress bar and outcome; the outcomes are announced.
 */
export function PhotoUploader({ listingId, count, onAdded }: PhotoUploaderProps) {
  const t = useMessages('owner');
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const busy = uploads.some((upload) => upload.state === 'waiting' || upload.state === 'uploading');

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function send(files: File[]) {
    const batch = files.map((file) => {
      uploadKeys += 1;
      return { file, upload: { key: `upload-${uploadKeys}`, name: file.name, state: 'waiting', progress: 0 } satisfies Upload };
    });
    setUploads(batch.map(({ upload }) => upload));
    let photos = count;
    for (const { file, upload } of batch) {
      const hint = precheck(file, photos);
      if (hint) {
        update(upload.key, { state: 'refused', message: hint });
        continue;
      }
      update(upload.key, { state: 'uploading' });
      const form = new FormData();
      form.append(UPLOAD_FIELD, file);
      try {
        const added = await uploadPhoto(listingId, form, (progress) => update(upload.key, { progress }));
        photos = added.photos.length;
        onAdded(added.photos);
        update(upload.key, { state: 'added', progress: 1 });
      } catch (error) {
        const message = error instanceof RestError ? error.message : t.photosUploadFailed();
        update(upload.key, { state: 'refused', message });
      }
    }
  }

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Emptied so that choosing the same file again (after fixing it) is a change too.
    event.target.value = '';
    if (files.length) void send(files);
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className={`${PLAIN_BUTTON} cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700`}
        >
          <ImagePlus size={18} aria-hidden="true" />
          {t.photosAdd()}
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            multiple
            disabled={busy}
            onChange={choose}
            className="sr-only"
          />
        </label>
        <p className="text-sm text-slate-600">{t.photosUploadRules({ count, max: MAX_PHOTOS_PER_LISTING })}</p>
      </div>
      {uploads.length > 0 && (
        <ul aria-label={t.photosUploadsLabel()} aria-live="polite" className="mt-4 space-y-3">
          {uploads.map((upload) => (
            <UploadRow key={upload.key} upload={upload} />
          ))}
        </ul>
      )}
      {uploads.length > 0 && !busy && (
        <button type="button" onClick={() => setUploads([])} className="mt-3 text-sm font-semibold text-blue-700 hover:underline">
          {t.photosUploadClear()}
        </button>
      )}
    </div>
  );
}

function UploadRow({ upload }: { upload: Upload }) {
  const t = useMessages('owner');
  // The browser's own checks use the server's words (@contracts/media.ts), English until put in the page's language.
  const local = useServerMessages();
  const percent = Math.round(upload.progress * 100);
  const refused = upload.state === 'refused';
  return (
    <li className="text-sm">
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 truncate font-medium text-slate-800">{upload.name}</span>
        <span className={`flex shrink-0 items-center gap-1 ${refused ? 'text-red-700' : 'text-slate-600'}`}>
          {upload.state === 'added' && <CheckCircle2 size={16} aria-hidden="true" className="text-green-700" />}
          {refused && <XCircle size={16} aria-hidden="true" />}
          {t[STATE_TEXT[upload.state]]()}
          {upload.state === 'uploading' && <span aria-hidden="true"> {percent}%</span>}
        </span>
      </div>
      {!refused && (
        <progress
          max={100}
          value={percent}
          aria-label={t.photosUploadProgress({ name: upload.name })}
          className="mt-1 h-2 w-full overflow-hidden rounded-full accent-blue-700"
        />
      )}
      {upload.message && <p className="mt-1 text-red-700">{local(upload.message)}</p>}
    </li>
  );
}
