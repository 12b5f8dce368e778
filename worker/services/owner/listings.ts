import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { HELD_FIELDS, heldValue, type HeldField, type ListingCreateInput } from '../../contracts/owner.ts';
import { SITE } from '../../contracts/site.ts';
import { isPublicBusiness } from '../../db/rules.ts';
import * as schema from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { nextId } from '../../db/id-sequences.ts';
import { assertOwns, requireViewer } from '../access.ts';
import { auditEntry } from '../audit.ts';
import { specialDayRows } from '../hours.ts';
import { enforceRateLimit, RATE_RULES } from '../rate-limit.ts';
import type { RequestContext } from '../../env.ts';

/*
 * docs/product.md §3.23, an owner's listings: adding one (any signed-in user, who becomes an owner), the list of mine,
 * and one listing as its owner edits it (editing it is worker/services/owner/edits.ts).
 */

const UNKNOWN_CATEGORY = 'Please choose one of our categories';
const NOT_IN_CITY = `Please enter a ${SITE.city} pincode`;

/** A category by its slug or its name, as people type either. */
export async function findCategory(ctx: RequestContext, nameOrSlug: string) {
  const [category] = await ctx.db
    .select({ id: schema.categories.id, name: schema.categories.name })
    .from(schema.categories)
    .where(or(eq(schema.categories.slug, nameOrSlug.toLowerCase()), sql`lower(${schema.categories.name}) = ${nameOrSlug.toLowerCase()}`))
    .limit(1);
  if (!category) throw new ApiError(400, UNKNOWN_CATEGORY, [{ field: 'category', message: UNKNOWN_CATEGORY }]);
  return category;
}

/** A real pincode of the city (SITE.districts), with its centre and the locality it belongs to, if any. */
export async function placeOf(ctx: RequestContext, pincode: string) {
  const [place] = await ctx.db
    .select({
      latitude: schema.pincodes.latitude,
      longitude: schema.pincodes.longitude,
      locationId: sql<
        string | null
      >`(SELECT ${schema.locationPincodes.locationId} FROM ${schema.locationPincodes} WHERE ${schema.locationPincodes.pincode} = ${pincode} ORDER BY ${schema.locationPincodes.position} LIMIT 1)`,
    })
    .from(schema.pincodes)
    .where(and(eq(schema.pincodes.pincode, pincode), inArray(schema.pincodes.district, [...SITE.districts])))
    .limit(1);
  if (!place) throw new ApiError(400, NOT_IN_CITY, [{ field: 'pincode', message: NOT_IN_CITY }]);
  const [location] = place.locationId
    ? await ctx.db.select({ name: schema.locations.name }).from(schema.locations).where(eq(schema.locations.id, place.locationId)).limit(1)
    : [];
  return { ...place, locality: location?.name ?? null };
}

/**
 * Adds a listing: pending and not public until an admin approves it (docs/product.md §3.1), owned by the caller, who
 * becomes an owner in the same batch (an admin stays an admin), with its audit entry. At most 10 a day per account.
 */
