import { ATTRIBUTES, type Attribute } from '@contracts/attributes.ts';
import type { Relaxation, Sort, Understood } from '@contracts/business.ts';
import { isPincode, priceTier } from '@contracts/format.ts';
import { priceName, type PriceWords } from './price-names.ts';
import type { ScreenParam } from '@contracts/spa-routes.ts';
import type { ViewMode } from '../components/ViewToggle.tsx';
import type { Messages } from '../i18n/catalogues.ts';
import { PAGE_SIZE } from './constants.ts';

/** docs/product.md §3.2: the home page's placeholder must never reach the server as a place name. */
const PLACEHOLDER_LOCATION = 'enter your pincode';

/** Each sort, its English label, and the key of its label in the shell's catalogue: `t[option.key]()`. */
export const SORT_OPTIONS: { value: Sort; label: string; key: SortLabelKey }[] = [
  { value: 'relevance', label: 'Relevance', key: 'sortRelevance' },
  { value: 'rating', label: 'Highest rated', key: 'sortRating' },
  { value: 'reviews', label: 'Most reviewed', key: 'sortReviews' },
  { value: 'distance', label: 'Distance', key: 'sortDistance' },
  { value: 'newest', label: 'Newest', key: 'sortNewest' },
];

export type SortLabelKey = 'sortRelevance' | 'sortRating' | 'sortReviews' | 'sortDistance' | 'sortNewest';

export const RATING_OPTIONS = [4, 3, 2] as const;
export type RatingFilter = (typeof RATING_OPTIONS)[number];
export const PRICE_OPTIONS = [1, 2, 3, 4] as const;
export type PriceFilter = (typeof PRICE_OPTIONS)[number];

/** Everything the search screen shows lives in the URL, so a result page can be shared and the back button works. */
export interface SearchState {
  query: string;
  /** The pincode box: a place name or a pincode. */
  location: string;
  /** A pincode given beside a place name (location cards link with both). */
  pincode: string;
  category: string;
  rating?: RatingFilter;
  priceRange?: PriceFilter;
  openNow: boolean;
  sort: Sort;
  page: number;
  view: ViewMode;
  /** Search the words as typed: no place read out of them (docs/search.md, "Reading a query"). */
  asTyped: boolean;
  /** What the listings must carry, kept when one read in the words was removed (worker/contracts/attributes.ts). */
  attributes: Attribute[];
}

export interface Position {
  lat: number;
  lng: number;
}

function oneOf<T extends number>(options: readonly T[], raw: string | null): T | undefined {
  const value = Number(raw);
  return options.find((option) => option === value);
}

/** A parameter of the search page's address: only those in SCREEN_PARAMS.search, which the page cache keys on. */
export type SearchParam = ScreenParam<'search'>;

export function readSearchState(params: URLSearchParams): SearchState {
  const read = (name: SearchParam) => params.get(name);
  const location = (read('location') ?? '').trim();
  const sort = read('sort');
  const page = Number(read('page'));
  return {
    query: (read('query') ?? '').trim(),
    location: location.toLowerCase() === PLACEHOLDER_LOCATION ? '' : location,
    pincode: (read('pincode') ?? '').trim(),
    category: (read('category') ?? '').trim(),
    rating: oneOf(RATING_OPTIONS, read('rating')),
    priceRange: oneOf(PRICE_OPTIONS, read('priceRange')),
    openNow: read('openNow') === 'true' || read('openNow') === '1',
    sort: SORT_OPTIONS.find((option) => option.value === sort)?.value ?? 'relevance',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    view: read('view') === 'list' ? 'list' : 'grid',
    asTyped: read('asTyped') === 'true',
    attributes: (read('attributes') ?? '').split(',').filter((part): part is Attribute => (ATTRIBUTES as readonly string[]).includes(part)),
  };
}

/**
 * docs/product.md §2.6: the location box's text goes as the pincode when it is 5 or 6 digits, else as a place name.
 * The place name wins over a separate pincode parameter, which names only one of the place's pincodes.
 */
export function placeOf(state: Pick<SearchState, 'location' | 'pincode'>): { location?: string; pincode?: string } {
  if (state.location) return isPincode(state.location) ? { pincode: state.location } : { location: state.location };
  if (isPincode(state.pincode)) return { pincode: state.pincode };
  return {};
}

/** The words after 'in' in the heading. */
export function placeLabel(state: SearchState): string | undefined {
  const place = placeOf(state);
  return place.location ?? place.pincode;
}

