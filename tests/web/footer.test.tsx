import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Footer } from '../../web/src/app/Footer.tsx';
import { loadCatalogue } from '../../web/src/i18n/catalogues.ts';
import { LanguageProvider } from '../../web/src/i18n/language.tsx';
import { AuthProvider } from '../../web/src/lib/auth.tsx';
import type { Language } from '@contracts/languages.ts';
import { renderWithApp, trpcFetch } from './support/trpc.tsx';

/** The footer's quick links and popular categories, in the page's language where an admin wrote it (docs/product.md §7.7). */

const QUICK_LINKS = [
  { _id: 'q1', title: 'Home', titleKn: 'ಮುಖಪುಟ', titleHi: 'होम', url: '/' },
  { _id: 'q2', title: 'Plumbers', titleKn: null, titleHi: null, url: '/categories/plumbers' },
];

const category = (name: string, slug: string, nameKn: string | null, nameHi: string | null) => ({
  _id: `c-${slug}`,
  name,
  nameKn,
  nameHi,
  slug,
  icon: 'store',
  color: '#000000',
  description: null,
  descriptionKn: null,
  descriptionHi: null,
  tagline: null,
  taglineKn: null,
  taglineHi: null,
  image: null,
  count: 5,
});

const CATEGORIES = [
  category('Restaurants', 'restaurants', 'ಉಪಾಹಾರ ಗೃಹಗಳು', 'रेस्टोरेंट'),
  category('Tailors & Boutiques', 'tailors-and-boutiques', null, null),
];

function renderFooter(language: Language) {
  renderWithApp(
    <LanguageProvider language={language}>
      <AuthProvider>
        <Footer />
      </AuthProvider>
    </LanguageProvider>,
    {
      path: '/',
      fetch: trpcFetch({ 'site.quickLinks': () => ({ data: QUICK_LINKS }), 'business.categories': () => ({ data: CATEGORIES }) }),
    },
  );
}

const linksOf = async (navigation: string) => {
  const nav = screen.getByRole('navigation', { name: navigation });
  await within(nav).findByRole('link', { name: /Tailors|Plumbers/ });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('the footer', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('kn', 'shell'), loadCatalogue('hi', 'shell')]);
  });

  it('names the quick links and the categories in English on an English page', async () => {
    renderFooter('en');
    expect((await linksOf('Quick Links')).slice(0, 2)).toEqual([
      ['Home', '/'],
      ['Plumbers', '/categories/plumbers'],
    ]);
    expect(await linksOf('Popular categories')).toEqual([
      ['Restaurants', '/categories/restaurants'],
      ['Tailors & Boutiques', '/categories/tailors-and-boutiques'],
    ]);
  });

  it('names them in Kannada on a Kannada page, in English where no Kannada was written', async () => {
    renderFooter('kn');
    expect((await linksOf('ತ್ವರಿತ ಲಿಂಕ್‌ಗಳು')).slice(0, 2)).toEqual([
      ['ಮುಖಪುಟ', '/'],
      ['Plumbers', '/categories/plumbers'],
    ]);
    expect(await linksOf('ಜನಪ್ರಿಯ ವರ್ಗಗಳು')).toEqual([
      ['ಉಪಾಹಾರ ಗೃಹಗಳು', '/categories/restaurants'],
      ['Tailors & Boutiques', '/categories/tailors-and-boutiques'],
    ]);
  });

  it('names them in Hindi on a Hindi page', async () => {
    renderFooter('hi');
    expect(await screen.findByRole('link', { name: 'होम' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'रेस्टोरेंट' })).toBeTruthy();
  });
});
