import { useState } from 'react';
import { useMessages } from '../i18n/language.tsx';
import { httpStatusOf, serverMessage } from '../lib/http-status.ts';
import { notify } from '../lib/notify.ts';
import { useUpdateReview } from '../lib/review-writes.ts';
import { ReviewForm } from './ReviewForm.tsx';

interface ReviewEditorProps {
  /** The form's id, for the button that opened it to point at. */
  id?: string;
  businessId: string;
  review: { id: string; rating: number; title: string | null; content: string };
  heading: string;
  submitLabel: string;
  onClose: () => void;
  /** A 401, the session over; without it, that refusal shows in the form like any other. */
  onSessionEnded?: () => void;
}

/**
 * The review form filled with the user's own review, sent through myReviews.update, on the business page and in the
 * account's list alike. Refused fields show their messages on the fields; any other refusal shows above the buttons.
 * The business page loads it (with the form) only when a visitor opens it: web/src/features/business/LazyReviewWriting.tsx.
 */
export function ReviewEditor({ id, businessId, review, heading, submitLabel, onClose, onSessionEnded }: ReviewEditorProps) {
  const update = useUpdateReview(businessId);
  const [error, setError] = useState<string | null>(null);
  const t = useMessages('shell');
  return (
    <ReviewForm
      id={id}
      heading={heading}
      submitLabel={submitLabel}
      initial={{ rating: review.rating, title: review.title ?? '', content: review.content }}
      submitting={update.isPending}
      error={error}
      onCancel={onClose}
      onSubmit={(changes, showFieldErrors) => {
        setError(null);
        update.mutate(
          { id: review.id, changes },
          {
            onSuccess: () => {
              onClose();
              notify.success(t.reviewUpdated());
            },
            onError: (failure) => {
              if (onSessionEnded && httpStatusOf(failure) === 401) onSessionEnded();
              else if (!showFieldErrors(failure.data?.errors ?? [])) setError(serverMessage(failure, t.reviewUpdateFailed()));
            },
          },
        );
      }}
    />
  );
}
