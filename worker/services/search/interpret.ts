import type { ListQuery, SearchQuery, Sort } from '../../contracts/business.ts';
import type { Point } from '../../contracts/geo.ts';

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

/** GET /business/search. */
export function criteriaFromSearch(query: SearchQuery): Criteria {
  return {
    text: query.q,
    category: query.category,
    pincode: query.pincode,
    location: query.location,
    minRating: query.rating,
    priceRange: query.priceRange,
    openNow: query.openNow,
    sort: query.sort,
    origin: query.lat !== undefined && query.lng !== undefined ? { latitude: query.lat, longitude: query.lng } : undefined,
  };
}
