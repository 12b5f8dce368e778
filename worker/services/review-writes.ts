import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { pagination } from '../contracts/common.ts';
import type { ReviewCreateInput, ReviewUpdateInput } from '../contracts/reviews.ts';
import { publicBusinessWhere } from '../db/rules.ts';
import * as schema from '../db/schema.ts';
import type { Database, SignedInContext, User } from '../env.ts';
import { ApiError, isUniqueViolation } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { nextId } from '../db/id-sequences.ts';
import { businessPage, purgePages } from './page-cache.ts';
import { tellOwnerOfReview } from './owner/notices.ts';

export const ALREADY_REVIEWED = 'You have already reviewed this business.';

/**
 * Recomputes the stored rating of the businesses `which` selects from their visible reviews. It runs in the same batch
 * as the review writes, so the average and count can never disagree with the reviews.
 */
export function refreshRatings(db: Database, which: SQL) {
  const visible = sql`FROM ${schema.reviews} WHERE ${schema.reviews.businessId} = ${schema.businesses.id} AND ${schema.reviews.status} = 'visible'`;
  return db
    .update(schema.businesses)
    .set({
      ratingCount: sql`(SELECT count(*) ${visible})`,
      ratingAverage: sql`coalesce((SELECT avg(${schema.reviews.rating}) ${visible}), 0)`,
      updatedAt: new Date(),
    })
    .where(which);
}

function refreshRating(db: Database, businessId: string) {
  return refreshRatings(db, eq(schema.businesses.id, businessId));
}

/**
 * docs/product.md §3.9: a review is verified when its author had sent this business an enquiry through us, signed
 * in, before writing it. Decided inside the insert, so it is the state at that moment; editing keeps it.
 */
function contactedBefore(businessId: string, userId: string) {
  return sql<boolean>`exists (SELECT 1 FROM ${schema.enquiries} WHERE ${schema.enquiries.businessId} = ${businessId} AND ${schema.enquiries.userId} = ${userId})`;
}

function shapeReview(review: typeof schema.reviews.$inferSelect, business?: { id: string; name: string }) {
  return {
    _id: review.id,
    id: review.id,
    businessId: review.businessId,
    ...(business ? { business: { _id: business.id, name: business.name } } : {}),
    rating: review.rating,
    title: review.title,
    content: review.content,
    isVerified: review.isVerified,
    helpfulCount: review.helpfulCount,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}

/** A new review of a public business; its owner gets a notice once it is stored (docs/product.md §3.21). */
export async function createReview(ctx: SignedInContext, input: ReviewCreateInput) {
  const { db, user } = ctx;
  const [business] = await db
    .select({ id: schema.businesses.id, name: schema.businesses.name, ownerId: schema.businesses.ownerId })
    .from(schema.businesses)
    .where(publicBusinessWhere(schema.businesses, input.businessId))
    .limit(1);
  if (!business) throw new ApiError(404, 'Business not found');
  const id = await nextId(db, 'reviews');
  let stored: typeof schema.reviews.$inferSelect;
  try {
    const [[review]] = await db.batch([
      db
        .insert(schema.reviews)
        .values({
          id,
          businessId: input.businessId,
          userId: user.id,
          rating: input.rating,
          title: input.title || null,
          content: input.content,
          isVerified: contactedBefore(input.businessId, user.id),
        })
        .returning(),
      refreshRating(db, input.businessId),
    ]);
    stored = review as typeof schema.reviews.$inferSelect;
  } catch (error) {
    // The unique index on (business, user) is the rule; a second review fails there, whatever the timing.
    if (isUniqueViolation(error)) {
      throw new ApiError(400, ALREADY_REVIEWED, [{ field: 'businessId', message: ALREADY_REVIEWED }]);
    }
    throw error;
  }
  await purgePages(ctx, [businessPage(input.businessId)]);
  await tellOwnerOfReview(ctx, business, user, stored);
  return shapeReview(stored);
}

async function ownReview(db: Database, user: User, reviewId: string) {
  const [review] = await db.select().from(schema.reviews).where(eq(schema.reviews.id, reviewId)).limit(1);
  if (!review) throw new ApiError(404, 'Review not found');
  if (review.userId !== user.id) throw new ApiError(403, 'You can only change your own reviews.');
  return review;
}

export async function updateReview(ctx: SignedInContext, { id: reviewId, changes }: { id: string; changes: ReviewUpdateInput }) {
  const { db, user } = ctx;
  const review = await ownReview(db, user, reviewId);
  const [[updated]] = await db.batch([
    db
      .update(schema.reviews)
      .set({
        ...(changes.rating !== undefined ? { rating: changes.rating } : {}),
        ...(changes.title !== undefined ? { title: changes.title || null } : {}),
        ...(changes.content !== undefined ? { content: changes.content } : {}),
        updatedAt: new Date(),
      })
      .where(eq(schema.reviews.id, reviewId))
      .returning(),
    refreshRating(db, review.businessId),
  ]);
  await purgePages(ctx, [businessPage(review.businessId)]);
  return shapeReview(updated as typeof schema.reviews.$inferSelect);
}

export async function deleteReview(ctx: SignedInContext, { id: reviewId }: { id: string }) {
  const { db, user } = ctx;
  const review = await ownReview(db, user, reviewId);
  await db.batch([db.delete(schema.reviews).where(eq(schema.reviews.id, reviewId)), refreshRating(db, review.businessId)]);
  await purgePages(ctx, [businessPage(review.businessId)]);
}

export async function listMyReviews({ db, user }: SignedInContext, { page, limit }: { page: number; limit: number }) {
  // Not a batch: batched results come back as objects, and the two tables' `id` columns would collide.
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: schema.reviews, business: { id: schema.businesses.id, name: schema.businesses.name } })
      .from(schema.reviews)
      .innerJoin(schema.businesses, eq(schema.businesses.id, schema.reviews.businessId))
      .where(eq(schema.reviews.userId, user.id))
      .orderBy(desc(schema.reviews.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(schema.reviews).where(eq(schema.reviews.userId, user.id)),
  ]);
  return { reviews: rows.map((row) => shapeReview(row.review, row.business)), pagination: pagination(page, limit, total?.n ?? 0) };
}

