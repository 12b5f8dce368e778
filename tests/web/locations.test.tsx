import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@contracts/languages.ts';
import { LocationPage } from '../../web/src/features/locations/LocationPage.tsx';
import { LocationsPage } from '../../web/src/features/locations/LocationsPage.tsx';
import { loadCatalogue } from '../../web/src/i18n/catalogues.ts';
import { LanguageProvider } from '../../web/src/i18n/language.tsx';
import { callsTo, renderWithApp, trpcFetch, type Answer } from './support/trpc.tsx';

const renderAt = (path: string, fetchImpl: typeof fetch) =>
  renderWithApp(
    { '/locations': <LocationsPage />, '/locations/:location': <LocationPage /> },
    { path, fetch: fetchImpl, queryDefaults: { queries: { retry: false } } },
  );

const place = (name: string, slug: string, latitude: number | null, longitude: number | null, pincodes: string[], count = 5) => ({
  _id: `l-${slug}`,
  name,
  slug,
  description: `${name} is a locality`,
  image: null,
  latitude,
  longitude,
  pincodes,
  count,
});

/** Around BTM Layout (12.93, 77.60): a kilometre is about 0.009° of latitude. */
const LOCATIONS = [
  place('BTM Layout', 'btm-layout', 12.93, 77.6, ['560029', '560076']),
  place('Far Town', 'far-town', 13.2, 77.6, ['560099']),
  place('Near One', 'near-one', 12.939, 77.6, ['560001']),
  place('Nowhere Known', 'nowhere-known', null, null, []),
  place('Near Three', 'near-three', 12.93, 77.63, ['560003']),
  place('Near Two', 'near-two', 12.91, 77.6, ['560002']),
  place('Jayanagar', 'jayanagar', 12.88, 77.6, ['560011', '560041', '560069', '560070', '560082'], 16),
];

/** Retail's Kannada name. */
const RETAIL_KN = 'ಚಿಲ್ಲರೆ ಅಂಗಡಿಗಳು';

/** The category records the location page names the search's categories by: Retail written in Kannada too. */
const CATEGORY_LIST = {
  'business.categories': (): Answer => ({
    data: ['Retail', 'Salons', 'Dentists'].map((name) => ({
      _id: `c-${name}`,
      name,
      nameKn: name === 'Retail' ? RETAIL_KN : null,
      nameHi: null,
      slug: name.toLowerCase(),
      icon: 'store',
      color: '#000000',
      description: null,
      descriptionKn: null,
      descriptionHi: null,
      tagline: null,
      taglineKn: null,
      taglineHi: null,
      image: null,
      count: 3,
    })),
  }),
};

function business(n: number, category: string, rating: { average: number; count: number }) {
  return {
    _id: `b${n}`,
    businessName: `Business ${n}`,
    name: `Business ${n}`,
    tagline: null,
    description: 'A place',
    category,
    categorySlug: category.toLowerCase(),
    subcategory: null,
    rating,
    address: `${n}, Main Road, BTM Layout`,
    location: {
      address: null,
      locality: 'BTM Layout',
      city: 'Bengaluru',
      province: 'Karnataka',
      postalCode: null,
      pincode: null,
      latitude: null,
      longitude: null,
    },
    phone: null,
    email: null,
    website: null,
    pincode: null,
    googleMapsUrl: null,
    priceRange: 1,
    isVerified: true,
    isFeatured: false,
    featuredAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    services: [],
    features: [],
    exclusiveAmenities: [],
    keywords: [],
    businessHours: {},
    openNow: true,
    images: [],
  };
}

const BTM_BUSINESSES = [
  business(1, 'Retail', { average: 4, count: 3 }),
  business(2, 'Retail', { average: 5, count: 1 }),
  business(3, 'Salons', { average: 0, count: 0 }),
  business(4, 'Retail', { average: 3, count: 2 }),
  business(5, 'Dentists', { average: 0, count: 0 }),
];

function searchPage(businesses: unknown[], total: number, limit: number, page = 1) {
  return { data: { businesses, total, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } } };
}

/** The location page's three kinds of search: open-now count, the overview sample, and the listing itself. */
function locationSearch(input: Record<string, unknown>): Answer {
  if (input.openNow === true) return searchPage([BTM_BUSINESSES[0]], 3, 1);
  const matching = BTM_BUSINESSES.filter((entry) => !input.category || entry.category === input.category);
  return searchPage(matching, matching.length, Number(input.limit));
}

