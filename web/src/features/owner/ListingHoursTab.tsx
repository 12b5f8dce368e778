import { CalendarCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { hoursUpdateSchema, type Weekday } from '@contracts/hours.ts';
import { FormAlert } from '../../components/FormField.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { shortDate } from '../../lib/dates.ts';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import { useListingHours, useSaveHours } from './api.ts';
import { ERROR_MARK, SpecialDays, WeekGrid } from './HoursGrid.tsx';
import {
  copyToAllDays,
  dayName,
  formOf,
  inputOf,
  placeIssues,
  placeServerErrors,
  type ClockPeriod,
  type ErrorPlaces,
  type HoursForm,
  type SavedHours,
} from './hours-form.ts';
import { ListingFrame } from './ListingFrame.tsx';
import type { OwnerListing } from './owner-types.ts';

export function ListingHoursTab() {
  return <ListingFrame title="Opening hours">{(listing) => <HoursTab listing={listing} />}</ListingFrame>;
}

function HoursTab({ listing }: { listing: OwnerListing }) {
  const hours = useListingHours(listing.id);
  if (hours.isPending) return <LoadingState title="Loading the opening hours…" />;
  if (hours.isError) {
    return (
      <ErrorState
        title="Could not load the opening hours"
        message={serverMessage(hours.error, 'Please check your connection and try again.')}
        onRetry={() => void hours.refetch()}
      />
    );
  }
  return <HoursEditor listingId={listing.id} saved={hours.data} />;
}

const HELP =
  'A period may run past midnight: 18:00 to 02:00 closes at 2 AM the next day. Closing at 00:00 means midnight (24:00), and 00:00 to 00:00 is open 24 hours.';

/**
 * docs/product.md §2.24 Hours: the week and the special days in one form, checked by the server's own schema before
 * it is sent, saved whole; the server's answer (sorted, confirmed) replaces the form.
 */
function HoursEditor({ listingId, saved }: { listingId: string; saved: SavedHours }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<HoursForm>(() => formOf(saved));
  const [confirmedAt, setConfirmedAt] = useState(saved.confirmedAt);
  const [errors, setErrors] = useState<ErrorPlaces>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  // Bumped on each refused save, so focus moves to the first message even when the messages are the same as before.
  const [refusals, setRefusals] = useState(0);
  // The form as last sent: a server message about "the week's fifth period" is placed by what was sent, not by later edits.
  const sent = useRef(form);

  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>(`[aria-invalid="true"], [${ERROR_MARK}]`)?.focus();
  }, [refusals]);

  const save = useSaveHours(listingId, {
    onSuccess: (answer) => {
      setForm(formOf(answer));
      setConfirmedAt(answer.confirmedAt);
      notify.success('Opening hours saved');
    },
    onError: (error) => {
      const places = placeServerErrors(error.data?.errors ?? [], sent.current);
      setErrors(places);
      if (Object.keys(places).length === 0) setFailure(serverMessage(error, 'Could not save the opening hours. Please try again.'));
      setRefusals((count) => count + 1);
    },
  });

  /** An edit takes away the messages about the part it changed ('weekly.monday', 'special'); the next save judges again. */
  const edit = (next: HoursForm, place: string) => {
    setForm(next);
    setNotice('');
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(place))));
  };

  const setDay = (day: Weekday, periods: ClockPeriod[]) => edit({ ...form, weekly: { ...form.weekly, [day]: periods } }, `weekly.${day}`);

  const copyDay = (day: Weekday) => {
    edit({ ...form, weekly: copyToAllDays(form.weekly, day) }, 'weekly');
    setNotice(`${dayName(day)}'s hours copied to every day. Save to keep them.`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    const parsed = hoursUpdateSchema.safeParse(inputOf(form));
    if (!parsed.success) {
      setErrors(placeIssues(parsed.error.issues, form));
      setRefusals((count) => count + 1);
      return;
    }
    setErrors({});
    sent.current = form;
    save.mutate({ id: listingId, hours: inputOf(form) });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-8">
      <section aria-labelledby="weekly-hours" className="space-y-3">
        <h2 id="weekly-hours" className="text-lg font-bold text-slate-900">
          Weekly hours
        </h2>
        <p className="text-sm text-slate-600">Up to 4 periods a day, for a lunch break or a split shift. {HELP}</p>
        {errors.weekly && <FormAlert>{errors.weekly}</FormAlert>}
        <WeekGrid weekly={form.weekly} errors={errors} onDay={setDay} onCopy={copyDay} />
        <p role="status" className="text-sm text-slate-700">
          {notice}
        </p>
      </section>
      <section aria-labelledby="special-days" className="space-y-3">
        <h2 id="special-days" className="text-lg font-bold text-slate-900">
          Special days
        </h2>
        <p className="text-sm text-slate-600">
          A date whose hours replace that weekday&apos;s: closed for a festival, or open late for a sale.
        </p>
        <SpecialDays days={form.special} errors={errors} onChange={(special) => edit({ ...form, special }, 'special')} />
      </section>
      {(failure ?? errors.form) && <FormAlert>{failure ?? errors.form}</FormAlert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton busy={save.isPending} className="sm:w-auto">
          Save opening hours
        </SubmitButton>
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          {confirmedAt && (
            <>
              <CalendarCheck size={16} aria-hidden="true" className="text-green-700" />
              Hours confirmed on {shortDate(confirmedAt)}
            </>
          )}
        </p>
      </div>
    </form>
  );
}
