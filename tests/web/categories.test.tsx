import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@contracts/languages.ts';
import { CategoriesPage } from '../../web/src/features/categories/CategoriesPage.tsx';
import { CategoryPage } from '../../web/src/features/categories/CategoryPage.tsx';
import { loadCatalogue } from '../../web/src/i18n/catalogues.ts';
import { LanguageProvider } from '../../web/src/i18n/language.tsx';
import { CATEGORY_PALETTE } from '../../web/src/lib/category-style.ts';
import { callsTo, renderWithApp, trpcFetch } from './support/trpc.tsx';

const renderAt = (path: string, fetchImpl: typeof fetch) =>
  renderWithApp(
    { '/categories': <CategoriesPage />, '/categories/:category': <CategoryPage /> },
    { path, fetch: fetchImpl, queryDefaults: { queries: { retry: false } } },
  );

const category = (name: string, slug: string, count: number, extra: Record<string, unknown> = {}) => ({
  _id: `c-${slug}`,
  name,
  slug,
  icon: 'dumbbell',
  color: '#000000',
  description: `${name} near you`,
  tagline: `${name} tagline`,
  image: null,
  count,
  ...extra,
});

const CATEGORIES = [
  category('Retail', 'retail', 10),
  category('Health & Fitness', 'health-and-fitness', 30),
  category('AC & Appliance Repair', 'ac-and-appliance-repair', 20),
];

