import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ReviewEditor } from '../../components/ReviewEditor.tsx';
import { ReviewSummary } from '../../components/ReviewSummary.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import { reviewMessages } from '../../lib/review-messages.ts';
import { useRemoveReview } from '../../lib/review-writes.ts';
import type { RouterOutputs } from '../../lib/types.ts';
import { useEditorToggle } from '../../lib/useEditorToggle.ts';
import { DANGER_BUTTON, DANGER_OUTLINE_BUTTON, PLAIN_BUTTON } from './AccountSection.tsx';

type Review = RouterOutputs['myReviews']['mine']['reviews'][number];

/** One of the user's reviews: its business, what they wrote, and the ways to edit or delete it. */
export function MyReview({ review }: { review: Review }) {
  const t = useMessages('account');
  const editor = useEditorToggle();
  const [deleting, setDeleting] = useState(false);
  const businessName = review.business?.name ?? t.aBusiness();

  if (editor.open)
    return (
      <ReviewEditor
        businessId={review.businessId}
        review={review}
        heading={t.editReviewOf({ name: businessName })}
        submitLabel={t.saveChanges()}
        onClose={editor.close}
      />
    );
  return (
    <article aria-label={t.yourReviewOf({ name: businessName })}>
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
        <button ref={editor.opener} type="button" onClick={editor.show} className={PLAIN_BUTTON}>
          <Pencil size={14} aria-hidden="true" />
          {t.edit()}
        </button>
        <button type="button" onClick={() => setDeleting(true)} aria-haspopup="dialog" className={DANGER_OUTLINE_BUTTON}>
          <Trash2 size={14} aria-hidden="true" />
          {t.delete()}
        </button>
      </div>
      {deleting && <DeleteMyReview review={review} businessName={businessName} onClose={() => setDeleting(false)} />}
    </article>
  );
}

function DeleteMyReview({ review, businessName, onClose }: { review: Review; businessName: string; onClose: () => void }) {
  const t = useMessages('account');
  const shell = useMessages('shell');
  const messages = reviewMessages(shell);
  const remove = useRemoveReview(review.businessId, () => {
    onClose();
    notify.success(messages.deleted);
  });
  return (
    <Modal title={t.deleteReviewQuestion()} onClose={onClose}>
      <p className="mt-2 text-slate-600">{t.deleteReviewText({ name: businessName })}</p>
      {remove.isError && <FormAlert className="mt-4">{serverMessage(remove.error, messages.deleteFailed)}</FormAlert>}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} data-autofocus className={PLAIN_BUTTON}>
          {shell.cancel()}
        </button>
        <button type="button" onClick={() => remove.mutate({ id: review.id })} disabled={remove.isPending} className={DANGER_BUTTON}>
          {remove.isPending ? t.deleting() : t.deleteReview()}
        </button>
      </div>
    </Modal>
  );
}
