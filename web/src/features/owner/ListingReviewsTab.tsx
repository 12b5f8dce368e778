import { BadgeCheck, MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DANGER_BUTTON, DANGER_OUTLINE_BUTTON, PLAIN_BUTTON } from '../../components/buttons.ts';
import { FormAlert } from '../../components/FormField.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Pager } from '../../components/Pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { useLanguage, useMessages } from '../../i18n/language.tsx';
import { shortDateIn } from '../../lib/dates.ts';
import { serverMessage } from '../../lib/http-status.ts';
import { notify } from '../../lib/notify.ts';
import type { RouterOutputs } from '../../lib/types.ts';
import { useListingReviews, useRemoveReply, useSetReply } from './api.ts';
import { ListingFrame } from './ListingFrame.tsx';
import type { OwnerListing } from './owner-types.ts';
import { ReplyEditor } from './ReplyEditor.tsx';
import { ReviewSummary } from '../../components/ReviewSummary.tsx';

type OwnerReview = RouterOutputs['owner']['reviews']['reviews'][number];

export function ListingReviewsTab() {
  const t = useMessages('owner');
  return <ListingFrame title={t.reviewsTitle()}>{(listing) => <ReviewsTab listing={listing} />}</ListingFrame>;
}

/** docs/product.md §2.24 Reviews: the listing's visible reviews, newest first, each with the business's one reply. */
function ReviewsTab({ listing }: { listing: OwnerListing }) {
  const t = useMessages('owner');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const reviews = useListingReviews(listing.id, page);

  if (reviews.isPending) return <LoadingState title={t.reviewsLoading()} />;
  if (reviews.isError) {
    return (
      <ErrorState
        title={t.reviewsLoadFailed()}
        message={serverMessage(reviews.error, t.tabLoadFailedHint())}
        onRetry={() => void reviews.refetch()}
      />
    );
  }
  const { total, totalPages } = reviews.data.pagination;
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-bold text-slate-900">{t.reviewsTitle()}</h2>
        <p className="mt-1 text-sm text-slate-600">{t.reviewsIntro({ count: total })}</p>
      </div>
      {reviews.data.reviews.length === 0 ? (
        <EmptyState title={t.reviewsEmptyTitle()} hint={t.reviewsEmptyHint()} />
      ) : (
        <ol className={`space-y-4 ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}>
          {reviews.data.reviews.map((review) => (
            <li key={review.id}>
              <ReviewWithReply review={review} listingId={listing.id} page={page} />
            </li>
          ))}
        </ol>
      )}
      <Pager page={page} totalPages={totalPages} onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
    </div>
  );
}

function ReviewWithReply({ review, listingId, page }: { review: OwnerReview; listingId: string; page: number }) {
  const t = useMessages('owner');
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  // After the editor or the dialog closes, focus returns to the reply's buttons rather than the top of the page.
  const returnFocus = useRef(false);
  const reply = review.businessResponse;

  // The hooks put the server's answer into the cached page the review was listed on.
  const publish = useSetReply(listingId, page, {
    onSuccess: () => {
      returnFocus.current = true;
      setEditing(false);
      notify.success(t.reviewsReplyPublished());
    },
  });
  const remove = useRemoveReply(listingId, page, {
    onSuccess: () => {
      returnFocus.current = true;
      setRemoving(false);
      notify.success(t.reviewsReplyRemoved());
    },
  });

  useEffect(() => {
    if (editing || removing || !returnFocus.current) return;
    returnFocus.current = false;
    actions.current?.querySelector('button')?.focus();
  }, [editing, removing, reply]);

  return (
    <article
      aria-label={t.reviewsReviewBy({ name: review.user.name })}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <ReviewSummary
        review={review}
        heading={
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            {review.user.name}
            {review.isVerified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
                <BadgeCheck size={14} aria-hidden="true" />
                {t.reviewsVerified()}
              </span>
            )}
          </h3>
        }
      />

      <div className="mt-4 border-t border-slate-100 pt-4">
        {editing ? (
          <ReplyEditor
            initial={reply?.content ?? ''}
            busy={publish.isPending}
            onPublish={(content) => publish.mutateAsync({ reviewId: review.id, content })}
            onCancel={() => {
              returnFocus.current = true;
              setEditing(false);
            }}
          />
        ) : (
          <>
            {reply && (
              <div className="rounded-xl bg-slate-50 p-3">
                <p className="text-sm font-semibold text-slate-900">
                  <span>{t.reviewsReplyFrom({ name: reply.respondedBy })}</span>
                  {reply.respondedAt && (
                    <>
                      {' · '}
                      <time dateTime={reply.respondedAt} className="font-normal text-slate-500">
                        {shortDateIn(language, reply.respondedAt)}
                      </time>
                    </>
                  )}
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{reply.content}</p>
              </div>
            )}
            <div ref={actions} className="mt-3 flex flex-wrap gap-2">
              {reply ? (
                <>
                  <button type="button" onClick={() => setEditing(true)} className={PLAIN_BUTTON}>
                    <Pencil size={16} aria-hidden="true" />
                    {t.reviewsEditReply()}
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      remove.reset();
                      setRemoving(true);
                    }}
                    aria-haspopup="dialog"
                    className={DANGER_OUTLINE_BUTTON}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                    {t.reviewsRemoveReply()}
                  </button>
                </>
              ) : (
                <button type="button" onClick={() => setEditing(true)} className={PLAIN_BUTTON}>
                  <MessageSquareReply size={16} aria-hidden="true" />
                  {t.reviewsWriteReply()}
                </button>
              )}
            </div>
          </>
        )}
      </div>
      {removing && (
        <Modal title={t.reviewsRemoveTitle()} onClose={() => setRemoving(false)}>
          <p className="mt-2 text-slate-600">{t.reviewsRemoveText()}</p>
          {remove.isError && <FormAlert className="mt-4">{serverMessage(remove.error, t.reviewsRemoveFailed())}</FormAlert>}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" onClick={() => setRemoving(false)} data-autofocus className={PLAIN_BUTTON}>
              {t.tabCancel()}
            </button>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ reviewId: review.id })}
              className={DANGER_BUTTON}
            >
              {remove.isPending ? t.reviewsRemoving() : t.reviewsRemoveReply()}
            </button>
          </div>
        </Modal>
      )}
    </article>
  );
}
