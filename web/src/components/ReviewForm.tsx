import { Star } from 'lucide-react';
import { Suspense, useEffect, useId, type FormEvent } from 'react';
import { reviewCreateSchema, type RATING_LABELS } from '@contracts/reviews.ts';
import { useMessages } from '../i18n/language.tsx';
import { FormAlert, TextAreaField, TextField } from './FormField.tsx';
import { useSchemaForm, type FieldMessage } from '../lib/useSchemaForm.ts';

export type ReviewValues = {
  rating: number;
  title: string;
  content: string;
};

/**
 * docs/product.md §4.3: no rating chosen (0) until the writer picks one, title optional, content required. A preselected
 * rating was sent by everyone who skipped it (issue 34).
 */
export const EMPTY_REVIEW: ReviewValues = { rating: 0, title: '', content: '' };

const RATINGS = [5, 4, 3, 2, 1] as const;
const TITLE_MAX = 120;
const CONTENT_MAX = 5000;

const BUTTON =
  'rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** The rules of the form's fields, from the API's own schema: the form and the server give the same messages. */
const FIELDS = reviewCreateSchema.pick({ rating: true, title: true, content: true });

/**
 * Puts what the server said about the refused fields on those fields, focusing the first; true when any of them is a
 * field of this form (then no other message is needed).
 */
export type ShowFieldErrors = (messages: readonly FieldMessage[]) => boolean;

export interface ReviewFormProps {
  id?: string;
  heading: string;
  submitLabel: string;
  initial?: ReviewValues;
  submitting: boolean;
  /** What the server said about the last attempt, when it was not about one of the fields. */
  error: string | null;
  onSubmit: (values: ReviewValues, showFieldErrors: ShowFieldErrors) => void;
  onCancel: () => void;
}

/** Writing or editing a review: the rating as five labelled choices, an optional title and the review itself. */
export function ReviewForm({ id, heading, submitLabel, initial = EMPTY_REVIEW, submitting, error, onSubmit, onCancel }: ReviewFormProps) {
  const fieldId = useId();
  const t = useMessages('shell');
  const { formRef, values, errors, set, change, validate, showErrors } = useSchemaForm(initial);
  const ratingErrorId = `${fieldId}-rating-error`;

  // The rating comes first: an edit lands on the one given, a new review on the first choice (focus alone picks none).
  useEffect(() => {
    const radios = formRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const chosen = radios ? Array.from(radios).find((radio) => radio.checked) : undefined;
    (chosen ?? radios?.[0])?.focus();
  }, [formRef]);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The missing rating is shown and focused like any other field: the radios carry the field's name.
    if (submitting || !validate(FIELDS)) return;
    const showFieldErrors: ShowFieldErrors = (messages) => Object.keys(showErrors(messages, { focus: true })).length > 0;
    onSubmit({ rating: values.rating, title: values.title.trim(), content: values.content.trim() }, showFieldErrors);
  }

  return (
    <form
      id={id}
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={heading}
      aria-busy={submitting}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
      <fieldset className="mt-3" aria-describedby={errors.rating ? ratingErrorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t.reviewRating()}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {RATINGS.map((rating) => (
            <label key={rating} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={rating}
                required
                checked={values.rating === rating}
                onChange={() => set('rating', rating)}
                className="peer sr-only"
              />
              <span className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 peer-checked:border-amber-500 peer-checked:bg-amber-50 peer-checked:font-semibold peer-checked:text-amber-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700">
                {rating} <Star size={14} className="fill-amber-400 text-amber-400" aria-hidden="true" />{' '}
                <Suspense fallback={null}>
                  <RatingWord rating={rating} />
                </Suspense>
              </span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={ratingErrorId} className="mt-1 text-sm text-red-700">
            {errors.rating}
          </p>
        )}
      </fieldset>

      <TextField
        label={t.reviewTitleOptional()}
        name="title"
        value={values.title}
        maxLength={TITLE_MAX}
        onChange={change('title')}
        error={errors.title}
        className="mt-4"
      />
      <TextAreaField
        label={t.reviewContent()}
        name="content"
        rows={5}
        value={values.content}
        maxLength={CONTENT_MAX}
        required
        onChange={change('content')}
        error={errors.content}
        placeholder={t.reviewContentPlaceholder()}
        className="mt-4"
      />
      {error && <FormAlert className="mt-4">{error}</FormAlert>}

      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" disabled={submitting} className={`${BUTTON} bg-blue-700 text-white hover:bg-blue-800 disabled:opacity-60`}>
          {submitting ? t.submitting() : submitLabel}
        </button>
        <button type="button" onClick={onCancel} className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}>
          {t.cancel()}
        </button>
      </div>
    </form>
  );
}

/** A rating's word in the page's language ('Very Good', 'ತುಂಬಾ ಚೆನ್ನಾಗಿದೆ'); loaded with the first form that shows one. */
function RatingWord({ rating }: { rating: keyof typeof RATING_LABELS }) {
  const t = useMessages('sometimes');
  return t[`rating${rating}`]();
}