describe('LocationsPage', () => {
  it('links each card to the search for its name and first pincode, with at most 3 pincodes and +N more', async () => {
    renderAt('/locations', trpcFetch({ 'business.locations': () => ({ data: LOCATIONS }) }));

    const btm = await screen.findByRole('link', { name: 'BTM Layout' });
    expect(btm.getAttribute('href')).toBe('/search?location=BTM%20Layout&pincode=560029');
    expect(screen.getByRole('link', { name: 'Nowhere Known' }).getAttribute('href')).toBe('/search?location=Nowhere%20Known&pincode=');

    const jayanagar = screen.getByRole('link', { name: 'Jayanagar' }).closest('article') as HTMLElement;
    const pincodes = within(within(jayanagar).getByRole('list', { name: 'Pincodes' })).getAllByRole('listitem');
    expect(pincodes.map((item) => item.textContent)).toEqual(['560011', '560041', '560069', '+2 more']);
    expect(within(jayanagar).getByText('16 businesses')).toBeTruthy();
    expect(
      within(jayanagar)
        .getByRole('link', { name: /About Jayanagar/ })
        .getAttribute('href'),
    ).toBe('/locations/jayanagar');
  });

  it('narrows the cards to a name or a pincode as the visitor types, with a count, and a way on when none match', async () => {
    renderAt('/locations', trpcFetch({ 'business.locations': () => ({ data: LOCATIONS }) }));
    await screen.findByRole('link', { name: 'BTM Layout' });
    const box = screen.getByRole('searchbox', { name: 'Find a locality' });
    const type = (value: string) => fireEvent.change(box, { target: { value } });
    const names = () =>
      within(screen.getByRole('region', { name: 'Locations' }))
        .queryAllByRole('heading')
        .map((heading) => heading.textContent);
    const count = () => within(screen.getByRole('region', { name: 'Locations' })).getByRole('status').textContent;

    type('btm');
    expect(names()).toEqual(['BTM Layout']);
    expect(count()).toBe('Showing 1 of 7 localities');
    // A name typed without its space is the same name.
    type('Jaya Nagar');
    expect(names()).toEqual(['Jayanagar']);
    // Digits are the start of a pincode: the one locality without pincodes is left out.
    type('5600');
    expect(names()).toEqual(['BTM Layout', 'Far Town', 'Near One', 'Near Three', 'Near Two', 'Jayanagar']);
    type('560070');
    expect(names()).toEqual(['Jayanagar']);

    type('Koramangala');
    expect(names()).toEqual([]);
    expect(count()).toBe('Showing 0 of 7 localities');
    expect(screen.getByText('No locality matches “Koramangala”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search businesses in “Koramangala”' }).getAttribute('href')).toBe(
      '/search?location=Koramangala',
    );
    type('560095');
    expect(screen.getByRole('link', { name: 'Search businesses in “560095”' }).getAttribute('href')).toBe('/search?pincode=560095');
    fireEvent.click(screen.getByRole('button', { name: 'Show all localities' }));
    expect(names()).toHaveLength(7);
    expect(count()).toBe('');
  });

  it('shows 8 skeleton cards while loading', () => {
    renderAt('/locations', trpcFetch({ 'business.locations': () => new Promise<Answer>(() => undefined) }));
    expect(screen.getByRole('status', { name: 'Loading locations' }).children).toHaveLength(8);
  });

  it('shows the error message with Try Again, which loads the locations', async () => {
    let fail = true;
    renderAt(
      '/locations',
      trpcFetch({ 'business.locations': () => (fail ? { error: { message: 'Down', httpStatus: 503 } } : { data: LOCATIONS }) }),
    );
    expect(await screen.findByText('Failed to load locations. Please make sure locations are created in the Admin panel.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'BTM Layout' })).toBeTruthy();
  });

  it('shows the empty state with a way to all businesses', async () => {
    renderAt('/locations', trpcFetch({ 'business.locations': () => ({ data: [] }) }));
    expect(await screen.findByText('No Locations Available')).toBeTruthy();
    expect(screen.getByText('No locations found in Location Management system')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Businesses' }).getAttribute('href')).toBe('/businesses');
    expect(screen.getByRole('link', { name: 'Suggest a Location' }).getAttribute('href')).toBe('/contact');
  });
});

describe('LocationPage', () => {
  it('says the location is not found for an unknown name', async () => {
    renderAt('/locations/atlantis', trpcFetch({ 'business.locations': () => ({ data: LOCATIONS }) }));
    expect(await screen.findByRole('heading', { name: 'Location not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all locations' }).getAttribute('href')).toBe('/locations');
  });

  it('finds the locality by its name as well as its slug, and opens Google Maps at its centre', async () => {
    renderAt(
      '/locations/BTM%20Layout',
      trpcFetch({
        ...CATEGORY_LIST,
        'business.locations': () => ({ data: LOCATIONS }),
        'business.search': locationSearch,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'BTM Layout' })).toBeTruthy();
    const map = screen.getByRole('link', { name: /View Map/ });
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=12.93,77.6');
    expect(map.getAttribute('target')).toBe('_blank');
  });

  it('lists the 4 nearest other localities, nearest first, skipping those without coordinates', async () => {
    renderAt(
      '/locations/btm-layout',
      trpcFetch({
        ...CATEGORY_LIST,
        'business.locations': () => ({ data: LOCATIONS }),
        'business.search': locationSearch,
      }),
    );
    const section = await screen.findByRole('region', { name: 'Neighbouring localities' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/locations/near-one',
      '/locations/near-two',
      '/locations/near-three',
      '/locations/jayanagar',
    ]);
    expect(links[0]?.textContent).toContain('1.0 km');
  });

  it('says "10+" open now when the search counted only so far', async () => {
    const fetchImpl = trpcFetch({
      ...CATEGORY_LIST,
      'business.locations': () => ({ data: LOCATIONS }),
      'business.search': (input) => {
        if (input.openNow !== true) return locationSearch(input);
        const page = searchPage([BTM_BUSINESSES[0]], 11, 1);
        return { data: { ...page.data, totalIsLowerBound: true } };
      },
    });
    renderAt('/locations/btm-layout', fetchImpl);
    const glance = await screen.findByRole('region', { name: 'BTM Layout at a glance' });
    await waitFor(() => expect(within(glance).getByText('Open now').nextElementSibling?.textContent).toBe('10+'));
  });

  it('computes the glance figures from the real listings', async () => {
    const fetchImpl = trpcFetch({
      ...CATEGORY_LIST,
      'business.locations': () => ({ data: LOCATIONS }),
      'business.search': locationSearch,
    });
    renderAt('/locations/btm-layout', fetchImpl);
    const glance = await screen.findByRole('region', { name: 'BTM Layout at a glance' });
    await waitFor(() => expect(within(glance).getByText('Open now').nextElementSibling?.textContent).toBe('3'));
    const figure = (label: string) => within(glance).getByText(label).nextElementSibling?.textContent;
    expect(figure('Businesses')).toBe('5');
    // (4 + 5 + 3) / 3 rated businesses; the two without reviews do not count as zero.
    expect(figure('Average rating')).toBe('4.0');
    expect(figure('Categories')).toBe('3');
    expect(callsTo(fetchImpl, 'business.search')).toContainEqual(expect.objectContaining({ location: 'BTM Layout', openNow: true }));
  });

  it('filters by a category chip and sorts by distance from the locality centre', async () => {
    const fetchImpl = trpcFetch({
      ...CATEGORY_LIST,
      'business.locations': () => ({ data: LOCATIONS }),
      'business.search': locationSearch,
    });
    renderAt('/locations/btm-layout', fetchImpl);
    const chips = within(await screen.findByRole('group', { name: 'Categories' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual(['All', 'Retail', 'Dentists', 'Salons']);
    await screen.findByText('Business 5');

    fireEvent.click(chips.getByRole('button', { name: 'Retail' }));
    await waitFor(() => expect(screen.queryByText('Business 5')).toBeNull());
    expect(screen.getByText('Showing 1–3 of 3 businesses')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'distance' } });
    await waitFor(() =>
      expect(callsTo(fetchImpl, 'business.search').at(-1)).toMatchObject({
        location: 'BTM Layout',
        category: 'Retail',
        sort: 'distance',
        lat: 12.93,
        lng: 77.6,
        page: 1,
      }),
    );
  });
});

describe('locations on a Kannada page', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('kn', 'shell'), loadCatalogue('kn', 'locations')]);
  });

  /** BTM Layout and Near One written in Kannada; the others in English only. */
  const WRITTEN = LOCATIONS.map((location) =>
    location.slug === 'btm-layout'
      ? { ...location, nameKn: 'ಬಿಟಿಎಂ ಲೇಔಟ್', nameHi: 'बीटीएम लेआउट', descriptionKn: 'ದಕ್ಷಿಣ ಬೆಂಗಳೂರಿನ ಬಡಾವಣೆ', descriptionHi: null }
      : location.slug === 'near-one'
        ? { ...location, nameKn: 'ಹತ್ತಿರದ ಒಂದು', nameHi: null, descriptionKn: null, descriptionHi: null }
        : { ...location, nameKn: null, nameHi: null, descriptionKn: null, descriptionHi: null },
  );

  const renderIn = (language: Language, path: string) =>
    renderWithApp(
      {
        '/locations': (
          <LanguageProvider language={language}>
            <LocationsPage />
          </LanguageProvider>
        ),
        '/locations/:location': (
          <LanguageProvider language={language}>
            <LocationPage />
          </LanguageProvider>
        ),
      },
      {
        path,
        fetch: trpcFetch({ ...CATEGORY_LIST, 'business.locations': () => ({ data: WRITTEN }), 'business.search': locationSearch }),
        queryDefaults: { queries: { retry: false } },
      },
    );
  const cardNames = () =>
    within(screen.getByRole('region', { name: 'ಪ್ರದೇಶಗಳು' }))
      .queryAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);

  it('names each card in Kannada with its Kannada description, in English where none was written, in the same order', async () => {
    renderIn('kn', '/locations');
    await waitFor(() => expect(cardNames()).toHaveLength(LOCATIONS.length));
    expect(cardNames().slice(0, 3)).toEqual(['ಬಿಟಿಎಂ ಲೇಔಟ್', 'Far Town', 'ಹತ್ತಿರದ ಒಂದು']);
    expect(screen.getByText('ದಕ್ಷಿಣ ಬೆಂಗಳೂರಿನ ಬಡಾವಣೆ')).toBeTruthy();
    expect(screen.getByText('Far Town is a locality')).toBeTruthy();
    // The search the card opens still names the place as the search knows it.
    expect(screen.getByRole('link', { name: 'ಬಿಟಿಎಂ ಲೇಔಟ್' }).getAttribute('href')).toBe('/search?location=BTM%20Layout&pincode=560029');
  });

  it('finds a locality by its Kannada name as well as its English one', async () => {
    renderIn('kn', '/locations');
    await waitFor(() => expect(cardNames()).toHaveLength(LOCATIONS.length));
    const box = screen.getByRole('searchbox', { name: 'ಪ್ರದೇಶವನ್ನು ಹುಡುಕಿ' });
    fireEvent.change(box, { target: { value: 'ಬಿಟಿಎಂ' } });
    expect(cardNames()).toEqual(['ಬಿಟಿಎಂ ಲೇಔಟ್']);
    // Written without its space, as a name is often typed.
    fireEvent.change(box, { target: { value: 'ಬಿಟಿಎಂಲೇಔಟ್' } });
    expect(cardNames()).toEqual(['ಬಿಟಿಎಂ ಲೇಔಟ್']);
    fireEvent.change(box, { target: { value: 'btm' } });
    expect(cardNames()).toEqual(['ಬಿಟಿಎಂ ಲೇಔಟ್']);
    fireEvent.change(box, { target: { value: 'near' } });
    expect(cardNames()).toEqual(['ಹತ್ತಿರದ ಒಂದು', 'Near Three', 'Near Two']);
  });

  it("heads a locality's page in Kannada, names its neighbours and its categories so, and searches by the English names", async () => {
    const fetchImpl = trpcFetch({ ...CATEGORY_LIST, 'business.locations': () => ({ data: WRITTEN }), 'business.search': locationSearch });
    renderWithApp(
      {
        '/locations/:location': (
          <LanguageProvider language="kn">
            <LocationPage />
          </LanguageProvider>
        ),
      },
      { path: '/locations/btm-layout', fetch: fetchImpl, queryDefaults: { queries: { retry: false } } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'ಬಿಟಿಎಂ ಲೇಔಟ್' })).toBeTruthy();
    expect(screen.getByText('ದಕ್ಷಿಣ ಬೆಂಗಳೂರಿನ ಬಡಾವಣೆ')).toBeTruthy();

    const neighbours = within(screen.getByRole('region', { name: 'ಹತ್ತಿರದ ಪ್ರದೇಶಗಳು' }));
    expect(neighbours.getAllByRole('link').map((link) => link.querySelector('.font-medium')?.textContent)).toEqual([
      'ಹತ್ತಿರದ ಒಂದು',
      'Near Two',
      'Near Three',
      'Jayanagar',
    ]);

    const chips = within(await screen.findByRole('group', { name: 'ವರ್ಗಗಳು' }));
    await waitFor(() =>
      expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual(['ಎಲ್ಲ', RETAIL_KN, 'Dentists', 'Salons']),
    );
    const popular = within(screen.getByRole('region', { name: 'ಜನಪ್ರಿಯ ವರ್ಗಗಳು' }));
    expect(popular.getByRole('button', { name: new RegExp(`^${RETAIL_KN}`) })).toBeTruthy();

    fireEvent.click(chips.getByRole('button', { name: RETAIL_KN }));
    await waitFor(() => expect(callsTo(fetchImpl, 'business.search').at(-1)).toMatchObject({ location: 'BTM Layout', category: 'Retail' }));
  });
});
