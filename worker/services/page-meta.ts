import { categoryNameFromSlug, priceTier } from '../contracts/format.ts';
import type { Language } from '../contracts/languages.ts';
import type { MetaTexts } from '../contracts/ssr.ts';
import { cardSql, FACET_SQL } from '../db/rules.ts';
import type { Database, RequestContext } from '../env.ts';
import { decodePathPart } from '../lib/url-path.ts';
import { formatClock24, MINUTES_PER_DAY, WEEKDAY_NAMES } from '../contracts/hours.ts';
import { mediaBaseOf, mediaUrl, parseCard, type CardRecord } from './business-shape.ts';

/**
 * What a link preview (WhatsApp, search engines) needs to know about a page, injected into the app shell by the
 * Worker, since bots do not run the app's JavaScript.
 */
export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  imageAlt?: string;
  type: 'website' | 'business.business';
  jsonLd?: Record<string, unknown>;
  /** The page exists: false answers the shell with status 404. */
  found: boolean;
}

/** schema.org types for our categories; anything else is a LocalBusiness. */
const SCHEMA_TYPES: Record<string, string> = {
  restaurant: 'Restaurant',
  healthcare: 'MedicalClinic',
  hospitality: 'Hotel',
  automotive: 'AutoRepair',
  retail: 'Store',
  'health-and-fitness': 'HealthClub',
  'food-and-beverage': 'FoodEstablishment',
  'legal-services': 'LegalService',
  'veterinary-services': 'VeterinaryCare',
  dentists: 'Dentist',
  'education-and-coaching': 'EducationalOrganization',
  'beauty-and-spa': 'DaySpa',
  salons: 'HairSalon',
  'real-estate': 'RealEstateAgent',
  electricians: 'Electrician',
  plumbers: 'Plumber',
  'packers-and-movers': 'MovingCompany',
  photographers: 'ProfessionalService',
  'interior-designers': 'HomeAndConstructionBusiness',
  'pet-shops': 'PetStore',
  pharmacies: 'Pharmacy',
  'diagnostic-labs': 'MedicalClinic',
  opticians: 'Optician',
  'bakeries-and-sweets': 'Bakery',
  caterers: 'FoodEstablishment',
  'chartered-accountants': 'AccountingService',
  'travel-agents': 'TravelAgency',
  'hardware-stores': 'HardwareStore',
  furniture: 'FurnitureStore',
  jewellers: 'JewelryStore',
  'car-rentals': 'AutoRental',
  'pubs-and-bars': 'BarOrPub',
  physiotherapy: 'MedicalClinic',
  'yoga-studios': 'SportsActivityLocation',
  florists: 'Florist',
};

