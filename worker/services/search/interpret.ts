import type { ListQuery, SearchQuery, Sort, Understood } from '../../contracts/business.ts';
import type { Point } from '../../contracts/geo.ts';
import type { PlaceReading, QueryReading } from './query-reading.ts';

/*
 * Reading what a visitor asked: a request's query becomes the criteria a search runs on (find.ts
 * finds the businesses that meet them). The home for understanding a query's words as well as its fields.
 */

export interface Criteria {
  text?: string;
  category?: string;
  /** A 6-digit pincode, or 5 digits for every pincode that starts with them. */
  pincode?: string;
  /** A locality, a place name or (5–6 digits) a pincode. */
  location?: string;
  featured?: boolean;
  minRating?: number;
  priceRange?: number;
  openNow?: boolean;
  sort: Sort | 'featured';
  /** The visitor's position, for distance. */
  origin?: Point;
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

/**
 * GET /business/search. With a reading of the text (query-reading.ts), its words are what is left, and the place it
 * read is the search's unless the request names one: a part with its own pincode as that pincode, a locality by its
 * name (resolved as the place box's is), "near me" as the nearest first from the visitor's position.
 */
export function criteriaFromSearch(query: SearchQuery, reading?: QueryReading): Criteria {
  const place = placeRead(query, reading);
  const origin = query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : undefined;
  return {
    text: reading ? reading.text : query.q,
    category: query.category,
    pincode: place?.kind === 'pincode' || place?.part ? place.pincodes[0] : query.pincode,
    location: place?.kind === 'locality' && !place.part ? place.name : query.location,
    minRating: query.rating,
    priceRange: query.priceRange,
    openNow: query.openNow,
    sort: place?.kind === 'near' && query.sort === 'relevance' ? 'distance' : query.sort,
    origin,
  };
}

/**
 * What the search understood of the text (`data.understood`): the words it looked for and the place it read, so the
 * page can show them and let each go. A place named in its own box is not repeated here.
 */
export function understoodOf(query: SearchQuery, reading: QueryReading | undefined): Understood {
  const place = placeRead(query, reading);
  return {
    text: reading ? reading.text : (query.q ?? ''),
    ...(place ? { place: { kind: place.kind, name: place.name, pincodes: place.pincodes } } : {}),
    attributes: [],
  };
}
