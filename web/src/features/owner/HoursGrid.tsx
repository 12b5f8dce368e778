import { CopyPlus, Plus, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { MAX_PERIODS_PER_DAY, MAX_SPECIAL_DAYS, type Weekday } from '@contracts/hours.ts';
import { DANGER_OUTLINE_BUTTON, LINK_BUTTON, PLAIN_BUTTON } from '../../components/buttons.ts';
import { inputClass } from '../../components/FormField.tsx';
import { useMessages } from '../../i18n/language.tsx';
import {
  dayName,
  DEFAULT_PERIOD,
  newSpecialDay,
  periodNote,
  WEEK_ROWS,
  type ClockPeriod,
  type ErrorPlaces,
  type SpecialDayForm,
  type WeekForm,
} from './hours-form.ts';

/*
 * The hours editor's controls (docs/product.md §2.24): the week as seven rows, Monday first, each closed or open with
 * one to four periods, and the special days below it. Messages sit at the day (or period) they are about; the page
 * focuses the first of them after a refused save, so each is focusable and marked for it.
 */

/** Marks a message the page may move focus to after a refused save (ListingHoursTab). */
export const ERROR_MARK = 'data-hours-error';

function PlaceError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} tabIndex={-1} {...{ [ERROR_MARK]: '' }} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

