/**
 * Every D1 table of CityPages. Ids are opaque text; times are stored as integer milliseconds since the epoch.
 * Lists that a business owns (media, tags, hours, social links) are child tables so they can be filtered,
 * indexed and searched rather than parsed out of JSON.
 */
import { relations, sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { CONTACT_MESSAGE_STATUSES } from '../contracts/admin-moderation.ts';
import { SERVES } from '../contracts/attributes.ts';
import { LANGUAGES } from '../contracts/languages.ts';
import { ENQUIRY_STATUSES, HELD_FIELDS } from '../contracts/owner.ts';
import { USER_ROLES } from '../contracts/roles.ts';
import { bayesianScoreSql, phoneDigitsSql } from './rules.ts';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`);
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`);

export const BUSINESS_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const MEDIA_KINDS = ['image', 'video'] as const;
export const SOCIAL_NETWORKS = [
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
  'youtube',
  'tiktok',
  'youtubeVideoLink1',
  'youtubeVideoLink2',
] as const;
export const VERIFICATION_PURPOSES = ['verify-email', 'reset-password', 'change-email'] as const;
export const REVIEW_STATUSES = ['visible', 'hidden'] as const;

// ───────────────────────────── people and sign-in ─────────────────────────────

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    /** Set by an admin: the account can no longer sign in, and its sessions stop working at once. */
    disabledAt: integer('disabled_at', { mode: 'timestamp_ms' }),
    /** The language the account's mails are written in (docs/decisions/037): the sign-up page's, then the account's choice. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // The admin's users list, newest first, of every role or of one (worker/services/admin/users.ts).
    index('users_created_idx').on(t.createdAt),
    index('users_role_created_idx').on(t.role, t.createdAt),
    check('users_role_check', sql`${t.role} in ('user', 'owner', 'admin')`),
  ],
);

/** One row per issued token: revoking the row revokes the token. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    /** When the session last made a signed-in request, to the hour (sessions.ts, authenticate). */
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // Housekeeping finds expired and long-revoked sessions through these, not by scanning every live session.
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_revoked_idx').on(t.revokedAt),
  ],
);

/** A 6-digit code and a link token, both stored only as hashes. */
export const verificationCodes = sqliteTable(
  'verification_codes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: VERIFICATION_PURPOSES }).notNull().default('verify-email'),
    codeHash: text('code_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    /**
     * A sign-up's code carries the name and password that sign-up chose, applied only when its code or link is used:
     * whoever proves the mailbox gets the credentials of their own sign-up (worker/services/signups.ts). The keyed
     * hash of the key handed to the signing-up client tells this sign-up from another for the same address.
     */
    signupHash: text('signup_hash'),
    pendingName: text('pending_name'),
    pendingPasswordHash: text('pending_password_hash'),
    pendingLanguage: text('pending_language', { enum: LANGUAGES }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_email_idx').on(t.email, t.purpose),
    index('verification_codes_user_idx').on(t.userId, t.purpose),
    uniqueIndex('verification_codes_token_unique').on(t.tokenHash),
  ],
);

// ───────────────────────────── places ─────────────────────────────

/** Every Indian pincode with its head post office's coordinates (reverse geocoding, distances). */
export const pincodes = sqliteTable(
  'pincodes',
  {
    pincode: text('pincode').primaryKey(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    latitude: real('latitude'),
    longitude: real('longitude'),
  },
  (t) => [index('pincodes_lat_lng_idx').on(t.latitude, t.longitude)],
);

/** Post-office and place names under a pincode: 'Koramangala VI Bk' → 560095. */
export const pincodePlaces = sqliteTable(
  'pincode_places',
  {
    pincode: text('pincode')
      .notNull()
      .references(() => pincodes.pincode, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pincode, t.name] }), index('pincode_places_name_idx').on(sql`lower(${t.name})`)],
);

