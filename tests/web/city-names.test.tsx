import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessCard } from '../../web/src/components/BusinessCard.tsx';
import { BusinessPage } from '../../web/src/features/business/BusinessPage.tsx';
import { DEMO_BUSINESS } from '../../web/src/features/business/demo-business.ts';
import { loadCatalogue } from '../../web/src/i18n/catalogues.ts';
import { LanguageProvider } from '../../web/src/i18n/language.tsx';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import type { BusinessCardData, BusinessDetail } from '../../web/src/lib/types.ts';
import { renderWithApp, trpcFetch } from './support/trpc.tsx';

/** A listing's name in Kannada and Hindi, under its English name on cards and the profile (docs/product.md §2.5, §2.12). */

const KANNADA = 'ಶ್ರೀ ಲಕ್ಷ್ಮಿ ಪ್ರಾವಿಷನ್ ಸ್ಟೋರ್ಸ್';
const HINDI = 'श्री लक्ष्मी प्रोविज़न स्टोर्स';

const BUSINESS: BusinessDetail = {
  ...DEMO_BUSINESS,
  _id: 'biz1',
  name: 'Sri Lakshmi Provision Stores',
  businessName: 'Sri Lakshmi Provision Stores',
  nameKn: KANNADA,
  nameHi: HINDI,
};

const cardOf = (business: BusinessDetail): BusinessCardData => business;

function renderCards(cards: BusinessCardData[]) {
  return renderWithApp(
    {
      '/search': (
        <>
          {cards.map((card) => (
            <BusinessCard key={card._id} business={card} />
          ))}
        </>
      ),
    },
    { path: '/search', fetch: trpcFetch({}) },
  );
}

describe('a result card', () => {
  it('shows the Kannada and Hindi names under the name, each in its language', () => {
    renderCards([cardOf(BUSINESS), cardOf({ ...BUSINESS, _id: 'biz2', name: 'Kaveri Stores', nameKn: null, nameHi: null })]);
    const [named, plain] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    const heading = within(named).getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe('Sri Lakshmi Provision Stores');

    const kannada = within(named).getByText(KANNADA);
    const hindi = within(named).getByText(HINDI);
    expect(kannada.getAttribute('lang')).toBe('kn');
    expect(hindi.getAttribute('lang')).toBe('hi');
    // One smaller line right under the name, not part of the heading or the link's name.
    expect(kannada.parentElement).toBe(hindi.parentElement);
    expect(heading.nextElementSibling).toBe(kannada.parentElement);
    expect(within(named).getByRole('link', { name: 'Sri Lakshmi Provision Stores' })).toBeTruthy();

    expect(plain.querySelector('[lang]')).toBeNull();
  });

  it('shows one name alone when the listing has only that one', () => {
    renderCards([cardOf({ ...BUSINESS, nameHi: null })]);
    const line = screen.getByText(KANNADA).parentElement as HTMLElement;
    expect(line.textContent).toBe(KANNADA);
  });
});

describe('a result card on a Kannada or Hindi page', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('kn', 'shell'), loadCatalogue('hi', 'shell')]);
  });

  const renderIn = (language: 'kn' | 'hi', cards: BusinessCardData[]) =>
    renderWithApp(
      {
        '/search': (
          <LanguageProvider language={language}>
            {cards.map((card) => (
              <BusinessCard key={card._id} business={card} />
            ))}
          </LanguageProvider>
        ),
      },
      { path: '/search', fetch: trpcFetch({}) },
    );

  it("heads the card with the listing's name in the page's script, the registered and the other names under it", () => {
    renderIn('kn', [cardOf(BUSINESS)]);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(KANNADA);
    const english = within(card).getByText('Sri Lakshmi Provision Stores');
    expect(english.getAttribute('lang')).toBe('en');
    expect(english.parentElement).toBe(within(card).getByText(HINDI).parentElement);
  });

  it('heads it with the registered name, in its language, where the listing has none in the script', () => {
    renderIn('hi', [cardOf({ ...BUSINESS, nameHi: null })]);
    const link = within(screen.getByRole('article')).getByRole('link', { name: 'Sri Lakshmi Provision Stores' });
    expect(link.getAttribute('lang')).toBe('en-IN');
    expect(screen.getByText(KANNADA).getAttribute('lang')).toBe('kn');
  });
});

describe('the profile', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function renderProfile(business: BusinessDetail) {
    const fetchImpl = trpcFetch({
      'business.byId': () => ({ data: business }),
      'reviews.byBusiness': () => ({
        data: {
          reviews: [],
          statistics: { averageRating: 0, totalReviews: 0, ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
          pagination: { page: 1, limit: 5, total: 0, totalPages: 0 },
          myReview: null,
        },
      }),
    });
    renderWithApp(
      {
        '/business/:id?': (
          <AuthProvider>
            <BusinessPage />
          </AuthProvider>
        ),
      },
      { path: `/business/${business._id}`, fetch: fetchImpl },
    );
    await act(() => vi.advanceTimersByTimeAsync(1));
  }

  it('shows the Kannada and Hindi names under the English name, each in its language', async () => {
    await renderProfile(BUSINESS);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('Sri Lakshmi Provision Stores');
    const kannada = screen.getByText(KANNADA);
    const hindi = screen.getByText(HINDI);
    expect(kannada.getAttribute('lang')).toBe('kn');
    expect(hindi.getAttribute('lang')).toBe('hi');
    expect(heading.contains(kannada)).toBe(false);
    expect(heading.nextElementSibling).toBe(kannada.parentElement);
  });

  it('shows neither when the listing has none', async () => {
    await renderProfile({ ...BUSINESS, nameKn: null, nameHi: null });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Sri Lakshmi Provision Stores');
    expect(document.querySelector('[lang="kn"], [lang="hi"]')).toBeNull();
  });
});