function TimeInput({
  label,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const id = useId();
  return (
    <div className="w-[8.5rem]">
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        type="time"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={`mt-1 ${inputClass(invalid)}`}
      />
    </div>
  );
}

interface PeriodListProps {
  /** The day the periods belong to, as the remove buttons name it ('Monday', 'Special day 2'). */
  owner: string;
  periods: ClockPeriod[];
  onChange: (periods: ClockPeriod[]) => void;
  errors: ErrorPlaces;
  /** The periods' place in `errors`: 'weekly.monday' or 'special.2'. */
  place: string;
}

function PeriodList({ owner, periods, onChange, errors, place }: PeriodListProps) {
  const t = useMessages('owner');
  const baseId = useId();
  const change = (index: number, update: Partial<ClockPeriod>) =>
    onChange(periods.map((period, n) => (n === index ? { ...period, ...update } : period)));
  return (
    <ol className="space-y-3">
      {periods.map((period, index) => {
        const error = errors[`${place}.${index}`];
        const errorId = `${baseId}-${index}-error`;
        const noteId = `${baseId}-${index}-note`;
        const note = periodNote(t, period);
        const describedBy = [error ? errorId : '', note ? noteId : ''].filter(Boolean).join(' ') || undefined;
        const number = index + 1;
        const several = periods.length > 1;
        return (
          // A period is its place in the day: the owner edits it in place and has nothing else to tell two apart.
          <li key={index}>
            <div className="flex flex-wrap items-end gap-2">
              <TimeInput
                label={several ? t.hoursOpensPeriod({ number }) : t.hoursOpens()}
                value={period.opens}
                onChange={(opens) => change(index, { opens })}
                invalid={Boolean(error)}
                describedBy={describedBy}
              />
              <TimeInput
                label={several ? t.hoursClosesPeriod({ number }) : t.hoursCloses()}
                value={period.closes}
                onChange={(closes) => change(index, { closes })}
                invalid={Boolean(error)}
                describedBy={describedBy}
              />
              <button
                type="button"
                onClick={() => onChange(periods.filter((_, n) => n !== index))}
                aria-label={t.hoursRemovePeriod({ day: owner, number })}
                className="mb-1 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
              >
                <X size={18} aria-hidden="true" />
              </button>
            </div>
            {note && (
              <p id={noteId} className="mt-1 text-xs text-slate-600">
                {note}
              </p>
            )}
            <PlaceError id={errorId} message={error} />
          </li>
        );
      })}
    </ol>
  );
}

function AddPeriod({ owner, periods, onChange }: { owner: string; periods: ClockPeriod[]; onChange: (periods: ClockPeriod[]) => void }) {
  const t = useMessages('owner');
  const full = periods.length >= MAX_PERIODS_PER_DAY;
  return (
    <button
      type="button"
      disabled={full}
      onClick={() => onChange([...periods, { opens: '', closes: '' }])}
      aria-label={t.hoursAddPeriodOn({ day: owner })}
      title={full ? t.hoursMaxPeriods({ max: MAX_PERIODS_PER_DAY }) : undefined}
      className={LINK_BUTTON}
    >
      <Plus size={16} aria-hidden="true" />
      {t.hoursAddPeriod()}
    </button>
  );
}

interface WeekGridProps {
  weekly: WeekForm;
  errors: ErrorPlaces;
  onDay: (day: Weekday, periods: ClockPeriod[]) => void;
  onCopy: (day: Weekday) => void;
}

/** Seven rows, Monday first; a closed day has no periods, and opening it starts from 09:00–18:00. */
export function WeekGrid({ weekly, errors, onDay, onCopy }: WeekGridProps) {
  const t = useMessages('owner');
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {WEEK_ROWS.map((day) => {
        const name = dayName(t, day);
        const periods = weekly[day];
        const closed = periods.length === 0;
        return (
          <fieldset key={day} className="p-4">
            <legend className="sr-only">{name}</legend>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <div className="flex items-center justify-between gap-3 sm:w-44 sm:flex-col sm:items-start">
                <span aria-hidden="true" className="font-semibold text-slate-900">
                  {name}
                </span>
                <label className="inline-flex min-h-10 items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    checked={closed}
                    onChange={(event) => onDay(day, event.target.checked ? [] : [{ ...DEFAULT_PERIOD }])}
                    className="h-4 w-4 accent-blue-700"
                  />
                  {t.hoursClosed()}
                </label>
              </div>
              <div className="min-w-0 flex-1">
                {closed ? (
                  <p className="py-2 text-sm text-slate-500">{t.hoursClosedAllDay()}</p>
                ) : (
                  <PeriodList
                    owner={name}
                    periods={periods}
                    onChange={(next) => onDay(day, next)}
                    errors={errors}
                    place={`weekly.${day}`}
                  />
                )}
                <PlaceError message={errors[`weekly.${day}`]} />
                <div className="mt-2 flex flex-wrap gap-x-4">
                  {!closed && <AddPeriod owner={name} periods={periods} onChange={(next) => onDay(day, next)} />}
                  <button type="button" onClick={() => onCopy(day)} className={LINK_BUTTON}>
                    <CopyPlus size={16} aria-hidden="true" />
                    {t.hoursCopyToAll({ day: name })}
                  </button>
                </div>
              </div>
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

interface SpecialDaysProps {
  days: SpecialDayForm[];
  errors: ErrorPlaces;
  onChange: (days: SpecialDayForm[]) => void;
}

/** Dates whose hours replace their weekday's: a holiday closed all day, or a festival's longer evening. */
export function SpecialDays({ days, errors, onChange }: SpecialDaysProps) {
  const t = useMessages('owner');
  const change = (index: number, update: Partial<SpecialDayForm>) =>
    onChange(days.map((day, n) => (n === index ? { ...day, ...update } : day)));
  return (
    <div className="space-y-4">
      {days.length === 0 && <p className="text-sm text-slate-600">{t.hoursNoSpecialDays()}</p>}
      {days.map((day, index) => (
        <SpecialDayRow
          key={day.key}
          day={day}
          number={index + 1}
          place={`special.${index}`}
          errors={errors}
          onChange={(update) => change(index, update)}
          onRemove={() => onChange(days.filter((_, n) => n !== index))}
        />
      ))}
      <button
        type="button"
        disabled={days.length >= MAX_SPECIAL_DAYS}
        onClick={() => onChange([...days, newSpecialDay()])}
        className={PLAIN_BUTTON}
      >
        <Plus size={16} aria-hidden="true" />
        {t.hoursAddSpecialDay()}
      </button>
    </div>
  );
}

interface SpecialDayRowProps {
  day: SpecialDayForm;
  /** 1 is the first: 'Special day 1'. */
  number: number;
  place: string;
  errors: ErrorPlaces;
  onChange: (update: Partial<SpecialDayForm>) => void;
  onRemove: () => void;
}

function SpecialDayRow({ day, number, place, errors, onChange, onRemove }: SpecialDayRowProps) {
  const t = useMessages('owner');
  const id = useId();
  const label = t.hoursSpecialDay({ number });
  const dateError = errors[`${place}.date`];
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-44">
          <label htmlFor={`${id}-date`} className="block text-sm font-medium text-slate-800">
            {t.hoursDate()}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            value={day.date}
            onChange={(event) => onChange({ date: event.target.value })}
            aria-invalid={Boolean(dateError)}
            aria-describedby={dateError ? `${id}-date-error` : undefined}
            className={`mt-1 ${inputClass(Boolean(dateError))}`}
          />
        </div>
        <div role="radiogroup" aria-label={t.hoursSpecialDayHours({ number })} className="flex flex-wrap gap-x-4">
          <label className="inline-flex min-h-10 items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={day.closed}
              onChange={() => onChange({ closed: true, periods: [] })}
              className="h-4 w-4 accent-blue-700"
            />
            {t.hoursClosedAllDay()}
          </label>
          <label className="inline-flex min-h-10 items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={!day.closed}
              onChange={() => onChange({ closed: false, periods: day.periods.length ? day.periods : [{ ...DEFAULT_PERIOD }] })}
              className="h-4 w-4 accent-blue-700"
            />
            {t.hoursSpecialHours()}
          </label>
        </div>
      </div>
      <PlaceError id={`${id}-date-error`} message={dateError} />
      {!day.closed && (
        <div className="mt-3">
          <PeriodList owner={label} periods={day.periods} onChange={(periods) => onChange({ periods })} errors={errors} place={place} />
          <AddPeriod owner={label} periods={day.periods} onChange={(periods) => onChange({ periods })} />
        </div>
      )}
      <PlaceError message={errors[place]} />
      <button type="button" onClick={onRemove} className={`mt-3 ${DANGER_OUTLINE_BUTTON}`}>
        <Trash2 size={16} aria-hidden="true" />
        {t.hoursRemoveSpecialDay({ number })}
      </button>
    </fieldset>
  );
}
