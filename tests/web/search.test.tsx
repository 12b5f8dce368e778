import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '../../web/src/i18n/catalogues.ts';
import { LanguageProvider } from '../../web/src/i18n/language.tsx';
import { countLabel } from '../../web/src/lib/counts.ts';
import { SearchPage } from '../../web/src/features/search/SearchPage.tsx';
import { placeOf, readSearchState, searchInput } from '../../web/src/lib/search-params.ts';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import type { BusinessCardData, Category } from '../../web/src/lib/types.ts';
import { callsTo, currentParams, renderWithApp, trpcFetch, type Answer, type Input } from './support/trpc.tsx';

function business(id: string, name: string): BusinessCardData {
  return {
    _id: id,
    businessName: name,
    name,
    tagline: null,
    description: `${name} serves the neighbourhood.`,
    category: 'Restaurant',
    categorySlug: 'restaurant',
    subcategory: null,
    rating: { average: 4.2, count: 8 },
    address: '12, Main Road, BTM Layout, Bengaluru, Karnataka 560029',
    location: {
      address: '12, Main Road, BTM Layout, Bengaluru, Karnataka 560029',
      locality: 'BTM Layout',
      city: 'Bengaluru',
      province: 'Karnataka',
      postalCode: '560029',
      pincode: '560029',
      latitude: 12.93,
      longitude: 77.6,
    },
    phone: '+91 98450 00000',
    email: null,
    website: null,
    pincode: '560029',
    googleMapsUrl: null,
    priceRange: 2,
    isVerified: true,
    isFeatured: false,
    featuredAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    services: [],
    features: ['Parking', 'UPI accepted'],
    exclusiveAmenities: [],
    keywords: [],
    businessHours: {},
    openNow: true,
    images: [],
  } as unknown as BusinessCardData;
}

function found(count: number, total: number, page = 1, totalPages = Math.ceil(total / 10)) {
  const businesses = Array.from({ length: count }, (_, n) => business(`b${page}-${n}`, `Business ${page}-${n}`));
  return { businesses, total, pagination: { page, limit: 10, total, totalPages } };
}

const CATEGORIES = [
  {
    _id: 'c1',
    name: 'Restaurant',
    slug: 'restaurant',
    icon: 'utensils',
    color: null,
    description: null,
    tagline: null,
    image: null,
    count: 38,
  },
  {
    _id: 'c2',
    name: 'Food & Beverage',
    slug: 'food-and-beverage',
    icon: 'coffee',
    color: null,
    description: null,
    tagline: null,
    image: null,
    count: 31,
  },
] as unknown as Category[];

/** The search page's server: the real categories, and `search` for each search, which may hold its answer back. */
function trpcServer(search: (input: Input) => Answer | Promise<Answer>) {
  const fetchImpl = trpcFetch({ 'business.categories': () => ({ data: CATEGORIES }), 'business.search': search });
  const searches = () => callsTo(fetchImpl, 'business.search');
  return { fetchImpl, searches };
}

const renderSearch = (url: string, fetchImpl: typeof fetch) =>
  renderWithApp(
    {
      '/search': (
        <AuthProvider>
          <SearchPage />
        </AuthProvider>
      ),
    },
    { path: url, fetch: fetchImpl, queryDefaults: { queries: { retry: false, staleTime: 30_000 } }, showUrl: true },
  );

const heading = () => screen.getByRole('heading', { level: 2 });
/** The panel's toggle: a <summary>, so that the browser opens it before the app runs. */
const filtersToggle = () => screen.getByText(/^Filters/, { selector: 'summary' });
const isOpen = (toggle: HTMLElement) => (toggle.parentElement as HTMLDetailsElement).open;

