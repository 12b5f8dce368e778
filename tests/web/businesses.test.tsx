import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BusinessesPage } from '../../web/src/features/businesses/BusinessesPage.tsx';
import { loadCatalogue } from '../../web/src/i18n/catalogues.ts';
import { LanguageProvider } from '../../web/src/i18n/language.tsx';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import type { BusinessCardData, Category } from '../../web/src/lib/types.ts';
import { callsTo, currentParams, renderWithApp, trpcFetch, type Input } from './support/trpc.tsx';

interface ListAnswer {
  businesses: BusinessCardData[];
  total: number;
  totalIsLowerBound?: boolean;
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

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
    rating: { average: 0, count: 0 },
    address: '12, Main Road, Jayanagar, Bengaluru, Karnataka 560011',
    location: {
      address: null,
      locality: 'Jayanagar',
      city: 'Bengaluru',
      province: 'Karnataka',
      postalCode: '560011',
      pincode: '560011',
      latitude: null,
      longitude: null,
    },
    phone: null,
    email: null,
    website: null,
    pincode: '560011',
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
    openNow: false,
    images: [],
  } as unknown as BusinessCardData;
}

/** Page `page` of `total` businesses, 12 a page, named after their tag and position. */
function listPage(tag: string, page: number, total: number): ListAnswer {
  const totalPages = Math.ceil(total / 12);
  const count = Math.max(0, Math.min(12, total - (page - 1) * 12));
  const businesses = Array.from({ length: count }, (_, n) => business(`${tag}-${page}-${n}`, `${tag} ${(page - 1) * 12 + n + 1}`));
  return { businesses, total, pagination: { page, limit: 12, total, totalPages } };
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
    count: 5,
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
    count: 3,
  },
] as unknown as Category[];

/** The listing's server: the real categories, and `list` for each page, which may hold its answer back to show the in-between state. */
function trpcServer(list: (input: Input) => ListAnswer | Promise<ListAnswer>) {
  const fetchImpl = trpcFetch({
    'business.categories': () => ({ data: CATEGORIES }),
    'business.list': async (input) => ({ data: await list(input) }),
  });
  return {
    fetchImpl,
    get lists() {
      return callsTo(fetchImpl, 'business.list');
    },
  };
}

const renderListing = (url: string, fetchImpl: typeof fetch) =>
  renderWithApp(
    {
      '/businesses': (
        <AuthProvider>
          <BusinessesPage />
        </AuthProvider>
      ),
    },
    { path: url, fetch: fetchImpl, queryDefaults: { queries: { retry: false, staleTime: 30_000 } }, showUrl: true },
  );

const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const urlParams = () => Object.fromEntries(currentParams());

