import { Clock, Info } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { formatPhone } from '@contracts/format.ts';
import { listingUpdateSchema } from '@contracts/owner.ts';
import { PLAIN_BUTTON } from '../../components/buttons.ts';
import { FormAlert } from '../../components/FormField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useLanguage, useMessages } from '../../i18n/language.tsx';
import { useServerMessages } from '../../i18n/useServerMessages.ts';
import { NAME_LANGS } from '../../lib/city-names.ts';
import { shortDateIn } from '../../lib/dates.ts';
import { notify } from '../../lib/notify.ts';
import type { RouterOutputs } from '../../lib/types.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useUpdateListing } from './api.ts';
import { ListingFields } from './ListingFields.tsx';
import { ListingFrame } from './ListingFrame.tsx';
import { changesOf, fieldLabel, formOfListing, listingFieldOf } from './listing-form.ts';
import { formFailure, issueMessages } from './owner-failure.ts';
import type { OwnerListing } from './owner-types.ts';

type SaveOutcome = RouterOutputs['owner']['updateListing'];

/** docs/product.md §2.24, the Details tab: every field of the listing, with what waits for review and what goes live. */
export function ListingDetailsTab() {
  const t = useMessages('owner');
  return <ListingFrame title={t.detailsTitle()}>{(listing) => <ListingEditor listing={listing} />}</ListingFrame>;
}

function ListingEditor({ listing }: { listing: OwnerListing }) {
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  // A save hands back the listing as stored: the form starts again from it, with nothing left to save.
  const [saves, setSaves] = useState(0);
  const saved = (result: SaveOutcome) => {
    setOutcome(result);
    setSaves((count) => count + 1);
  };

  return (
    <div className="space-y-6">
      <PendingChanges changes={listing.pendingChanges} />
      <ReviewRules status={listing.status} />
      <EditForm key={saves} listing={listing} onSaved={saved} onEdit={() => setOutcome(null)} />
      <div role="status" aria-live="polite">
        {outcome && <OutcomeNote outcome={outcome} />}
      </div>
    </div>
  );
}

/**
 * A held value as the owner's public page will show it: a phone number in the one format the site writes, a name in
 * Kannada or Hindi marked with its language.
 */
function Quoted({ field, value }: { field: string; value: string | null }) {
  const t = useMessages('owner');
  if (!value) return <>{t.detailsNoValue()}</>;
  return <span lang={NAME_LANGS[field]}>‘{field === 'phone' ? formatPhone(value) : value}’</span>;
}

/** The held edits an admin has not decided on yet, each with the value the public page still shows. */
function PendingChanges({ changes }: { changes: OwnerListing['pendingChanges'] }) {
  const t = useMessages('owner');
  const language = useLanguage();
  if (!changes.length) return null;
  return (
    <section aria-labelledby="waiting-for-review" className="rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5">
      <h2 id="waiting-for-review" className="flex items-center gap-2 font-bold text-amber-900">
        <Clock size={18} aria-hidden="true" /> {t.detailsWaitingForReview()}
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-amber-900">
        {changes.map((change) => (
          <li key={change.field} className="break-words">
            <span className="font-semibold">{fieldLabel(t, change.field)}</span> — <Quoted field={change.field} value={change.oldValue} /> →{' '}
            <Quoted field={change.field} value={change.newValue} />{' '}
            <span className="text-amber-800">{t.detailsAskedOn({ date: shortDateIn(language, change.requestedAt) })}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-amber-900">{t.detailsOldValuesShown()}</p>
    </section>
  );
}

/** What saving will do, said before the owner saves (docs/product.md §3.23). */
function ReviewRules({ status }: { status: string }) {
  const t = useMessages('owner');
  const text = status === 'approved' ? t.detailsRulesApproved() : status === 'pending' ? t.detailsRulesPending() : t.detailsRulesRejected();
  return (
    <p className="flex items-start gap-2 rounded-2xl border border-blue-100 bg-blue-50 p-4 text-sm text-blue-900">
      <Info size={18} className="mt-0.5 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

function OutcomeNote({ outcome }: { outcome: SaveOutcome }) {
  const t = useMessages('owner');
  const local = useServerMessages();
  const names = (fields: readonly string[]) => fields.map((field) => fieldLabel(t, field)).join(', ');
  return (
    <div className="rounded-2xl border border-green-200 bg-green-50 p-4 text-sm text-green-900">
      <p className="font-semibold">{local(outcome.message)}</p>
      {outcome.live.length > 0 && <p className="mt-1">{t.detailsLiveNow({ fields: names(outcome.live) })}</p>}
      {outcome.held.length > 0 && <p className="mt-1">{t.detailsHeldForReview({ fields: names(outcome.held) })}</p>}
      {outcome.withdrawn.length > 0 && <p className="mt-1">{t.detailsWithdrawn({ fields: names(outcome.withdrawn) })}</p>}
    </div>
  );
}

function EditForm({ listing, onSaved, onEdit }: { listing: OwnerListing; onSaved: (outcome: SaveOutcome) => void; onEdit: () => void }) {
  const t = useMessages('owner');
  const local = useServerMessages();
  const initial = useMemo(() => formOfListing(listing), [listing]);
  const form = useSchemaForm(initial);
  const [failure, setFailure] = useState<string | null>(null);
  // The hook puts the answer's listing in the cache; reviewed while the owner was typing (409), it reads the listing again.
  const update = useUpdateListing(listing.id, {
    onSuccess: (outcome) => {
      notify.success(local(outcome.message));
      onSaved(outcome);
    },
    onError: (error) => setFailure(formFailure(error, form.showErrors, t.detailsSaveFailed(), listingFieldOf)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    onEdit();
    const changes = changesOf(form.values, initial);
    if (!Object.keys(changes).length) {
      setFailure(t.detailsNothingChanged());
      return;
    }
    const checked = listingUpdateSchema.safeParse(changes);
    if (!checked.success) {
      form.showErrors(issueMessages(checked.error, listingFieldOf), { focus: true });
      return;
    }
    update.mutate({ id: listing.id, changes });
  };

  const discard = () => {
    form.reset();
    setFailure(null);
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} aria-label={t.detailsFormLabel()} className="space-y-6">
      <ListingFields form={form} reviewed={listing.status === 'approved'} />
      <p className="text-sm text-slate-600">{t.detailsOtherTabs()}</p>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={update.isPending} className="sm:w-auto">
          {t.detailsSave()}
        </SubmitButton>
        <button type="button" onClick={discard} disabled={update.isPending} className={`${PLAIN_BUTTON} w-full py-3 sm:w-auto`}>
          {t.detailsDiscard()}
        </button>
      </div>
    </form>
  );
}