function business(n: number, subcategory: string | null) {
  return {
    _id: `b${n}`,
    businessName: `Business ${n}`,
    name: `Business ${n}`,
    tagline: null,
    description: 'A place',
    category: 'Health & Fitness',
    categorySlug: 'health-and-fitness',
    subcategory,
    rating: { average: 0, count: 0 },
    address: `${n}, Main Road, Bengaluru`,
    location: {
      address: null,
      locality: null,
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
    priceRange: 2,
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
  };
}

function listPage(businesses: unknown[], page: number, total: number, limit = 20) {
  return { businesses, total, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
}

/** docs/product.md §3.8 worked out independently of the page: character codes summed, modulo the palette size. */
function expectedColour(name: string): string {
  const sum = [...name].reduce((total, char) => total + char.charCodeAt(0), 0);
  const hex = CATEGORY_PALETTE[sum % CATEGORY_PALETTE.length] as string;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('CategoriesPage', () => {
  it('shows the loading text, then busiest-first tiles with slug links, palette colours and the counts header', async () => {
    const fetchImpl = trpcFetch({ 'business.categories': () => ({ data: CATEGORIES }) });
    renderAt('/categories', fetchImpl);

    expect(screen.getByText('LOADING CATEGORIES')).toBeTruthy();
    const summary = await screen.findByTestId('categories-summary');
    expect(summary.textContent).toContain('3 categories');
    expect(summary.textContent).toContain('60 businesses');

    const tiles = within(screen.getByRole('region', { name: 'Categories' })).getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/categories/health-and-fitness',
      '/categories/ac-and-appliance-repair',
      '/categories/retail',
    ]);
    const first = tiles[0] as HTMLElement;
    expect(first.textContent).toContain('Health & Fitness near you');
    expect(first.textContent).toContain('30 businesses');
    const icons = screen.getAllByTestId('category-icon');
    expect(icons.map((icon) => icon.style.backgroundColor)).toEqual(
      ['Health & Fitness', 'AC & Appliance Repair', 'Retail'].map(expectedColour),
    );
  });

  it('narrows the tiles as the visitor types, says how many are shown, and offers a way on when none match', async () => {
    renderAt('/categories', trpcFetch({ 'business.categories': () => ({ data: CATEGORIES }) }));
    await screen.findByTestId('categories-summary');
    const box = screen.getByRole('searchbox', { name: 'Find a category' });
    const tiles = () =>
      within(screen.getByRole('region', { name: 'Categories' }))
        .queryAllByRole('link')
        .map((tile) => tile.getAttribute('href'))
        .filter((href) => href?.startsWith('/categories/'));
    const count = () => within(screen.getByRole('region', { name: 'Categories' })).getByRole('status').textContent;
    expect(count()).toBe('');

    fireEvent.change(box, { target: { value: 'Fitness' } });
    expect(tiles()).toEqual(['/categories/health-and-fitness']);
    expect(count()).toBe('Showing 1 of 3 categories');
    // '&' may be written 'and', and every word typed counts, wherever it is in the name.
    fireEvent.change(box, { target: { value: 'appliance  and ac ' } });
    expect(tiles()).toEqual(['/categories/ac-and-appliance-repair']);
    // The description counts too ('… near you'), busiest first as before.
    fireEvent.change(box, { target: { value: 'near you' } });
    expect(tiles()).toEqual(['/categories/health-and-fitness', '/categories/ac-and-appliance-repair', '/categories/retail']);

    fireEvent.change(box, { target: { value: 'dosa' } });
    expect(tiles()).toEqual([]);
    expect(count()).toBe('Showing 0 of 3 categories');
    expect(screen.getByText('No category matches “dosa”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search businesses for “dosa”' }).getAttribute('href')).toBe('/search?query=dosa');
    fireEvent.click(screen.getByRole('button', { name: 'Show all categories' }));
    expect(tiles()).toHaveLength(3);
    expect((box as HTMLInputElement).value).toBe('');
    expect(count()).toBe('');
  });

  it('shows the empty state when there are no categories', async () => {
    renderAt('/categories', trpcFetch({ 'business.categories': () => ({ data: [] }) }));
    expect(await screen.findByText('No categories found')).toBeTruthy();
  });

  it('offers Try Again after a failure and then shows the categories', async () => {
    let fail = true;
    const fetchImpl = trpcFetch({
      'business.categories': () => (fail ? { error: { message: 'Down', httpStatus: 503 } } : { data: CATEGORIES }),
    });
    renderAt('/categories', fetchImpl);
    const retry = await screen.findByRole('button', { name: 'Try Again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: /Retail/ })).toBeTruthy();
  });

  it('sends List Your Business to the add-business screen and Suggest a Category to the contact page', async () => {
    renderAt('/categories', trpcFetch({ 'business.categories': () => ({ data: [] }) }));
    await screen.findByText('No categories found');
    expect(screen.getByRole('link', { name: 'Suggest a Category' }).getAttribute('href')).toBe('/contact');
    const list = screen.getByRole('link', { name: 'List Your Business' });
    expect(list.getAttribute('target')).toBeNull();
    expect(list.getAttribute('href')).toBe('/add-business');
  });
});

describe('CategoryPage', () => {
  const twentyFive = Array.from({ length: 25 }, (_, n) => business(n + 1, n % 2 === 0 ? 'Gym' : 'Yoga'));

  function pagedList(input: Record<string, unknown>) {
    const page = Number(input.page ?? 1);
    return { data: listPage(twentyFive.slice((page - 1) * 20, page * 20), page, twentyFive.length) };
  }

  it('shows the hero from the category record and asks for 20 businesses of that category', async () => {
    const fetchImpl = trpcFetch({ 'business.categories': () => ({ data: CATEGORIES }), 'business.list': pagedList });
    renderAt('/categories/health-and-fitness', fetchImpl);

    expect(await screen.findByText('Health & Fitness tagline')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Health & Fitness');
    await screen.findByText('Business 1');
    expect(callsTo(fetchImpl, 'business.list')[0]).toMatchObject({ category: 'health-and-fitness', page: 1, limit: 20 });
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('narrows the list to a sub-category pill and back to All', async () => {
    renderAt(
      '/categories/health-and-fitness',
      trpcFetch({ 'business.categories': () => ({ data: CATEGORIES }), 'business.list': pagedList }),
    );
    await screen.findByText('Business 1');
    const pills = within(screen.getByRole('group', { name: 'Sub-categories' }));
    expect(pills.getAllByRole('button').map((pill) => pill.textContent)).toEqual(['All', 'Gym', 'Yoga']);

    fireEvent.click(pills.getByRole('button', { name: 'Yoga' }));
    expect(pills.getByRole('button', { name: 'Yoga' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Business 1')).toBeNull();
    expect(screen.getByText('Business 2')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);

    fireEvent.click(pills.getByRole('button', { name: 'All' }));
    expect(screen.getAllByRole('article')).toHaveLength(20);
  });

  it('appends the next page on Load More and hides the button on the last page', async () => {
    const fetchImpl = trpcFetch({ 'business.categories': () => ({ data: CATEGORIES }), 'business.list': pagedList });
    renderAt('/categories/health-and-fitness', fetchImpl);
    await screen.findByText('Business 20');
    expect(screen.getAllByRole('article')).toHaveLength(20);

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('Business 25');
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.getByText('Business 1')).toBeTruthy();
    expect(callsTo(fetchImpl, 'business.list').map((input) => input.page)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('sends the search text to the server and starts again at page 1', async () => {
    const fetchImpl = trpcFetch({ 'business.categories': () => ({ data: CATEGORIES }), 'business.list': pagedList });
    renderAt('/categories/health-and-fitness', fetchImpl);
    await screen.findByText('Business 1');
    fireEvent.change(screen.getByLabelText('Search in Health & Fitness'), { target: { value: 'crossfit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsTo(fetchImpl, 'business.list').at(-1)).toMatchObject({ search: 'crossfit', page: 1 }));
  });

  it('says the category is not found when no category has that slug', async () => {
    renderAt(
      '/categories/unicorn-grooming',
      trpcFetch({ 'business.categories': () => ({ data: CATEGORIES }), 'business.list': () => ({ data: listPage([], 1, 0) }) }),
    );
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeTruthy();
    expect(screen.getByText('We have no category called “Unicorn Grooming”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all categories' }).getAttribute('href')).toBe('/categories');
  });

  it('names the category from the route when the category records cannot be loaded', async () => {
    renderAt(
      '/categories/food-and-beverage',
      trpcFetch({
        'business.categories': () => ({ error: { message: 'Down', httpStatus: 503 } }),
        'business.list': () => ({ data: listPage([], 1, 0) }),
      }),
    );
    expect(await screen.findByText('No businesses found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Food & Beverage');
  });
});

describe('categories on a Kannada or Hindi page', () => {
  beforeAll(async () => {
    await Promise.all(
      (['kn', 'hi'] as const).flatMap((language) => [loadCatalogue(language, 'shell'), loadCatalogue(language, 'categories')]),
    );
  });

  /** Health & Fitness written in Kannada (its tagline in Hindi too); the others in English only. */
  const WRITTEN = [
    category('Retail', 'retail', 10, { nameKn: null, nameHi: null, descriptionKn: null, descriptionHi: null, taglineKn: null }),
    category('Health & Fitness', 'health-and-fitness', 30, {
      nameKn: 'ಆರೋಗ್ಯ ಮತ್ತು ಫಿಟ್‌ನೆಸ್',
      nameHi: 'स्वास्थ्य और फिटनेस',
      descriptionKn: 'ನಿಮ್ಮ ಹತ್ತಿರದ ಜಿಮ್‌ಗಳು ಮತ್ತು ಯೋಗ',
      descriptionHi: null,
      taglineKn: 'ಸದೃಢವಾಗಿರಿ',
      taglineHi: 'फिट रहें',
    }),
    category('AC & Appliance Repair', 'ac-and-appliance-repair', 20),
  ];

  const renderIn = (language: Language, path: string) =>
    renderWithApp(
      {
        '/categories': (
          <LanguageProvider language={language}>
            <CategoriesPage />
          </LanguageProvider>
        ),
        '/categories/:category': (
          <LanguageProvider language={language}>
            <CategoryPage />
          </LanguageProvider>
        ),
      },
      {
        path,
        fetch: trpcFetch({ 'business.categories': () => ({ data: WRITTEN }), 'business.list': () => ({ data: listPage([], 1, 0) }) }),
        queryDefaults: { queries: { retry: false } },
      },
    );
  const tiles = () => screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/categories/'));

  it('names each tile in Kannada with its Kannada description, in English where none was written, in the same order and colours', async () => {
    renderIn('kn', '/categories');
    await screen.findByTestId('categories-summary');
    const [health, repair, retail] = tiles() as [HTMLElement, HTMLElement, HTMLElement];
    expect(health.getAttribute('href')).toBe('/categories/health-and-fitness');
    expect(health.textContent).toContain('ಆರೋಗ್ಯ ಮತ್ತು ಫಿಟ್‌ನೆಸ್');
    expect(health.textContent).toContain('ನಿಮ್ಮ ಹತ್ತಿರದ ಜಿಮ್‌ಗಳು ಮತ್ತು ಯೋಗ');
    expect(health.textContent).not.toContain('Health & Fitness');
    expect(repair.textContent).toContain('AC & Appliance Repair');
    expect(retail.textContent).toContain('Retail near you');
    // A category keeps its colour in every language: it follows the English name.
    expect(screen.getAllByTestId('category-icon').map((icon) => icon.style.backgroundColor)).toEqual(
      ['Health & Fitness', 'AC & Appliance Repair', 'Retail'].map(expectedColour),
    );
  });

  it('finds a category by its Kannada name as well as its English one', async () => {
    renderIn('kn', '/categories');
    await screen.findByTestId('categories-summary');
    const box = screen.getByRole('searchbox', { name: 'ವರ್ಗವನ್ನು ಹುಡುಕಿ' });
    const hrefs = () => tiles().map((tile) => tile.getAttribute('href'));

    fireEvent.change(box, { target: { value: 'ಫಿಟ್‌ನೆಸ್' } });
    expect(hrefs()).toEqual(['/categories/health-and-fitness']);
    // Typed without the joiner that only shapes the conjunct, too.
    fireEvent.change(box, { target: { value: 'ಆರೋಗ್ಯ ಫಿಟ್\u200dನೆಸ್' } });
    expect(hrefs()).toEqual(['/categories/health-and-fitness']);
    fireEvent.change(box, { target: { value: 'ಫಿಟ್ನೆಸ್' } });
    expect(hrefs()).toEqual(['/categories/health-and-fitness']);
    // A vowel sign is part of the word: 'ಯೋಗ' (yoga, in the Kannada description) is not 'ಯಗ'.
    fireEvent.change(box, { target: { value: 'ಯೋಗ' } });
    expect(hrefs()).toEqual(['/categories/health-and-fitness']);
    fireEvent.change(box, { target: { value: 'ಯಗ' } });
    expect(hrefs()).toEqual([]);
    fireEvent.change(box, { target: { value: 'fitness' } });
    expect(hrefs()).toEqual(['/categories/health-and-fitness']);
    fireEvent.change(box, { target: { value: 'retail' } });
    expect(hrefs()).toEqual(['/categories/retail']);
  });

  it("does not find a category by another language's name", async () => {
    renderIn('hi', '/categories');
    await screen.findByTestId('categories-summary');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ಫಿಟ್‌ನೆಸ್' } });
    expect(tiles()).toEqual([]);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'स्वास्थ्य' } });
    expect(tiles().map((tile) => tile.getAttribute('href'))).toEqual(['/categories/health-and-fitness']);
  });

  it("heads a category's page with its Kannada name and tagline", async () => {
    renderIn('kn', '/categories/health-and-fitness');
    expect(await screen.findByText('ಸದೃಢವಾಗಿರಿ')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ಆರೋಗ್ಯ ಮತ್ತು ಫಿಟ್‌ನೆಸ್');
  });

  it("heads it with the English name and tagline where none was written in the page's language", async () => {
    renderIn('kn', '/categories/retail');
    expect(await screen.findByText('Retail tagline')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Retail');
  });

  it('keeps the English on an English page', async () => {
    renderIn('en', '/categories/health-and-fitness');
    expect(await screen.findByText('Health & Fitness tagline')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Health & Fitness');
  });
});
