import { z } from 'zod';
import { displayHours, isOpenAt, openingNext, openingStatus, type LocalMoment, type Period } from '../contracts/hours.ts';
import { distanceKm, roundedKm, type Point } from '../contracts/geo.ts';
import { specialDaysFromRows } from './hours.ts';

/**
 * The API's business shapes (docs/product.md, "Business shapes"). Field names are the public contract: `_id`,
 * `businessName` and `name`, `rating {average, count}`, `location {…}`, `businessHours` keyed by weekday,
 * `images [{url, alt, isPrimary}]`. Stored media references become absolute URLs (mediaUrl).
 *
 * One shape builds on the other: a result card is built from the card record the search view stores, and the
 * profile is that card plus what only the business page shows.
 */

const nullableText = z.string().nullable();
const tags = z.array(z.string());

/**
 * A result card as cardSql (worker/db/rules.ts) writes it from a public business's row and the parts the search view
 * keeps beside it. It is JSON, so the test in tests/worker/rules.test.ts parses it with this schema, keys and types alike.
 */
export const cardRecordSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  /** The name as written in Kannada and in Devanagari (Hindi), or null. */
  nameKn: nullableText,
  nameHi: nullableText,
  tagline: nullableText,
  description: nullableText,
  category: z.string(),
  categorySlug: z.string(),
  subcategory: nullableText,
  address: nullableText,
  locality: nullableText,
  locationSlug: nullableText,
  city: z.string(),
  state: z.string(),
  pincode: nullableText,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: nullableText,
  /** The number the owner says has WhatsApp (an Indian mobile), or null: never the phone by default. */
  whatsapp: nullableText,
  email: nullableText,
  website: nullableText,
  googleMapsUrl: nullableText,
  priceRange: z.number().int(),
  isVerified: z.boolean(),
  isFeatured: z.boolean(),
  featuredAt: z.number().nullable(),
  createdAt: z.number(),
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
  /** Weekly periods: [dayOfWeek, opensAt, closesAt]. */
  hours: z.array(z.tuple([z.number().int(), z.number().int(), z.number().int()])),
  /** When the owner last saved the hours (ms); absent from cards written before the view carried it. */
  hoursConfirmedAt: z.number().nullable().optional(),
  /** business_special_days rows: [date, closed (0/1), opensAt, closesAt]. */
  specialDays: z.array(z.tuple([z.string(), z.number().int(), z.number().int(), z.number().int()])),
  image: z.strictObject({ url: z.string(), alt: nullableText }).nullable(),
  services: tags,
  amenities: tags,
  keywords: tags,
});

export type CardRecord = z.infer<typeof cardRecordSchema>;

/** The view's JSON as a record: trusted (the view writes it), so it is typed, not validated, on every request. */
export const parseCard = (json: string): CardRecord => JSON.parse(json) as CardRecord;

export interface ShapeContext {
  /** Where media keys are fetched from (mediaBaseOf). */
  mediaBase: string;
  now: LocalMoment;
  /** The visitor's position; distance is omitted without it. */
  from?: Point;
}

/**
 * The one place a stored media reference becomes the address a browser fetches; absolute http(s) URLs are kept. An R2
 * key points at the media origin when the deploy sets one (a photo is then served and cached by the platform, no
 * Worker call: docs/decisions/016), and at this Worker's /media/ otherwise (`npm start`, tests).
 */
export function mediaUrl(mediaBase: string, reference: string): string {
  if (/^https?:\/\//i.test(reference)) return reference;
  const key = reference.replace(/^\/+/, '').replace(/^media\//, '');
  return `${mediaBase}/${key}`;
}

/**
 * Where a stored media key is fetched from (the `mediaBase` of a request's context): MEDIA_ORIGIN, the public media
 * bucket's own domain (README, Deploying), when the deploy sets one; else `host`'s /media/.
 */
export function mediaBaseOf(mediaOrigin: string | undefined, host: string): string {
  const own = mediaOrigin?.replace(/\/+$/, '') ?? '';
  return own || `${host}/media`;
}

const iso = (ms: number | null) => (ms == null ? null : new Date(ms).toISOString());

const periodsOf = (record: CardRecord): Period[] => record.hours.map(([day, opensAt, closesAt]) => [day, opensAt, closesAt] as const);

const specialDaysOf = (record: CardRecord) =>
  specialDaysFromRows(record.specialDays.map(([date, closed, opensAt, closesAt]) => ({ date, closed: closed === 1, opensAt, closesAt })));

export function businessCard(record: CardRecord, context: ShapeContext) {
  const distance =
    context.from && record.latitude != null && record.longitude != null
      ? roundedKm(distanceKm(context.from, { latitude: record.latitude, longitude: record.longitude }))
      : undefined;
  const periods = periodsOf(record);
  return {
    _id: record._id,
    businessName: record.name,
    name: record.name,
    nameKn: record.nameKn,
    nameHi: record.nameHi,
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
    whatsapp: record.whatsapp,
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
    // Display text is derived from the same periods open-now reads, so the two can never disagree.
    businessHours: displayHours(periods),
    openNow: isOpenAt(periods, context.now, specialDaysOf(record)),
    images: record.image
      ? [{ url: mediaUrl(context.mediaBase, record.image.url), alt: record.image.alt ?? record.name, isPrimary: true }]
      : [],
    ...(distance === undefined ? {} : { distance }),
  };
}

export type BusinessCard = ReturnType<typeof businessCard>;

/** What only the business page shows, read beside the card. */
export interface ProfileDetails {
  media: { kind: 'image' | 'video'; url: string; alt: string | null; title: string | null; isPrimary: boolean; position: number }[];
  socialLinks: { network: string; url: string }[];
  views: number;
  enquiries: number;
}

/** The business page: the card, with every image, videos, social links, the periods themselves and the counters. */
export function businessProfile(record: CardRecord, details: ProfileDetails, context: ShapeContext) {
  const card = businessCard(record, context);
  const images = details.media
    .filter((media) => media.kind === 'image')
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.position - b.position)
    .map((media) => ({ url: mediaUrl(context.mediaBase, media.url), alt: media.alt ?? record.name, isPrimary: media.isPrimary }));
  return {
    ...card,
    location: { ...card.location, locationSlug: record.locationSlug },
    contactInfo: { phone: record.phone, email: record.email, website: record.website },
    // When it closes or next opens, from the moment the page was made (server and browser draw the same line).
    openingStatus: openingStatus(periodsOf(record), context.now, specialDaysOf(record)),
    // The same, for a page to write in its own language (added beside openingStatus, which stays English).
    opening: openingNext(periodsOf(record), context.now, specialDaysOf(record)),
    openingPeriods: record.hours.map(([dayOfWeek, opensAt, closesAt]) => ({ dayOfWeek, opensAt, closesAt })),
    hoursConfirmedAt: record.hoursConfirmedAt ? new Date(record.hoursConfirmedAt).toISOString() : null,
    images,
    videos: details.media
      .filter((media) => media.kind === 'video')
      .sort((a, b) => a.position - b.position)
      .map((media) => ({ url: mediaUrl(context.mediaBase, media.url), title: media.title ?? record.name })),
    socialMedia: Object.fromEntries(details.socialLinks.map((link) => [link.network, link.url])),
    views: details.views,
    enquiries: details.enquiries,
  };
}

export type BusinessProfile = ReturnType<typeof businessProfile>;