export const locations = sqliteTable(
  'locations',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The name and description in Kannada and in Hindi, as the /kn/ and /hi/ pages show them (issue 38); null: English only. */
    nameKn: text('name_kn'),
    nameHi: text('name_hi'),
    slug: text('slug').notNull(),
    city: text('city').notNull(),
    description: text('description'),
    descriptionKn: text('description_kn'),
    descriptionHi: text('description_hi'),
    imageUrl: text('image_url'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    createdAt: createdAt(),
  },
  // By name as a visitor types it (worker/services/search/lookups.ts, resolvePlace): a search's place costs one row, not them all.
  (t) => [uniqueIndex('locations_slug_unique').on(t.slug), index('locations_name_idx').on(sql`lower(${t.name})`)],
);

export const locationPincodes = sqliteTable(
  'location_pincodes',
  {
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    pincode: text('pincode').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.pincode] }), index('location_pincodes_pincode_idx').on(t.pincode)],
);

/**
 * The other names residents write for a locality: spellings, short forms, landmarks, and blocks or phases with the
 * pincode of that part ('Koramangala 6th Block' → 560095), in Latin, Kannada and Devanagari. Triggers keep the city
 * words' snapshot (migrations/0028_place_names.sql) in step; a search reads it once per instance
 * (worker/services/search/city-words.ts).
 */
export const placeNames = sqliteTable(
  'place_names',
  {
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pincode: text('pincode'),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.name] })],
);

// ───────────────────────────── catalogue ─────────────────────────────

