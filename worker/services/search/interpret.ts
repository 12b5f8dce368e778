import { isPriceAttribute, PRICE_ATTRIBUTES, type Attribute, type FacetAttribute } from '../../contracts/attributes.ts';
import type { Correction, ListQuery, SearchQuery, Sort, Understood } from '../../contracts/business.ts';
import type { Point } from '../../contracts/geo.ts';
import type { PlaceReading, QueryReading, TradeReading } from './query-reading.ts';

/*
 * Reading what a visitor asked: a request's query becomes the criteria a search runs on (find.ts
 * finds the businesses that meet them). The home for understanding a query's words as well as its fields.
 */

export interface Criteria {
  text?: string;
  /** Phrases of the text (in the index's form) with the words each is searched with (query.ts termGroups). */
  synonyms?: [phrase: string, synonyms: string[]][];
  category?: string;
  /** A 6-digit pincode, or 5 digits for every pincode that starts with them. */
  pincode?: string;
  /** A locality, a place name or (5–6 digits) a pincode. */
  location?: string;
  featured?: boolean;
  minRating?: number;
  priceRange?: number;
  /** Any of these price tiers: a price word's (worker/contracts/attributes.ts), when no `priceRange` is given. */
  priceTiers?: readonly number[];
  /** What the listings must carry besides (worker/contracts/attributes.ts): each a facet token. */
  attributes?: FacetAttribute[];
  openNow?: boolean;
  sort: Sort | 'featured';
  /** The visitor's position, for distance. */
  origin?: Point;
  /**
   * The text is a trade narrower than the category searched ("dosa": South Indian, within restaurants). Every listing
   * of that trade holds its words, so they are held about as widely as the category: find.ts orders it as broad when
   * the filters are.
   */
  narrowerTrade?: true;
  /** Only matches this many km from the origin matter (a widened page's, widen.ts): nearest first reads no farther. */
  withinKm?: number;
  /**
   * Corrections of unknown words only among the words sharing their first three letters: the words sound like a trade,
   * which the second chance reads instead (answer.ts), within the budget of one search more.
   */
  nearCorrectionsOnly?: true;
}

const PLACEHOLDER_LOCATION = 'enter your pincode';

/** The home page's placeholder names no place (docs/product.md §3.2). */
export function isPlaceholderLocation(location: string): boolean {
  return location.trim().toLowerCase() === PLACEHOLDER_LOCATION;
}

/** GET /business/public: the directory listing (docs/product.md §7.2; `search` is matched like a search query). */
export function criteriaFromList(query: ListQuery): Criteria {
  return {
    text: query.search,
    category: query.category,
    pincode: query.pincode,
    location: query.location,
    featured: query.featured,
    sort: query.search ? 'relevance' : query.featured ? 'featured' : 'newest',
  };
}

/** Whether a pincode or a place (not the home page's placeholder) is named: a filter a search can let go of. */
export function namesPlace(given: { pincode?: string; location?: string }): boolean {
  return Boolean(given.pincode) || (Boolean(given.location?.trim()) && !isPlaceholderLocation(given.location ?? ''));
}

/** The place read in the words, unless the visitor named one in its own box or parameter, which wins. */
function placeRead(query: SearchQuery, reading: QueryReading | undefined): PlaceReading | undefined {
  return reading?.place && !namesPlace(query) ? reading.place : undefined;
}

/** The trade read in the words, unless the visitor chose a category, which wins. */
function tradeRead(query: SearchQuery, reading: QueryReading | undefined): TradeReading | undefined {
  return reading?.trade && !query.category?.trim() ? reading.trade : undefined;
}

/** The words a search looks for: those left by the reading, and the trade's where they are still searched as text. */
function searchedText(query: SearchQuery, reading: QueryReading | undefined): Pick<Criteria, 'text' | 'synonyms'> {
  if (!reading) return { text: query.q };
  const trade = reading.trade;
  // A trade narrower than its category (South Indian within restaurants) is looked for in the words of its listings
  // too, as is one that a chosen category left unread.
  if (!trade || (tradeRead(query, reading) && !trade.subcategory)) return { text: reading.text, synonyms: reading.synonyms };
  return {
    text: [trade.phrase, reading.text].filter(Boolean).join(' '),
    synonyms: [[trade.phrase, trade.synonyms], ...reading.synonyms],
  };
}

/** What the listings must carry: the `attributes` parameter when given, else those read in the words. */
function attributesOf(query: SearchQuery, reading: QueryReading | undefined): Attribute[] {
  return query.attributes ?? reading?.attributes ?? [];
}

/**
 * GET /business/search. With a reading of the text (query-reading.ts), its words are what is left, and the place and
 * trade it read are the search's unless the request names its own: a part with its own pincode as that pincode, a
 * locality by its name (resolved as the place box's is), "near me" as the nearest first from the visitor's position, a
 * trade as its category, and the attributes it read as theirs (a price word as its tier).
 */
