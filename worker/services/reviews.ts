import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { pagination } from '../contracts/common.ts';
import { publicBusinessWhere } from '../db/rules.ts';
import * as schema from '../db/schema.ts';
import type { Database, RequestContext } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { mediaUrl } from './business-shape.ts';

const visibleFor = (businessId: string) => and(eq(schema.reviews.businessId, businessId), eq(schema.reviews.status, 'visible'));

/**
 * The reviews of one business with their authors and photos, newest first. `foundHelpful` is a column of the same
 * query (the viewer's vote, looked up by its primary key), so a page costs one query whoever asks.
 */
function findReviews(db: Database, where: SQL | undefined, viewerId: string | null, page: { limit: number; offset: number }) {
  return db.query.reviews.findMany({
    where,
    orderBy: [desc(schema.reviews.createdAt), desc(schema.reviews.id)],
    ...page,
    with: {
      user: { columns: { name: true, avatarUrl: true } },
      images: { orderBy: (images, { asc }) => [asc(images.position)] },
    },
    extras: (review) => ({
      foundHelpful: (viewerId
        ? sql<number>`exists (SELECT 1 FROM ${schema.reviewHelpfulVotes} WHERE ${schema.reviewHelpfulVotes.reviewId} = ${review.id} AND ${schema.reviewHelpfulVotes.userId} = ${viewerId})`
        : sql<number>`0`
      ).as('found_helpful'),
    }),
  });
}

type FoundReview = Awaited<ReturnType<typeof findReviews>>[number];

/**
 * The business's public reply to a review (docs/product.md §3.23): it speaks for the business, so it is signed with
 * the business's name, never the name of the person who wrote it.
 */
export function businessResponse(
  review: Pick<typeof schema.reviews.$inferSelect, 'responseContent' | 'respondedAt'>,
  businessName: string,
): { content: string; respondedAt: string | null; respondedBy: string } | null {
  return review.responseContent
    ? { content: review.responseContent, respondedAt: review.respondedAt?.toISOString() ?? null, respondedBy: businessName }
    : null;
}

/** A review as the business's list shows it (docs/product.md §7.7 Review), with what it is to the viewer. */
function listedReview(review: FoundReview, businessName: string, viewerId: string | null, mediaBase: string) {
  return {
    _id: review.id,
    id: review.id,
    rating: review.rating,
    title: review.title,
    content: review.content,
    user: { name: review.user.name, avatar: review.user.avatarUrl ? mediaUrl(mediaBase, review.user.avatarUrl) : null },
    createdAt: review.createdAt.toISOString(),
    date: review.createdAt.toISOString(),
    isVerified: review.isVerified,
    images: review.images.map((image) => ({ url: mediaUrl(mediaBase, image.url), alt: image.alt ?? '' })),
    helpfulCount: review.helpfulCount,
    businessResponse: businessResponse(review, businessName),
    isMine: viewerId !== null && review.userId === viewerId,
    foundHelpful: Boolean(review.foundHelpful),
  };
}

/**
 * A public business's visible reviews, newest first, with statistics computed from all visible reviews. For a
 * signed-in viewer each review says whether it is theirs and whether they found it helpful, and `myReview` is their
 * own review of this business wherever it falls in the list (docs/product.md §3.9); a visitor gets false and null.
 */
export async function listBusinessReviews(
  ctx: RequestContext,
  { id: businessId, page, limit }: { id: string; page: number; limit: number },
) {
  const { db, mediaBase } = ctx;
  const viewerId = (await ctx.viewer())?.user.id ?? null;
  const reads = [
    // findMany + limit: drizzle's batched findFirst fails on an empty answer instead of returning undefined.
    db.query.businesses.findMany({
      limit: 1,
      where: publicBusinessWhere(schema.businesses, businessId),
      columns: { id: true, name: true },
    }),
    findReviews(db, visibleFor(businessId), viewerId, { limit, offset: (page - 1) * limit }),
    db
      .select({ rating: schema.reviews.rating, n: count() })
      .from(schema.reviews)
      .where(visibleFor(businessId))
      .groupBy(schema.reviews.rating),
  ] as const;
  // One more statement in the same batch for a viewer: their review of this business, whatever its status or page.
  const [[business], rows, distribution, mine = []] = viewerId
    ? await db.batch([
        ...reads,
        findReviews(db, and(eq(schema.reviews.businessId, businessId), eq(schema.reviews.userId, viewerId)), viewerId, {
          limit: 1,
          offset: 0,
        }),
      ])
    : await db.batch(reads);
  if (!business) throw new ApiError(404, 'Business not found');

  const ratingDistribution: Record<1 | 2 | 3 | 4 | 5, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let totalReviews = 0;
  let sum = 0;
  for (const { rating, n } of distribution) {
    ratingDistribution[rating as 1 | 2 | 3 | 4 | 5] = n;
    totalReviews += n;
    sum += rating * n;
  }
  return {
    reviews: rows.map((review) => listedReview(review, business.name, viewerId, mediaBase)),
    statistics: {
      averageRating: totalReviews ? Math.round((sum / totalReviews) * 10) / 10 : 0,
      totalReviews,
      ratingDistribution,
    },
    pagination: pagination(page, limit, totalReviews),
    myReview: mine[0] ? listedReview(mine[0], business.name, viewerId, mediaBase) : null,
  };
}