/** Marks a review helpful, or takes the mark back: one vote per user, the count kept equal to the votes. */
export async function toggleHelpful(ctx: SignedInContext, { id: reviewId }: { id: string }) {
  const { db, user } = ctx;
  const [review] = await db
    .select({ userId: schema.reviews.userId, businessId: schema.reviews.businessId })
    .from(schema.reviews)
    .where(and(eq(schema.reviews.id, reviewId), eq(schema.reviews.status, 'visible')))
    .limit(1);
  if (!review) throw new ApiError(404, 'Review not found');
  if (review.userId === user.id) throw new ApiError(400, 'You cannot mark your own review as helpful.');
  const vote = and(eq(schema.reviewHelpfulVotes.userId, user.id), eq(schema.reviewHelpfulVotes.reviewId, reviewId));
  const [existing] = await db.select({ reviewId: schema.reviewHelpfulVotes.reviewId }).from(schema.reviewHelpfulVotes).where(vote).limit(1);
  // The count moves with the vote, in the same batch and only when the vote row is really added or removed: a batch
  // runs alone, so two taps racing cannot both move it (votes have no index by review to count them again).
  const voted = sql`exists (SELECT 1 FROM ${schema.reviewHelpfulVotes} WHERE ${vote})`;
  const moveCount = (by: 1 | -1) =>
    db
      .update(schema.reviews)
      .set({ helpfulCount: sql`${schema.reviews.helpfulCount} + ${by}` })
      .where(and(eq(schema.reviews.id, reviewId), by === 1 ? sql`NOT ${voted}` : voted));
  const readCount = db.select({ helpfulCount: schema.reviews.helpfulCount }).from(schema.reviews).where(eq(schema.reviews.id, reviewId));
  const [, , [counted]] = existing
    ? await db.batch([moveCount(-1), db.delete(schema.reviewHelpfulVotes).where(vote), readCount])
    : await db.batch([
        moveCount(1),
        db.insert(schema.reviewHelpfulVotes).values({ reviewId, userId: user.id }).onConflictDoNothing(),
        readCount,
      ]);
  await purgePages(ctx, [businessPage(review.businessId)]);
  return { helpful: !existing, helpfulCount: counted?.helpfulCount ?? 0 };
}

/** Stores a report for moderation; reporting the same review again changes nothing. */
export async function reportReview({ db, user }: SignedInContext, { id: reviewId, reason }: { id: string; reason: string }) {
  const [review] = await db.select({ id: schema.reviews.id }).from(schema.reviews).where(eq(schema.reviews.id, reviewId)).limit(1);
  if (!review) throw new ApiError(404, 'Review not found');
  await db.insert(schema.reviewReports).values({ id: newId(), reviewId, userId: user.id, reason }).onConflictDoNothing();
}
