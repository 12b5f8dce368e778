import { SITE } from '../../worker/contracts/site.ts';
import type * as schema from '../../worker/db/schema.ts';
import type { SequencedTable } from '../../worker/db/id-sequences.ts';
import { newId, sequenceId } from '../../worker/lib/ids.ts';
import { localMoment } from '../../worker/contracts/hours.ts';
import { dailyStats } from './analytics.ts';
import { CATEGORIES } from './categories.ts';
import { CAMPAIGNS, QUICK_LINKS } from './curation.ts';
import { weeklyHours } from './hours.ts';
import { bannerImage, categoryImage, localityImage, type SeedImage } from './images.ts';
import { localHours, priceBand, seedAttributes } from './attributes.ts';
import { lexiconRows } from './lexicon-rows.ts';
import { LOCALITIES } from './localities.ts';
import { PLACE_NAMES } from './place-names.ts';
import { nameInScripts } from './name-scripts.ts';
import { FIRST_NAMES, SURNAMES } from './people.ts';
import type { PincodeRecord } from './pincodes.ts';
import { Random } from './random.ts';
import { composeReview } from './reviews.ts';
import { tradesOf, type Trade } from './trades/index.ts';
import type { CategorySeed, LocalitySeed } from './types.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Everything the seed writes: rows per table and R2 images. */
export interface Dataset {
  pincodes: Insert<typeof schema.pincodes>[];
  pincodePlaces: Insert<typeof schema.pincodePlaces>[];
  users: Insert<typeof schema.users>[];
  categories: Insert<typeof schema.categories>[];
  locations: Insert<typeof schema.locations>[];
  locationPincodes: Insert<typeof schema.locationPincodes>[];
  placeNames: Insert<typeof schema.placeNames>[];
  tradeConcepts: Insert<typeof schema.tradeConcepts>[];
  tradeWords: Insert<typeof schema.tradeWords>[];
  businesses: Insert<typeof schema.businesses>[];
  businessHours: Insert<typeof schema.businessHours>[];
  businessMedia: Insert<typeof schema.businessMedia>[];
  businessSocialLinks: Insert<typeof schema.businessSocialLinks>[];
  businessDailyStats: Insert<typeof schema.businessDailyStats>[];
  reviews: Insert<typeof schema.reviews>[];
  reviewHelpfulVotes: Insert<typeof schema.reviewHelpfulVotes>[];
  favorites: Insert<typeof schema.favorites>[];
  enquiries: Insert<typeof schema.enquiries>[];
  idSequences: Insert<typeof schema.idSequences>[];
  quickLinks: Insert<typeof schema.quickLinks>[];
  campaigns: Insert<typeof schema.campaigns>[];
  campaignBanners: Insert<typeof schema.campaignBanners>[];
  images: SeedImage[];
}

/** A part of the city, handed to the writer as soon as it is generated. */
export type Batch = Partial<Dataset>;

export interface GenerateOptions {
  /** How many businesses to create; 700 by default (≥ 600 of them approved). */
  businesses: number;
  /** The random seed: the same seed gives the same city. */
  seed: number;
  /** "Now" for created dates, so recent businesses stay recent. */
  now: Date;
  pincodes: Map<string, PincodeRecord>;
  /** The scrypt hash of DEMO_PASSWORD, for the demo accounts (hashing is slow and salted, so it comes from outside). */
  demoPasswordHash: string;
}

/** The demo city of `npm run seed`, `npm start` and the browser journeys: 700 businesses from one seed number. */
export const DEFAULT_BUSINESSES = 700;
export const DEFAULT_SEED = 20_261_123;

