import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { CAMPAIGN_DATES_MESSAGE, campaignCreateSchema, campaignUpdateSchema } from '@contracts/admin-catalogue.ts';
import { Field, FormAlert, inputClass, TextField } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { useTRPCClient } from '../../lib/trpc.ts';
import { useSchemaForm, type FieldMessage } from '../../lib/useSchemaForm.ts';
import { PLAIN_BUTTON, PRIMARY_BUTTON } from './buttons.ts';
import type { AdminCampaign } from './CampaignsSection.tsx';
import { cityBoxValue, cityMoment } from './city-time.ts';
import { serverRefusals, type Refusal } from './server-refusals.ts';

const UNCHANGED = 'Nothing has changed: the campaign already says this';

/** A number box's value: empty is none, anything else the number it spells (NaN for the schema to refuse). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** A date-time box's value as the server takes it: the city's moment with its offset, or null when empty. */
const momentOf = (value: string) => (value === '' ? null : cityMoment(value));

interface CampaignFormProps {
  /** The campaign to edit; none to add one. */
  campaign?: AdminCampaign | undefined;
  onClose: () => void;
  /** After the server took the change, with what to tell the admin. */
  onSaved: (message: string) => void;
}

/**
 * Adding a campaign, or editing one (docs/product.md §2.27): checked with the server's own schema, the start and end
 * typed in the city's time and sent as ISO 8601 with its offset; an edit sends only what differs from the campaign as
 * listed, the boxes left as they were included.
 */
