import { Star } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { RATING_LABELS } from '../../../../worker/contracts/format.ts';
import { reviewCreateSchema } from '../../../../worker/contracts/reviews.ts';

export interface ReviewValues {
  rating: number;
  title: string;
  content: string;
}

/** Spec §5: rating 5 by default, title optional, content required. */
export const EMPTY_REVIEW: ReviewValues = { rating: 5, title: '', content: '' };

const RATINGS = [5, 4, 3, 2, 1] as const;
const TITLE_MAX = 120;
const CONTENT_MAX = 5000;

const INPUT =
  'mt-1 block w-full rounded-lg border px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-offset-0 focus:outline-blue-700/30';
const BUTTON = 'rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

type FieldErrors = Partial<Record<'title' | 'content', string>>;

/** The field rules come from the API's own schema, so the form and the server give the same messages. */
function validate(values: ReviewValues): FieldErrors {
  const errors: FieldErrors = {};
  const title = reviewCreateSchema.shape.title.safeParse(values.title);
  if (!title.success) errors.title = title.error.issues[0]?.message;
  const content = reviewCreateSchema.shape.content.safeParse(values.content);
  if (!content.success) errors.content = content.error.issues[0]?.message;
  return errors;
}

interface ReviewFormProps {
  id?: string;
  heading: string;
  submitLabel: string;
  initial?: ReviewValues;
  submitting: boolean;
  /** What the server said about the last attempt. */
  error: string | null;
  onSubmit: (values: ReviewValues) => void;
  onCancel: () => void;
}

/** Writing or editing a review: the rating as five labelled choices, an optional title and the review itself. */
export function ReviewForm({ id, heading, submitLabel, initial = EMPTY_REVIEW, submitting, error, onSubmit, onCancel }: ReviewFormProps) {
  const fieldId = useId();
  const [values, setValues] = useState<ReviewValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const content = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
  }, []);

  function update<Field extends keyof ReviewValues>(field: Field, value: ReviewValues[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'title' || field === 'content') setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = validate(values);
    setErrors(found);
    if (found.content) content.current?.focus();
    if (found.title || found.content) return;
    onSubmit({ rating: values.rating, title: values.title.trim(), content: values.content.trim() });
  }

  const errorId = (field: keyof FieldErrors) => `${fieldId}-${field}-error`;

  return (
    <form id={id} ref={form} onSubmit={submit} noValidate aria-label={heading} aria-busy={submitting} className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-800">Rating</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {RATINGS.map((rating) => (
            <label key={rating} className="cursor-pointer">
              <input
                type="radio"
                name={`${fieldId}-rating`}
                value={rating}
                checked={values.rating === rating}
                onChange={() => update('rating', rating)}
                className="peer sr-only"
              />
              <span className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 peer-checked:border-amber-500 peer-checked:bg-amber-50 peer-checked:font-semibold peer-checked:text-amber-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700">
                {rating}{' '}
                <Star size={14} className="fill-amber-400 text-amber-400" aria-hidden="true" />{' '}
                {RATING_LABELS[rating]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <label htmlFor={`${fieldId}-title`} className="mt-4 block text-sm font-medium text-slate-800">
        Title (optional)
      </label>
      <input
        id={`${fieldId}-title`}
        value={values.title}
        maxLength={TITLE_MAX}
        onChange={(event) => update('title', event.target.value)}
        aria-invalid={errors.title ? true : undefined}
        aria-describedby={errors.title ? errorId('title') : undefined}
        className={`${INPUT} ${errors.title ? 'border-red-500' : 'border-slate-300'}`}
      />
      {errors.title && (
        <p id={errorId('title')} className="mt-1 text-sm text-red-700">
          {errors.title}
        </p>
      )}

      <label htmlFor={`${fieldId}-content`} className="mt-4 block text-sm font-medium text-slate-800">
        Your Review
      </label>
      <textarea
        id={`${fieldId}-content`}
        ref={content}
        rows={5}
        value={values.content}
        maxLength={CONTENT_MAX}
        required
        onChange={(event) => update('content', event.target.value)}
        aria-invalid={errors.content ? true : undefined}
        aria-describedby={errors.content ? errorId('content') : undefined}
        placeholder="Share your experience with this business"
        className={`${INPUT} ${errors.content ? 'border-red-500' : 'border-slate-300'}`}
      />
      {errors.content && (
        <p id={errorId('content')} className="mt-1 text-sm text-red-700">
          {errors.content}
        </p>
      )}

      {error && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" disabled={submitting} className={`${BUTTON} bg-blue-700 text-white hover:bg-blue-800 disabled:opacity-60`}>
          {submitting ? 'Submitting...' : submitLabel}
        </button>
        <button type="button" onClick={onCancel} className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
          Cancel
        </button>
      </div>
    </form>
  );
}
