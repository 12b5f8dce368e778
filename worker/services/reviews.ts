import { and, count, desc, eq } from 'drizzle-orm';
import { pagination } from '../contracts/common.ts';
import { publicBusinessWhere } from '../db/rules.ts';
import * as schema from '../db/schema.ts';
import type { Database } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { mediaUrl } from './business-shape.ts';

const visibleFor = (businessId: string) => and(eq(schema.reviews.businessId, businessId), eq(schema.reviews.status, 'visible'));

/** A public business's visible reviews, newest first, with statistics computed from all visible reviews. */
export async function listBusinessReviews(db: Database, businessId: string, page: number, limit: number, origin: string) {
  // findMany + limit: drizzle's batched findFirst fails on an empty answer instead of returning undefined.
  const [[business], rows, distribution] = await db.batch([
    db.query.businesses.findMany({
      limit: 1,
      where: publicBusinessWhere(schema.businesses, businessId),
      columns: { id: true },
    }),
    db.query.reviews.findMany({
      where: visibleFor(businessId),
      orderBy: [desc(schema.reviews.createdAt), desc(schema.reviews.id)],
      limit,
      offset: (page - 1) * limit,
      with: {
        user: { columns: { name: true, avatarUrl: true } },
        images: { orderBy: (images, { asc }) => [asc(images.position)] },
      },
    }),
    db
      .select({ rating: schema.reviews.rating, n: count() })
      .from(schema.reviews)
      .where(visibleFor(businessId))
      .groupBy(schema.reviews.rating),
  ]);
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
    reviews: rows.map((review) => ({
      _id: review.id,
      id: review.id,
      rating: review.rating,
      title: review.title,
      content: review.content,
      user: { name: review.user.name, avatar: review.user.avatarUrl ? mediaUrl(origin, review.user.avatarUrl) : null },
      createdAt: review.createdAt.toISOString(),
      date: review.createdAt.toISOString(),
      isVerified: review.isVerified,
      images: review.images.map((image) => ({ url: mediaUrl(origin, image.url), alt: image.alt ?? '' })),
      helpfulCount: review.helpfulCount,
      businessResponse: review.responseContent
        ? { content: review.responseContent, respondedAt: review.respondedAt?.toISOString() ?? null, respondedBy: review.respondedBy }
        : null,
    })),
    statistics: {
      averageRating: totalReviews ? Math.round((sum / totalReviews) * 10) / 10 : 0,
      totalReviews,
      ratingDistribution,
    },
    pagination: pagination(page, limit, totalReviews),
  };
}
