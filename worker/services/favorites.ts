import { and, eq } from 'drizzle-orm';
import { cardSql, publicBusinessSql, publicBusinessWhere } from '../db/rules.ts';
import * as schema from '../db/schema.ts';
import type { Database, SignedInContext } from '../env.ts';
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

/** docs/product.md §7.7 Favorite. */
export interface Favorite {
  _id: string;
  id: string;
  name: string;
  businessName: string;
  /** The name as written in Kannada and in Devanagari (Hindi), or null. */
  nameKn: string | null;
  nameHi: string | null;
  image: string | null;
  category: string;
  rating: number;
  reviewCount: number;
  address?: string;
  phone?: string;
  /** False once the business is no longer public (§3.1): the favourite can only be removed. */
  isListed: boolean;
}

/**
 * The user's favourites, most recently added first, in the shape of docs/product.md §7.7. A business that is no
 * longer public stays on the list as `isListed: false` with only its name and category, so the user can still remove
 * it (§3.10); its details are not shown.
 */
export async function listFavorites({ db, user, mediaBase }: SignedInContext): Promise<Favorite[]> {
  const rows = await db.$client
    .prepare(
      `SELECT b.id, b.name, b.name_kn AS nameKn, b.name_hi AS nameHi, cat.name AS category, ${cardSql('b')} AS card, ${publicBusinessSql('b')} AS listed FROM favorites f
       JOIN businesses b ON b.id = f.business_id
       JOIN categories cat ON cat.id = b.category_id
       WHERE f.user_id = ? ORDER BY f.created_at DESC`,
    )
    .bind(user.id)
    .all<{
      id: string;
      name: string;
      nameKn: string | null;
      nameHi: string | null;
      category: string;
      card: string | null;
      listed: number;
    }>();
  return rows.results.map(({ id, name, nameKn, nameHi, category, card, listed }) => {
    // Without a card (hidden, or public while the search index is being rebuilt) only the base row is known.
    if (!listed || !card)
      return {
        _id: id,
        id,
        name,
        businessName: name,
        nameKn,
        nameHi,
        image: null,
        category,
        rating: 0,
        reviewCount: 0,
        isListed: listed === 1,
      };
    const business = parseCard(card);
    return {
      _id: business._id,
      id: business._id,
      name: business.name,
      businessName: business.name,
      nameKn: business.nameKn,
      nameHi: business.nameHi,
      image: business.image ? mediaUrl(mediaBase, business.image.url) : null,
      category: business.category,
      rating: business.ratingAverage,
      reviewCount: business.ratingCount,
      address: business.address ?? undefined,
      phone: business.phone ?? undefined,
      isListed: true,
    };
  });
}

/** Adding twice is harmless. */
export async function addFavorite({ db, user }: SignedInContext, { id: businessId }: { id: string }) {
  await assertPublic(db, businessId);
  await db.insert(schema.favorites).values({ userId: user.id, businessId }).onConflictDoNothing();
}

/** Works whatever the business's state, so a favourite of a business that was hidden since can still go (§3.10). */
export async function removeFavorite({ db, user }: SignedInContext, { id: businessId }: { id: string }) {
  const [business] = await db
    .select({ id: schema.businesses.id })
    .from(schema.businesses)
    .where(eq(schema.businesses.id, businessId))
    .limit(1);
  if (!business) throw new ApiError(404, 'Business not found');
  await db.delete(schema.favorites).where(and(eq(schema.favorites.userId, user.id), eq(schema.favorites.businessId, businessId)));
}

export async function isFavorite({ db, user }: SignedInContext, { id: businessId }: { id: string }): Promise<boolean> {
  await assertPublic(db, businessId);
  const [row] = await db
    .select({ userId: schema.favorites.userId })
    .from(schema.favorites)
    .where(and(eq(schema.favorites.userId, user.id), eq(schema.favorites.businessId, businessId)))
    .limit(1);
  return Boolean(row);
}
