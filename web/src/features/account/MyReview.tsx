import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ReviewForm } from '../../components/ReviewForm.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import { REVIEW_MESSAGES } from '../../lib/review-messages.ts';
import { useTRPC } from '../../lib/trpc.ts';
import type { RouterOutputs } from '../../lib/types.ts';
import { DANGER_BUTTON, DANGER_OUTLINE_BUTTON, PLAIN_BUTTON } from './AccountSection.tsx';
import { ReviewSummary } from '../../components/ReviewSummary.tsx';

type Review = RouterOutputs['myReviews']['mine']['reviews'][number];

/** Everything that shows the review or its business's rating is read again after a change. */
function useRefreshAfterChange(businessId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.myReviews.mine.pathFilter()),
      queryClient.invalidateQueries(trpc.reviews.byBusiness.pathFilter()),
      queryClient.invalidateQueries({ queryKey: trpc.business.byId.queryKey({ id: businessId }) }),
    ]);
}

/** One of the user's reviews: its business, what they wrote, and the ways to edit or delete it. */
export function MyReview({ review }: { review: Review }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const businessName = review.business?.name ?? 'A business';

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const closeEditor = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  if (editing) return <EditMyReview review={review} businessName={businessName} onClose={closeEditor} />;
  return (
    <article aria-label={`Your review of ${businessName}`}>
      <ReviewSummary
        review={review}
        heading={
          <h3 className="font-semibold text-slate-900">
            <Link to={`/business/${review.businessId}`} className="text-blue-700 underline-offset-2 hover:underline">
              {businessName}
            </Link>
          </h3>
        }
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <button ref={editButton} type="button" onClick={() => setEditing(true)} className={PLAIN_BUTTON}>
          <Pencil size={14} aria-hidden="true" />
          Edit
        </button>
        <button type="button" onClick={() => setDeleting(true)} aria-haspopup="dialog" className={DANGER_OUTLINE_BUTTON}>
          <Trash2 size={14} aria-hidden="true" />
          Delete
        </button>
      </div>
      {deleting && <DeleteMyReview review={review} businessName={businessName} onClose={() => setDeleting(false)} />}
    </article>
  );
}

function EditMyReview({ review, businessName, onClose }: { review: Review; businessName: string; onClose: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshAfterChange(review.businessId);
  const [error, setError] = useState<string | null>(null);
  const update = useMutation(trpc.myReviews.update.mutationOptions({ onSuccess: () => void refresh() }));
  return (
    <ReviewForm
      heading={`Edit your review of ${businessName}`}
      submitLabel="Save changes"
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
              notify.success(REVIEW_MESSAGES.updated);
            },
            onError: (failure) => {
              if (!showFieldErrors(failure.data?.errors ?? [])) setError(serverMessage(failure, REVIEW_MESSAGES.updateFailed));
            },
          },
        );
      }}
    />
  );
}

function DeleteMyReview({ review, businessName, onClose }: { review: Review; businessName: string; onClose: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshAfterChange(review.businessId);
  const remove = useMutation(
    trpc.myReviews.remove.mutationOptions({
      onSuccess: () => {
        onClose();
        notify.success(REVIEW_MESSAGES.deleted);
        void refresh();
      },
    }),
  );
  return (
    <Modal title="Delete your review?" onClose={onClose}>
      <p className="mt-2 text-slate-600">
        Your review of {businessName} and its rating will be removed from the business. This cannot be undone.
      </p>
      {remove.isError && <FormAlert className="mt-4">{serverMessage(remove.error, REVIEW_MESSAGES.deleteFailed)}</FormAlert>}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} data-autofocus className={PLAIN_BUTTON}>
          Cancel
        </button>
        <button type="button" onClick={() => remove.mutate({ id: review.id })} disabled={remove.isPending} className={DANGER_BUTTON}>
          {remove.isPending ? 'Deleting…' : 'Delete review'}
        </button>
      </div>
    </Modal>
  );
}
