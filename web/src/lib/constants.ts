/** docs/product.md §6.3 and §6.4: the numbers the screens use, in one place. */
export const PAGE_SIZE = { businesses: 12, categoriesPage: 100, category: 20, search: 10, location: 12 } as const;
export const HOME_COUNTS = { nearby: 4, featured: 6, recent: 6, categories: 6, locations: 8 } as const;
export const REVIEWS_PER_LOAD = 5;
export const DEFAULT_RATING = 4.5;
export const FEATURES_ON_CARD = 3;
export const PINCODES_ON_LOCATION_CARD = 3;
export const TOAST_MS = 3000;
export const BANNER = { intervalMs: 4000, moveLockMs: 300, breakpointPx: 768, wideGridCount: 3 } as const;
export const GEOLOCATION = { timeout: 10_000, maximumAge: 5 * 60_000, enableHighAccuracy: true } as const;
export const RETRY = { attempts: 3, delayMs: 1000 } as const;
/** An image that is always there, for cards whose photo fails or is missing. */
export const FALLBACK_IMAGE = '/images/fallback-business.svg';