export async function createListing(ctx: RequestContext, input: ListingCreateInput) {
  const { user } = await requireViewer(ctx);
  const { db } = ctx;
  await enforceRateLimit(db, RATE_RULES.listingCreate, user.id);
  const [category, place] = await Promise.all([findCategory(ctx, input.category), placeOf(ctx, input.pincode)]);
  const id = await nextId(db, 'businesses');
  const weekly = (input.hours?.weekly ?? []).map(([dayOfWeek, opensAt, closesAt]) => ({ businessId: id, dayOfWeek, opensAt, closesAt }));
  const special = (input.hours?.special ?? []).flatMap((day) => specialDayRows(day).map((row) => ({ businessId: id, ...row })));
  const links = Object.entries(input.socialMedia ?? {})
    .filter((entry): entry is [keyof NonNullable<ListingCreateInput['socialMedia']>, string] => entry[1] !== undefined)
    .map(([network, url]) => ({ businessId: id, network, url }));
  await db.batch([
    db.insert(schema.businesses).values({
      id,
      ownerId: user.id,
      name: input.name,
      nameKn: input.nameKn ?? null,
      nameHi: input.nameHi ?? null,
      description: input.description,
      categoryId: category.id,
      subcategory: input.subcategory ?? null,
      address: input.address,
      locality: place.locality,
      locationId: place.locationId,
      city: SITE.city,
      state: SITE.state,
      pincode: input.pincode,
      latitude: place.latitude,
      longitude: place.longitude,
      phone: input.phone,
      whatsapp: input.whatsapp ?? null,
      email: input.email ?? null,
      website: input.website ?? null,
      priceRange: input.priceRange ?? 2,
      serves: input.serves ?? null,
      pureVeg: input.pureVeg ?? false,
      homeVisit: input.homeVisit ?? false,
      homeDelivery: input.homeDelivery ?? false,
      keywords: input.keywords ?? [],
      amenities: input.amenities ?? [],
      status: 'pending',
      isVerified: false,
      hoursConfirmedAt: input.hours ? new Date() : null,
    }),
    ...(weekly.length ? [db.insert(schema.businessHours).values(weekly)] : []),
    ...(special.length ? [db.insert(schema.businessSpecialDays).values(special)] : []),
    ...(links.length ? [db.insert(schema.businessSocialLinks).values(links)] : []),
    db
      .update(schema.users)
      .set({ role: 'owner', updatedAt: new Date() })
      .where(and(eq(schema.users.id, user.id), eq(schema.users.role, 'user'))),
    auditEntry(db, {
      actorId: user.id,
      action: 'business.create',
      entity: 'business',
      entityId: id,
      businessId: id,
      after: {
        name: input.name,
        ...(input.nameKn && { nameKn: input.nameKn }),
        ...(input.nameHi && { nameHi: input.nameHi }),
        category: category.name,
        address: input.address,
        pincode: input.pincode,
        phone: input.phone,
        status: 'pending',
      },
    }),
  ]);
  // Read without asking again who may: the session was loaded while the caller was still a 'user'.
  return readListing(ctx, id);
}