function businessJsonLd(card: CardRecord, url: string, image: string | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPES[card.categorySlug] ?? 'LocalBusiness',
    '@id': url,
    name: card.name,
    // The name as Kannada and Hindi signboards write it, so a search in either script can know the business by it.
    ...(card.nameKn || card.nameHi ? { alternateName: [card.nameKn, card.nameHi].filter((name) => name !== null) } : {}),
    url,
    ...(image ? { image } : {}),
    ...(card.description ? { description: card.description } : {}),
    ...(card.phone ? { telephone: card.phone } : {}),
    ...(card.email ? { email: card.email } : {}),
    priceRange: priceTier(card.priceRange),
    address: {
      '@type': 'PostalAddress',
      streetAddress: card.address,
      addressLocality: card.locality ?? card.city,
      addressRegion: card.state,
      postalCode: card.pincode,
      addressCountry: 'IN',
    },
    ...(card.latitude != null && card.longitude != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: card.latitude, longitude: card.longitude } }
      : {}),
    openingHoursSpecification: card.hours.map(([day, opensAt, closesAt]) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${WEEKDAY_NAMES[day]}`,
      opens: formatClock24(opensAt),
      closes: closesAt - opensAt >= MINUTES_PER_DAY ? '23:59' : formatClock24(closesAt),
    })),
    ...(card.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(card.ratingAverage * 10) / 10,
            reviewCount: card.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** Where a page is: its canonical origin (the site's configured one), and where its media keys are fetched from. */
export interface PageSite {
  origin: string;
  mediaBase: string;
}

/** A request's page as shared: named by the configured origin, never by the Host header the client chose. */
export function pageSite(ctx: RequestContext): PageSite {
  return { origin: ctx.siteOrigin, mediaBase: mediaBaseOf(ctx.env.MEDIA_ORIGIN, ctx.siteOrigin) };
}

/** The page's language and the Worker's texts in it. */
export interface PageWords {
  language: Language;
  texts: MetaTexts;
}

/** A catalogue text in the page's language where one was written (a listing's signboard name, a category's). */
function inLanguage(language: Language, english: string, kn: string | null, hi: string | null): string {
  return (language === 'kn' ? kn : language === 'hi' ? hi : null)?.trim() || english;
}

export async function businessMeta(db: Database, site: PageSite, { language, texts }: PageWords, id: string): Promise<PageMeta> {
  const { origin, mediaBase } = site;
  const row = await db.$client
    .prepare(`SELECT ${cardSql('b')} AS card FROM businesses b WHERE b.id = ? AND b.card_parts IS NOT NULL`)
    .bind(id)
    .all<{ card: string }>();
  const url = `${origin}/business/${encodeURIComponent(id)}`;
  const found = row.results[0];
  if (!found)
    return {
      title: texts.businessNotFoundTitle(),
      description: texts.notFoundDescription(),
      canonical: url,
      type: 'website',
      found: false,
    };
  const card = parseCard(found.card);
  const place = card.locality ?? card.city;
  const rating = card.ratingCount > 0 ? texts.businessRating({ rating: card.ratingAverage.toFixed(1), count: card.ratingCount }) : '';
  const image = card.image ? mediaUrl(mediaBase, card.image.url) : undefined;
  return {
    title: texts.businessTitle({ name: inLanguage(language, card.name, card.nameKn, card.nameHi), category: card.category, place }),
    description: texts
      .businessDescription({ rating, category: card.category, place, about: card.tagline ?? card.description ?? '' })
      .trim()
      .slice(0, 300),
    canonical: url,
    image,
    imageAlt: card.image?.alt ?? card.name,
    type: 'business.business',
    jsonLd: businessJsonLd(card, url, image),
    found: true,
  };
}

export async function categoryMeta(db: Database, site: PageSite, { language, texts }: PageWords, slug: string): Promise<PageMeta> {
  const { origin, mediaBase } = site;
  const row = await db.$client
    .prepare(
      `SELECT c.name, c.name_kn, c.name_hi, c.description, c.tagline, c.image_url, coalesce(v.docs, 0) AS count
       FROM categories c LEFT JOIN search_facet_counts v ON v.token = ${FACET_SQL.category('c.slug')} WHERE c.slug = ?`,
    )
    .bind(slug.toLowerCase())
    .all<{
      name: string;
      name_kn: string | null;
      name_hi: string | null;
      description: string | null;
      tagline: string | null;
      image_url: string | null;
      count: number;
    }>();
  const category = row.results[0];
  const canonical = `${origin}/categories/${encodeURIComponent(slug.toLowerCase())}`;
  if (!category) {
    return {
      title: texts.categoryNotFoundTitle({ name: categoryNameFromSlug(slug) }),
      description: texts.notFoundDescription(),
      canonical,
      type: 'website',
      found: false,
    };
  }
  return {
    title: texts.categoryTitle({ name: inLanguage(language, category.name, category.name_kn, category.name_hi), count: category.count }),
    description: `${category.tagline ?? category.name}. ${category.description ?? ''}`.trim().slice(0, 300),
    canonical,
    image: category.image_url ? mediaUrl(mediaBase, category.image_url) : undefined,
    imageAlt: category.name,
    type: 'website',
    found: true,
  };
}

export async function locationMeta(db: Database, site: PageSite, { language, texts }: PageWords, slugOrName: string): Promise<PageMeta> {
  const { origin, mediaBase } = site;
  const row = await db.$client
    .prepare(
      `SELECT l.name, l.name_kn, l.name_hi, l.slug, l.description, l.image_url, coalesce(v.docs, 0) AS count
       FROM locations l LEFT JOIN search_facet_counts v ON v.token = ${FACET_SQL.location('l.slug')}
       WHERE l.slug = lower(?1) OR lower(l.name) = lower(?1)`,
    )
    .bind(slugOrName)
    .all<{
      name: string;
      name_kn: string | null;
      name_hi: string | null;
      slug: string;
      description: string | null;
      image_url: string | null;
      count: number;
    }>();
  const location = row.results[0];
  const canonical = `${origin}/locations/${encodeURIComponent(location?.slug ?? slugOrName)}`;
  if (!location)
    return { title: texts.locationNotFoundTitle(), description: texts.notFoundDescription(), canonical, type: 'website', found: false };
  const name = inLanguage(language, location.name, location.name_kn, location.name_hi);
  return {
    title: texts.locationTitle({ name, count: location.count }),
    description: texts
      .locationDescription({ about: location.description ?? '', name })
      .trim()
      .slice(0, 300),
    canonical,
    image: location.image_url ? mediaUrl(mediaBase, location.image_url) : undefined,
    imageAlt: location.name,
    type: 'website',
    found: true,
  };
}

/**
 * The meta for a page path, or null for pages that keep the shell's defaults. `origin` is the site's configured one
 * (RequestContext.siteOrigin, SITE_ORIGIN), never the request's: every address these tags name (canonical, og:url,
 * og:image, JSON-LD @id and url) is what link previews and search engines keep, and the Host header is the client's.
 */
export async function metaForPath(db: Database, site: PageSite, words: PageWords, pathname: string): Promise<PageMeta | null> {
  const { texts } = words;
  const { origin } = site;
  // With or without its trailing slash, as the route table matches it (worker/contracts/spa-routes.ts).
  const parts = pathname.replace(/\/$/, '').split('/');
  const [, section, key] = parts.map(decodePathPart);
  if (key === '' || key === undefined || parts.length !== 3) return null;
  const meta =
    section === 'business' ? businessMeta : section === 'categories' ? categoryMeta : section === 'locations' ? locationMeta : null;
  if (!meta) return null;
  // Escapes that are not UTF-8 (a shared link cut inside a character) name no business, category or location.
  if (key === null)
    return {
      title: texts.pageNotFoundTitle(),
      description: texts.notFoundDescription(),
      canonical: `${origin}${pathname}`,
      type: 'website',
      found: false,
    };
  return meta(db, site, words, key);
}