/** A screen from 768 px wide (the filter panel's breakpoint), where jsdom otherwise matches no media query. */
function wideScreen() {
  window.matchMedia = vi.fn((query: string) => ({
    matches: query === '(min-width: 768px)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

/** An empty answer, and what the server counted without each filter. */
const emptyWith = (relaxations: { filter: string; total: number; totalIsLowerBound?: boolean }[]) => ({
  ...found(0, 0),
  totalIsLowerBound: false,
  relaxations: relaxations.map((relaxation) => ({ totalIsLowerBound: false, ...relaxation })),
});

describe('search parameters', () => {
  const state = (query: string) => readSearchState(new URLSearchParams(query));

  it('sends a location of 5 or 6 digits as the pincode and anything else as a place name', () => {
    expect(placeOf(state('location=560029'))).toEqual({ pincode: '560029' });
    expect(placeOf(state('location=56002'))).toEqual({ pincode: '56002' });
    expect(placeOf(state('location=5600291'))).toEqual({ location: '5600291' });
    expect(placeOf(state('location=BTM+Layout'))).toEqual({ location: 'BTM Layout' });
    expect(placeOf(state('location=+560029+'))).toEqual({ pincode: '560029' });
  });

  it('never sends the placeholder, and uses a separate pincode only when there is no place name', () => {
    expect(placeOf(state('location=Enter+your+pincode'))).toEqual({});
    expect(placeOf(state('location=Enter+your+pincode&pincode=560034'))).toEqual({ pincode: '560034' });
    expect(placeOf(state('location=BTM+Layout&pincode=560029'))).toEqual({ location: 'BTM Layout' });
    expect(placeOf(state('pincode=abc'))).toEqual({});
  });

  it('ignores values the filters do not offer and builds the API input with the page size of 10', () => {
    const input = searchInput(state('query=dosa&rating=5&priceRange=2&openNow=true&sort=cheapest&page=0&view=list'), null);
    expect(input).toEqual({
      q: 'dosa',
      category: undefined,
      rating: undefined,
      priceRange: 2,
      openNow: true,
      sort: 'relevance',
      page: 1,
      limit: 10,
    });
    expect(searchInput(state('sort=distance&page=3'), { lat: 12.9, lng: 77.6 })).toMatchObject({
      sort: 'distance',
      page: 3,
      lat: 12.9,
      lng: 77.6,
    });
  });
});

describe('SearchPage', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollIntoView.mockReset();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('searches with the URL query and place, and heads the results with the true total', async () => {
    const server = trpcServer(() => ({ data: found(10, 23) }));
    renderSearch('/search?query=coffee&location=BTM%20Layout', server.fetchImpl);

    await waitFor(() => expect(heading().textContent).toBe('Found 23 results for "coffee" in BTM Layout'));
    expect(server.searches()).toEqual([{ q: 'coffee', location: 'BTM Layout', sort: 'relevance', page: 1, limit: 10, widen: true }]);
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByLabelText('What are you looking for?')).toHaveProperty('value', 'coffee');
    expect(screen.getByPlaceholderText('Enter pincode for exact matches')).toHaveProperty('value', 'BTM Layout');
  });

  it("says a broad search's total as a floor with a plus, and still offers the next page", async () => {
    const server = trpcServer((input) => ({ data: { ...found(10, 91, Number(input.page)), totalIsLowerBound: true } }));
    renderSearch('/search?query=dosa&page=5', server.fetchImpl);
    await waitFor(() => expect(heading().textContent).toBe('Found 90+ results for "dosa"'));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
    expect([countLabel(1000, true), countLabel(6306, true), countLabel(7, true), countLabel(1234)]).toEqual([
      '1,000+',
      '6,000+',
      '7+',
      '1,234',
    ]);
  });

  it('says why the results are not nearest first when the position is far from the city', async () => {
    const far = trpcServer(() => ({ data: { ...found(10, 20, 1), farFromCity: true } }));
    renderSearch('/search?query=dosa&sort=distance&location=Mysuru', far.fetchImpl);
    await screen.findByText('You are far from Bengaluru, so these are not sorted by distance.');
    cleanup();
    const near = trpcServer(() => ({ data: found(10, 20, 1) }));
    renderSearch('/search?query=dosa&sort=distance&location=Mysuru', near.fetchImpl);
    await waitFor(() => expect(heading().textContent).toBe('Found 20 results for "dosa" in Mysuru'));
    expect(screen.queryByText(/not sorted by distance/)).toBeNull();
  });

  it('sends a typed pincode as the pincode parameter', async () => {
    const server = trpcServer(() => ({ data: found(1, 1) }));
    renderSearch('/search?location=560029', server.fetchImpl);

    await waitFor(() => expect(heading().textContent).toBe('Found 1 result in 560029'));
    expect(server.searches()[0]).toEqual({ pincode: '560029', sort: 'relevance', page: 1, limit: 10, widen: true });
  });

  it('shows the loading texts and a busy search button until the results arrive', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const server = trpcServer(() => new Promise<Answer>((resolve) => (answer = resolve)));
    renderSearch('/search?query=tailor', server.fetchImpl);

    expect(await screen.findByText('Searching businesses...')).toBeTruthy();
    expect(screen.getByText('Please wait while we find the best results for you')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true);

    await act(async () => answer({ data: found(2, 2) }));
    await waitFor(() => expect(heading().textContent).toBe('Found 2 results for "tailor"'));
    expect(screen.queryByText('Searching businesses...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveProperty('disabled', false);
  });

  it('puts a changed filter into the URL, goes back to page 1 and searches with it', async () => {
    // A wide screen keeps the panel open between choices.
    wideScreen();
    const server = trpcServer((input) => ({ data: found(10, 40, Number(input.page)) }));
    renderSearch('/search?query=dosa&page=3', server.fetchImpl);
    await waitFor(() => expect(heading().textContent).toContain('Found 40 results'));
    expect(server.searches()[0]).toMatchObject({ page: 3 });

    const filters = filtersToggle();
    expect(isOpen(filters)).toBe(false);
    fireEvent.click(filters);
    expect(isOpen(filters)).toBe(true);

    fireEvent.change(screen.getByLabelText('Rating'), { target: { value: '4' } });
    await waitFor(() => expect(server.searches()).toHaveLength(2));
    expect(currentParams().get('rating')).toBe('4');
    expect(currentParams().get('page')).toBeNull();
    expect(server.searches()[1]).toEqual({ q: 'dosa', rating: 4, sort: 'relevance', page: 1, limit: 10 });

    fireEvent.click(screen.getByLabelText('Open now'));
    await waitFor(() => expect(server.searches()).toHaveLength(3));
    expect(server.searches()[2]).toMatchObject({ rating: 4, openNow: true, page: 1 });
    expect(currentParams().get('openNow')).toBe('true');

    fireEvent.change(screen.getByLabelText('Price range'), { target: { value: '3' } });
    await waitFor(() => expect(server.searches()).toHaveLength(4));
    expect(server.searches()[3]).toMatchObject({ priceRange: 3 });
    expect(isOpen(filters)).toBe(true);
  });

  it('closes the panel after each choice on a phone, and says the new count on its button', async () => {
    const server = trpcServer((input) => ({ data: found(input.openNow ? 3 : 10, input.openNow ? 3 : 40) }));
    renderSearch('/search?query=dosa', server.fetchImpl);
    const filters = filtersToggle();
    await waitFor(() => expect(filters.textContent).toContain('· 40 results'));

    fireEvent.click(filters);
    expect(isOpen(filters)).toBe(true);
    fireEvent.click(screen.getByLabelText('Open now'));
    // The panel makes way for the results, and the button it closed behind keeps the focus.
    expect(isOpen(filters)).toBe(false);
    expect(document.activeElement).toBe(filters);
    await waitFor(() => expect(filters.textContent).toContain('· 3 results'));
    expect(filters.textContent).toMatch(/^Filters1 active · 3 results$/);
    expect(currentParams().get('openNow')).toBe('true');
  });

  it('draws the search and the filters as GET forms the server answers before the app runs, each keeping the rest', async () => {
    const server = trpcServer(() => ({ data: found(3, 3) }));
    renderSearch('/search?query=dosa&location=Jayanagar&rating=4&sort=rating&page=2', server.fetchImpl);
    await waitFor(() => expect(heading().textContent).toContain('Found 3 results'));
    const hidden = (form: HTMLFormElement) =>
      Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).map((field) => `${field.name}=${field.value}`);

    const filters = filtersToggle().closest('form') as HTMLFormElement;
    expect([filters.method, filters.getAttribute('action'), filters.hasAttribute('data-submit-on-change')]).toEqual([
      'get',
      '/search',
      true,
    ]);
    expect(filters.hasAttribute('data-native-form')).toBe(true);
    // What the panel does not ask about goes along as it is; the page starts again at 1.
    expect(hidden(filters)).toEqual(['query=dosa', 'location=Jayanagar', 'sort=rating']);
    expect(
      ['Rating', 'Category', 'Price range', 'Open now'].map((label) => (screen.getByLabelText(label) as HTMLInputElement).name),
    ).toEqual(['rating', 'category', 'priceRange', 'openNow']);
    // One beside the toggle on wide screens, one ending the panel on a phone.
    const clear = screen.getAllByRole('link', { name: 'Clear filters' }).map((link) => link.getAttribute('href'));
    expect(clear).toEqual(['/search?query=dosa&location=Jayanagar&sort=rating', '/search?query=dosa&location=Jayanagar&sort=rating']);

    const search = screen.getByRole('search');
    expect([(search as HTMLFormElement).method, search.getAttribute('action'), search.hasAttribute('data-native-form')]).toEqual([
      'get',
      '/search',
      true,
    ]);
    expect(hidden(search as HTMLFormElement)).toEqual(['rating=4', 'sort=rating']);
  });

  it('offers the real categories and filters by the chosen one', async () => {
    const server = trpcServer(() => ({ data: found(3, 3) }));
    renderSearch('/search?query=lunch', server.fetchImpl);
    await waitFor(() => expect(heading().textContent).toContain('Found 3 results'));
    fireEvent.click(filtersToggle());

    const category = screen.getByLabelText('Category');
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All categories', 'Restaurant', 'Food & Beverage']),
    );
    const price = screen.getByLabelText('Price range');
    expect(
      within(price)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any price', '₹ Budget', '₹₹ Moderate', '₹₹₹ Expensive', '₹₹₹₹ Very expensive']);

    fireEvent.change(category, { target: { value: 'food-and-beverage' } });
    await waitFor(() => expect(server.searches()).toHaveLength(2));
    expect(server.searches()[1]).toMatchObject({ category: 'food-and-beverage', page: 1 });
    expect(currentParams().get('category')).toBe('food-and-beverage');
  });

  it('keeps the filters on a new search but replaces the query and place and returns to page 1', async () => {
    const server = trpcServer(() => ({ data: found(10, 30) }));
    renderSearch('/search?query=dosa&location=Jayanagar&pincode=560011&openNow=true&page=2', server.fetchImpl);
    await waitFor(() => expect(heading().textContent).toContain('Found 30 results'));

    fireEvent.change(screen.getByLabelText('What are you looking for?'), { target: { value: '  idli ' } });
    fireEvent.change(screen.getByPlaceholderText('Enter pincode for exact matches'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(server.searches()).toHaveLength(2));
    expect(Object.fromEntries(currentParams())).toEqual({ query: 'idli', openNow: 'true' });
    expect(server.searches()[1]).toEqual({ q: 'idli', openNow: true, sort: 'relevance', page: 1, limit: 10 });
  });

  it('shows the server message on a search error, and Try Again reloads page 1', async () => {
    let fail = true;
    const server = trpcServer((input) =>
      fail ? { error: { message: 'Pincode must be 5 or 6 digits', httpStatus: 400 } } : { data: found(10, 12, Number(input.page), 2) },
    );
    renderSearch('/search?query=dosa&page=2', server.fetchImpl);

    expect(await screen.findByText('Search Error')).toBeTruthy();
    expect(screen.getByText('Pincode must be 5 or 6 digits')).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(heading().textContent).toContain('Found 12 results'));
    expect(currentParams().get('page')).toBeNull();
    expect(server.searches().at(-1)).toMatchObject({ page: 1 });
  });

  it("says 'Failed to search businesses' when the server could not be reached, and retries page 1 in place", async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderSearch('/search?query=dosa', failing);
    expect(await screen.findByText('Failed to search businesses')).toBeTruthy();

    const calls = failing.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(failing.mock.calls.length).toBeGreaterThan(calls));
    expect(String(failing.mock.calls.at(-1)?.[0])).toContain('business.search');
  });

  it('shows the empty state with its tips', async () => {
    const server = trpcServer(() => ({ data: found(0, 0) }));
    renderSearch('/search?query=zzzz', server.fetchImpl);

    expect(await screen.findByText('No Results Found')).toBeTruthy();
    expect(screen.getByText("We couldn't find any businesses matching your search criteria")).toBeTruthy();
    for (const tip of ['Try different keywords', 'Check your spelling', 'Search in a different location', 'Use more general terms']) {
      expect(screen.getByText(tip)).toBeTruthy();
    }
    expect(heading().textContent).toBe('Found 0 results for "zzzz"');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('offers to let go of each filter that hid every match, with what it gives, and lets go of it', async () => {
    const server = trpcServer((input) =>
      input.openNow
        ? {
            data: emptyWith([
              { filter: 'openNow', total: 14 },
              { filter: 'rating', total: 0 },
              { filter: 'place', total: 1 },
              { filter: 'all', total: 1000, totalIsLowerBound: true },
            ]),
          }
        : { data: found(10, 14) },
    );
    renderSearch('/search?query=dosa&location=Koramangala&rating=4&openNow=true', server.fetchImpl);

    const ways = await screen.findAllByRole('button', { name: /^(Remove|Clear all)/ });
    expect(ways.map((way) => way.textContent)).toEqual([
      "Remove 'Open now' — 14 results",
      "Remove 'Koramangala' — 1 result",
      'Clear all filters — 1,000+ results',
    ]);
    // The filters are to blame, not the words.
    expect(screen.queryByText('Check your spelling')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: "Remove 'Open now' — 14 results" }));
    await waitFor(() => expect(heading().textContent).toBe('Found 14 results for "dosa" in Koramangala'));
    expect(Object.fromEntries(currentParams())).toEqual({ query: 'dosa', location: 'Koramangala', rating: '4' });
    expect(server.searches().at(-1)).toEqual({
      q: 'dosa',
      location: 'Koramangala',
      rating: 4,
      sort: 'relevance',
      page: 1,
      limit: 10,
      widen: true,
    });
    // The button went with the empty answer; the heading that says the new count has the focus.
    expect(document.activeElement).toBe(heading());
  });

  it('shows the place it read in the words as a chip, and lets it go or searches the words as typed', async () => {
    const understood = (input: Input) =>
      input.q === 'physio jayanagar' && !input.asTyped
        ? { text: 'physio', place: { kind: 'locality', name: 'Jayanagar', pincodes: ['560041', '560011'] }, attributes: [] }
        : { text: String(input.q ?? ''), attributes: [] };
    const server = trpcServer((input) => ({ data: { ...found(3, 3), relaxations: [], understood: understood(input) } }));
    renderSearch('/search?query=physio%20jayanagar', server.fetchImpl);

    await waitFor(() => expect(heading().textContent).toBe('Found 3 results for "physio" in Jayanagar'));
    const line = screen.getByRole('group', { name: 'What we searched for' });
    expect(line.textContent).toBe('SearchingphysioJayanagarSearch for “physio jayanagar” as typed');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Jayanagar' }));
    await waitFor(() => expect(Object.fromEntries(currentParams())).toEqual({ query: 'physio' }));
    expect(server.searches().at(-1)).toEqual({ q: 'physio', sort: 'relevance', page: 1, limit: 10 });
    expect(screen.queryByRole('group', { name: 'What we searched for' })).toBeNull();
  });

  it('shows the trade it read as a chip beside the place, and letting one go keeps the other as its own filter', async () => {
    const read = {
      text: '',
      category: { slug: 'tailors-and-boutiques', name: 'Tailors & Boutiques' },
      place: { kind: 'locality', name: 'Jayanagar', pincodes: ['560041', '560011'] },
      attributes: [],
    };
    const server = trpcServer((input) => ({
      data: { ...found(3, 3), relaxations: [], understood: input.q === 'silai wala jayanagar' ? read : { text: '', attributes: [] } },
    }));
    renderSearch('/search?query=silai%20wala%20jayanagar', server.fetchImpl);

    await waitFor(() => expect(heading().textContent).toBe('Found 3 results for "Tailors & Boutiques" in Jayanagar'));
    const line = screen.getByRole('group', { name: 'What we searched for' });
    expect(line.textContent).toBe('SearchingTailors & BoutiquesJayanagarSearch for “silai wala jayanagar” as typed');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Tailors & Boutiques' }));
    await waitFor(() => expect(Object.fromEntries(currentParams())).toEqual({ location: 'Jayanagar' }));
    expect(server.searches().at(-1)).toEqual({ location: 'Jayanagar', sort: 'relevance', page: 1, limit: 10, widen: true });
  });

  it('letting go of the place read keeps the trade read as the category filter', async () => {
    const server = trpcServer(() => ({
      data: {
        ...found(3, 3),
        relaxations: [],
        understood: {
          text: 'fine fit',
          category: { slug: 'tailors-and-boutiques', name: 'Tailors & Boutiques' },
          place: { kind: 'pincode', name: '560041', pincodes: ['560041'] },
          attributes: [],
        },
      },
    }));
    renderSearch('/search?query=fine%20fit%20tailor%20560041', server.fetchImpl);

    fireEvent.click(await screen.findByRole('button', { name: 'Remove 560041' }));
    await waitFor(() => expect(Object.fromEntries(currentParams())).toEqual({ query: 'fine fit', category: 'tailors-and-boutiques' }));
  });

  it('says which words it left out when they found nothing beside the trade', async () => {
    const server = trpcServer(() => ({
      data: {
        ...found(2, 2),
        relaxations: [],
        understood: { text: '', unmatched: 'chahiye urgent', category: { slug: 'plumbers', name: 'Plumbers' }, attributes: [] },
      },
    }));
    renderSearch('/search?query=plumber%20chahiye%20urgent', server.fetchImpl);
    expect(await screen.findByText('Nothing matched “chahiye urgent”, so these are all Plumbers.')).toBeTruthy();
  });

  it('says each word it read as another, and offers the words as typed', async () => {
    const server = trpcServer(() => ({
      data: {
        ...found(2, 2),
        relaxations: [],
        understood: {
          text: '',
          category: { slug: 'ayurveda', name: 'Ayurveda' },
          attributes: [],
          corrected: [{ typed: 'ayurvedik', read: 'ayurvedic', by: 'nearest' }],
        },
      },
    }));
    renderSearch('/search?query=ayurvedik', server.fetchImpl);
    const said = await screen.findByText(
      (_, element) => element?.tagName === 'SPAN' && element.textContent === 'Nothing matched, so we read “ayurvedik” as ayurvedic.',
    );
    expect(said).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search for “ayurvedik” as typed' }));
    await waitFor(() => expect(Object.fromEntries(currentParams())).toEqual({ query: 'ayurvedik', asTyped: 'true' }));
  });

  it.each([
    { place: 'Domlur', pincode: '560071', total: 1, count: 2, said: 'Found 1 result for "vet" in Domlur · 2 more within 2 km' },
    // With none in the place, the ones around it are not "more".
    { place: 'Ejipura', pincode: '560047', total: 0, count: 3, said: 'Found 0 results for "vet" in Ejipura · 3 within 2 km' },
  ])('says when the page goes on from around $place, and how far', async ({ place, pincode, total, count, said }) => {
    const server = trpcServer(() => ({
      data: {
        ...found(total + count, total),
        relaxations: [],
        understood: {
          text: 'vet',
          place: { kind: 'locality', name: place, pincodes: [pincode] },
          attributes: [],
          widened: { count, withinKm: 2 },
        },
      },
    }));
    renderSearch(`/search?query=vet%20in%20${place.toLowerCase()}`, server.fetchImpl);
    await waitFor(() => expect(heading().textContent).toBe(said));
  });

  it('shows the attributes it read as chips, and removing one keeps the others and the trade as filters', async () => {
    const server = trpcServer((input) => ({
      data: {
        ...found(2, 2),
        relaxations: [],
        understood: input.q
          ? {
              text: '',
              category: { slug: 'pg-and-hostels', name: 'PG & Hostels' },
              attributes: ['women', 'budget'],
            }
          : { text: '', attributes: [] },
      },
    }));
    renderSearch('/search?query=sasta%20girls%20pg', server.fetchImpl);

    const line = await screen.findByRole('group', { name: 'What we searched for' });
    expect(line.textContent).toBe('SearchingPG & HostelsFor womenBudgetSearch for “sasta girls pg” as typed');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Budget' }));
    await waitFor(() => expect(Object.fromEntries(currentParams())).toEqual({ category: 'pg-and-hostels', attributes: 'women' }));
    expect(server.searches().at(-1)).toMatchObject({ category: 'pg-and-hostels', attributes: 'women' });
    // Kept as a parameter, the attribute is still a chip, and removing it drops the parameter.
    fireEvent.click(await screen.findByRole('button', { name: 'Remove For women' }));
    await waitFor(() => expect(Object.fromEntries(currentParams())).toEqual({ category: 'pg-and-hostels' }));
  });

  it('searches the words as typed once asked, and a new search reads them again', async () => {
    const server = trpcServer((input) => ({
      data: {
        ...found(2, 2),
        relaxations: [],
        understood: input.asTyped
          ? { text: String(input.q), attributes: [] }
          : { text: 'physio', place: { kind: 'locality', name: 'Jayanagar', pincodes: ['560041'] }, attributes: [] },
      },
    }));
    renderSearch('/search?query=physio%20jayanagar', server.fetchImpl);

    fireEvent.click(await screen.findByRole('button', { name: 'Search for “physio jayanagar” as typed' }));
    await waitFor(() => expect(Object.fromEntries(currentParams())).toEqual({ query: 'physio jayanagar', asTyped: 'true' }));
    expect(server.searches().at(-1)).toMatchObject({ q: 'physio jayanagar', asTyped: true });
    await waitFor(() => expect(heading().textContent).toBe('Found 2 results for "physio jayanagar"'));

    fireEvent.change(screen.getByLabelText('What are you looking for?'), { target: { value: 'dentist jayanagar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(Object.fromEntries(currentParams())).toEqual({ query: 'dentist jayanagar' }));
  });

  it('clears every filter it counted at once, and names them as their controls do', async () => {
    const server = trpcServer((input) =>
      input.category
        ? {
            data: emptyWith([
              { filter: 'priceRange', total: 2 },
              { filter: 'category', total: 5 },
              { filter: 'all', total: 31 },
            ]),
          }
        : { data: found(10, 31) },
    );
    renderSearch('/search?query=filter+coffee&category=food-and-beverage&priceRange=2&sort=rating', server.fetchImpl);

    expect(await screen.findByRole('button', { name: "Remove '₹₹ Moderate' — 2 results" })).toBeTruthy();
    expect(await screen.findByRole('button', { name: "Remove 'Food & Beverage' — 5 results" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters — 31 results' }));
    await waitFor(() => expect(heading().textContent).toBe('Found 31 results for "filter coffee"'));
    expect(Object.fromEntries(currentParams())).toEqual({ query: 'filter coffee', sort: 'rating' });
  });

  it('keeps the advice about words when no filter is to blame', async () => {
    const server = trpcServer(() => ({ data: emptyWith([{ filter: 'openNow', total: 0 }]) }));
    renderSearch('/search?query=zzzz&openNow=true', server.fetchImpl);
    expect(await screen.findByText('Check your spelling')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('pages through the results with the API total of pages and scrolls back to the results', async () => {
    const server = trpcServer((input) => ({ data: found(10, 25, Number(input.page)) }));
    renderSearch('/search?query=dosa', server.fetchImpl);
    await waitFor(() => expect(screen.getByText('Business 1-0')).toBeTruthy());

    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(scrollIntoView).not.toHaveBeenCalled();

    fireEvent.click(within(pager).getByRole('button', { name: '3' }));
    await waitFor(() => expect(screen.getByText('Business 3-0')).toBeTruthy());
    expect(currentParams().get('page')).toBe('3');
    expect(server.searches().at(-1)).toMatchObject({ page: 3 });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByText('Business 2-0')).toBeTruthy());
    expect(currentParams().get('page')).toBe('2');
  });

  it('keeps the view in the URL without leaving the page', async () => {
    const server = trpcServer(() => ({ data: found(10, 25, 2) }));
    renderSearch('/search?query=dosa&page=2', server.fetchImpl);
    await waitFor(() => expect(heading().textContent).toContain('Found 25 results'));

    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(currentParams().get('view')).toBe('list');
    expect(currentParams().get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
    expect(server.searches()).toHaveLength(1);
  });

  it('offers Distance only when a place is known', async () => {
    const server = trpcServer(() => ({ data: found(1, 1) }));
    renderSearch('/search?query=dosa&location=Jayanagar', server.fetchImpl);
    await waitFor(() => expect(heading().textContent).toContain('Found 1 result'));

    const sort = screen.getByLabelText('Sort by');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Relevance', 'Highest rated', 'Most reviewed', 'Distance', 'Newest']);
    expect(screen.queryByRole('button', { name: 'Near me' })).toBeNull();

    fireEvent.change(sort, { target: { value: 'reviews' } });
    await waitFor(() => expect(server.searches()).toHaveLength(2));
    expect(server.searches()[1]).toMatchObject({ sort: 'reviews', location: 'Jayanagar' });
    expect(currentParams().get('sort')).toBe('reviews');
  });

  it('asks the browser for a position before offering Distance, and keeps the position out of the URL', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 12.97, longitude: 77.59 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const server = trpcServer(() => ({ data: found(2, 2) }));
    renderSearch('/search?query=dosa', server.fetchImpl);
    await waitFor(() => expect(heading().textContent).toContain('Found 2 results'));

    expect(within(screen.getByLabelText('Sort by')).queryByRole('option', { name: 'Distance' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Near me' }));

    await waitFor(() => expect(server.searches()).toHaveLength(2));
    expect(server.searches()[1]).toMatchObject({ sort: 'distance', lat: 12.97, lng: 77.59 });
    expect(Object.fromEntries(currentParams())).toEqual({ query: 'dosa', sort: 'distance' });
    expect(screen.getByLabelText('Sort by')).toHaveProperty('value', 'distance');
  });
});

describe('SearchPage on a Kannada page', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('kn', 'shell'), loadCatalogue('kn', 'search')]);
  });
  /** Food & Beverage written in Kannada; Restaurant in English only. */
  const WRITTEN = CATEGORIES.map((category) =>
    category.slug === 'food-and-beverage'
      ? { ...category, nameKn: 'ಆಹಾರ ಮತ್ತು ಪಾನೀಯ', nameHi: null }
      : { ...category, nameKn: null, nameHi: null },
  );

  const renderIn = (url: string, search: (input: Input) => Answer) =>
    renderWithApp(
      {
        '/search': (
          <LanguageProvider language="kn">
            <AuthProvider>
              <SearchPage />
            </AuthProvider>
          </LanguageProvider>
        ),
      },
      {
        path: url,
        fetch: trpcFetch({ 'business.categories': () => ({ data: WRITTEN }), 'business.search': search }),
        queryDefaults: { queries: { retry: false, staleTime: 30_000 } },
        showUrl: true,
      },
    );

  it('offers the categories by their Kannada names, in English where none was written, in the same order', async () => {
    renderIn('/search?query=lunch', () => ({ data: found(3, 3) }));
    fireEvent.click(await screen.findByText(/^ಫಿಲ್ಟರ್‌ಗಳು/, { selector: 'summary' }));
    const category = screen.getByLabelText('ವರ್ಗ');
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((option) => [option.textContent, option.getAttribute('value')]),
      ).toEqual([
        ['ಎಲ್ಲ ವರ್ಗಗಳು', ''],
        ['Restaurant', 'restaurant'],
        ['ಆಹಾರ ಮತ್ತು ಪಾನೀಯ', 'food-and-beverage'],
      ]),
    );
  });

  it('names the category filter that hid every match in Kannada', async () => {
    renderIn('/search?query=dosa&category=food-and-beverage', () => ({ data: emptyWith([{ filter: 'category', total: 4 }]) }));
    const way = await screen.findByRole('button', { name: /ಆಹಾರ ಮತ್ತು ಪಾನೀಯ/ });
    expect(way.textContent).not.toContain('Food & Beverage');
  });
});