/** The caller's own listings, newest first, with what a portal's list shows, and which fields wait for review. */
export async function listMyListings(ctx: RequestContext) {
  const { user } = await requireViewer(ctx);
  const rows = await ctx.db
    .select({
      id: schema.businesses.id,
      name: schema.businesses.name,
      nameKn: schema.businesses.nameKn,
      nameHi: schema.businesses.nameHi,
      status: schema.businesses.status,
      isVerified: schema.businesses.isVerified,
      locality: schema.businesses.locality,
      views: schema.businesses.views,
      enquiries: schema.businesses.enquiryCount,
      reviews: schema.businesses.ratingCount,
      rating: schema.businesses.ratingAverage,
      createdAt: schema.businesses.createdAt,
      updatedAt: schema.businesses.updatedAt,
      // One query however many listings, through the pending-change index. Written out: drizzle leaves a single table's
      // columns unqualified, which inside the subquery would name business_changes' own.
      pendingFields: sql<string>`(SELECT json_group_array(c.field) FROM business_changes c WHERE c.business_id = businesses.id AND c.status = 'pending')`,
    })
    .from(schema.businesses)
    .where(eq(schema.businesses.ownerId, user.id))
    .orderBy(desc(schema.businesses.createdAt));
  return rows.map(({ views, enquiries, reviews, rating, createdAt, updatedAt, pendingFields, ...listing }) => ({
    ...listing,
    isPublic: isPublicBusiness(listing),
    pendingChanges: inHeldOrder(JSON.parse(pendingFields) as HeldField[], (field) => field),
    counts: { views, enquiries, reviews },
    rating,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
}

/** One listing as its owner (or an admin) edits it: every field the portal can change, and its status. */
export async function getListing(ctx: RequestContext, { id: businessId }: { id: string }) {
  await assertOwns(ctx, businessId);
  return readListing(ctx, businessId);
}

/** Held fields in the order a listing's form shows them, whatever order they were asked for in. */
function inHeldOrder<Item>(items: Item[], fieldOf: (item: Item) => HeldField): Item[] {
  return items.toSorted((a, b) => HELD_FIELDS.indexOf(fieldOf(a)) - HELD_FIELDS.indexOf(fieldOf(b)));
}

/** The listing's held edits waiting for review, each with the value it replaces (a category with both names). */
function pendingChangesQuery(ctx: RequestContext, businessId: string) {
  const changes = schema.businessChanges;
  const oldCategory = alias(schema.categories, 'old_category');
  const newCategory = alias(schema.categories, 'new_category');
  const isCategory = eq(changes.field, 'category');
  return ctx.db
    .select({
      field: changes.field,
      oldValue: changes.oldValue,
      newValue: changes.newValue,
      requestedAt: changes.requestedAt,
      // Named apart: a batch maps each row by its columns' names (readListing).
      oldCategory: sql<string | null>`${oldCategory.name}`.as('old_category_name'),
      newCategory: sql<string | null>`${newCategory.name}`.as('new_category_name'),
    })
    .from(changes)
    .leftJoin(oldCategory, and(isCategory, eq(oldCategory.id, changes.oldValue)))
    .leftJoin(newCategory, and(isCategory, eq(newCategory.id, changes.newValue)))
    .where(and(eq(changes.businessId, businessId), eq(changes.status, 'pending')));
}

/**
 * Those edits as the owner reads them, in the form's order: a category by its name, where the row keeps its id; an
 * emptied name as null.
 */
function pendingChangesOf(rows: Awaited<ReturnType<typeof pendingChangesQuery>>) {
  return inHeldOrder(rows, (row) => row.field).map((row) => ({
    field: row.field,
    oldValue: row.oldCategory ?? row.oldValue,
    newValue: row.newCategory ?? heldValue(row.newValue),
    requestedAt: row.requestedAt.toISOString(),
  }));
}

/**
 * A listing as its owner edits it, without asking again who may: callers have (or have just made it theirs). Its row,
 * links and waiting edits in one round trip.
 */
export async function readListing(ctx: RequestContext, businessId: string) {
  const { db } = ctx;
  const [[business], links, changes] = await db.batch([
    db
      .select({
        business: schema.businesses,
        // Named apart from the listing's own name and slug: a batch maps each row by its columns' names.
        category: {
          name: sql<string>`${schema.categories.name}`.as('category_name'),
          slug: sql<string>`${schema.categories.slug}`.as('category_slug'),
        },
      })
      .from(schema.businesses)
      .innerJoin(schema.categories, eq(schema.categories.id, schema.businesses.categoryId))
      .where(eq(schema.businesses.id, businessId))
      .limit(1),
    db
      .select({ network: schema.businessSocialLinks.network, url: schema.businessSocialLinks.url })
      .from(schema.businessSocialLinks)
      .where(eq(schema.businessSocialLinks.businessId, businessId)),
    pendingChangesQuery(ctx, businessId),
  ]);
  if (!business) throw new ApiError(404, 'Business not found');
  const row = business.business;
  return {
    id: row.id,
    name: row.name,
    nameKn: row.nameKn,
    nameHi: row.nameHi,
    status: row.status,
    isVerified: row.isVerified,
    isPublic: isPublicBusiness(row),
    category: business.category,
    subcategory: row.subcategory,
    description: row.description,
    address: row.address,
    locality: row.locality,
    pincode: row.pincode,
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    website: row.website,
    priceRange: row.priceRange,
    serves: row.serves,
    pureVeg: row.pureVeg,
    homeVisit: row.homeVisit,
    homeDelivery: row.homeDelivery,
    amenities: row.amenities,
    keywords: row.keywords,
    socialMedia: Object.fromEntries(links.map((link) => [link.network, link.url])),
    pendingChanges: pendingChangesOf(changes),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
