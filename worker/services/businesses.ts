import { and, asc, eq, sql } from 'drizzle-orm';
import type { EnquiryBody } from '../contracts/business.ts';
import { whatsappNumber } from '../contracts/format.ts';
import { SITE } from '../contracts/site.ts';
import * as schema from '../db/schema.ts';
import type { Database } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { mediaUrl } from './business-shape.ts';
import { isOpenAt, localTime, type Period } from './hours.ts';

const isPublic = (id: string) =>
  and(eq(schema.businesses.id, id), eq(schema.businesses.status, 'approved'), eq(schema.businesses.isVerified, true));

const NOT_FOUND = 'Business not found';

/**
 * Link-preview fetchers and crawlers read business pages too (every page is rendered on the server): what they
 * read is not a person's view.
 */
const AUTOMATED_AGENT = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|whatsapp|telegram|slack|discord|linkedin|embedly|preview/i;

function countsAsView(userAgent: string | null | undefined): boolean {
  return !userAgent || !AUTOMATED_AGENT.test(userAgent);
}

/**
 * One public business with everything its page shows. Counting the view and reading the business happen in one
 * batch, so the count is atomic and the answer includes this view.
 */
export async function getPublicBusiness(db: Database, id: string, context: { origin: string; userAgent?: string | null; now?: Date }) {
  const read = db.query.businesses.findMany({
    where: isPublic(id),
    limit: 1,
    with: {
      category: true,
      location: true,
      hours: true,
      media: { orderBy: [asc(schema.businessMedia.kind), asc(schema.businessMedia.position)] },
      tags: { orderBy: [asc(schema.businessTags.kind), asc(schema.businessTags.position)] },
      socialLinks: true,
    },
  });
  // findMany + limit: drizzle's batched findFirst fails on an empty answer instead of returning undefined.
  const [counted, [business]] = countsAsView(context.userAgent)
    ? await db.batch([
        db
          .update(schema.businesses)
          .set({ views: sql`${schema.businesses.views} + 1` })
          .where(isPublic(id))
          .returning({ views: schema.businesses.views }),
        read,
      ])
    : [null, await read];
  if (counted?.length === 0 || !business) throw new ApiError(404, NOT_FOUND);

  const tags = (kind: (typeof schema.TAG_KINDS)[number]) => business.tags.filter((tag) => tag.kind === kind).map((tag) => tag.value);
  const periods: Period[] = business.hours.map((h) => [h.dayOfWeek, h.opensAt, h.closesAt] as const);
  const images = business.media
    .filter((media) => media.kind === 'image')
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.position - b.position)
    .map((media) => ({ url: mediaUrl(context.origin, media.url), alt: media.alt ?? business.name, isPrimary: media.isPrimary }));
  const amenities = tags('amenity');

  return {
    _id: business.id,
    businessName: business.name,
    name: business.name,
    tagline: business.tagline,
    description: business.description,
    category: business.category.name,
    categorySlug: business.category.slug,
    subcategory: business.subcategory,
    rating: { average: business.ratingAverage, count: business.ratingCount },
    address: business.address,
    location: {
      address: business.address,
      locality: business.locality,
      locationSlug: business.location?.slug ?? null,
      city: business.city,
      province: business.state,
      postalCode: business.pincode,
      pincode: business.pincode,
      latitude: business.latitude,
      longitude: business.longitude,
    },
    phone: business.phone,
    contactInfo: { phone: business.phone, email: business.email, website: business.website },
    email: business.email,
    website: business.website,
    pincode: business.pincode,
    googleMapsUrl: business.googleMapsUrl,
    businessHours: business.hoursText ?? {},
    openingPeriods: periods.map(([dayOfWeek, opensAt, closesAt]) => ({ dayOfWeek, opensAt, closesAt })),
    openNow: isOpenAt(periods, localTime(context.now ?? new Date())),
    images,
    videos: business.media
      .filter((media) => media.kind === 'video')
      .map((media) => ({ url: mediaUrl(context.origin, media.url), title: media.title ?? business.name })),
    exclusiveAmenities: amenities,
    features: amenities,
    services: tags('service'),
    keywords: tags('keyword'),
    socialMedia: Object.fromEntries(business.socialLinks.map((link) => [link.network, link.url])),
    isVerified: business.isVerified,
    isFeatured: business.isFeatured,
    featuredAt: business.featuredAt?.toISOString() ?? null,
    createdAt: business.createdAt.toISOString(),
    priceRange: business.priceRange,
    views: counted?.[0]?.views ?? business.views,
    enquiries: business.enquiryCount,
  };
}

