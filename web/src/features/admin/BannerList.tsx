import { ImagePlus, Plus } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { bannerCreateSchema, bannerUpdateSchema, MAX_BANNERS_PER_CAMPAIGN } from '@contracts/admin-campaigns.ts';
import { ACCEPTED_TYPES, MAX_UPLOAD_BYTES, MIN_SIDE, UPLOAD_FIELD, UPLOAD_MESSAGES } from '@contracts/media.ts';
import { PLAIN_BUTTON } from '../../components/buttons.ts';
import { TextAreaField, TextField } from '../../components/FormField.tsx';
import { notify } from '../../lib/notify.ts';
import { RestError } from '../../lib/upload-form.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { addBanner, replaceBannerImage, useAdminWrites } from './api.ts';
import { useOnePress } from './Announcer.tsx';
import type { AdminBanner, AdminCampaign } from './campaign-types.ts';
import { DeleteDialog } from './ConfirmDialog.tsx';
import { savedOrUnchanged, useFormSend } from './dialog-send.ts';
import { useFocusAfterRemoval } from './focus-after-removal.ts';
import { FormDialog } from './FormDialog.tsx';
import { HintedBox, HintedField } from './HintedField.tsx';
import { DeleteButton, EditButton } from './ItemCard.tsx';
import { MoveButtons, useMoveFocus, type Direction, type MovePlace } from './MoveButtons.tsx';
import { fieldMessages } from './server-refusals.ts';
import { TranslatedLine, TranslationFields } from './TranslationFields.tsx';

/** A banner's words in Kannada and Hindi (issue 38), each with its box; its image is every language's. */
const TRANSLATED = ['titleKn', 'titleHi', 'descriptionKn', 'descriptionHi'] as const;

const FULL = `A campaign can have at most ${MAX_BANNERS_PER_CAMPAIGN} banners. Delete one to add another.`;
const IMAGE_HINT = `JPEG, PNG or WebP, at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB and at least ${MIN_SIDE} pixels a side. The carousel shows it three times as wide as high.`;

/**
 * What the browser can tell of an image before sending it, in the server's words (worker/contracts/media.ts), to spare a
 * wasted upload: its size and the type its name suggests. The server judges the bytes whatever this says.
 */
function imageProblem(file: File): string | undefined {
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (file.type !== '' && !(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.unsupportedType;
  return undefined;
}

/** An upload's progress, 0 to 1, said in words and drawn as a bar, inside a polite live region. */
function UploadProgress({ progress, label }: { progress: number | null; label: string }) {
  return (
    <div aria-live="polite">
      {progress !== null && (
        <div className="space-y-1">
          <progress value={progress} max={1} aria-label={label} className="h-2 w-full accent-blue-700" />
          <p className="text-sm text-slate-700">
            {label}… {Math.round(progress * 100)}%
          </p>
        </div>
      )}
    </div>
  );
}

type Asking = { kind: 'add' } | { kind: 'edit' | 'delete'; banner: AdminBanner };

interface BannerListProps {
  campaign: AdminCampaign;
  /** After a change the server took, with what to tell the admin: the campaigns are read again. */
  onChanged: (message: string) => void;
}

/**
 * A campaign's banners in their order (docs/product.md §2.27): adding one with its image, editing its words, giving it
 * a new image, moving it and deleting it. Images go as multipart/form-data to the REST routes, with their progress.
 */
export function BannerList({ campaign, onChanged }: BannerListProps) {
  const writes = useAdminWrites();
  const headingId = useId();
  const heading = useFocusAfterRemoval<HTMLHeadingElement>(campaign.banners);
  const [asking, setAsking] = useState<Asking | null>(null);
  const moving = useOnePress('Could not move the banner. Please try again.', notify.error);
  const moveFocus = useMoveFocus();
  const count = campaign.banners.length;
  const full = count >= MAX_BANNERS_PER_CAMPAIGN;

  const done = (message: string) => {
    setAsking(null);
    onChanged(message);
  };

  const move = (banner: AdminBanner, direction: Direction) => {
    if (moving.busy !== null) return;
    const to = banner.position + (direction === 'up' ? -1 : 1);
    void moving.press(banner.id, async () => {
      await writes.updateBanner({ id: campaign.id, bannerId: banner.id, changes: { position: to } });
      moveFocus.moved(banner.id, to, direction);
      done(`${banner.title} is now banner ${to + 1} of ${count}`);
    });
  };

  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} ref={heading.target} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
          Banners{' '}
          <span className="font-normal text-slate-600">
            ({count} of {MAX_BANNERS_PER_CAMPAIGN})
          </span>
          <span className="sr-only"> of {campaign.name}</span>
        </h4>
        <button type="button" disabled={full} onClick={() => setAsking({ kind: 'add' })} aria-haspopup="dialog" className={PLAIN_BUTTON}>
          <Plus size={16} aria-hidden="true" />
          Add banner <span className="sr-only">to {campaign.name}</span>
        </button>
      </div>
      {full && <p className="mt-1 text-sm text-slate-600">{FULL}</p>}
      {count === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No banners yet: the campaign shows nowhere until it has one.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {campaign.banners.map((banner, at) => (
            <li key={banner.id}>
              <BannerCard
                campaign={campaign}
                banner={banner}
                move={moveFocus.at(banner.id, at, count, (direction) => move(banner, direction))}
                onEdit={() => setAsking({ kind: 'edit', banner })}
                onDelete={() => setAsking({ kind: 'delete', banner })}
                onChanged={onChanged}
              />
            </li>
          ))}
        </ol>
      )}
      {asking?.kind === 'add' && <AddBannerForm campaign={campaign} onClose={() => setAsking(null)} onSaved={done} />}
      {asking?.kind === 'edit' && (
        <EditBannerForm campaign={campaign} banner={asking.banner} onClose={() => setAsking(null)} onSaved={done} />
      )}
      {asking?.kind === 'delete' && (
        <DeleteDialog
          name={`the banner ${asking.banner.title}`}
          noun="banner"
          onClose={() => setAsking(null)}
          onDelete={async () => {
            await writes.deleteBanner({ id: campaign.id, bannerId: asking.banner.id });
            heading.removed();
            done('Banner deleted');
          }}
        >
          <p>It leaves {campaign.name} at once, and its image is deleted. The banners after it move up.</p>
        </DeleteDialog>
      )}
    </section>
  );
}

