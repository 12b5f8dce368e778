import { useId, useState } from 'react';
import {
  locationCreateSchema,
  locationUpdateSchema,
  MAX_LOCATION_PINCODES,
  type LocationCreateInput,
  type LocationUpdateInput,
} from '@contracts/admin-localities.ts';
import { slugOf } from '@contracts/admin-catalogue-fields.ts';
import { Field, inputClass, TextAreaField, TextField } from '../../components/FormField.tsx';
import type { RouterOutputs } from '../../lib/types.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useAdminLocations, useAdminWrites } from './api.ts';
import { Announcement } from './Announcer.tsx';
import { useCatalogueSection } from './catalogue-section.ts';
import { DeleteDialog } from './ConfirmDialog.tsx';
import { savedOrUnchanged, useDialogSend } from './dialog-send.ts';
import { FormDialog } from './FormDialog.tsx';
import { HintedBox } from './HintedField.tsx';
import { DeleteButton, EditButton, NewTabLink } from './ItemCard.tsx';
import { ListStates } from './ListStates.tsx';
import { plural } from './plural.ts';
import { AddButton, SectionHeader } from './SectionHeader.tsx';
import { fieldMessages, serverRefusals, type Refusal } from './server-refusals.ts';
import { TranslatedLine, TranslationFields } from './TranslationFields.tsx';

/** A locality as the admin's list shows it (`admin.locations`). */
type AdminLocation = RouterOutputs['admin']['locations'][number];

/** A locality's texts in Kannada and Hindi (issue 38), each with its box. */
const TRANSLATED = ['nameKn', 'nameHi', 'descriptionKn', 'descriptionHi'] as const;

/** The pincodes typed in one box, in order: anything but letters and digits parts them, so '560034, 560095' is two. */
const pincodesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

type Asking = { kind: 'add' } | { kind: 'edit' | 'delete'; location: AdminLocation };

/**
 * docs/product.md §2.27 Localities: every locality by name with its pincodes and how many businesses it holds; adding
 * and editing one (its pincodes decide which businesses belong to it), and deleting one, whose businesses move to the
 * locality their pincode gives without it, or to none.
 */
export function LocationsSection() {
  const writes = useAdminWrites();
  const locations = useAdminLocations();
  // A change shows in the public lists of localities this session may show again.
  const { asking, ask, close, news, heading, done } = useCatalogueSection<Asking>(locations.data, 'localities');

  return (
    <section aria-labelledby="localities-heading" className="space-y-4">
      <SectionHeader
        id="localities-heading"
        title="Localities"
        headingRef={heading.target}
        action={<AddButton label="Add locality" plus onClick={() => ask({ kind: 'add' })} />}
      >
        The places businesses are listed under. A business belongs to the first locality holding its pincode.
      </SectionHeader>
      <Announcement text={news.announcement} />
      <ListStates
        query={locations}
        items={locations.data}
        noun="localities"
        empty="No localities yet"
        emptyHint="Add one with its pincodes."
      >
        {(shown) => (
          <ol className="space-y-3">
            {shown.map((location) => (
              <li key={location.id}>
                <LocationCard
                  location={location}
                  onEdit={() => ask({ kind: 'edit', location })}
                  onDelete={() => ask({ kind: 'delete', location })}
                />
              </li>
            ))}
          </ol>
        )}
      </ListStates>
      {asking?.kind === 'add' && (
        <LocationForm
          onClose={close}
          onSave={async (input) => {
            const location = await writes.createLocation(input);
            done(`Locality added: ${location.name}`);
          }}
        />
      )}
      {asking?.kind === 'edit' && (
        <LocationForm
          location={asking.location}
          onClose={close}
          onSave={async (changes) => {
            const answer = await writes.updateLocation({ id: asking.location.id, changes });
            done(savedOrUnchanged(answer.changed, 'Locality saved', 'locality'));
          }}
        />
      )}
      {asking?.kind === 'delete' && (
        <DeleteDialog
          name={asking.location.name}
          noun="locality"
          onClose={close}
          onDelete={async () => {
            const { name, moved } = await writes.deleteLocation({ id: asking.location.id });
            heading.removed();
            done(`${name} deleted: ${plural(moved, 'business', 'businesses')} moved`);
          }}
        >
          <p>
            {asking.location.counts.businesses === 0
              ? 'No business is listed in it.'
              : `Its ${plural(asking.location.counts.businesses, 'business', 'businesses')} stay listed: each moves to the locality its pincode belongs to, or to none.`}{' '}
            Its page /locations/{asking.location.slug} will be gone.
          </p>
        </DeleteDialog>
      )}
    </section>
  );
}

