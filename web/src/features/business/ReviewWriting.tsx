import { useState } from 'react';
import { ReviewEditor } from '../../components/ReviewEditor.tsx';
import { ReviewForm } from '../../components/ReviewForm.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { notify } from '../../lib/notify.ts';
import { useCreateReview } from '../../lib/review-writes.ts';
import type { Review } from './api.ts';
import { sessionEnded, submitErrorMessage, useSignInAgain } from './review-failures.ts';

interface ReviewWritingProps {
  /** The form's id, for the button that opened it to point at. */
  id?: string;
  businessId: string;
  /** The visitor's own review, to change; without it, the form writes a new one. */
  review?: Review;
  onClose: () => void;
}

/**
 * The business page's review form, for a new review or the visitor's own, with what sends it. The page loads this
 * module only when a visitor opens the form (LazyReviewWriting.tsx): most people only read a business's reviews.
 */
export function ReviewWriting({ review, ...props }: ReviewWritingProps) {
  return review ? <EditReview review={review} {...props} /> : <NewReview {...props} />;
}

/**
 * docs/product.md §3.9: a 401 sends the user to sign in again; other failures stay in the form for another try, a
 * refused field's message on that field and anything else (such as a second review) above the buttons.
 */
function NewReview({ id, businessId, onClose }: { id?: string; businessId: string; onClose: () => void }) {
  const t = useMessages('business');
  const shell = useMessages('shell');
  const create = useCreateReview(businessId);
  const signInAgain = useSignInAgain();
  const [error, setError] = useState<string | null>(null);
  return (
    <ReviewForm
      id={id}
      heading={t.writeReview()}
      submitLabel={t.submitReview()}
      submitting={create.isPending}
      error={error}
      onCancel={onClose}
      onSubmit={(values, showFieldErrors) => {
        setError(null);
        create.mutate(
          { businessId, rating: values.rating, title: values.title || undefined, content: values.content },
          {
            onSuccess: () => {
              onClose();
              notify.success(shell.reviewSubmitted());
            },
            onError: (failure) => {
              if (sessionEnded(failure)) signInAgain(shell.reviewSignInAgain());
              else if (!showFieldErrors(failure.data?.errors ?? [])) setError(submitErrorMessage(failure, shell));
            },
          },
        );
      }}
    />
  );
}

/**
 * The user's review in the form, on its page: a 401 sends them to sign in again, as every write here does
 * (docs/product.md §3.9).
 */
function EditReview({ id, review, businessId, onClose }: { id?: string; review: Review; businessId: string; onClose: () => void }) {
  const t = useMessages('business');
  const shell = useMessages('shell');
  const signInAgain = useSignInAgain();
  return (
    <ReviewEditor
      id={id}
      businessId={businessId}
      review={{ ...review, id: review._id }}
      heading={t.editReviewHeading()}
      submitLabel={t.updateReview()}
      onClose={onClose}
      onSessionEnded={() => signInAgain(shell.reviewSignInAgain())}
    />
  );
}