export const categories = sqliteTable(
  'categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The name, description and tagline in Kannada and in Hindi, as the /kn/ and /hi/ pages show them (issue 38). */
    nameKn: text('name_kn'),
    nameHi: text('name_hi'),
    slug: text('slug').notNull(),
    icon: text('icon').notNull().default('briefcase'),
    color: text('color').notNull(),
    description: text('description'),
    descriptionKn: text('description_kn'),
    descriptionHi: text('description_hi'),
    imageUrl: text('image_url'),
    tagline: text('tagline'),
    taglineKn: text('tagline_kn'),
    taglineHi: text('tagline_hi'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug), uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`)],
);

/**
 * The trade lexicon (docs/search.md, "Reading a query"): each concept is a trade residents ask for by many words, tied
 * to a category and, when narrower, one of its sub-categories. Seeded from scripts/seed/lexicon.ts, edited by admins
 * beside each category; the Worker holds it with the city's words (worker/services/search/city-words.ts).
 */
export const tradeConcepts = sqliteTable(
  'trade_concepts',
  {
    /** Kebab-case English: 'tailor', 'two-wheeler-repair'. */
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    subcategory: text('subcategory'),
  },
  (t) => [index('trade_concepts_category_idx').on(t.categoryId)],
);

/** A concept's words, each in its register; `key` is the word as the reader folds it, so a word means one concept only. */
export const tradeWords = sqliteTable(
  'trade_words',
  {
    conceptId: text('concept_id')
      .notNull()
      .references(() => tradeConcepts.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    /** Its register: en, hiLatn, knLatn, hi or kn (worker/contracts/trade-words.ts, TRADE_REGISTERS). */
    language: text('language').notNull(),
    position: integer('position').notNull(),
    key: text('key').primaryKey(),
  },
  (t) => [index('trade_words_concept_idx').on(t.conceptId, t.position)],
);

export const businesses = sqliteTable(
  'businesses',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The name as written in Kannada and in Devanagari (Hindi), when the business has one (docs/product.md §3.23). */
    nameKn: text('name_kn'),
    nameHi: text('name_hi'),
    tagline: text('tagline'),
    description: text('description'),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    subcategory: text('subcategory'),
    address: text('address'),
    locality: text('locality'),
    locationId: text('location_id').references(() => locations.id, { onDelete: 'set null' }),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode'),
    latitude: real('latitude'),
    longitude: real('longitude'),
    phone: text('phone'),
    /** The mobile number enquiries continue on, when it is not the phone (docs/product.md §3.11). */
    whatsapp: text('whatsapp'),
    email: text('email'),
    website: text('website'),
    googleMapsUrl: text('google_maps_url'),
    priceRange: integer('price_range').notNull().default(2),
    /**
     * Whom the place serves, as its owner states it (worker/contracts/attributes.ts, SERVES, which every write is
     * checked against: a CHECK would need the table rebuilt, its rowids and triggers with it); null when not stated.
     */
    serves: text('serves', { enum: SERVES }),
    /** Food: only vegetarian is served. */
    pureVeg: integer('pure_veg', { mode: 'boolean' }).notNull().default(false),
    /** Comes to the customer's home to do the work. */
    homeVisit: integer('home_visit', { mode: 'boolean' }).notNull().default(false),
    /** Delivers to the customer's home. */
    homeDelivery: integer('home_delivery', { mode: 'boolean' }).notNull().default(false),
    status: text('status', { enum: BUSINESS_STATUSES }).notNull().default('pending'),
    isVerified: integer('is_verified', { mode: 'boolean' }).notNull().default(false),
    isFeatured: integer('is_featured', { mode: 'boolean' }).notNull().default(false),
    featuredAt: integer('featured_at', { mode: 'timestamp_ms' }),
    /** Featuring ends by itself at this time (issue 13); null features until an admin ends it. */
    featuredUntil: integer('featured_until', { mode: 'timestamp_ms' }),
    /** Set while an admin has suspended an approved listing (unverified meanwhile, so public nowhere). */
    suspendedAt: integer('suspended_at', { mode: 'timestamp_ms' }),
    /** Why an admin rejected or suspended the listing, as its owner was told. */
    statusReason: text('status_reason'),
    views: integer('views').notNull().default(0),
    enquiryCount: integer('enquiry_count').notNull().default(0),
    /** When the owner last saved the opening hours (docs/product.md §3.23): "Hours confirmed on …". */
    hoursConfirmedAt: integer('hours_confirmed_at', { mode: 'timestamp_ms' }),
    ratingAverage: real('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** What the business offers, lists and is searched by, each a JSON array of short texts in the owner's order. */
    services: text('services', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    amenities: text('amenities', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    keywords: text('keywords', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    /**
     * The parts of the listing's result card that come from other tables (its category and locality, hours, special
     * days, first photo), as JSON under short keys with empty parts left out, written by the search index's triggers
     * (worker/db/search-view.ts) and read with the row by cardSql (worker/db/rules.ts); null while the listing is not
     * public. Never written by a service.
     */
    cardParts: text('card_parts'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Public listings read one page of an index in order: (filter, status, isVerified, createdAt).
    index('businesses_public_idx').on(t.status, t.isVerified, t.createdAt),
    index('businesses_category_idx').on(t.categoryId, t.status, t.isVerified, t.createdAt),
    index('businesses_pincode_idx').on(t.pincode, t.status, t.isVerified, t.createdAt),
    index('businesses_location_idx').on(t.locationId, t.status, t.isVerified, t.createdAt),
    index('businesses_featured_idx').on(t.isFeatured, t.status, t.isVerified, t.featuredAt),
    // Best rated first (the home page's top strip) reads a page of this index instead of every public business.
    index('businesses_score_idx').on(t.status, t.isVerified, sql.raw(bayesianScoreSql()), t.ratingCount, t.createdAt),
    index('businesses_owner_idx').on(t.ownerId),
    // Likely duplicates by a phone or WhatsApp number in a pincode, however it was written (worker/services/owner/duplicates.ts).
    index('businesses_pincode_phone_idx').on(t.pincode, sql.raw(phoneDigitsSql('phone'))),
    index('businesses_pincode_whatsapp_idx').on(t.pincode, sql.raw(phoneDigitsSql('whatsapp'))),
    // Featuring that has passed its end, which featured lists leave out until housekeeping clears it: few rows.
    index('businesses_featured_until_idx')
      .on(t.featuredUntil)
      .where(sql`${t.featuredUntil} IS NOT NULL`),
    // The admin's businesses list, newest first: of every status, of one, or the suspended (worker/services/admin/businesses.ts).
    index('businesses_created_idx').on(t.createdAt),
    index('businesses_status_created_idx').on(t.status, t.createdAt),
    index('businesses_suspended_idx')
      .on(t.createdAt)
      .where(sql`${t.suspendedAt} IS NOT NULL`),
    check('businesses_price_range_check', sql`${t.priceRange} between 1 and 4`),
    check('businesses_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('businesses_rating_check', sql`${t.ratingAverage} between 0 and 5 and ${t.ratingCount} >= 0`),
  ],
);

/**
 * Weekly opening periods in minutes after local (Asia/Kolkata) midnight of `dayOfWeek` (0 = Sunday … 6 =
 * Saturday, as JavaScript's getDay). `closesAt` may exceed 1440 for a span past midnight (18:00–02:00 is
 * 1080–1560), so "open now" is one indexed range check on today and yesterday.
 */
export const businessHours = sqliteTable(
  'business_hours',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    dayOfWeek: integer('day_of_week').notNull(),
    opensAt: integer('opens_at').notNull(),
    closesAt: integer('closes_at').notNull(),
  },
  (t) => [
    // WITHOUT ROWID (migrations/0035_without_rowid.sql, which drizzle cannot say): the key is the table.
    primaryKey({ columns: [t.businessId, t.dayOfWeek, t.opensAt] }),
    check('business_hours_day_check', sql`${t.dayOfWeek} between 0 and 6`),
    check(
      'business_hours_span_check',
      sql`${t.opensAt} between 0 and 1439 and ${t.closesAt} > ${t.opensAt} and ${t.closesAt} <= ${t.opensAt} + 1440`,
    ),
  ],
);

/**
 * Dates whose hours differ from the week's (a festival, a stock-taking day): one row per period of that date, in
 * minutes after local midnight like businessHours, and a closed date is one row with `closed` set and 0–0. A date
 * with any row replaces its weekday's periods (worker/contracts/hours.ts, isOpenAt).
 */
export const businessSpecialDays = sqliteTable(
  'business_special_days',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD in Asia/Kolkata. */
    date: text('date').notNull(),
    closed: integer('closed', { mode: 'boolean' }).notNull().default(false),
    opensAt: integer('opens_at').notNull(),
    closesAt: integer('closes_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.date, t.opensAt] }),
    check('business_special_days_date_check', sql`${t.date} glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'`),
    check(
      'business_special_days_span_check',
      sql`(${t.closed} = 1 and ${t.opensAt} = 0 and ${t.closesAt} = 0) or (${t.closed} = 0 and ${t.opensAt} between 0 and 1439 and ${t.closesAt} > ${t.opensAt} and ${t.closesAt} <= ${t.opensAt} + 1440)`,
    ),
  ],
);

