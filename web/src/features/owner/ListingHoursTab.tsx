import { CalendarCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { hoursUpdateSchema, type Weekday } from '@contracts/hours.ts';
import { FormAlert } from '../../components/FormField.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useLanguage, useMessages } from '../../i18n/language.tsx';
import { useServerMessages } from '../../i18n/useServerMessages.ts';
import { shortDateIn } from '../../lib/dates.ts';
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
  const t = useMessages('owner');
  return <ListingFrame title={t.hoursTitle()}>{(listing) => <HoursTab listing={listing} />}</ListingFrame>;
}

function HoursTab({ listing }: { listing: OwnerListing }) {
  const t = useMessages('owner');
  const hours = useListingHours(listing.id);
  if (hours.isPending) return <LoadingState title={t.hoursLoading()} />;
  if (hours.isError) {
    return (
      <ErrorState
        title={t.hoursLoadFailed()}
        message={serverMessage(hours.error, t.tabLoadFailedHint())}
        onRetry={() => void hours.refetch()}
      />
    );
  }
  return <HoursEditor listingId={listing.id} saved={hours.data} />;
}

/**
 * docs/product.md §2.24 Hours: the week and the special days in one form, checked by the server's own schema before
 * it is sent, saved whole; the server's answer (sorted, confirmed) replaces the form.
 */
function HoursEditor({ listingId, saved }: { listingId: string; saved: SavedHours }) {
  const t = useMessages('owner');
  const language = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<HoursForm>(() => formOf(saved));
  const [confirmedAt, setConfirmedAt] = useState(saved.confirmedAt);
  const [errors, setErrors] = useState<ErrorPlaces>({});
  // The shared schema's and the server's messages (English) in the page's language.
  const local = useServerMessages();
  const showPlaces = (places: ErrorPlaces) =>
    setErrors(Object.fromEntries(Object.entries(places).map(([place, message]) => [place, message && local(message)])));
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
      notify.success(t.hoursSaved());
    },
    onError: (error) => {
      const places = placeServerErrors(error.data?.errors ?? [], sent.current);
      showPlaces(places);
      if (Object.keys(places).length === 0) setFailure(serverMessage(error, t.hoursSaveFailed()));
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
    setNotice(t.hoursCopied({ day: dayName(t, day) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    const parsed = hoursUpdateSchema.safeParse(inputOf(form));
    if (!parsed.success) {
      showPlaces(placeIssues(parsed.error.issues, form));
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
          {t.hoursWeeklyHeading()}
        </h2>
        <p className="text-sm text-slate-600">{t.hoursWeeklyHelp()}</p>
        {errors.weekly && <FormAlert>{errors.weekly}</FormAlert>}
        <WeekGrid weekly={form.weekly} errors={errors} onDay={setDay} onCopy={copyDay} />
        <p role="status" className="text-sm text-slate-700">
          {notice}
        </p>
      </section>
      <section aria-labelledby="special-days" className="space-y-3">
        <h2 id="special-days" className="text-lg font-bold text-slate-900">
          {t.hoursSpecialHeading()}
        </h2>
        <p className="text-sm text-slate-600">{t.hoursSpecialHelp()}</p>
        <SpecialDays days={form.special} errors={errors} onChange={(special) => edit({ ...form, special }, 'special')} />
      </section>
      {(failure ?? errors.form) && <FormAlert>{failure ?? errors.form}</FormAlert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton busy={save.isPending} className="sm:w-auto">
          {t.hoursSave()}
        </SubmitButton>
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          {confirmedAt && (
            <>
              <CalendarCheck size={16} aria-hidden="true" className="text-green-700" />
              {t.hoursConfirmedOn({ date: shortDateIn(language, confirmedAt) })}
            </>
          )}
        </p>
      </div>
    </form>
  );
}
