import { distanceKm, type Point } from './geo.ts';
import { isOpenAt, type LocalTime, type Period } from './hours.ts';

/**
 * The API's business shapes (spec §3). Field names follow the spec: `_id`, `businessName` and `name`,
 * `rating {average, count}`, `location {…}`, `businessHours` keyed by weekday, `images [{url, alt, isPrimary}]`.
 * Stored media references become absolute URLs on this host.
 */

/** A result card as the search index stores it (see migrations/0002_search_index.sql). */
export interface CardRecord {
  _id: string;
  name: string;
  tagline: string | null;
  description: string | null;
  category: string;
  categorySlug: string;
  subcategory: string | null;
  address: string | null;
  locality: string | null;
  city: string;
  state: string;
  pincode: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  googleMapsUrl: string | null;
  priceRange: number;
  isVerified: boolean;
  isFeatured: boolean;
  featuredAt: number | null;
  createdAt: number;
  ratingAverage: number;
  ratingCount: number;
  hoursText: Record<string, string>;
  hours: Period[];
  image: { url: string; alt: string | null } | null;
  services: string[];
  amenities: string[];
  keywords: string[];
}

export interface ShapeContext {
  origin: string;
  now: LocalTime;
  /** The visitor's position; distance is omitted without it. */
  from?: Point;
}

/** R2 keys are served by this Worker under /media/; absolute http(s) URLs are kept. */
export function mediaUrl(origin: string, reference: string): string {
  if (/^https?:\/\//i.test(reference)) return reference;
  return `${origin}/media/${reference.replace(/^\/+/, '').replace(/^media\//, '')}`;
}

const iso = (ms: number | null) => (ms == null ? null : new Date(ms).toISOString());

function common(record: Omit<CardRecord, 'hours' | 'image' | 'hoursText'>, context: ShapeContext) {
  const distance =
    context.from && record.latitude != null && record.longitude != null
      ? Math.round(distanceKm(context.from, { latitude: record.latitude, longitude: record.longitude }) * 10) / 10
      : undefined;
  return {
    _id: record._id,
    businessName: record.name,
    name: record.name,
    tagline: record.tagline,
    description: record.description,
    category: record.category,
    categorySlug: record.categorySlug,
    subcategory: record.subcategory,
    rating: { average: record.ratingAverage, count: record.ratingCount },
    address: record.address,
    location: {
      address: record.address,
      locality: record.locality,
      city: record.city,
      province: record.state,
      postalCode: record.pincode,
      pincode: record.pincode,
      latitude: record.latitude,
      longitude: record.longitude,
    },
    phone: record.phone,
    email: record.email,
    website: record.website,
    pincode: record.pincode,
    googleMapsUrl: record.googleMapsUrl,
    priceRange: record.priceRange,
    isVerified: record.isVerified,
    isFeatured: record.isFeatured,
    featuredAt: iso(record.featuredAt),
    createdAt: iso(record.createdAt) as string,
    services: record.services,
    features: record.amenities,
    exclusiveAmenities: record.amenities,
    keywords: record.keywords,
    ...(distance === undefined ? {} : { distance }),
  };
}

export function businessCard(record: CardRecord, context: ShapeContext) {
  return {
    ...common(record, context),
    businessHours: record.hoursText,
    openNow: isOpenAt(record.hours, context.now),
    images: record.image ? [{ url: mediaUrl(context.origin, record.image.url), alt: record.image.alt ?? record.name, isPrimary: true }] : [],
  };
}

export type BusinessCard = ReturnType<typeof businessCard>;
