import { Flag, Pencil, ThumbsUp, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormAlert, TextAreaField } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useMessages } from '../../i18n/language.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import { useRemoveReview } from '../../lib/review-writes.ts';
import { useSignInRedirect } from '../../lib/useSignInRedirect.ts';
import { useEditorToggle } from '../../lib/useEditorToggle.ts';
import { useSchemaForm } from '../../lib/useSchemaForm.ts';
import { useHelpfulVote, useReportReview, type Review } from './api.ts';
import { LazyReviewWriting } from './LazyReviewWriting.tsx';
import { ReviewItem } from './ReviewItem.tsx';
import { sessionEnded, useSignInAgain } from './review-failures.ts';

const ACTION =
  'inline-flex items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60';
const PLAIN = `${ACTION} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;
const BUTTON =
  'rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60';

interface ReviewEntryProps {
  review: Review;
  businessId: string;
  /** The signed-in viewer wrote it. */
  own: boolean;
  /** False while the viewer's own answer (what they voted) is still on its way: voting waits for it. */
  viewerKnown: boolean;
}

/** One review of a live business: the author may edit or delete it, anyone else may vote it helpful or report it. */
export function ReviewEntry({ review, businessId, own, viewerKnown }: ReviewEntryProps) {
  return own ? <OwnReview review={review} businessId={businessId} /> : <OthersReview review={review} viewerKnown={viewerKnown} />;
}

function OwnReview({ review, businessId }: { review: Review; businessId: string }) {
  const t = useMessages('business');
  const shell = useMessages('shell');
  const remove = useRemoveReview(businessId);
  const signInAgain = useSignInAgain();
  const editor = useEditorToggle();
  const [deleting, setDeleting] = useState(false);

  if (editor.open) return <LazyReviewWriting review={review} businessId={businessId} onClose={editor.close} />;

  return (
    <>
      <ReviewItem
        review={review}
        own
        actions={
          <>
            <button ref={editor.opener} type="button" onClick={editor.show} className={PLAIN}>
              <Pencil size={14} aria-hidden="true" />
              {t.edit()}
            </button>
            <button
              type="button"
              onClick={() => setDeleting(true)}
              aria-haspopup="dialog"
              className={`${ACTION} border-red-200 bg-white text-red-700 hover:bg-red-50`}
            >
              <Trash2 size={14} aria-hidden="true" />
              {t.delete()}
            </button>
          </>
        }
      />
      {deleting && (
        <DeleteDialog
          pending={remove.isPending}
          error={remove.isError && !sessionEnded(remove.error) ? serverMessage(remove.error, shell.reviewDeleteFailed()) : null}
          onClose={() => {
            remove.reset();
            setDeleting(false);
          }}
          onConfirm={() =>
            remove.mutate(
              { id: review._id },
              {
                onSuccess: () => {
                  setDeleting(false);
                  notify.success(shell.reviewDeleted());
                },
                onError: (error) => {
                  if (sessionEnded(error)) signInAgain(shell.sessionEnded());
                },
              },
            )
          }
        />
      )}
    </>
  );
}

interface DeleteDialogProps {
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}

function DeleteDialog({ pending, error, onClose, onConfirm }: DeleteDialogProps) {
  const t = useMessages('business');
  return (
    <Modal title={t.deleteTitle()} onClose={onClose}>
      <p className="mt-2 text-slate-600">{t.deleteText()}</p>
      {error && <FormAlert className="mt-4">{error}</FormAlert>}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          data-autofocus
          className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-50`}
        >
          {t.cancel()}
        </button>
        <button type="button" onClick={onConfirm} disabled={pending} className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`}>
          {pending ? t.deleting() : t.deleteReview()}
        </button>
      </div>
    </Modal>
  );
}

interface Vote {
  helpful: boolean;
  helpfulCount: number;
}

function OthersReview({ review, viewerKnown }: { review: Review; viewerKnown: boolean }) {
  const t = useMessages('business');
  const shell = useMessages('shell');
  const { status } = useAuth();
  const signIn = useSignInRedirect();
  const signInAgain = useSignInAgain();
  const [vote, setVote] = useState<Vote | null>(null);
  const [reporting, setReporting] = useState(false);
  const helpful = useHelpfulVote({
    onSuccess: setVote,
    onError: (error) => {
      if (sessionEnded(error)) signInAgain(shell.sessionEnded());
      else notify.error(serverMessage(error, shell.reviewHelpfulFailed()));
    },
  });
  const signedIn = status === 'signed-in';
  const name = review.user.name || t.anonymous();
  // The server's answer says whether the viewer has voted; after a vote here, the vote's own answer does.
  const pressed = signedIn && (vote ? vote.helpful : review.foundHelpful);

  return (
    <>
      <ReviewItem
        review={vote ? { ...review, helpfulCount: vote.helpfulCount } : review}
        actions={
          <>
            <button
              type="button"
              onClick={() => (signedIn ? helpful.mutate({ id: review._id }) : signIn())}
              disabled={helpful.isPending || (signedIn && !viewerKnown)}
              aria-pressed={signedIn ? pressed : undefined}
              className={pressed ? `${ACTION} border-blue-200 bg-blue-50 text-blue-800 hover:bg-blue-100` : PLAIN}
            >
              <ThumbsUp size={14} aria-hidden="true" className={pressed ? 'fill-blue-700/20' : ''} />
              {t.helpful()}
            </button>
            <button
              type="button"
              onClick={() => (signedIn ? setReporting(true) : signIn())}
              aria-haspopup={signedIn ? 'dialog' : undefined}
              className={PLAIN}
            >
              <Flag size={14} aria-hidden="true" />
              {t.report()}
            </button>
          </>
        }
      />
      {reporting && <ReportDialog reviewId={review._id} author={name} onClose={() => setReporting(false)} />}
    </>
  );
}

function ReportDialog({ reviewId, author, onClose }: { reviewId: string; author: string; onClose: () => void }) {
  const t = useMessages('business');
  const shell = useMessages('shell');
  const signInAgain = useSignInAgain();
  const { formRef, values, errors, change, validate } = useSchemaForm({ reason: '' });
  const report = useReportReview();
  const failure = report.isError && !sessionEnded(report.error) ? serverMessage(report.error, shell.reviewReportFailed()) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (report.isPending) return;
    // The shared rules (and zod with them) load when a report is sent, not with the page.
    const { reviewReportSchema } = await import('@contracts/reviews.ts');
    const checked = validate(reviewReportSchema);
    if (!checked) return;
    report.mutate(
      { id: reviewId, reason: checked.reason },
      {
        onSuccess: () => {
          onClose();
          notify.success(shell.reviewReported());
        },
        onError: (error) => {
          if (sessionEnded(error)) signInAgain(shell.sessionEnded());
        },
      },
    );
  }

  return (
    <Modal title={t.reportTitle()} onClose={onClose}>
      <form ref={formRef} onSubmit={submit} noValidate className="mt-2">
        <p className="text-sm text-slate-600">{t.reportText({ author })}</p>
        <TextAreaField
          label={t.reason()}
          name="reason"
          rows={4}
          maxLength={500}
          value={values.reason}
          data-autofocus
          onChange={change('reason')}
          error={errors.reason}
          placeholder={t.reasonPlaceholder()}
          className="mt-4"
        />
        {failure && <FormAlert className="mt-4">{failure}</FormAlert>}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-50`}>
            {t.cancel()}
          </button>
          <button type="submit" disabled={report.isPending} className={`${BUTTON} bg-blue-700 text-white hover:bg-blue-800`}>
            {report.isPending ? t.sending() : t.reportReview()}
          </button>
        </div>
      </form>
    </Modal>
  );
}