/** Images and videos: `url` is an R2 key (served under /media/) or an absolute http(s) URL. */
export const businessMedia = sqliteTable(
  'business_media',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    url: text('url').notNull(),
    alt: text('alt'),
    title: text('title'),
    isPrimary: integer('is_primary', { mode: 'boolean' }).notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Set for photos an owner uploaded (docs/product.md §3.19); the seed's have none. */
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: integer('uploaded_at', { mode: 'timestamp_ms' }),
    /** Uploaded photos go live at once and wait in the admin queue until an admin has looked (issue 13). */
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('business_media_business_idx').on(t.businessId, t.kind, t.position),
    // The admin queue's photos: uploaded, not yet looked at, oldest first. Keyed on the upload's time, not its
    // uploader, whose account may since have been erased (uploaded_by set null) while the photo is still public.
    index('business_media_uploads_queue_idx')
      .on(t.reviewedAt, t.uploadedAt)
      .where(sql`${t.uploadedAt} IS NOT NULL`),
  ],
);

export const businessSocialLinks = sqliteTable(
  'business_social_links',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    network: text('network', { enum: SOCIAL_NETWORKS }).notNull(),
    url: text('url').notNull(),
  },
  // WITHOUT ROWID (migrations/0039_rows_that_are_their_key.sql): the key is the table.
  (t) => [primaryKey({ columns: [t.businessId, t.network] })],
);