export type PublicBusiness = Awaited<ReturnType<typeof getPublicBusiness>>;

/** Category tiles with their public business counts (from the index's vocabulary), most businesses first. */
export async function listCategories(d1: D1Database, origin: string) {
  const rows = await d1
    .prepare(
      `SELECT c.id, c.name, c.slug, c.icon, c.color, c.description, c.tagline, c.image_url, coalesce(v.doc, 0) AS count
       FROM categories c LEFT JOIN business_search_vocab v ON v.term = 'cat_' || replace(c.slug, '-', '_')
       ORDER BY count DESC, c.name`,
    )
    .all<{ id: string; name: string; slug: string; icon: string; color: string; description: string | null; tagline: string | null; image_url: string | null; count: number }>();
  return rows.results.map((row) => ({
    _id: row.id,
    name: row.name,
    slug: row.slug,
    icon: row.icon,
    color: row.color,
    description: row.description,
    tagline: row.tagline,
    image: row.image_url ? mediaUrl(origin, row.image_url) : null,
    count: row.count,
  }));
}

/** The city's localities with their pincodes and public business counts, busiest first. */
export async function listLocations(d1: D1Database, origin: string) {
  const rows = await d1
    .prepare(
      `SELECT l.id, l.name, l.slug, l.description, l.image_url, l.latitude, l.longitude,
         (SELECT json_group_array(pincode) FROM (SELECT pincode FROM location_pincodes WHERE location_id = l.id ORDER BY position)) AS pincodes,
         coalesce(v.doc, 0) AS count
       FROM locations l LEFT JOIN business_search_vocab v ON v.term = 'loc_' || replace(l.slug, '-', '_')
       ORDER BY count DESC, l.name`,
    )
    .all<{ id: string; name: string; slug: string; description: string | null; image_url: string | null; latitude: number | null; longitude: number | null; pincodes: string; count: number }>();
  return rows.results.map((row) => ({
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image_url ? mediaUrl(origin, row.image_url) : null,
    latitude: row.latitude,
    longitude: row.longitude,
    pincodes: JSON.parse(row.pincodes) as string[],
    count: row.count,
  }));
}

export function whatsappLink(phone: string, businessName: string, enquiry: EnquiryBody): string {
  const text = [
    `Hello ${businessName}, I found you on ${SITE.name}.`,
    '',
    enquiry.message,
    '',
    `Name: ${enquiry.name}`,
    `Email: ${enquiry.email}`,
    ...(enquiry.phone ? [`Phone: ${enquiry.phone}`] : []),
  ].join('\n');
  return `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(text)}`;
}

/** Stores the enquiry and raises the business's count in one batch. */
export async function createEnquiry(db: Database, businessId: string, enquiry: EnquiryBody, userId: string | null = null) {
  const business = await db.query.businesses.findFirst({
    where: isPublic(businessId),
    columns: { id: true, name: true, phone: true },
  });
  if (!business) throw new ApiError(404, NOT_FOUND);
  const id = newId();
  const [, counted] = await db.batch([
    db.insert(schema.enquiries).values({ id, businessId, userId, name: enquiry.name, email: enquiry.email, phone: enquiry.phone ?? null, message: enquiry.message }),
    db
      .update(schema.businesses)
      .set({ enquiryCount: sql`${schema.businesses.enquiryCount} + 1` })
      .where(eq(schema.businesses.id, businessId))
      .returning({ enquiries: schema.businesses.enquiryCount }),
  ]);
  return {
    enquiryId: id,
    businessName: business.name,
    businessPhone: business.phone,
    enquiries: counted[0]?.enquiries ?? 0,
    whatsappUrl: business.phone ? whatsappLink(business.phone, business.name, enquiry) : null,
  };
}