interface BannerCardProps {
  campaign: AdminCampaign;
  banner: AdminBanner;
  /** Its place in the campaign, and its arrows. */
  move: MovePlace;
  onEdit: () => void;
  onDelete: () => void;
  onChanged: (message: string) => void;
}

function BannerCard({ campaign, banner, move, onEdit, onDelete, onChanged }: BannerCardProps) {
  const headingId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const uploading = progress !== null;

  /** A new image for the banner, sent alone in a form to `PATCH …/banners/:bannerId`. */
  const replace = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied so that choosing the same file again (after fixing it) is a change too.
    event.target.value = '';
    if (!file) return;
    setRefusal(null);
    const problem = imageProblem(file);
    if (problem) {
      setRefusal(problem);
      return;
    }
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    setProgress(0);
    try {
      const answer = await replaceBannerImage(campaign.id, banner.id, form, setProgress);
      onChanged(answer.changed?.length ? `New image for ${banner.title}` : 'Nothing has changed: the banner already shows this image');
    } catch (error) {
      setRefusal(error instanceof RestError ? error.message : 'Could not upload the image. Please try again.');
    }
    setProgress(null);
  };

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:flex-row">
      <img src={banner.image} alt="" loading="lazy" className="aspect-[3/1] w-full shrink-0 rounded-lg bg-slate-200 object-cover sm:w-48" />
      <div className="min-w-0 flex-1">
        <h5 id={headingId} className="break-words font-semibold text-slate-900">
          {banner.title}
        </h5>
        <TranslatedLine kn={banner.titleKn} hi={banner.titleHi} />
        {banner.description && <p className="mt-1 break-words text-sm text-slate-700">{banner.description}</p>}
        <p className="mt-1 break-all text-sm text-slate-600">{banner.link ? `Opens ${banner.link}` : 'No link: a picture only'}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <EditButton name={`banner ${banner.title}`} onClick={onEdit} />
          <label
            className={`${PLAIN_BUTTON} cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700`}
          >
            <ImagePlus size={16} aria-hidden="true" />
            Replace image <span className="sr-only">of {banner.title}</span>
            <input
              type="file"
              accept={ACCEPTED_TYPES.join(',')}
              disabled={uploading}
              onChange={(event) => void replace(event)}
              className="sr-only"
            />
          </label>
          <MoveButtons
            {...move}
            labels={{
              up: <span className="sr-only">Move {banner.title} earlier</span>,
              down: <span className="sr-only">Move {banner.title} later</span>,
            }}
          />
          <DeleteButton name={`banner ${banner.title}`} onClick={onDelete} />
        </div>
        <div className="mt-2">
          <UploadProgress progress={progress} label={`Uploading the new image of ${banner.title}`} />
          {refusal && (
            <p role="alert" className="text-sm text-red-700">
              {refusal}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}

interface BannerFormProps {
  campaign: AdminCampaign;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** A new banner: its words checked with the server's schema and its image by its size and type, then sent in one form. */
function AddBannerForm({ campaign, onClose, onSaved }: BannerFormProps) {
  const { formRef, values, errors, field, showErrors, set } = useSchemaForm({
    title: '',
    titleKn: '',
    titleHi: '',
    description: '',
    descriptionKn: '',
    descriptionHi: '',
    link: '',
    [UPLOAD_FIELD]: '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = progress !== null;

  const submit = async () => {
    if (busy) return;
    setFailure(null);
    const fields = {
      title: values.title.trim(),
      titleKn: values.titleKn.trim(),
      titleHi: values.titleHi.trim(),
      description: values.description.trim(),
      descriptionKn: values.descriptionKn.trim(),
      descriptionHi: values.descriptionHi.trim(),
      link: values.link.trim(),
    };
    const parsed = bannerCreateSchema.safeParse(fields);
    const problems = parsed.success ? [] : fieldMessages(parsed.error.issues);
    const fileProblem = file ? imageProblem(file) : UPLOAD_MESSAGES.missing;
    if (fileProblem) problems.push({ field: UPLOAD_FIELD, message: fileProblem });
    if (problems.length > 0 || !file) {
      showErrors(problems, { focus: true });
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value) form.append(name, value);
    form.append(UPLOAD_FIELD, file);
    setProgress(0);
    try {
      await addBanner(campaign.id, form, setProgress);
      onSaved('Banner added');
    } catch (error) {
      setProgress(null);
      if (error instanceof RestError) {
        const onFields = showErrors(error.errors, { focus: true });
        setFailure(Object.keys(onFields).length > 0 ? null : error.message);
      } else {
        setFailure('Could not add the banner. Please try again.');
      }
    }
  };

  return (
    <FormDialog
      title={`Add a banner to ${campaign.name}`}
      onClose={onClose}
      formRef={formRef}
      onSubmit={() => void submit()}
      failure={failure}
      busy={busy}
      confirmLabel="Add banner"
      busyLabel="Uploading…"
    >
      <TextField label="Title" marked required autoComplete="off" data-autofocus {...field('title')} />
      <TranslationFields label="Title" maxLength={100} kn={field('titleKn')} hi={field('titleHi')} />
      <TextAreaField label="Description (optional)" rows={2} {...field('description')} />
      <TranslationFields label="Description" rows={2} maxLength={300} kn={field('descriptionKn')} hi={field('descriptionHi')} />
      <LinkField {...field('link')} />
      <HintedField label="Image" error={errors[UPLOAD_FIELD]} marked hint={IMAGE_HINT}>
        {(control) => (
          <input
            {...control}
            name={UPLOAD_FIELD}
            type="file"
            required
            accept={ACCEPTED_TYPES.join(',')}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              set(UPLOAD_FIELD, '');
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-50 file:px-4 file:py-2 file:font-semibold file:text-blue-700"
          />
        )}
      </HintedField>
      <UploadProgress progress={progress} label="Uploading the banner" />
    </FormDialog>
  );
}

/** A banner's words and link (`admin.updateBanner`): only what differs is sent; an emptied description or link is cleared. */
function EditBannerForm({ campaign, banner, onClose, onSaved }: BannerFormProps & { banner: AdminBanner }) {
  const writes = useAdminWrites();
  const { formRef, field, values, showErrors } = useSchemaForm({
    title: banner.title,
    titleKn: banner.titleKn ?? '',
    titleHi: banner.titleHi ?? '',
    description: banner.description ?? '',
    descriptionKn: banner.descriptionKn ?? '',
    descriptionHi: banner.descriptionHi ?? '',
    link: banner.link ?? '',
  });
  const { busy, failure, edit, submit } = useFormSend(showErrors, 'Could not save the banner. Please try again.');

  /** The send, or null after showing why there is none. */
  const check = () => {
    const title = values.title.trim();
    const description = values.description.trim();
    const link = values.link.trim();
    const changes: { title?: string; description?: string | null; link?: string | null } & {
      [Key in (typeof TRANSLATED)[number]]?: string | null;
    } = {};
    if (title !== banner.title) changes.title = title;
    if (description !== (banner.description ?? '')) changes.description = description || null;
    if (link !== (banner.link ?? '')) changes.link = link || null;
    // The Kannada and Hindi words: an emptied one is cleared, and the visitor reads the English again.
    for (const key of TRANSLATED) {
      const typed = values[key].trim();
      if (typed !== (banner[key] ?? '')) changes[key] = typed || null;
    }
    return edit(changes, bannerUpdateSchema, async () => {
      const answer = await writes.updateBanner({ id: campaign.id, bannerId: banner.id, changes });
      onSaved(savedOrUnchanged(answer.changed, 'Banner saved', 'banner'));
    });
  };

  return (
    <FormDialog
      title={`Edit the banner ${banner.title}`}
      onClose={onClose}
      formRef={formRef}
      onSubmit={() => submit(check)}
      failure={failure}
      busy={busy}
      confirmLabel="Save changes"
    >
      <TextField label="Title" marked required autoComplete="off" data-autofocus {...field('title')} />
      <TranslationFields label="Title" maxLength={100} kn={field('titleKn')} hi={field('titleHi')} />
      <TextAreaField label="Description (optional)" rows={2} {...field('description')} />
      <TranslationFields label="Description" rows={2} maxLength={300} kn={field('descriptionKn')} hi={field('descriptionHi')} />
      <LinkField {...field('link')} />
    </FormDialog>
  );
}

/** Where a tap on the banner goes, with the two kinds of address the server takes said under it. */
function LinkField(props: {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <HintedBox
      label="Link (optional)"
      hint="A page of the site, starting with /, or an address starting with https://. Left empty, the banner is only a picture."
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="/categories/restaurants"
      {...props}
    />
  );
}