// ───────────────────────────── reviews ─────────────────────────────

export const reviews = sqliteTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title'),
    content: text('content').notNull(),
    isVerified: integer('is_verified', { mode: 'boolean' }).notNull().default(false),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('visible'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** When an admin last hid, restored or kept the review, and why (issue 13). */
    moderatedAt: integer('moderated_at', { mode: 'timestamp_ms' }),
    moderatedBy: text('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderationReason: text('moderation_reason'),
    responseContent: text('response_content'),
    respondedAt: integer('responded_at', { mode: 'timestamp_ms' }),
    respondedBy: text('responded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One review per person per business, and also a person's own reviews (their account page and its export): one
    // index for both, since a person has few reviews to put in date order (docs/decisions/042-short-ids.md).
    uniqueIndex('reviews_user_business_unique').on(t.userId, t.businessId),
    index('reviews_business_idx').on(t.businessId, t.status, t.createdAt),
    // The admin's reviews list, newest first (worker/services/admin/moderation.ts): of every status, or of the visible,
    // which are nearly all, by date alone; the hidden, which are few, by their own partial index
    // (docs/decisions/043-keys-read-one-way.md).
    index('reviews_created_idx').on(t.createdAt),
    index('reviews_hidden_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'hidden'`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const reviewImages = sqliteTable(
  'review_images',
  {
    id: text('id').primaryKey(),
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('review_images_review_idx').on(t.reviewId, t.position)],
);

export const reviewHelpfulVotes = sqliteTable(
  'review_helpful_votes',
  {
    // No foreign key to the review: a review's votes are never looked up by the review alone, so deleting one would
    // scan every vote. Votes left by a deleted review stay their voter's (export, erasure); ids are never reused.
    reviewId: text('review_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // WITHOUT ROWID (migrations/0038_keys_read_one_way.sql), keyed by voter first: "did I vote", the toggle, the export
  // and erasure all know the voter; the review's count is kept on the review (docs/decisions/043-keys-read-one-way.md).
  (t) => [primaryKey({ columns: [t.userId, t.reviewId] })],
);

export const reviewReports = sqliteTable(
  'review_reports',
  {
    id: text('id').primaryKey(),
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    /** Set when an admin decided on the review (hid, restored or kept it); the queue shows unresolved reports. */
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('review_reports_review_user_unique').on(t.reviewId, t.userId),
    index('review_reports_user_idx').on(t.userId),
    index('review_reports_queue_idx').on(t.resolvedAt, t.createdAt),
  ],
);

/** An owner's earlier replies to a review: editing or removing the reply keeps what it said (docs/product.md §3.23). */
export const reviewResponseHistory = sqliteTable(
  'review_response_history',
  {
    id: text('id').primaryKey(),
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    respondedBy: text('responded_by').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: integer('responded_at', { mode: 'timestamp_ms' }).notNull(),
    replacedAt: integer('replaced_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('review_response_history_review_idx').on(t.reviewId, t.replacedAt)],
);

// ───────────────────────────── owners' requests ─────────────────────────────

export const CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;

/**
 * An owner's edit of a held field, waiting in the admin queue (issue 13) with the value it replaces. At most one
 * pending change per listing and field: a second edit of the same field replaces the first one's new value.
 * `newValue` is what the owner typed (a category as its id); `oldValue` what the listing showed then.
 */
export const businessChanges = sqliteTable(
  'business_changes',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    field: text('field', { enum: HELD_FIELDS }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value').notNull(),
    status: text('status', { enum: CHANGE_STATUSES }).notNull().default('pending'),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: integer('requested_at', { mode: 'timestamp_ms' }).notNull(),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('business_changes_pending_unique')
      .on(t.businessId, t.field)
      .where(sql`${t.status} = 'pending'`),
    index('business_changes_queue_idx').on(t.status, t.requestedAt),
  ],
);

export const CLAIM_METHODS = ['email', 'document'] as const;
export const CLAIM_STATUSES = ['awaiting-code', 'pending', 'approved', 'rejected', 'withdrawn'] as const;
export const CLAIM_EVIDENCE = ['gst', 'udyam', 'document'] as const;

/**
 * A request to run a listing (docs/product.md §3.23). By e-mail: a 6-digit code (hashed) goes to the listing's own
 * address and proves the claim at once. Otherwise the claim waits in the admin queue (issue 13) with its evidence: a
 * GST or Udyam number and/or a document photo, kept under a private R2 key that is never served publicly.
 */
export const businessClaims = sqliteTable(
  'business_claims',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: CLAIM_METHODS }).notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    evidenceType: text('evidence_type', { enum: CLAIM_EVIDENCE }),
    evidenceNumber: text('evidence_number'),
    documentKey: text('document_key'),
    message: text('message'),
    codeHash: text('code_hash'),
    codeExpiresAt: integer('code_expires_at', { mode: 'timestamp_ms' }),
    attempts: integer('attempts').notNull().default(0),
    /** Who ran the listing when the claim was made, told by e-mail when it succeeds. */
    previousOwnerId: text('previous_owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    note: text('note'),
  },
  (t) => [
    index('business_claims_business_idx').on(t.businessId, t.status),
    index('business_claims_user_idx').on(t.userId, t.createdAt),
    index('business_claims_queue_idx').on(t.status, t.createdAt),
  ],
);

// ───────────────────────────── analytics ─────────────────────────────

export const EVENT_TYPES = ['view', 'call', 'whatsapp', 'directions', 'website'] as const;

/**
 * One row per listing, visitor, kind of event and hour: the dedupe behind the counts (docs/product.md §3.23). The
 * visitor is a hash of IP and user agent with a salt that changes daily, never the raw values; the address a hash of
 * the IP alone, salted the same, by which the events queue's consumer holds an address to its hourly limit. Only a
 * new row counts: the consumer adds a batch's new marks to the figures in the same D1 batch
 * (worker/services/events/counts.ts). A table WITHOUT ROWID (migrations/0034), so a mark is two rows written, its own
 * and its (hour, address) index entry, through which housekeeping deletes marks older than a day.
 */
export const businessEventMarks = sqliteTable(
  'business_event_marks',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    type: text('type', { enum: EVENT_TYPES }).notNull(),
    visitor: text('visitor').notNull(),
    /** Hours since the epoch. */
    hour: integer('hour').notNull(),
    /** The local (Asia/Kolkata) day 'YYYY-MM-DD' the event counts on. */
    day: text('day').notNull(),
    /** The client's address, hashed with the day's salt (worker/services/analytics.ts addressMark); '' on older marks. */
    address: text('address').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.type, t.visitor, t.hour] }),
    index('business_event_marks_hour_address_idx').on(t.hour, t.address),
  ],
);

/** Counted events of one listing on one local day: the owner's analytics read at most 90 rows of it. */
export const businessDailyStats = sqliteTable(
  'business_daily_stats',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    views: integer('views').notNull().default(0),
    calls: integer('calls').notNull().default(0),
    whatsapp: integer('whatsapp').notNull().default(0),
    directions: integer('directions').notNull().default(0),
    website: integer('website').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);

// ───────────────────────────── visitors' actions ─────────────────────────────

export const favorites = sqliteTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // WITHOUT ROWID (migrations/0039_rows_that_are_their_key.sql): the key is the table.
  (t) => [primaryKey({ columns: [t.userId, t.businessId] }), index('favorites_business_idx').on(t.businessId)],
);