function LocationCard({ location, onEdit, onDelete }: { location: AdminLocation; onEdit: () => void; onDelete: () => void }) {
  const headingId = useId();
  const [main, ...others] = location.pincodes;
  return (
    <article aria-labelledby={headingId} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      {location.image && (
        <img src={location.image} alt="" loading="lazy" className="hidden h-20 w-28 shrink-0 rounded-lg object-cover sm:block" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <h3 id={headingId} className="break-words font-semibold text-slate-900">
            {location.name}
          </h3>
          <span className="break-all text-sm text-slate-500">/locations/{location.slug}</span>
        </div>
        <TranslatedLine kn={location.nameKn} hi={location.nameHi} />
        <p className="mt-1 text-sm text-slate-700">
          Pincodes: {main} (main){others.length > 0 && `, ${others.join(', ')}`}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {plural(location.counts.businesses, 'business', 'businesses')} · {location.counts.public} public
        </p>
        {location.description && <p className="mt-1 line-clamp-2 break-words text-sm text-slate-600">{location.description}</p>}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <EditButton name={location.name} onClick={onEdit} />
          <DeleteButton name={location.name} onClick={onDelete} />
          <NewTabLink href={`/locations/${encodeURIComponent(location.slug)}`} label="Public page" name={location.name} />
        </div>
      </div>
    </article>
  );
}

/** A problem with one typed pincode, `at` its place in the list. */
interface PincodeProblem {
  at: number;
  pincode: string;
  message: string;
}

/** A pincode's problem with the pincode, unless the message names it already ('560047 is listed twice'). */
const pincodeLine = ({ pincode, message }: PincodeProblem) => (message.includes(pincode) ? message : `${pincode}: ${message}`);

/** What an empty slug box gives (`slugOf`, the server's rule), said under it. */
function slugHintOf(location: AdminLocation | undefined, name: string, nameSlug: string): string {
  if (location && name === location.name) return `Now ${location.slug}. Leave empty to keep it.`;
  if (location) return `Becomes ${nameSlug || '…'}, the new name's. Type one to choose another.`;
  return `Leave empty to use the name's: ${nameSlug || '…'}`;
}

type LocationFormProps =
  | { location?: undefined; onClose: () => void; onSave: (input: LocationCreateInput) => Promise<void> }
  | { location: AdminLocation; onClose: () => void; onSave: (changes: LocationUpdateInput) => Promise<void> };

/**
 * Adding a locality, or editing one: checked with the server's own schema, and an edit sends only what differs from
 * the locality as listed. Each pincode's problem is listed under the box with the pincode it is about.
 */
function LocationForm(props: LocationFormProps) {
  const { location, onClose } = props;
  const { formRef, values, errors, field, set, showErrors } = useSchemaForm({
    name: location?.name ?? '',
    nameKn: location?.nameKn ?? '',
    nameHi: location?.nameHi ?? '',
    slug: '',
    pincodes: location?.pincodes.join(', ') ?? '',
    description: location?.description ?? '',
    descriptionKn: location?.descriptionKn ?? '',
    descriptionHi: location?.descriptionHi ?? '',
    image: location?.image ?? '',
  });
  const [pincodeProblems, setPincodeProblems] = useState<PincodeProblem[]>([]);
  const { busy, failure, unchanged, send } = useDialogSend('Could not save the locality. Please try again.');
  const pincodeHint = useId();
  const problemsId = useId();
  const typedPincodes = pincodesOf(values.pincodes);
  const nameSlug = slugOf(values.name);

  /** Shows refusals on their fields; a pincode's own under the pincodes box. Returns whether any was about a field. */
  const showRefusals = (refusals: Refusal[], pincodes: string[]) => {
    // In the pincodes' order, whichever rule found each problem.
    const problems = refusals
      .flatMap(({ path, message }) => {
        const at = path[0] === 'pincodes' && path.length > 1 ? Number(path[1]) : NaN;
        const pincode = pincodes[at];
        return pincode === undefined ? [] : [{ at, pincode, message }];
      })
      .sort((a, b) => a.at - b.at);
    const onList = refusals.filter((refusal) => !(refusal.path[0] === 'pincodes' && refusal.path.length > 1));
    const summary = problems.length > 0 ? [{ field: 'pincodes', message: `Please correct ${plural(problems.length, 'pincode')}:` }] : [];
    setPincodeProblems(problems);
    const shown = showErrors([...fieldMessages(onList), ...summary], { focus: true });
    return Object.keys(shown).length > 0;
  };

  /** The fields of an edit that differ from the locality as listed; the slug goes along with a new name (see below). */
  const changesOf = (current: AdminLocation, pincodes: string[]): LocationUpdateInput => {
    const name = values.name.trim();
    const slug = values.slug.trim();
    const description = values.description.trim();
    const image = values.image.trim();
    const renamed = name !== current.name;
    const changes: LocationUpdateInput = {};
    if (renamed) changes.name = name;
    // The box starts empty: empty keeps the slug, or with a new name takes the new name's (the server's rule); a slug
    // typed equal to the current one goes with a new name only, so the locality keeps it.
    if (slug !== '' && (slug !== current.slug || renamed)) changes.slug = slug;
    if (pincodes.join() !== current.pincodes.join()) changes.pincodes = pincodes;
    if (description !== (current.description ?? '')) changes.description = description || null;
    if (image !== (current.image ?? '')) changes.image = image || null;
    // The Kannada and Hindi texts: an emptied one is cleared, and the visitor reads the English again.
    for (const key of TRANSLATED) {
      const typed = values[key].trim();
      if (typed !== (current[key] ?? '')) changes[key] = typed || null;
    }
    return changes;
  };

  /** Whether `input` passes `schema`; else its problems are shown. */
  const passes = (schema: typeof locationCreateSchema | typeof locationUpdateSchema, input: unknown, pincodes: string[]) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) showRefusals(parsed.error.issues, pincodes);
    return parsed.success;
  };

  /** The send, or null after showing why there is none. Sent as typed (trimmed), not as parsed: the server parses the same input with the same schema. */
  const check = (pincodes: string[]) => {
    if (props.location) {
      const changes = changesOf(props.location, pincodes);
      if (unchanged(changes) || !passes(locationUpdateSchema, changes, pincodes)) return null;
      return () => props.onSave(changes);
    }
    const input = {
      name: values.name.trim(),
      slug: values.slug.trim() || undefined,
      pincodes,
      description: values.description.trim() || undefined,
      image: values.image.trim() || undefined,
      nameKn: values.nameKn.trim() || undefined,
      nameHi: values.nameHi.trim() || undefined,
      descriptionKn: values.descriptionKn.trim() || undefined,
      descriptionHi: values.descriptionHi.trim() || undefined,
    };
    if (!passes(locationCreateSchema, input, pincodes)) return null;
    return () => props.onSave(input);
  };

  return (
    <FormDialog
      title={location ? `Edit ${location.name}` : 'Add a locality'}
      onClose={onClose}
      formRef={formRef}
      onSubmit={() =>
        void send(
          () => check(typedPincodes),
          (error) => showRefusals(serverRefusals(error), typedPincodes),
        )
      }
      failure={failure}
      busy={busy}
      confirmLabel={location ? 'Save changes' : 'Add locality'}
    >
      <TextField label="Name" marked required autoComplete="off" data-autofocus {...field('name')} />
      <TranslationFields label="Name" maxLength={80} kn={field('nameKn')} hi={field('nameHi')} />
      <HintedBox
        label="Slug (optional)"
        hint={slugHintOf(location, values.name.trim(), nameSlug)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={location?.slug ?? nameSlug}
        {...field('slug')}
      />
      <div>
        <Field label="Pincodes" error={errors.pincodes} marked>
          {(control) => (
            <input
              {...control}
              aria-describedby={[control['aria-describedby'], pincodeProblems.length > 0 ? problemsId : '', pincodeHint]
                .filter(Boolean)
                .join(' ')}
              name="pincodes"
              required
              value={values.pincodes}
              onChange={(event) => {
                set('pincodes', event.target.value);
                setPincodeProblems([]);
              }}
              autoComplete="off"
              spellCheck={false}
              placeholder="560034, 560095"
              className={inputClass(Boolean(errors.pincodes))}
            />
          )}
        </Field>
        {pincodeProblems.length > 0 && (
          <ul id={problemsId} className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-red-700">
            {pincodeProblems.map((problem) => (
              <li key={`${problem.at}:${problem.message}`}>{pincodeLine(problem)}</li>
            ))}
          </ul>
        )}
        <p id={pincodeHint} className="mt-1 text-xs text-slate-600">
          6-digit pincodes of the city, separated by commas or spaces, the main one first; at most {MAX_LOCATION_PINCODES}.
          {typedPincodes.length > 0 && ` ${plural(typedPincodes.length, 'pincode')} typed.`}
        </p>
      </div>
      <TextAreaField label="Description (optional)" rows={3} {...field('description')} />
      <TranslationFields label="Description" rows={3} maxLength={1000} kn={field('descriptionKn')} hi={field('descriptionHi')} />
      <TextField
        label="Image address (optional)"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://…"
        {...field('image')}
      />
    </FormDialog>
  );
}
