import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { categorySlug } from '../../worker/contracts/format.ts';
import { HomePage } from '../../web/src/features/home/HomePage.tsx';
import { loadCatalogue } from '../../web/src/i18n/catalogues.ts';
import { LanguageProvider } from '../../web/src/i18n/language.tsx';
import { homeSearchPath, nearbyArea } from '../../web/src/features/home/search-path.ts';
import { callsTo, currentUrl as url, renderWithApp, trpcFetch, type Handlers } from './support/trpc.tsx';

function business(id: string, name: string) {
  return {
    _id: id,
    businessName: name,
    name,
    description: `${name} serves the neighbourhood.`,
    category: 'Restaurant',
    categorySlug: 'restaurant',
    rating: { average: 4.2, count: 8 },
    address: '12, Main Road, BTM Layout, Bengaluru, Karnataka 560029',
    location: { address: '12, Main Road, BTM Layout, Bengaluru, Karnataka 560029', locality: 'BTM Layout', pincode: '560029' },
    phone: '+91 98450 00000',
    priceRange: 2,
    isVerified: true,
    isFeatured: false,
    services: [],
    features: [],
    openNow: true,
    images: [],
  };
}

const page = (businesses: unknown[]) => ({
  businesses,
  total: businesses.length,
  pagination: { page: 1, limit: 10, total: businesses.length, totalPages: 1 },
});

const CATEGORIES = ['Restaurant', 'Health & Fitness', 'Retail', 'Automotive', 'Pharmacies', 'Salons', 'Plumbers'].map((name, n) => ({
  _id: `c${n}`,
  name,
  slug: categorySlug(name),
  icon: 'utensils',
  color: null,
  description: null,
  tagline: null,
  image: null,
  count: 40 - n,
}));

const LOCATIONS = Array.from({ length: 9 }, (_, n) => ({
  _id: `l${n}`,
  name: `Place ${n}`,
  slug: `place-${n}`,
  description: null,
  image: null,
  latitude: null,
  longitude: null,
  pincodes: n === 0 ? ['560029', '560076', '560068'] : [`5600${10 + n}`],
  count: n === 0 ? 5 : 10 + n,
}));

/** Everything the home page asks for, with data; a test replaces what it is about. */
function fullSite(): Handlers {
  return {
    'business.categories': () => ({ data: CATEGORIES }),
    'business.locations': () => ({ data: LOCATIONS }),
    'business.list': () => ({ data: page([business('f1', 'Featured Cafe')]) }),
    'business.search': () => ({ data: page([business('n1', 'Nearby Clinic')]) }),
    'business.recent': () => ({ data: [business('r1', 'Brand New Bakery')] }),
    'site.campaigns': () => ({ data: [] }),
    'site.quickLinks': () => ({ data: [] }),
    'site.reverseGeocode': () => ({ error: { message: 'not expected', httpStatus: 500 } }),
  };
}

/** The home page's server: the full site, with a test's own handlers in place of those it is about. */
function trpcServer(overrides: Handlers = {}) {
  const fetchImpl = trpcFetch({ ...fullSite(), ...overrides });
  const inputsOf = (procedure: string) => callsTo(fetchImpl, procedure);
  return { fetchImpl, inputsOf };
}

type PositionOutcome = { coords: { latitude: number; longitude: number } } | 'denied';

/** A browser that answers the position request once, the way the visitor decided. */
function mockGeolocation(outcome: PositionOutcome) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
    if (outcome === 'denied') failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    else success({ coords: outcome.coords, timestamp: Date.now() } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

/** A browser that says whether it would give the position without asking (`granted`) or would ask (`prompt`). */
function mockPermission(state: PermissionState) {
  Object.defineProperty(navigator, 'permissions', {
    value: { query: vi.fn(async () => ({ state })) },
    configurable: true,
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
});

const renderHome = (fetchImpl: typeof fetch) =>
  renderWithApp(
    { '/': <HomePage />, '/search': <p>Search results</p> },
    { path: '/', fetch: fetchImpl, queryDefaults: { queries: { retry: false } }, showUrl: true },
  );

const keywordBox = () => screen.getByLabelText('What are you looking for?');
const locationBox = () => screen.getByLabelText('Pincode or area') as HTMLInputElement;
const status = () => document.getElementById('home-location-status')?.textContent ?? '';
const sectionNamed = (name: string | RegExp) => screen.getByRole('region', { name });
const nearbySection = () => sectionNamed(/^Top-rated (near|in) /);
const useMyLocation = () => fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));