export const enquiries = sqliteTable(
  'enquiries',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    /** Where the owner's inbox has it: new until they mark it replied or closed (docs/product.md §3.23). */
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    statusChangedAt: integer('status_changed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  // By sender too: the account page's data export and erasure find a person's enquiries (docs/product.md §3.16), those
  // sent signed in by the account (the index holds no signed-out enquiry's NULL) and every one naming their address,
  // whoever sent it.
  (t) => [
    index('enquiries_business_status_idx').on(t.businessId, t.status, t.createdAt),
    index('enquiries_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    index('enquiries_email_idx').on(t.email),
  ],
);

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Where the operator's inbox has it (issue 13): new until an admin marks it. */
    status: text('status', { enum: CONTACT_MESSAGE_STATUSES }).notNull().default('new'),
    statusChangedAt: integer('status_changed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  // A person's messages are part of their data export and erasure (docs/product.md §3.16).
  (t) => [index('contact_messages_email_idx').on(t.email), index('contact_messages_status_idx').on(t.status, t.createdAt)],
);

/**
 * Every admin and owner write, recorded in the same D1 batch as the change (issue 13): who, what, on which record,
 * the record's values before and after (JSON), and the reason given. `businessId` lets an owner read the entries of
 * their own listing; no foreign keys, so the record outlives what it describes.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    businessId: text('business_id'),
    before: text('before'),
    after: text('after'),
    reason: text('reason'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_business_idx').on(t.businessId, t.at),
  ],
);

// ───────────────────────────── curation ─────────────────────────────

export const quickLinks = sqliteTable('quick_links', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** The title in Kannada and in Hindi (issue 38); null: the English one is shown. */
  titleKn: text('title_kn'),
  titleHi: text('title_hi'),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
});