describe('BusinessesPage', () => {
  it('shows the loading text, then the first 12 businesses with a back link and real category chips', async () => {
    const server = trpcServer((input) => listPage('All', Number(input.page), 30));
    renderListing('/businesses', server.fetchImpl);

    expect(screen.getByText('DISCOVERING LOCAL BUSINESSES')).toBeTruthy();
    await waitFor(() => expect(cardNames()).toHaveLength(12));
    expect(server.lists).toEqual([{ page: 1, limit: 12 }]);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Showing 12 of 30 businesses')).toBeTruthy();

    const chips = within(screen.getByRole('group', { name: 'Filter by category' }));
    await waitFor(() =>
      expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual(['All Businesses', 'Restaurant', 'Food & Beverage']),
    );
    expect(chips.getByRole('button', { name: 'All Businesses' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByText('No reviews yet')).toHaveLength(12);
  });

  it('appends the next page on Load More, shows Loading... meanwhile, and hides the button at the last page', async () => {
    let release: () => void = () => undefined;
    const server = trpcServer(async (input) => {
      const page = Number(input.page);
      if (page === 2) await new Promise<void>((resolve) => (release = resolve));
      return listPage('All', page, 30);
    });
    renderListing('/businesses', server.fetchImpl);
    await waitFor(() => expect(cardNames()).toHaveLength(12));

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    const busy = await screen.findByRole('button', { name: 'Loading...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(cardNames()).toHaveLength(12);

    await act(async () => release());
    await waitFor(() => expect(cardNames()).toHaveLength(24));
    expect(cardNames().slice(0, 2)).toEqual(['All 1', 'All 2']);
    expect(cardNames().slice(12, 14)).toEqual(['All 13', 'All 14']);
    expect(server.lists.at(-1)).toEqual({ page: 2, limit: 12 });

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cardNames()).toHaveLength(30));
    expect(server.lists.at(-1)).toEqual({ page: 3, limit: 12 });
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(screen.getByText('Showing 30 of 30 businesses')).toBeTruthy();
  });

  it("says a search's floor of a total with a plus, and keeps offering more while each page raises it", async () => {
    // Each page of a broad search knows a little more: 13 after page 1, 25 after page 2 (decision 019).
    const server = trpcServer((input) => {
      const page = Number(input.page);
      return { ...listPage('Dosa', page, 12 * page + 1), totalIsLowerBound: true };
    });
    renderListing('/businesses?search=dosa', server.fetchImpl);
    await waitFor(() => expect(cardNames()).toHaveLength(12));
    expect(screen.getByText('Showing 12 of 10+ businesses')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cardNames()).toHaveLength(24));
    expect(screen.getByText('Showing 24 of 20+ businesses')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeTruthy();
  });

  it('does not offer Load More when everything fits on one page', async () => {
    const server = trpcServer((input) => listPage('All', Number(input.page), 12));
    renderListing('/businesses', server.fetchImpl);
    await waitFor(() => expect(cardNames()).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('a category chip goes back to page 1, replaces the list and puts the category in the URL', async () => {
    const server = trpcServer((input) =>
      listPage(input.category === 'restaurant' ? 'Restaurant' : 'All', Number(input.page), input.category ? 14 : 30),
    );
    renderListing('/businesses?search=dosa', server.fetchImpl);
    await waitFor(() => expect(cardNames()).toHaveLength(12));
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cardNames()).toHaveLength(24));

    fireEvent.click(await screen.findByRole('button', { name: 'Restaurant' }));
    await waitFor(() => expect(cardNames()[0]).toBe('Restaurant 1'));
    expect(cardNames()).toHaveLength(12);
    expect(server.lists.at(-1)).toEqual({ page: 1, limit: 12, category: 'restaurant', search: 'dosa' });
    expect(urlParams()).toEqual({ search: 'dosa', category: 'restaurant' });
    expect(screen.getByRole('button', { name: 'Restaurant' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All Businesses' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cardNames()).toHaveLength(14));
    expect(server.lists.at(-1)).toEqual({ page: 2, limit: 12, category: 'restaurant', search: 'dosa' });
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('applies the search on Enter or the button, from page 1, and keeps the category', async () => {
    const server = trpcServer((input) => listPage(typeof input.search === 'string' ? input.search : 'All', Number(input.page), 20));
    renderListing('/businesses?category=Restaurant', server.fetchImpl);
    await waitFor(() => expect(cardNames()).toHaveLength(12));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restaurant' }).getAttribute('aria-pressed')).toBe('true'));
    expect(server.lists).toEqual([{ page: 1, limit: 12, category: 'Restaurant' }]);

    const box = screen.getByLabelText('Search businesses');
    fireEvent.change(box, { target: { value: ' biryani ' } });
    expect(server.lists).toHaveLength(1);
    // Enter in a one-field form submits it; jsdom has no implicit submission, so the submit is sent directly.
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(cardNames()[0]).toBe('biryani 1'));
    expect(server.lists.at(-1)).toEqual({ page: 1, limit: 12, category: 'Restaurant', search: 'biryani' });
    expect(urlParams()).toEqual({ category: 'Restaurant', search: 'biryani' });

    fireEvent.change(screen.getByLabelText('Search businesses'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(urlParams()).toEqual({ category: 'Restaurant' }));
    await waitFor(() => expect(cardNames()[0]).toBe('All 1'));
  });

  it('shows the empty state when nothing matches', async () => {
    const server = trpcServer((input) => listPage('None', Number(input.page), 0));
    renderListing('/businesses?search=zzzz', server.fetchImpl);
    expect(await screen.findByText('No businesses found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeTruthy();
    expect(screen.getByLabelText('Search businesses')).toHaveProperty('value', 'zzzz');
  });

  it('switches between grid and list', async () => {
    const server = trpcServer((input) => listPage('All', Number(input.page), 3));
    renderListing('/businesses', server.fetchImpl);
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    const list = screen.getByRole('button', { name: 'List view' });
    fireEvent.click(list);
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('article')[0]?.className).toContain('sm:flex-row');
  });
});

describe('BusinessesPage on a Kannada page', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('kn', 'shell'), loadCatalogue('kn', 'businesses')]);
  });

  it('names each category chip in Kannada where an admin wrote it, else in English, in the same order', async () => {
    const written = CATEGORIES.map((category) =>
      category.slug === 'restaurant' ? { ...category, nameKn: 'ಉಪಾಹಾರ ಗೃಹಗಳು', nameHi: null } : { ...category, nameKn: null, nameHi: null },
    );
    renderWithApp(
      {
        '/businesses': (
          <LanguageProvider language="kn">
            <AuthProvider>
              <BusinessesPage />
            </AuthProvider>
          </LanguageProvider>
        ),
      },
      {
        path: '/businesses',
        fetch: trpcFetch({
          'business.categories': () => ({ data: written }),
          'business.list': (input) => ({ data: listPage('All', Number(input.page), 3) }),
        }),
        queryDefaults: { queries: { retry: false } },
      },
    );
    const chips = within(screen.getByRole('group', { name: 'ವರ್ಗದ ಪ್ರಕಾರ ಫಿಲ್ಟರ್ ಮಾಡಿ' }));
    await waitFor(() =>
      expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual(['ಎಲ್ಲ ವ್ಯಾಪಾರಗಳು', 'ಉಪಾಹಾರ ಗೃಹಗಳು', 'Food & Beverage']),
    );
  });
});
