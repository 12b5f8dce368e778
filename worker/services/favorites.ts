import { and, eq } from 'drizzle-orm';
import { publicBusinessWhere } from '../db/rules.ts';
import * as schema from '../db/schema.ts';
import type { Database } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { mediaUrl, parseCard } from './business-shape.ts';

async function assertPublic(db: Database, businessId: string) {
  const [business] = await db
    .select({ id: schema.businesses.id })
    .from(schema.businesses)
    .where(publicBusinessWhere(schema.businesses, businessId))
    .limit(1);
  if (!business) throw new ApiError(404, 'Business not found');
}

/** The user's favourites that are still public, most recently added first, in the shape of docs/product.md §7.7. */
export async function listFavorites(db: Database, userId: string, origin: string) {
  const rows = await db.$client
    .prepare(
      `SELECT c.card FROM favorites f
       JOIN businesses b ON b.id = f.business_id
       JOIN business_cards c ON c.rowid = b.rowid
       WHERE f.user_id = ? ORDER BY f.created_at DESC`,
    )
    .bind(userId)
    .all<{ card: string }>();
  return rows.results.map(({ card }) => {
    const business = parseCard(card);
    return {
      _id: business._id,
      id: business._id,
      name: business.name,
      businessName: business.name,
      image: business.image ? mediaUrl(origin, business.image.url) : null,
      category: business.category,
      rating: business.ratingAverage,
      reviewCount: business.ratingCount,
      address: business.address ?? undefined,
      phone: business.phone ?? undefined,
    };
  });
}

/** Adding twice is harmless. */
export async function addFavorite(db: Database, userId: string, businessId: string) {
  await assertPublic(db, businessId);
  await db.insert(schema.favorites).values({ userId, businessId }).onConflictDoNothing();
}

export async function removeFavorite(db: Database, userId: string, businessId: string) {
  await assertPublic(db, businessId);
  await db.delete(schema.favorites).where(and(eq(schema.favorites.userId, userId), eq(schema.favorites.businessId, businessId)));
}

export async function isFavorite(db: Database, userId: string, businessId: string): Promise<boolean> {
  await assertPublic(db, businessId);
  const [row] = await db
    .select({ userId: schema.favorites.userId })
    .from(schema.favorites)
    .where(and(eq(schema.favorites.userId, userId), eq(schema.favorites.businessId, businessId)))
    .limit(1);
  return Boolean(row);
}