export const campaigns = sqliteTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    section: text('section').notNull(),
    autoSlide: integer('auto_slide', { mode: 'boolean' }).notNull().default(true),
    slideInterval: integer('slide_interval').notNull().default(4000),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }),
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('campaigns_section_idx').on(t.section, t.isActive, t.position)],
);

export const campaignBanners = sqliteTable(
  'campaign_banners',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The title and description in Kannada and in Hindi (issue 38); the image is the same in every language. */
    titleKn: text('title_kn'),
    titleHi: text('title_hi'),
    description: text('description'),
    descriptionKn: text('description_kn'),
    descriptionHi: text('description_hi'),
    link: text('link'),
    imageUrl: text('image_url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('campaign_banners_campaign_idx').on(t.campaignId, t.position)],
);

/** Every e-mail the product sends is written here first; a transport delivers it and stamps sentAt. */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    error: text('error'),
    /** Tries made so far of a mail sent after the response (services/mail-outbox.ts); 0 for one sent in the request. */
    attempts: integer('attempts').notNull().default(0),
    /** When such a mail is next tried; null once sent or given up, and for every mail sent in the request. */
    retryAt: integer('retry_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('email_outbox_to_idx').on(t.to, t.createdAt),
    index('email_outbox_created_idx').on(t.createdAt),
    // The hourly housekeeping's due mail: the few rows that wait, never the month of sent ones.
    index('email_outbox_retry_idx')
      .on(t.retryAt)
      .where(sql`${t.retryAt} IS NOT NULL`),
  ],
);

/**
 * The last number each sequenced table has given its rows' ids (worker/db/id-sequences.ts): one row a table, so a new
 * business, account, review or enquiry gets an id of six characters instead of twelve.
 */
