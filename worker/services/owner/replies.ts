import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { pagination } from '../../contracts/common.ts';
import type { ReviewReplyInput } from '../../contracts/owner.ts';
import * as schema from '../../db/schema.ts';
import type { Database, RequestContext } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { assertOwns } from '../access.ts';
import { auditEntry } from '../audit.ts';
import { businessPage, purgePages } from '../page-cache.ts';
import { businessResponse } from '../reviews.ts';

/*
 * docs/product.md §3.23, a listing's reviews as its owner sees them, and the business's one public reply to each.
 * Owners see and answer the visible reviews, the ones the public sees: a hidden review is taken out of the directory,
 * and a reply to it would answer something no reader can see.
 */

const visibleOf = (businessId: string) => and(eq(schema.reviews.businessId, businessId), eq(schema.reviews.status, 'visible'));

const REVIEW_NOT_FOUND = 'Review not found';

interface AnsweredReview {
  id: string;
  rating: number;
  title: string | null;
  content: string;
  isVerified: boolean;
  createdAt: Date;
  responseContent: string | null;
  respondedAt: Date | null;
  user: { name: string };
}

/** A review as the portal lists it, with the reply as the public sees it (docs/product.md §7.7 Review). */
function ownerReview(review: AnsweredReview, businessName: string) {
  return {
    id: review.id,
    rating: review.rating,
    title: review.title,
    content: review.content,
    isVerified: review.isVerified,
    createdAt: review.createdAt.toISOString(),
    user: { name: review.user.name },
    businessResponse: businessResponse(review, businessName),
  };
}

/** The visible reviews of a listing, newest first, each with its reply. */
export async function listListingReviews(
  ctx: RequestContext,
  { id: businessId, page, limit }: { id: string; page: number; limit: number },
) {
  await assertOwns(ctx, businessId);
  const { db } = ctx;
  const [[business], rows, [counted]] = await db.batch([
    db.select({ name: schema.businesses.name }).from(schema.businesses).where(eq(schema.businesses.id, businessId)).limit(1),
    db.query.reviews.findMany({
      where: visibleOf(businessId),
      orderBy: [desc(schema.reviews.createdAt), desc(schema.reviews.id)],
      limit,
      offset: (page - 1) * limit,
      with: { user: { columns: { name: true } } },
    }),
    db.select({ n: count() }).from(schema.reviews).where(visibleOf(businessId)),
  ]);
  if (!business) throw new ApiError(404, 'Business not found');
  return {
    reviews: rows.map((review) => ownerReview(review, business.name)),
    pagination: pagination(page, limit, counted?.n ?? 0),
  };
}

/** A visible review and its listing's name, once the caller is shown to run that listing (403 otherwise). */
async function reviewToAnswer(ctx: RequestContext, reviewId: string) {
  const review = await ctx.db.query.reviews.findFirst({
    where: and(eq(schema.reviews.id, reviewId), eq(schema.reviews.status, 'visible')),
    with: { user: { columns: { name: true } }, business: { columns: { name: true } } },
  });
  if (!review) throw new ApiError(404, REVIEW_NOT_FOUND);
  const { user } = await assertOwns(ctx, review.businessId);
  return { review, businessName: review.business.name, replierId: user.id };
}

/** The audit entry of a reply written, replaced or taken down: the review's reply before and after. */
function replyEntry(
  db: Database,
  review: { id: string; businessId: string; responseContent: string | null },
  replierId: string,
  content: string | null,
  at: Date,
) {
  return auditEntry(db, {
    actorId: replierId,
    action: content === null ? 'review.reply-remove' : 'review.reply',
    entity: 'review',
    entityId: review.id,
    businessId: review.businessId,
    before: { reply: review.responseContent },
    after: { reply: content },
    at,
  });
}

/**
 * Copies the review's current reply, if it has one, into its history. It reads the reply inside the batch that then
 * replaces or removes it, so two owners' edits at once cannot lose a text between them.
 */
function keepCurrentReply(db: Database, reviewId: string, replacedAt: Date) {
  return db.insert(schema.reviewResponseHistory).select(
    db
      .select({
        id: sql<string>`${newId()}`.as('id'),
        reviewId: schema.reviews.id,
        content: sql<string>`${schema.reviews.responseContent}`.as('content'),
        respondedBy: schema.reviews.respondedBy,
        // A reply whose time was never stored (only data written outside the portal): no earlier than the review.
        respondedAt: sql<Date>`coalesce(${schema.reviews.respondedAt}, ${schema.reviews.createdAt})`.as('responded_at'),
        replacedAt: sql<Date>`${replacedAt.getTime()}`.as('replaced_at'),
      })
      .from(schema.reviews)
      .where(and(eq(schema.reviews.id, reviewId), isNotNull(schema.reviews.responseContent))),
  );
}

/**
 * Writes the business's reply to a review, or replaces it: the earlier text goes to the history in the same batch, with
 * the audit entry. The reply is signed by the caller's account in the table and shown publicly under the business's name.
 */
export async function setReviewReply(ctx: RequestContext, { reviewId, ...input }: { reviewId: string } & ReviewReplyInput) {
  const { review, businessName, replierId } = await reviewToAnswer(ctx, reviewId);
  // The same words again change nothing, and leave no copy of themselves in the history.
  if (review.responseContent === input.content) return ownerReview(review, businessName);
  const { db } = ctx;
  const now = new Date();
  await db.batch([
    keepCurrentReply(db, reviewId, now),
    db
      .update(schema.reviews)
      .set({ responseContent: input.content, respondedAt: now, respondedBy: replierId })
      .where(eq(schema.reviews.id, reviewId)),
    replyEntry(db, review, replierId, input.content, now),
  ]);
  await purgePages(ctx, [businessPage(review.businessId)]);
  return ownerReview({ ...review, responseContent: input.content, respondedAt: now }, businessName);
}

/**
 * Takes the reply down; its text stays in the history. Removing a reply that is not there changes nothing, and leaves
 * nothing in the audit log.
 */
export async function removeReviewReply(ctx: RequestContext, { reviewId }: { reviewId: string }) {
  const { review, businessName, replierId } = await reviewToAnswer(ctx, reviewId);
  const { db } = ctx;
  if (review.responseContent !== null) {
    const now = new Date();
    await db.batch([
      keepCurrentReply(db, reviewId, now),
      db.update(schema.reviews).set({ responseContent: null, respondedAt: null, respondedBy: null }).where(eq(schema.reviews.id, reviewId)),
      replyEntry(db, review, replierId, null, now),
    ]);
    await purgePages(ctx, [businessPage(review.businessId)]);
  }
  return ownerReview({ ...review, responseContent: null, respondedAt: null }, businessName);
}