export function criteriaFromSearch(query: SearchQuery, reading?: QueryReading): Criteria {
  const place = placeRead(query, reading);
  const trade = tradeRead(query, reading);
  const attributes = attributesOf(query, reading);
  // A price word is a price tier, unless the visitor chose one.
  const priceWord = attributes.find(isPriceAttribute);
  const origin = query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : undefined;
  return {
    ...searchedText(query, reading),
    ...(trade?.subcategory ? { narrowerTrade: true as const } : {}),
    category: trade ? trade.category : query.category,
    pincode: place?.kind === 'pincode' || place?.part ? place.pincodes[0] : query.pincode,
    location: place?.kind === 'locality' && !place.part ? place.name : query.location,
    minRating: query.rating,
    priceRange: query.priceRange,
    priceTiers: query.priceRange === undefined && priceWord ? PRICE_ATTRIBUTES[priceWord] : undefined,
    attributes: attributes.filter((attribute): attribute is FacetAttribute => !isPriceAttribute(attribute)),
    openNow: query.openNow,
    sort: place?.kind === 'near' && query.sort === 'relevance' ? 'distance' : query.sort,
    origin,
  };
}

/**
 * What the search understood of the text (`data.understood`): the words it looked for, the trade and the place it
 * read, so the page can show them and let each go. A category or place named in its own box is not repeated here, and
 * a trade it overruled stays among the words.
 */
export function understoodOf(query: SearchQuery, reading: QueryReading | undefined): Understood {
  const place = placeRead(query, reading);
  const trade = tradeRead(query, reading);
  const text = reading
    ? reading.trade && !trade
      ? [reading.trade.typed, reading.text].filter(Boolean).join(' ')
      : reading.text
    : (query.q ?? '');
  return {
    text,
    ...(trade
      ? { category: { slug: trade.category, name: trade.categoryName, ...(trade.subcategory ? { subcategory: trade.subcategory } : {}) } }
      : {}),
    ...(place ? { place: { kind: place.kind, name: place.name, pincodes: place.pincodes } } : {}),
    attributes: query.attributes ? [] : (reading?.attributes ?? []),
    ...correctedOf(trade, reading?.placeByTypo ? place : undefined),
  };
}

/** The trade and the place read through a typo, as `understood.corrected` says them. */
function correctedOf(trade: TradeReading | undefined, placeByTypo: PlaceReading | undefined): Pick<Understood, 'corrected'> {
  const corrected: Correction[] = [];
  if (trade?.typo) corrected.push({ typed: trade.typed, read: trade.subcategory ?? trade.categoryName, by: 'typo' });
  if (placeByTypo?.typed) corrected.push({ typed: placeByTypo.typed, read: placeByTypo.name, by: 'typo' });
  return corrected.length > 0 ? { corrected } : {};
}

/**
 * The criteria with a trade the words sound like (query-reading.ts readBySound) as the category, their own words
 * left out: a narrower trade is looked for by its words.
 */
export function withTrade(criteria: Criteria, trade: TradeReading): Criteria {
  return trade.subcategory
    ? { ...criteria, category: trade.category, text: trade.phrase, synonyms: [[trade.phrase, trade.synonyms]], narrowerTrade: true }
    : { ...criteria, category: trade.category, text: undefined, synonyms: [], narrowerTrade: undefined };
}

/**
 * The criteria with the other trade named in the words (or `other`, one they sound like) as the category, and the trade
 * read searched as its words ("vet clinic": vets that say clinic; "shaadi ka photographer": photographers that say
 * wedding; "vetenary hospital": vets that say hospital). The rest of the words are left out. Undefined when no other
 * trade was named, or the category was chosen.
 */
export function withOtherTrade(
  query: SearchQuery,
  reading: QueryReading | undefined,
  criteria: Criteria,
  other = reading?.otherTrade,
): Criteria | undefined {
  const trade = tradeRead(query, reading);
  if (!trade || !other) return undefined;
  const words: [string, string[]][] = [
    [trade.phrase, trade.synonyms],
    ...(other.subcategory ? [[other.phrase, other.synonyms] as [string, string[]]] : []),
  ];
  return {
    ...criteria,
    category: other.category,
    text: words.map(([phrase]) => phrase).join(' '),
    synonyms: words,
    narrowerTrade: undefined,
  };
}

/**
 * The criteria without the words left beside a trade read as its category (a narrower trade keeps its own words):
 * undefined when no trade was read so, or no words were left.
 */
export function withoutLeftWords(query: SearchQuery, reading: QueryReading | undefined, criteria: Criteria): Criteria | undefined {
  const trade = tradeRead(query, reading);
  if (!trade || !reading?.text) return undefined;
  return trade.subcategory
    ? { ...criteria, text: trade.phrase, synonyms: [[trade.phrase, trade.synonyms]] }
    : { ...criteria, text: undefined, synonyms: [] };
}