export const idSequences = sqliteTable('id_sequences', {
  name: text('name', { enum: ['businesses', 'users', 'reviews', 'enquiries'] }).primaryKey(),
  last: integer('last').notNull(),
});

/** Fixed-window counters per key (e.g. 'enquiry:<ip>'); a request over the limit is refused before any write. */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull(),
  },
  // Housekeeping (worker/services/housekeeping.ts) deletes ended windows through it instead of scanning.
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * Switches of the search index. While a row with key 'paused' exists, the triggers that keep
 * `business_search` in step stand still (bulk imports), and a rebuild brings the index back afterwards.
 */
export const searchSettings = sqliteTable('search_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * How many public businesses hold each facet token of the search index (map cells and fillers aside), kept exact by the
 * index's triggers (worker/db/search-view.ts) and refilled by a rebuild. Tiles, listings and totals read a count here in
 * one row: the index's own vocabulary counts a token by walking its every document.
 */
export const searchFacetCounts = sqliteTable('search_facet_counts', {
  token: text('token').primaryKey(),
  docs: integer('docs').notNull(),
});

/**
 * How many listings each category ('category:{id}') and locality ('location:{id}') has, of every status, kept exact by
 * triggers on businesses (migrations/0023_listing_counts.sql) and counted again by a rebuild: the admin's categories
 * and localities read a count here in one row instead of walking the listings.
 */
export const listingCounts = sqliteTable('listing_counts', {
  token: text('token').primaryKey(),
  listings: integer('listings').notNull(),
});

// ───────────────────────────── relations (for drizzle's query API) ─────────────────────────────

export const businessesRelations = relations(businesses, ({ one, many }) => ({
  category: one(categories, { fields: [businesses.categoryId], references: [categories.id] }),
  location: one(locations, { fields: [businesses.locationId], references: [locations.id] }),
  owner: one(users, { fields: [businesses.ownerId], references: [users.id] }),
  hours: many(businessHours),
  specialDays: many(businessSpecialDays),
  media: many(businessMedia),
  socialLinks: many(businessSocialLinks),
  reviews: many(reviews),
}));

export const businessSpecialDaysRelations = relations(businessSpecialDays, ({ one }) => ({
  business: one(businesses, { fields: [businessSpecialDays.businessId], references: [businesses.id] }),
}));

export const businessHoursRelations = relations(businessHours, ({ one }) => ({
  business: one(businesses, { fields: [businessHours.businessId], references: [businesses.id] }),
}));
export const businessMediaRelations = relations(businessMedia, ({ one }) => ({
  business: one(businesses, { fields: [businessMedia.businessId], references: [businesses.id] }),
}));
export const businessSocialLinksRelations = relations(businessSocialLinks, ({ one }) => ({
  business: one(businesses, { fields: [businessSocialLinks.businessId], references: [businesses.id] }),
}));
export const categoriesRelations = relations(categories, ({ many }) => ({
  businesses: many(businesses),
}));
export const locationsRelations = relations(locations, ({ many }) => ({
  pincodes: many(locationPincodes),
  businesses: many(businesses),
}));
export const locationPincodesRelations = relations(locationPincodes, ({ one }) => ({
  location: one(locations, { fields: [locationPincodes.locationId], references: [locations.id] }),
}));
export const reviewsRelations = relations(reviews, ({ one, many }) => ({
  business: one(businesses, { fields: [reviews.businessId], references: [businesses.id] }),
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
  images: many(reviewImages),
}));
export const reviewImagesRelations = relations(reviewImages, ({ one }) => ({
  review: one(reviews, { fields: [reviewImages.reviewId], references: [reviews.id] }),
}));
export const campaignsRelations = relations(campaigns, ({ many }) => ({
  banners: many(campaignBanners),
}));
export const campaignBannersRelations = relations(campaignBanners, ({ one }) => ({
  campaign: one(campaigns, { fields: [campaignBanners.campaignId], references: [campaigns.id] }),
}));