export function CampaignForm({ campaign, onClose, onSaved }: CampaignFormProps) {
  const client = useTRPCClient();
  const initial = {
    name: campaign?.name ?? '',
    section: campaign?.section ?? '',
    slideInterval: String(campaign?.slideInterval ?? 4000),
    startsAt: campaign?.startsAt ? cityBoxValue(campaign.startsAt) : '',
    endsAt: campaign?.endsAt ? cityBoxValue(campaign.endsAt) : '',
    position: campaign ? String(campaign.position) : '',
  };
  const { formRef, values, errors, field, set, showErrors } = useSchemaForm(initial);
  const [isActive, setActive] = useState(campaign?.isActive ?? true);
  const [autoSlide, setAutoSlide] = useState(campaign?.autoSlide ?? true);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (refusals: Refusal[]) =>
    showErrors(
      refusals.map(({ path, message }): FieldMessage => ({ field: path[0], message })),
      { focus: true },
    );

  /** The form as the schema reads it: every field, the empty dates null (none). */
  const full = () => ({
    name: values.name.trim(),
    section: values.section.trim(),
    isActive,
    autoSlide,
    slideInterval: numberOf(values.slideInterval),
    startsAt: momentOf(values.startsAt),
    endsAt: momentOf(values.endsAt),
    position: numberOf(values.position),
  });

  /** What to send, or null after showing why not. */
  const inputOf = () => {
    const all = full();
    if (!campaign) {
      const input = { ...all, startsAt: all.startsAt ?? undefined, endsAt: all.endsAt ?? undefined };
      const parsed = campaignCreateSchema.safeParse(input);
      if (parsed.success) return { kind: 'create' as const, input };
      show(parsed.error.issues);
      return null;
    }
    // Every field is checked, so an end before an unchanged start is caught too; only what differs is sent.
    const parsed = campaignUpdateSchema.safeParse(all);
    if (!parsed.success) {
      show(parsed.error.issues);
      return null;
    }
    const changes: Partial<ReturnType<typeof full>> = {};
    if (all.name !== campaign.name) changes.name = all.name;
    if (all.section !== campaign.section) changes.section = all.section;
    if (isActive !== campaign.isActive) changes.isActive = isActive;
    if (autoSlide !== campaign.autoSlide) changes.autoSlide = autoSlide;
    if (all.slideInterval !== undefined && all.slideInterval !== campaign.slideInterval) changes.slideInterval = all.slideInterval;
    // A date box compares as typed: a stored moment with seconds shows without them, and is not sent back rounded.
    if (values.startsAt !== initial.startsAt) changes.startsAt = all.startsAt;
    if (values.endsAt !== initial.endsAt) changes.endsAt = all.endsAt;
    if (all.position !== undefined && all.position !== campaign.position) changes.position = all.position;
    if (Object.keys(changes).length === 0) {
      setFailure('Nothing to save: change a field first.');
      return null;
    }
    return { kind: 'update' as const, id: campaign.id, changes };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const send = inputOf();
    if (!send) return;
    setBusy(true);
    try {
      if (send.kind === 'create') {
        await client.admin.createCampaign.mutate(send.input);
        onSaved('Campaign added');
      } else {
        const answer = await client.admin.updateCampaign.mutate({ id: send.id, changes: send.changes });
        onSaved(answer.changed.length > 0 ? 'Campaign saved' : UNCHANGED);
      }
    } catch (error) {
      const onFields = show(serverRefusals(error));
      if (Object.keys(onFields).length === 0) setFailure(serverMessage(error, 'Could not save the campaign. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <Modal title={campaign ? `Edit ${campaign.name}` : 'Add a campaign'} onClose={onClose}>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        <TextField label="Name" marked required autoComplete="off" data-autofocus {...field('name')} />
        <HintedBox
          label="Section"
          name="section"
          marked
          error={errors.section}
          value={values.section}
          onChange={(value) => set('section', value)}
          hint="Where the site shows it: the home page shows featured-section (Top campaigns) and popular-locations (Featured offers)."
          input={{ autoCapitalize: 'none', spellCheck: false, placeholder: 'featured-section' }}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Showing</legend>
          <Check label="Switched on (shown within its dates)" checked={isActive} onChange={setActive} />
          <Check label="Moves to the next banner by itself" checked={autoSlide} onChange={setAutoSlide} />
        </fieldset>
        <HintedBox
          label="Slide interval (milliseconds)"
          name="slideInterval"
          error={errors.slideInterval}
          value={values.slideInterval}
          onChange={(value) => set('slideInterval', value)}
          hint="2000 to 30000: 4000 is four seconds a banner."
          input={{ type: 'number', inputMode: 'numeric', min: 2000, max: 30000, step: 500 }}
        />
        <HintedBox
          label="Start (Bengaluru time, optional)"
          name="startsAt"
          error={errors.startsAt}
          value={values.startsAt}
          onChange={(value) => set('startsAt', value)}
          hint="Left empty, it shows from now."
          input={{ type: 'datetime-local' }}
        />
        <HintedBox
          label="End (Bengaluru time, optional)"
          name="endsAt"
          error={errors.endsAt}
          value={values.endsAt}
          onChange={(value) => set('endsAt', value)}
          hint={`${CAMPAIGN_DATES_MESSAGE}. Left empty, it shows until switched off.`}
          input={{ type: 'datetime-local' }}
        />
        <HintedBox
          label={campaign ? 'Position' : 'Position (optional)'}
          name="position"
          error={errors.position}
          value={values.position}
          onChange={(value) => set('position', value)}
          hint={campaign ? '0 is first; the others close up around it.' : '0 is first. Left empty, it goes last.'}
          input={{ type: 'number', inputMode: 'numeric', min: 0, step: 1 }}
        />
        {failure && <FormAlert>{failure}</FormAlert>}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={PLAIN_BUTTON}>
            Cancel
          </button>
          <button type="submit" disabled={busy} aria-busy={busy} className={PRIMARY_BUTTON}>
            {busy ? 'Saving…' : campaign ? 'Save changes' : 'Add campaign'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

interface HintedBoxProps {
  label: string;
  name: string;
  marked?: boolean;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  /** Said under the box and read with it. */
  hint: ReactNode;
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'className'>;
}

/** A box with a standing hint under it, tied to it for screen readers beside its error. */
function HintedBox({ label, name, marked = false, error, value, onChange, hint, input }: HintedBoxProps) {
  const hintId = useId();
  return (
    <div>
      <Field label={label} error={error} marked={marked}>
        {(control) => (
          <input
            {...input}
            {...control}
            aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
            name={name}
            required={marked}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={inputClass(Boolean(error))}
          />
        )}
      </Field>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 shrink-0 accent-blue-700"
      />
      {label}
    </label>
  );
}