/**
 * Enter in a text box submits its form through the browser's implicit submission, which jsdom does not
 * simulate: the box must sit in a form with a submit button, and that form's submit is what Enter fires.
 */
function pressEnter(box: HTMLElement) {
  const form = box.closest('form');
  expect(form?.querySelector('button[type="submit"]')).toBeTruthy();
  fireEvent.submit(form as HTMLFormElement);
}

describe('home search', () => {
  it('does nothing when both boxes are empty', () => {
    renderHome(trpcServer().fetchImpl);
    fireEvent.click(screen.getByRole('button', { name: 'SEARCH NOW' }));
    expect(url()).toBe('/');
    fireEvent.change(keywordBox(), { target: { value: '   ' } });
    pressEnter(keywordBox());
    expect(url()).toBe('/');
  });

  it('searches on Enter with only the filled boxes', () => {
    renderHome(trpcServer().fetchImpl);
    fireEvent.change(keywordBox(), { target: { value: ' dentist ' } });
    pressEnter(keywordBox());
    expect(url()).toBe('/search?query=dentist');
  });

  it('searches by the location box alone', () => {
    renderHome(trpcServer().fetchImpl);
    fireEvent.change(locationBox(), { target: { value: 'BTM Layout' } });
    pressEnter(locationBox());
    expect(url()).toBe('/search?location=BTM+Layout');
  });

  it('sends both boxes when both are filled', () => {
    renderHome(trpcServer().fetchImpl);
    fireEvent.change(keywordBox(), { target: { value: 'pizza & pasta' } });
    fireEvent.change(locationBox(), { target: { value: '560034' } });
    fireEvent.click(screen.getByRole('button', { name: 'SEARCH NOW' }));
    expect(new URLSearchParams(url()?.split('?')[1]).get('query')).toBe('pizza & pasta');
    expect(new URLSearchParams(url()?.split('?')[1]).get('location')).toBe('560034');
  });

  it("asks for the search's answer as it goes, as the search screen will ask for it, not after that screen has loaded", async () => {
    const server = trpcServer();
    renderHome(server.fetchImpl);
    fireEvent.change(keywordBox(), { target: { value: 'dentist' } });
    fireEvent.change(locationBox(), { target: { value: '560034' } });
    const before = server.inputsOf('business.search').length;
    fireEvent.click(screen.getByRole('button', { name: 'SEARCH NOW' }));
    expect(url()).toBe('/search?query=dentist&location=560034');
    await waitFor(() =>
      expect(server.inputsOf('business.search').slice(before)).toContainEqual({
        q: 'dentist',
        pincode: '560034',
        sort: 'relevance',
        page: 1,
        limit: 10,
        widen: true,
      }),
    );
  });

  it('says SEARCH NOW is working while the search screen is on its way', async () => {
    // The search screen's code never arrives: the home page stays, as it does while a slow phone loads it.
    const never = new Promise<never>(() => undefined);
    function LoadingScreen(): never {
      throw never;
    }
    renderWithApp(
      { '/': <HomePage />, '/search': <LoadingScreen /> },
      { path: '/', fetch: trpcServer().fetchImpl, queryDefaults: { queries: { retry: false } }, showUrl: true },
    );
    const button = screen.getByRole('button', { name: 'SEARCH NOW' });
    expect(button.getAttribute('aria-busy')).toBeNull();
    fireEvent.change(keywordBox(), { target: { value: 'dentist' } });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'SEARCH NOW' }).getAttribute('aria-busy')).toBe('true'));
  });

  it('never sends the placeholder text as a location', () => {
    renderHome(trpcServer().fetchImpl);
    fireEvent.change(locationBox(), { target: { value: 'Enter your pincode' } });
    fireEvent.click(screen.getByRole('button', { name: 'SEARCH NOW' }));
    expect(url()).toBe('/');
    fireEvent.change(keywordBox(), { target: { value: 'salon' } });
    fireEvent.click(screen.getByRole('button', { name: 'SEARCH NOW' }));
    expect(url()).toBe('/search?query=salon');
  });

  it('builds the search path and the nearby area by the rules of the home page', () => {
    expect(homeSearchPath('', '')).toBeNull();
    expect(homeSearchPath('', ' enter your PINCODE ')).toBeNull();
    expect(homeSearchPath('ac repair', '')).toBe('/search?query=ac+repair');
    expect(nearbyArea('560034')).toEqual({ pincode: '560034' });
    expect(nearbyArea('5600')).toEqual({});
    expect(nearbyArea('Koramangala')).toEqual({ location: 'Koramangala' });
    expect(nearbyArea('Enter your pincode')).toEqual({});
  });
});