export function searchInput(state: SearchState, position: Position | null) {
  return {
    q: state.query || undefined,
    ...placeOf(state),
    category: state.category || undefined,
    rating: state.rating,
    priceRange: state.priceRange,
    openNow: state.openNow || undefined,
    sort: state.sort,
    page: state.page,
    limit: PAGE_SIZE.search,
    asTyped: state.asTyped || undefined,
    attributes: state.attributes.length > 0 ? state.attributes.join(',') : undefined,
    // A place the box names is filled out from around it when it has too few (docs/product.md §3.2, "Widening").
    widen: state.location || state.pincode ? true : undefined,
    ...(position ?? {}),
  };
}

export type ParamChanges = Partial<Record<SearchParam, string | undefined>>;

/** A copy of the params with the changes applied (undefined or '' removes a key); any change but the view goes back to page 1. */
export function changedParams(params: URLSearchParams, changes: ParamChanges, keepPage = false): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!keepPage) next.delete('page');
  return next;
}

/**
 * The address of a state, as the app writes it: only what is set, the sort and view only where they differ from the
 * default. Native forms carry the part they do not ask about in hidden fields (KeptParams.tsx).
 */
export function stateParams(state: SearchState): [SearchParam, string][] {
  const params: [SearchParam, string | undefined][] = [
    ['query', state.query],
    ['location', state.location],
    ['pincode', state.pincode],
    ['category', state.category],
    ['rating', state.rating?.toString()],
    ['priceRange', state.priceRange?.toString()],
    ['openNow', state.openNow ? 'true' : undefined],
    ['sort', state.sort === 'relevance' ? undefined : state.sort],
    ['view', state.view === 'grid' ? undefined : state.view],
    ['asTyped', state.asTyped ? 'true' : undefined],
    ['attributes', state.attributes.length > 0 ? state.attributes.join(',') : undefined],
  ];
  return params.filter((param): param is [SearchParam, string] => Boolean(param[1]));
}

export function activeFilterCount(state: SearchState): number {
  return [state.category !== '', state.rating !== undefined, state.priceRange !== undefined, state.openNow].filter(Boolean).length;
}

/** The words of the filters that filterLabel writes itself, from the shell's catalogue. */
type FilterWords = Pick<Messages<'shell'>, 'filterOpenNow' | 'filterMinRating'> & PriceWords;

/**
 * The filter's own text in the page's language, as its control says it ('4+ stars', '₹₹ Moderate', the place):
 * `filterLabel(useMessages('shell'), …)`. The category's name comes from the API.
 */
export function filterLabel(
  t: FilterWords,
  filter: Exclude<Relaxation['filter'], 'all'>,
  state: SearchState,
  categoryName: (slug: string) => string | undefined,
) {
  switch (filter) {
    case 'openNow':
      return t.filterOpenNow();
    case 'rating':
      return t.filterMinRating({ rating: String(state.rating) });
    case 'priceRange':
      return state.priceRange ? `${priceTier(state.priceRange)} ${priceName(t, state.priceRange)}` : '';
    case 'category':
      return categoryName(state.category) ?? state.category;
    case 'place':
      return placeLabel(state) ?? '';
  }
}

const FILTER_PARAMS: Record<Exclude<Relaxation['filter'], 'all'>, SearchParam[]> = {
  openNow: ['openNow'],
  rating: ['rating'],
  priceRange: ['priceRange'],
  category: ['category'],
  place: ['location', 'pincode'],
};

/** The address change that lets go of a filter the server counted without, or of all of them. */
export function withoutFilter(filter: Relaxation['filter'], relaxations: Relaxation[]): ParamChanges {
  const filters =
    filter === 'all' ? relaxations.flatMap((relaxation) => (relaxation.filter === 'all' ? [] : [relaxation.filter])) : [filter];
  return Object.fromEntries(filters.flatMap((one) => FILTER_PARAMS[one]).map((param) => [param, undefined]));
}

/**
 * The search again without one part of what was read in the words (docs/product.md §3.2, "One box"): the words left,
 * and the other part read kept as its own parameter, so it stays while the query no longer names it. 'all' keeps only
 * the words left.
 */
export function withoutRead(understood: Understood, part: 'place' | 'category' | 'all' | { attribute: Attribute }): ParamChanges {
  const kept = typeof part === 'object' ? understood.attributes.filter((attribute) => attribute !== part.attribute) : understood.attributes;
  const changes: ParamChanges = {
    query: understood.text || undefined,
    attributes: part === 'all' ? undefined : kept.join(',') || undefined,
  };
  if (part !== 'category' && understood.category) changes.category = part === 'all' ? undefined : understood.category.slug;
  const place = understood.place;
  if (part === 'place' || part === 'all' || !place) return changes;
  // A part of a locality with its own pincode (Koramangala 6th Block) is kept as that pincode, which the place box knows.
  if (place.kind === 'pincode' || (place.kind === 'locality' && place.pincodes.length === 1)) changes.pincode = place.pincodes[0];
  else if (place.kind === 'locality') changes.location = place.name;
  else changes.sort = 'distance';
  return changes;
}