/** Accounts a developer can sign in with locally (README); every other seeded user has no password. */
export const DEMO_PASSWORD = 'citypages-demo';
export const DEMO_ACCOUNTS = [
  { name: 'Demo User', email: 'demo@example.in', role: 'user' },
  { name: 'Demo Owner', email: 'owner@example.in', role: 'owner' },
  { name: 'Demo Admin', email: 'admin@example.in', role: 'admin' },
] as const;

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** docs/product.md §3.24: what waits in the admin queue was sent recently, from a couple of hours to two weeks ago. */
const PENDING_AGE = [2 * HOUR, 14 * DAY] as const;
const VARIANTS_PER_CATEGORY = 3;
/**
 * docs/product.md §3.23: most listings carry their name in Kannada, as Karnataka's signboards must, and some also in
 * Devanagari. Of the names wholly in name-scripts.ts (about nine in ten), these shares give about 70% of all listings a
 * Kannada name and 20% a Hindi one, a Hindi one only beside a Kannada one.
 */
const KANNADA_NAME_SHARE = 0.78;
const HINDI_BESIDE_KANNADA_SHARE = 0.28;
/** The names in scripts draw from a stream of their own, so the rest of a seed number's city stays as it was. */
const SCRIPT_STREAM = 0x6b6e6869;
/** The attributes' own stream (attributes.ts), so adding one never moves the rest of the city. */
const ATTRIBUTE_STREAM = 0x61747472;
/** A user row nobody can sign in with: the seed's reviewers exist to have written reviews. */
const NO_PASSWORD = '!seed-user-without-password';

const STREETS = [
  'Main Road',
  'Cross Road',
  '1st Main',
  '2nd Main',
  '3rd Cross',
  '5th Cross',
  '80 Feet Road',
  '100 Feet Road',
  'Service Road',
  'Temple Street',
  'Market Road',
  'Station Road',
];

/** Owners thank the happy and answer the unhappy: a reply that thanks a one-star review reads as a template. */
const OWNER_RESPONSES = {
  thanks: [
    'Thank you for taking the time to write this. We look forward to seeing you again!',
    'Thanks for the kind words. Please ask for me by name on your next visit.',
    'Thank you! Happy to hear it, see you again soon.',
  ],
  apology: [
    'We are sorry about your experience. We have spoken to the team since your visit. Please give us another chance.',
    'Thank you for the feedback. We have shared it with the team.',
    'Sorry to hear this. Please call us on the number above so we can set it right.',
  ],
};

/** Words a sub-category keeps capitalised inside a sentence: places, peoples, languages and named methods. */
const PROPER_WORDS = new Set(['Andhra', 'Bengali', 'Brahmin', 'Chinese', 'English', 'Indian', 'Kerala', 'Mughlai', 'North', 'South']);
const NAMED_METHODS = new Set(['Ayurveda', 'Ayurvedic', 'Iyengar', 'Pilates', 'Siddha', 'Unani', 'Zumba']);

/**
 * A Title Case sub-category as a sentence writes it: 'Bridal makeup', but 'North Indian', 'Kerala', 'ENT' and
 * 'CrossFit' as they are (a word with two capitals is an abbreviation or a name).
 */