describe('pincode detection', () => {
  it("asks the browser for nothing until the visitor taps 'Use my location'", async () => {
    const getCurrentPosition = mockGeolocation({ coords: { latitude: 12.9352, longitude: 77.6245 } });
    // A browser that would prompt: only the visitor's tap may bring that prompt.
    mockPermission('prompt');
    renderHome(trpcServer().fetchImpl);
    await screen.findByText('Nearby Clinic');
    fireEvent.change(keywordBox(), { target: { value: 'dosa' } });
    fireEvent.scroll(window);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(status()).toBe('Please enter your pincode');
    useMyLocation();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('locates at once a visitor whose browser already gives the site their position, without a prompt', async () => {
    const getCurrentPosition = mockGeolocation({ coords: { latitude: 12.9352, longitude: 77.6245 } });
    mockPermission('granted');
    renderHome(
      trpcServer({
        'site.reverseGeocode': () => ({
          data: { pincode: '560034', place: 'Koramangala', district: 'Bangalore', state: 'Karnataka', distanceKm: 0.4 },
        }),
      }).fetchImpl,
    );
    await waitFor(() => expect(locationBox().value).toBe('560034'));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('asks the browser with the documented options, then our backend, and fills the box', async () => {
    const getCurrentPosition = mockGeolocation({ coords: { latitude: 12.9352, longitude: 77.6245 } });
    const server = trpcServer({
      'site.reverseGeocode': () => ({
        data: { pincode: '560034', place: 'Koramangala', district: 'Bangalore', state: 'Karnataka', distanceKm: 0.4 },
      }),
    });
    renderHome(server.fetchImpl);
    // Asked for, the position replaces what was typed.
    fireEvent.change(locationBox(), { target: { value: 'Jayanagar' } });
    useMyLocation();

    await waitFor(() => expect(locationBox().value).toBe('560034'));
    expect(status()).toContain('Auto-detected pincode: 560034 (Koramangala)');
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 });
    expect(server.inputsOf('site.reverseGeocode')).toEqual([{ lat: 12.9352, lng: 77.6245 }]);
    // The nearby list follows the detected pincode, with the real position for distances, and says near what.
    await waitFor(() =>
      expect(server.inputsOf('business.search')).toContainEqual(
        expect.objectContaining({ pincode: '560034', lat: 12.9352, lng: 77.6245, sort: 'rating', limit: 4 }),
      ),
    );
    await waitFor(() => expect(sectionNamed('Top-rated near 560034 (Koramangala)')).toBeTruthy());
    expect(within(nearbySection()).getByText('The highest-rated businesses in pincode 560034')).toBeTruthy();
  });

  it('shows the detecting state while the backend looks the pincode up', async () => {
    mockGeolocation({ coords: { latitude: 12.9, longitude: 77.6 } });
    const server = trpcServer();
    let answer: (() => void) | undefined;
    const slow = vi.fn<typeof fetch>((request, init) =>
      String(request).includes('site.reverseGeocode')
        ? new Promise((resolve) => (answer = () => resolve(server.fetchImpl(request, init))))
        : server.fetchImpl(request, init),
    );
    renderHome(slow);
    useMyLocation();
    await waitFor(() => expect(status()).toContain('Detecting your pincode'));
    expect(locationBox().placeholder).toBe('Detecting your location…');
    answer?.();
    await waitFor(() => expect(status()).toContain('Could not auto-detect pincode - please enter manually'));
  });

  it('reports a denied permission and leaves the box for typing', async () => {
    mockGeolocation('denied');
    const server = trpcServer();
    renderHome(server.fetchImpl);
    useMyLocation();
    await waitFor(() => expect(status()).toContain('Location access denied or unavailable'));
    expect(status()).toContain('Please enter your pincode');
    expect(locationBox().value).toBe('');
    expect(locationBox().placeholder).toBe('Enter your pincode');
    expect(server.inputsOf('site.reverseGeocode')).toEqual([]);
  });

  it('reports a browser without geolocation', () => {
    renderHome(trpcServer().fetchImpl);
    expect(status()).toBe('Please enter your pincode');
    useMyLocation();
    expect(status()).toContain('Geolocation is not supported by this browser');
  });

  it('refuses a detected pincode that is not exactly 6 digits', async () => {
    mockGeolocation({ coords: { latitude: 12.9, longitude: 77.6 } });
    renderHome(
      trpcServer({
        'site.reverseGeocode': () => ({ data: { pincode: '56003', place: 'Somewhere', district: 'X', state: 'Y', distanceKm: 1 } }),
      }).fetchImpl,
    );
    useMyLocation();
    await waitFor(() => expect(status()).toContain('Could not auto-detect pincode - please enter manually'));
    expect(locationBox().value).toBe('');
    expect(status()).not.toContain('56003');
  });

  it('never overwrites what the visitor typed before detection finished', async () => {
    mockGeolocation({ coords: { latitude: 12.9, longitude: 77.6 } });
    renderHome(
      trpcServer({
        'site.reverseGeocode': () => ({ data: { pincode: '560034', place: 'Koramangala', district: 'B', state: 'K', distanceKm: 1 } }),
      }).fetchImpl,
    );
    useMyLocation();
    fireEvent.change(locationBox(), { target: { value: 'Jayanagar' } });
    await waitFor(() => expect(status()).toContain('Auto-detected pincode: 560034'));
    expect(locationBox().value).toBe('Jayanagar');
  });
});

describe('home sections', () => {
  it('reloads the nearby businesses when the location text changes, and says near what', async () => {
    const server = trpcServer();
    renderHome(server.fetchImpl);
    await screen.findByText('Nearby Clinic');
    expect(server.inputsOf('business.search')).toEqual([{ page: 1, limit: 4, sort: 'rating' }]);
    expect(
      within(sectionNamed('Top-rated in Bengaluru')).getByText(
        'The highest-rated businesses in Bengaluru. Enter a pincode or use your location to see those near you.',
      ),
    ).toBeTruthy();
    fireEvent.change(locationBox(), { target: { value: 'Koramangala' } });
    await waitFor(() =>
      expect(server.inputsOf('business.search')).toContainEqual({ page: 1, limit: 4, sort: 'rating', location: 'Koramangala' }),
    );
    expect(within(sectionNamed('Top-rated in Koramangala')).getByText('The highest-rated businesses in Koramangala')).toBeTruthy();
    fireEvent.change(locationBox(), { target: { value: '560068' } });
    await waitFor(() => expect(sectionNamed('Top-rated near 560068')).toBeTruthy());
  });

  it('shows the lists with their links: featured, nearby, recent with NEW, categories and locations', async () => {
    const server = trpcServer();
    renderHome(server.fetchImpl);

    await within(sectionNamed('Featured Businesses')).findByText('Featured Cafe');
    expect(server.inputsOf('business.list')).toEqual([{ page: 1, limit: 6, featured: true }]);
    expect(server.inputsOf('business.recent')).toEqual([{ limit: 6 }]);

    const recent = sectionNamed('Recently Added');
    await within(recent).findByText('Brand New Bakery');
    expect(within(recent).getByText('NEW')).toBeTruthy();
    expect(within(recent).getByRole('link', { name: 'View All Recent Businesses' }).getAttribute('href')).toBe('/businesses');
    expect(within(nearbySection()).getByRole('link', { name: 'Explore All Businesses' }).getAttribute('href')).toBe('/businesses');

    const chips = screen.getByRole('navigation', { name: 'Popular categories near the search' });
    const chipLinks = within(chips).getAllByRole('link');
    expect(chipLinks).toHaveLength(6);
    expect(chipLinks[1]?.getAttribute('href')).toBe('/categories/health-and-fitness');

    const categories = sectionNamed('Explore by Category');
    const tile = await within(categories).findByRole('link', { name: /Health & Fitness/ });
    expect(tile.getAttribute('href')).toBe('/categories/health-and-fitness');
    expect(tile.textContent).toContain('39 businesses');
    expect(within(categories).queryByText('Plumbers')).toBeNull();
    expect(within(categories).getByRole('link', { name: 'View All Categories' }).getAttribute('href')).toBe('/categories');

    const locations = sectionNamed('Popular Locations');
    const cards = within(locations)
      .getAllByRole('link')
      .filter((link) => link.textContent?.includes('Place'));
    expect(cards).toHaveLength(8);
    // Sorted by business count: Place 8 (18) first, Place 0 (5 businesses) is the ninth and left out.
    expect(cards[0]?.textContent).toContain('Place 8');
    expect(cards[0]?.getAttribute('href')).toBe('/search?location=Place+8&pincode=560018');
    expect(within(locations).queryByText('Place 0')).toBeNull();
    expect(within(locations).getByRole('link', { name: 'View All Locations' }).getAttribute('href')).toBe('/locations');
  });

  it('shows the first pincode and a +N count on a location card', async () => {
    const locations = [{ ...LOCATIONS[0], count: 99 }];
    renderHome(trpcServer({ 'business.locations': () => ({ data: locations }) }).fetchImpl);
    const card = await within(sectionNamed('Popular Locations')).findByRole('link', { name: /Place 0/ });
    expect(card.textContent).toContain('560029');
    expect(card.textContent).toContain('+2');
    expect(card.textContent).not.toContain('560076');
    expect(card.getAttribute('href')).toBe('/search?location=Place+0&pincode=560029');
  });

  it('shows skeletons while loading, then the empty messages', async () => {
    const server = trpcServer({
      'business.categories': () => ({ data: [] }),
      'business.locations': () => ({ data: [] }),
      'business.list': () => ({ data: page([]) }),
      'business.search': () => ({ data: page([]) }),
      'business.recent': () => ({ data: [] }),
    });
    renderHome(server.fetchImpl);
    expect(within(sectionNamed('Featured Businesses')).getByRole('status', { name: 'Loading' })).toBeTruthy();

    for (const message of [
      'No featured businesses available yet',
      'No businesses found in your area yet',
      'No recently added businesses available',
      'No categories available at the moment',
      'No location data available',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.queryByRole('navigation', { name: 'Popular categories near the search' })).toBeNull();
  });

  it('shows the empty message with Try Again when a list fails, and hides failed banners', async () => {
    const server = trpcServer({
      'business.list': () => ({ error: { message: 'Server error', httpStatus: 500 } }),
      'site.campaigns': () => ({ error: { message: 'Server error', httpStatus: 500 } }),
    });
    renderHome(server.fetchImpl);
    const featured = sectionNamed('Featured Businesses');
    await within(featured).findByText('No featured businesses available yet');
    expect(screen.queryByRole('region', { name: 'Top campaigns' })).toBeNull();
    fireEvent.click(within(featured).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(server.inputsOf('business.list')).toHaveLength(2));
  });

  it('shows each campaign section in its place with one request for both', async () => {
    const banner = (id: string, title: string) => ({
      _id: id,
      title,
      description: null,
      link: 'citypages.in/offers',
      image: { url: `/media/${id}.svg` },
    });
    const server = trpcServer({
      'site.campaigns': () => ({
        data: [
          {
            _id: 'k1',
            name: 'Top',
            section: 'featured-section',
            autoSlide: true,
            slideInterval: 4000,
            banners: [banner('b1', 'Monsoon deals')],
          },
          {
            _id: 'k2',
            name: 'Offers',
            section: 'popular-locations',
            autoSlide: true,
            slideInterval: 4000,
            banners: [banner('b2', 'Explore Jayanagar')],
          },
        ],
      }),
    });
    renderHome(server.fetchImpl);
    const top = await screen.findByRole('region', { name: 'Top campaigns' });
    expect(within(top).getByRole('img', { name: 'Monsoon deals' })).toBeTruthy();
    expect(within(top).getByRole('link').getAttribute('href')).toBe('https://citypages.in/offers');
    expect(within(screen.getByRole('region', { name: 'Featured offers' })).getByRole('img', { name: 'Explore Jayanagar' })).toBeTruthy();
    expect(server.inputsOf('site.campaigns')).toEqual([{ sections: ['featured-section', 'popular-locations'] }]);
  });
});

describe('home on a Kannada page', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('kn', 'shell'), loadCatalogue('kn', 'home')]);
  });

  it('names the categories and the localities in Kannada where an admin wrote it, else in English, in the same order', async () => {
    const categories = CATEGORIES.map((category) =>
      category.name === 'Health & Fitness' ? { ...category, nameKn: 'ಆರೋಗ್ಯ ಮತ್ತು ಫಿಟ್‌ನೆಸ್', nameHi: null } : category,
    );
    const locations = LOCATIONS.map((location) =>
      location.slug === 'place-8' ? { ...location, nameKn: 'ಎಂಟನೇ ಸ್ಥಳ', nameHi: null } : location,
    );
    const server = trpcServer({ 'business.categories': () => ({ data: categories }), 'business.locations': () => ({ data: locations }) });
    renderWithApp(
      {
        '/': (
          <LanguageProvider language="kn">
            <HomePage />
          </LanguageProvider>
        ),
      },
      { path: '/', fetch: server.fetchImpl, queryDefaults: { queries: { retry: false } } },
    );

    const chips = within(await screen.findByRole('navigation', { name: 'ಹುಡುಕಾಟದ ಕೆಳಗಿನ ಜನಪ್ರಿಯ ವರ್ಗಗಳು' }));
    expect(chips.getAllByRole('link').map((chip) => chip.textContent)).toEqual([
      'Restaurant',
      'ಆರೋಗ್ಯ ಮತ್ತು ಫಿಟ್‌ನೆಸ್',
      'Retail',
      'Automotive',
      'Pharmacies',
      'Salons',
    ]);

    const tiles = sectionNamed('ವರ್ಗದ ಪ್ರಕಾರ ಹುಡುಕಿ');
    const tile = await within(tiles).findByRole('link', { name: /ಆರೋಗ್ಯ ಮತ್ತು ಫಿಟ್‌ನೆಸ್/ });
    expect(tile.getAttribute('href')).toBe('/categories/health-and-fitness');
    expect(within(tiles).getByRole('link', { name: /Restaurant/ })).toBeTruthy();

    const cards = within(sectionNamed('ಜನಪ್ರಿಯ ಪ್ರದೇಶಗಳು'))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/search'));
    expect(cards[0]?.textContent).toContain('ಎಂಟನೇ ಸ್ಥಳ');
    // The search it opens names the place as the search knows it.
    expect(cards[0]?.getAttribute('href')).toBe('/search?location=Place+8&pincode=560018');
    expect(cards[1]?.textContent).toContain('Place 7');
  });
});
