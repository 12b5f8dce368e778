import { useState } from 'react';
import { CAMPAIGN_DATES_MESSAGE, campaignCreateSchema, campaignUpdateSchema } from '@contracts/admin-campaigns.ts';
import { TextField } from '../../components/FormField.tsx';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useAdminWrites } from './api.ts';
import type { AdminCampaign } from './campaign-types.ts';
import { cityBoxValue, cityMoment } from './city-time.ts';
import { savedOrUnchanged, useFormSend } from './dialog-send.ts';
import { FormDialog } from './FormDialog.tsx';
import { HintedBox } from './HintedField.tsx';

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
  const writes = useAdminWrites();
  const initial = {
    name: campaign?.name ?? '',
    section: campaign?.section ?? '',
    slideInterval: String(campaign?.slideInterval ?? 4000),
    startsAt: campaign?.startsAt ? cityBoxValue(campaign.startsAt) : '',
    endsAt: campaign?.endsAt ? cityBoxValue(campaign.endsAt) : '',
    position: campaign ? String(campaign.position) : '',
  };
  const { formRef, values, field, showErrors } = useSchemaForm(initial);
  const [isActive, setActive] = useState(campaign?.isActive ?? true);
  const [autoSlide, setAutoSlide] = useState(campaign?.autoSlide ?? true);
  const { busy, failure, unchanged, show, submit } = useFormSend(showErrors, 'Could not save the campaign. Please try again.');

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

  /** The send, or null after showing why there is none. */
  const check = () => {
    const all = full();
    if (!campaign) {
      const input = { ...all, startsAt: all.startsAt ?? undefined, endsAt: all.endsAt ?? undefined };
      const parsed = campaignCreateSchema.safeParse(input);
      if (!parsed.success) {
        show(parsed.error.issues);
        return null;
      }
      return async () => {
        await writes.createCampaign(input);
        onSaved('Campaign added');
      };
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
    if (unchanged(changes)) return null;
    return async () => {
      const answer = await writes.updateCampaign({ id: campaign.id, changes });
      onSaved(savedOrUnchanged(answer.changed, 'Campaign saved', 'campaign'));
    };
  };

  return (
    <FormDialog
      title={campaign ? `Edit ${campaign.name}` : 'Add a campaign'}
      onClose={onClose}
      formRef={formRef}
      onSubmit={() => submit(check)}
      failure={failure}
      busy={busy}
      confirmLabel={campaign ? 'Save changes' : 'Add campaign'}
    >
      <TextField label="Name" marked required autoComplete="off" data-autofocus {...field('name')} />
      <HintedBox
        label="Section"
        marked
        hint="Where the site shows it: the home page shows featured-section (Top campaigns) and popular-locations (Featured offers)."
        autoCapitalize="none"
        spellCheck={false}
        placeholder="featured-section"
        {...field('section')}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Showing</legend>
        <Check label="Switched on (shown within its dates)" checked={isActive} onChange={setActive} />
        <Check label="Moves to the next banner by itself" checked={autoSlide} onChange={setAutoSlide} />
      </fieldset>
      <HintedBox
        label="Slide interval (milliseconds)"
        hint="2000 to 30000: 4000 is four seconds a banner."
        type="number"
        inputMode="numeric"
        min={2000}
        max={30000}
        step={500}
        {...field('slideInterval')}
      />
      <HintedBox
        label="Start (Bengaluru time, optional)"
        hint="Left empty, it shows from now."
        type="datetime-local"
        {...field('startsAt')}
      />
      <HintedBox
        label="End (Bengaluru time, optional)"
        hint={`${CAMPAIGN_DATES_MESSAGE}. Left empty, it shows until switched off.`}
        type="datetime-local"
        {...field('endsAt')}
      />
      <HintedBox
        label={campaign ? 'Position' : 'Position (optional)'}
        hint={campaign ? '0 is first; the others close up around it.' : '0 is first. Left empty, it goes last.'}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        {...field('position')}
      />
    </FormDialog>
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