function inSentence(label: string): string {
  return label.replace(/[A-Za-z][\w'-]*/g, (word) =>
    PROPER_WORDS.has(word) || NAMED_METHODS.has(word) || (word.match(/[A-Z]/g)?.length ?? 0) > 1 ? word : word.toLowerCase(),
  );
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function fill(template: string, tokens: Record<string, string>): string {
  return template
    .replace(/\{(\w+)\}/g, (_, token: string) => tokens[token] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Numbers are stored as the Worker stores what owners type (worker/contracts/common.ts): +91 and ten digits, shown
 * through formatPhone. Mobile series include 80…, which is why the product never guesses a landline from digits; the
 * seed keeps its 80 mobiles at 805–809, apart from its landlines, only so tests/build/seed-city.test.ts can tell them.
 */
function indianMobile(random: Random): string {
  const first = random.pick(['98', '99', '97', '96', '94', '90', '88', '87', '80', '77', '70', '63']);
  const rest =
    first === '80'
      ? `${random.int(5, 9)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`
      : String(random.int(0, 99_999_999)).padStart(8, '0');
  return `+91${first}${rest}`;
}

/** A Bengaluru landline as the seed writes it: STD code 80, then an exchange from 22 to 49 and six digits. */
export const SEED_LANDLINE = /^\+9180[2-4]\d{7}$/;
function bengaluruLandline(random: Random): string {
  return `+9180${random.int(2200, 4999)}${String(random.int(0, 9999)).padStart(4, '0')}`;
}

/**
 * The phone and the WhatsApp number (docs/product.md §3.11): most shops with a mobile use it for WhatsApp; some
 * with a landline keep a separate WhatsApp mobile; a landline is never a WhatsApp number.
 */
function contactNumbers(random: Random): { phone: string; whatsapp: string | null } {
  if (random.chance(0.75)) {
    const phone = indianMobile(random);
    return { phone, whatsapp: random.chance(0.85) ? phone : null };
  }
  return { phone: bengaluruLandline(random), whatsapp: random.chance(0.4) ? indianMobile(random) : null };
}

/** About 1.2 km of scatter around a pincode's centre. */
function scatter(random: Random, latitude: number, longitude: number): [number, number] {
  const lat = latitude + (random.next() - 0.5) * 0.022;
  const lng = longitude + (random.next() - 0.5) * 0.022;
  return [Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6];
}

/** A rating near the business's quality, pulled from the templates of that star count. */
function reviewRating(random: Random, quality: number): 1 | 2 | 3 | 4 | 5 {
  const raw = Math.round(quality + (random.next() - 0.5) * 2.2);
  return Math.min(5, Math.max(1, raw)) as 1 | 2 | 3 | 4 | 5;
}

/** Random bytes drawn for each id, whatever its length (generate). */
const ID_DRAW = 20;
/** Businesses per batch: their rows (reviews, hours, tags…) make a few megabytes of SQL, whatever the city's size. */
const BUSINESSES_PER_BATCH = 500;
/** Rows per batch for the tables written outside the businesses' batches (users, favourites, verified enquiries). */
const ROWS_PER_BATCH = 10_000;

/** A reviewer, as the rest of the city refers to them: the user rows themselves are written and let go. */
interface Person {
  id: string;
  name: string;
  email: string;
}

/**
 * docs/product.md §3.9: a review is verified because its author had sent the business an enquiry, signed in, the day
 * before. The enquiries' ids are drawn last, after every other record, so only what they need is kept until then.
 */
class VerifiedReviews {
  private readonly businessIds: string[] = [];
  private readonly businessNames: string[] = [];
  private readonly reviewers: number[] = [];
  private readonly reviewedAt: number[] = [];

  add(businessId: string, businessName: string, reviewer: number, reviewedAt: number) {
    this.businessIds.push(businessId);
    this.businessNames.push(businessName);
    this.reviewers.push(reviewer);
    this.reviewedAt.push(reviewedAt);
  }

  *enquiries(people: readonly Person[], id: () => string): Generator<Batch> {
    let enquiries: Dataset['enquiries'] = [];
    for (let n = 0; n < this.businessIds.length; n++) {
      const reviewer = people[this.reviewers[n] as number] as Person;
      enquiries.push({
        id: id(),
        businessId: this.businessIds[n] as string,
        userId: reviewer.id,
        name: reviewer.name,
        email: reviewer.email,
        message: `Hi, I found ${this.businessNames[n]} on ${SITE.name}. Could you share your charges and availability this week?`,
        createdAt: new Date((this.reviewedAt[n] as number) - DAY),
      });
      if (enquiries.length === ROWS_PER_BATCH) {
        yield { enquiries };
        enquiries = [];
      }
    }
    if (enquiries.length > 0) yield { enquiries };
  }
}

/**
 * The city, batch by batch, in an order that satisfies foreign keys: the fixed tables and users first, then the
 * businesses with everything that hangs off them, then what refers across businesses (favourites, verified
 * reviewers' enquiries). Memory stays small: only names (kept unique), the reviewer pool, approved businesses' ids
 * and verified reviews outlive their batch. Every record draws from one random stream in a fixed order (the order the
 * city was drawn in when it was built whole in memory), so a seed number gives the same city, id for id.
 */
export function* generate(options: GenerateOptions): Generator<Batch> {
  // Checked before anything is drawn or written: trade data that disagrees with its category stops the seed here.
  const trades = new Map(CATEGORIES.map((category) => [category.slug, tradesOf(category)]));
  const random = new Random(options.seed);
  const scriptRandom = new Random(options.seed ^ SCRIPT_STREAM);
  const attributeRandom = new Random(options.seed ^ ATTRIBUTE_STREAM);
  // Each id still draws the 20 bytes ids were once made of, so a seed number gives the same city it always has (the
  // bench compares cities across changes); only the first bytes make the id.
  const id = () => newId((bytes) => random.bytes(new Uint8Array(ID_DRAW)).subarray(0, bytes.length));
  // The four tables a server numbers (worker/db/id-sequences.ts) are numbered here the same way, and their sequences
  // written last, so the first row the server makes follows the seed's.
  const sequences: Record<SequencedTable, number> = { businesses: 0, users: 0, reviews: 0, enquiries: 0 };
  const idOf = (table: SequencedTable) => () => {
    random.bytes(new Uint8Array(ID_DRAW));
    return sequenceId(++sequences[table]) as string;
  };
  const newUserId = idOf('users');
  const newBusinessId = idOf('businesses');
  const newReviewId = idOf('reviews');
  const newEnquiryId = idOf('enquiries');
  const now = options.now.getTime();
  const today = localMoment(options.now).date;

  yield pincodeRows(options.pincodes);

  // People: reviewers (no password) and a few owners.
  const userCount = Math.max(300, Math.round(options.businesses * 0.5));
  const people: Person[] = [];
  const ownerIds: string[] = [];
  let users: Dataset['users'] = [];
  const addUser = (user: Insert<typeof schema.users> & Person) => {
    people.push({ id: user.id, name: user.name, email: user.email });
    if (user.role === 'owner') ownerIds.push(user.id);
    users.push(user);
  };
  const usedEmails = new Set<string>();
  for (let i = 0; i < userCount; i++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(SURNAMES);
    let email = `${slugify(first)}.${slugify(last)}@example.in`;
    for (let n = 2; usedEmails.has(email); n++) email = `${slugify(first)}.${slugify(last)}${n}@example.in`;
    usedEmails.add(email);
    addUser({
      id: newUserId(),
      name: `${first} ${last}`,
      email,
      passwordHash: NO_PASSWORD,
      role: i % 25 === 0 ? 'owner' : 'user',
      emailVerified: true,
      createdAt: new Date(now - random.int(30, 900) * DAY),
    });
    if (users.length === ROWS_PER_BATCH) {
      yield { users };
      users = [];
    }
  }
  usedEmails.clear();
  let demoOwnerId = '';
  for (const account of DEMO_ACCOUNTS) {
    const userId = newUserId();
    if (account.email === DEMO_ACCOUNTS[1].email) demoOwnerId = userId;
    addUser({
      id: userId,
      ...account,
      passwordHash: options.demoPasswordHash,
      emailVerified: true,
      createdAt: new Date(now - 400 * DAY),
    });
  }
  yield { users };

  // Categories with three illustrations each; the first is the hero image.
  const catalogue: Required<
    Pick<Batch, 'categories' | 'locations' | 'locationPincodes' | 'placeNames' | 'tradeConcepts' | 'tradeWords' | 'images'>
  > = {
    categories: [],
    locations: [],
    locationPincodes: [],
    placeNames: [],
    tradeConcepts: [],
    tradeWords: [],
    images: [],
  };
  const categoryImages = new Map<string, SeedImage[]>();
  const categoryIds = new Map<string, string>();
  for (const category of CATEGORIES) {
    const images = Array.from({ length: VARIANTS_PER_CATEGORY }, (_, variant) =>
      categoryImage(category.slug, category.name, category.icon, category.color, variant),
    );
    categoryImages.set(category.slug, images);
    catalogue.images.push(...images);
    const categoryId = id();
    categoryIds.set(category.slug, categoryId);
    catalogue.categories.push({
      id: categoryId,
      name: category.name,
      nameKn: category.nameKn,
      nameHi: category.nameHi,
      slug: category.slug,
      icon: category.icon,
      color: category.color,
      description: category.description,
      descriptionKn: category.descriptionKn,
      descriptionHi: category.descriptionHi,
      tagline: category.tagline,
      taglineKn: category.taglineKn,
      taglineHi: category.taglineHi,
      imageUrl: images[0]?.key,
    });
  }

  // The trade lexicon, tied to the categories by slug.
  const lexicon = lexiconRows(categoryIds);
  catalogue.tradeConcepts.push(...lexicon.tradeConcepts);
  catalogue.tradeWords.push(...lexicon.tradeWords);

  // Locations from the city's localities, placed at their first pincode.
  const localityIds = new Map<string, string>();
  const localityCentre = new Map<string, [number, number]>();
  for (const locality of LOCALITIES) {
    const centre = locality.pincodes
      .map((pincode) => options.pincodes.get(pincode))
      .find((record) => record?.latitude != null && record.longitude != null);
    if (!centre || centre.latitude == null || centre.longitude == null) {
      throw new Error(`Locality ${locality.name} has no pincode with coordinates`);
    }
    const image = localityImage(locality.slug, locality.name, '#0e7490');
    catalogue.images.push(image);
    const locationId = id();
    localityIds.set(locality.slug, locationId);
    localityCentre.set(locality.slug, [centre.latitude, centre.longitude]);
    catalogue.locations.push({
      id: locationId,
      name: locality.name,
      nameKn: locality.nameKn,
      nameHi: locality.nameHi,
      slug: locality.slug,
      city: SITE.city,
      description: locality.description,
      descriptionKn: locality.descriptionKn,
      descriptionHi: locality.descriptionHi,
      imageUrl: image.key,
      latitude: centre.latitude,
      longitude: centre.longitude,
    });
    locality.pincodes.forEach((pincode, position) => catalogue.locationPincodes.push({ locationId, pincode, position }));
    for (const { name, pincode } of PLACE_NAMES[locality.slug] ?? [])
      catalogue.placeNames.push({ locationId, name, pincode: pincode ?? null });
  }
  yield catalogue;

  // Businesses, a batch at a time.
  const usedNames = new Set<string>();
  const approvedIds: string[] = [];
  const verifiedReviews = new VerifiedReviews();
  // docs/product.md §3.23: the demo owner runs two approved, public listings that have reviews and enquiries, and one
  // waiting for approval, so the owner portal has something to show: the first such businesses, chosen without drawing.
  let busyForDemoOwner = 2;
  let pendingForDemoOwner = 1;
  let batch = emptyBusinessBatch();
  for (let i = 0; i < options.businesses; i++) {
    const category = random.weighted(CATEGORIES, (c) => c.weight);
    const locality = random.pick(LOCALITIES);
    batch.businesses.push(createBusiness(i, category, locality));
    if (batch.businesses.length === BUSINESSES_PER_BATCH) {
      yield batch;
      batch = emptyBusinessBatch();
    }
  }
  if (batch.businesses.length > 0) yield batch;

  function createBusiness(index: number, category: CategorySeed, locality: LocalitySeed) {
    const businessId = newBusinessId();
    const sub = random.pick(category.subcategories);
    // The sub-category decides the rest: its names, services, keywords and what reviewers talk about.
    const trade = trades.get(category.slug)?.get(sub) as Trade;
    const tokens = {
      surname: random.pick(SURNAMES),
      first: random.pick(FIRST_NAMES),
      locality: locality.name,
      word: random.pick(trade.nameWords),
      sub,
    };
    let name = fill(random.pick(trade.namePatterns), tokens);
    if (usedNames.has(name)) name = `${name}, ${locality.name}`;
    for (let n = 2; usedNames.has(name); n++) name = `${fill(random.pick(trade.namePatterns), tokens)} ${n}`;
    usedNames.add(name);
    const withName = { ...tokens, sub: inSentence(sub), name };
    // Both draws every time, so whether one listing has a name in a script never moves another's.
    const scripts = nameInScripts(name);
    const nameKn = scriptRandom.chance(KANNADA_NAME_SHARE) ? (scripts?.kannada ?? null) : null;
    const nameHi = scriptRandom.chance(HINDI_BESIDE_KANNADA_SHARE) && nameKn ? (scripts?.devanagari ?? null) : null;

    const pincode = random.pick(locality.pincodes);
    const record = options.pincodes.get(pincode);
    const [centreLat, centreLng] =
      record?.latitude != null && record.longitude != null
        ? [record.latitude, record.longitude]
        : (localityCentre.get(locality.slug) as [number, number]);
    const [latitude, longitude] = scatter(random, centreLat, centreLng);

    const slug = slugify(name);
    // Mostly approved and verified; a few wait for an admin or were turned down, as in a live directory.
    const roll = random.next();
    const status = roll < 0.955 ? 'approved' : roll < 0.99 ? 'pending' : 'rejected';
    const isVerified = status === 'approved' && random.chance(0.96);
    // Established listings are spread over three years; one waiting for approval was sent in the last two weeks.
    const ageMs =
      status === 'pending'
        ? random.int(...PENDING_AGE)
        : (index % 40 === 0 ? random.int(0, 12) : random.int(14, 1100)) * DAY + random.int(0, DAY - 1);
    const ageDays = Math.floor(ageMs / DAY);
    const createdAt = new Date(now - ageMs);
    const isFeatured = status === 'approved' && isVerified && random.chance(0.06);
    const [minPrice, maxPrice] = priceBand(category.priceRange, sub);

    const drawn = weeklyHours(category.hours, random);
    const hours = localHours(category.slug, category.hours, drawn, attributeRandom);
    for (const period of hours) batch.businessHours.push({ businessId, ...period });

    // No photos: the seed has none of the business itself, and its category's drawing would pass for one. A profile
    // and a card show the business's own drawn cover until its owner adds a photo (docs/product.md §2.12).

    const keywords = [
      ...new Set([
        sub.toLowerCase(),
        ...random.sample(trade.ownKeywords, random.int(2, 4)),
        ...random.sample(trade.sharedKeywords, random.int(2, 4)),
      ]),
    ];
    const services = random.sample(trade.services, random.int(Math.min(2, trade.services.length), Math.min(6, trade.services.length)));
    const amenities = random.sample(trade.amenities, random.int(Math.min(3, trade.amenities.length), Math.min(7, trade.amenities.length)));

    if (random.chance(0.55))
      batch.businessSocialLinks.push({ businessId, network: 'instagram', url: `https://www.instagram.com/${slug.replace(/-/g, '')}` });
    if (random.chance(0.4))
      batch.businessSocialLinks.push({ businessId, network: 'facebook', url: `https://www.facebook.com/${slug.replace(/-/g, '')}` });
    if (random.chance(0.1))
      batch.businessSocialLinks.push({ businessId, network: 'youtube', url: `https://www.youtube.com/@${slug.replace(/-/g, '')}` });

    // Reviews from distinct seeded users; the stored average and count come from them.
    // Mostly liked, some middling, a few that disappoint: a 1 now and then, as in a real city.
    const quality = 2.4 + random.next() * 2.6;
    // A listing still waiting for approval has never been public, so nobody has reviewed it.
    const reviewCount =
      status === 'pending' || random.chance(0.12) ? 0 : Math.min(people.length - 1, Math.floor(random.next() ** 2 * 18) + 1);
    const reviewers = random.indices(people.length, reviewCount);
    let ratingSum = 0;
    let verifiedCount = 0;
    for (const reviewerIndex of reviewers) {
      const reviewer = people[reviewerIndex] as Person;
      const rating = reviewRating(random, quality);
      const review = composeReview(random, trade.reviews, rating, { name, locality: locality.name, items: trade.items });
      const reviewId = newReviewId();
      const reviewedAt = new Date(Math.min(now, createdAt.getTime() + random.int(1, Math.max(2, ageDays)) * DAY));
      const responds = ownerIds.length > 0 && random.chance(0.2);
      const voters = random
        .indices(people.length, random.int(0, 4))
        .map((n) => people[n] as Person)
        .filter((voter) => voter.id !== reviewer.id);
      // Only approved businesses take enquiries, so only their reviews can be verified.
      const isVerifiedReview = random.chance(0.35) && status === 'approved';
      if (isVerifiedReview) {
        verifiedReviews.add(businessId, name, reviewerIndex, reviewedAt.getTime());
        verifiedCount++;
      }
      batch.reviews.push({
        id: reviewId,
        businessId,
        userId: reviewer.id,
        rating,
        title: review.title,
        content: review.content,
        isVerified: isVerifiedReview,
        helpfulCount: voters.length,
        responseContent: responds ? random.pick(rating >= 4 ? OWNER_RESPONSES.thanks : OWNER_RESPONSES.apology) : null,
        respondedAt: responds ? new Date(Math.min(now, reviewedAt.getTime() + 2 * DAY)) : null,
        createdAt: reviewedAt,
        updatedAt: reviewedAt,
      });
      for (const voter of voters) batch.reviewHelpfulVotes.push({ reviewId, userId: voter.id });
      ratingSum += rating;
    }

    const askedCount = status === 'approved' ? random.int(0, 3) : 0;
    for (let n = 0; n < askedCount; n++) {
      const asker = random.pick(people);
      batch.enquiries.push({
        id: newEnquiryId(),
        businessId,
        name: asker.name,
        email: asker.email,
        message: `Hi, I found ${name} on ${SITE.name}. Could you share your charges and availability this week?`,
        createdAt: new Date(now - random.int(0, 60) * DAY),
      });
    }
    // Each verified review's enquiry is written at the end, but counts from the start.
    const enquiryCount = askedCount + verifiedCount;

    const owner = random.chance(0.15) ? random.pick(ownerIds) : undefined;
    const { phone, whatsapp } = contactNumbers(random);
    const business = {
      id: businessId,
      ownerId: owner ?? null,
      name,
      nameKn,
      nameHi,
      tagline: fill(random.pick(trade.businessTaglines), withName),
      description: fill(random.pick(trade.descriptions), withName),
      categoryId: categoryIds.get(category.slug) as string,
      subcategory: sub,
      address: `${random.int(1, 480)}, ${random.pick(STREETS)}, ${locality.name}, ${SITE.city}, ${SITE.state} ${pincode}`,
      locality: locality.name,
      locationId: localityIds.get(locality.slug) ?? null,
      city: SITE.city,
      state: SITE.state,
      pincode,
      latitude,
      longitude,
      phone,
      whatsapp,
      email: random.chance(0.6) ? `${slug.slice(0, 40)}@gmail.com` : `info@${slug.replace(/-/g, '').slice(0, 30)}.in`,
      website: random.chance(0.4) ? `https://www.${slug.replace(/-/g, '').slice(0, 30)}.in` : null,
      // No map link of their own: the profile's map link and directions come from the position (contact-links.ts).
      googleMapsUrl: null,
      priceRange: random.int(minPrice, maxPrice),
      ...seedAttributes(category.slug, sub, attributeRandom),
      status,
      isVerified,
      isFeatured,
      featuredAt: isFeatured ? new Date(now - random.int(0, 30) * DAY) : null,
      views: random.int(40, 4000),
      enquiryCount,
      ratingAverage: reviewers.length ? ratingSum / reviewers.length : 0,
      ratingCount: reviewers.length,
      services,
      amenities,
      keywords,
      createdAt,
      updatedAt: createdAt,
    } satisfies Insert<typeof schema.businesses>;

    if (status === 'approved') approvedIds.push(businessId);
    if (busyForDemoOwner > 0 && status === 'approved' && isVerified && reviewers.length >= 3 && enquiryCount >= 1) {
      business.ownerId = demoOwnerId;
      busyForDemoOwner--;
    } else if (pendingForDemoOwner > 0 && status === 'pending') {
      business.ownerId = demoOwnerId;
      pendingForDemoOwner--;
    }
    // docs/product.md §3.23: 90 days of analytics for the demo owner's public listings, so the portal's chart has
    // something to show. Lifetime views include every one of them.
    if (business.ownerId === demoOwnerId && status === 'approved' && isVerified) {
      const stats = dailyStats(business, today);
      batch.businessDailyStats.push(...stats);
      business.views += stats.reduce((sum, row) => sum + (row.views ?? 0), 0);
    }
    return business;
  }

  // Favourites: a third of the users keep a short list of approved businesses.
  let favorites: Dataset['favorites'] = [];
  for (const n of random.indices(people.length, Math.round(people.length / 3))) {
    const userId = people[n]?.id as string;
    for (const pick of random.indices(approvedIds.length, random.int(1, 6))) {
      favorites.push({ userId, businessId: approvedIds[pick] as string });
    }
    if (favorites.length >= ROWS_PER_BATCH) {
      yield { favorites };
      favorites = [];
    }
  }
  yield { favorites };
  approvedIds.length = 0;
  usedNames.clear();

  const quickLinks = QUICK_LINKS.map(({ title, url }, position) => ({
    id: id(),
    title: title.en,
    titleKn: title.kn,
    titleHi: title.hi,
    url,
    position,
  }));
  yield { quickLinks, ...campaigns(id) };

  yield* verifiedReviews.enquiries(people, newEnquiryId);
  yield { idSequences: Object.entries(sequences).map(([name, last]) => ({ name: name as SequencedTable, last })) };
}

/**
 * India's pincode directory as rows: every pincode with its district, state and centre, and its post offices' names.
 * The seed writes them first; `npm run pincodes:load` writes the same rows into a deployed database.
 */
export function pincodeRows(records: Map<string, PincodeRecord>): Required<Pick<Batch, 'pincodes' | 'pincodePlaces'>> {
  const pincodes: Dataset['pincodes'] = [];
  const pincodePlaces: Dataset['pincodePlaces'] = [];
  for (const record of records.values()) {
    pincodes.push({
      pincode: record.pincode,
      district: record.district,
      state: record.state,
      latitude: record.latitude,
      longitude: record.longitude,
    });
    for (const name of record.places) pincodePlaces.push({ pincode: record.pincode, name });
  }
  return { pincodes, pincodePlaces };
}

function emptyBusinessBatch() {
  return {
    businesses: [] as Insert<typeof schema.businesses>[],
    businessHours: [] as Insert<typeof schema.businessHours>[],
    businessMedia: [] as Insert<typeof schema.businessMedia>[],
    businessSocialLinks: [] as Insert<typeof schema.businessSocialLinks>[],
    businessDailyStats: [] as Insert<typeof schema.businessDailyStats>[],
    reviews: [] as Insert<typeof schema.reviews>[],
    reviewHelpfulVotes: [] as Insert<typeof schema.reviewHelpfulVotes>[],
    enquiries: [] as Insert<typeof schema.enquiries>[],
  } satisfies Batch;
}

function campaigns(id: () => string): Batch {
  const batch: Required<Pick<Batch, 'campaigns' | 'campaignBanners' | 'images'>> = { campaigns: [], campaignBanners: [], images: [] };
  CAMPAIGNS.forEach((campaign, position) => {
    const campaignId = id();
    batch.campaigns.push({ id: campaignId, name: campaign.name, section: campaign.section, position, slideInterval: 4000 });
    campaign.banners.forEach(({ key, title, description, path, icon }, bannerPosition) => {
      const image = bannerImage(key, title.en, description.en, icon, campaign.section === 'featured-section' ? '#1d4ed8' : '#0f766e');
      batch.images.push(image);
      batch.campaignBanners.push({
        id: id(),
        campaignId,
        title: title.en,
        titleKn: title.kn,
        titleHi: title.hi,
        description: description.en,
        descriptionKn: description.kn,
        descriptionHi: description.hi,
        link: `${SITE.url}${path}`,
        imageUrl: image.key,
        position: bannerPosition,
      });
    });
  });
  return batch;
}
