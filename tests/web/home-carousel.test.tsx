import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from '../../web/src/features/home/BannerCarousel.tsx';
import { loadCatalogue } from '../../web/src/i18n/catalogues.ts';
import { LanguageProvider } from '../../web/src/i18n/language.tsx';
import type { Campaign } from '../../web/src/lib/types.ts';

type Banner = Campaign['banners'][number];

/** A banner with its English texts only, as an admin may leave it. */
const banner = (fields: Pick<Banner, '_id' | 'title' | 'description' | 'link' | 'image'>): Banner => ({
  titleKn: null,
  titleHi: null,
  descriptionKn: null,
  descriptionHi: null,
  ...fields,
});

const BANNERS: Banner[] = [
  banner({
    _id: 'b1',
    title: 'Monsoon-ready homes',
    description: 'Plumbers near you',
    link: 'citypages.in/categories/plumbers',
    image: { url: '/media/b1.svg' },
  }),
  banner({
    _id: 'b2',
    title: 'Weekend food trail',
    description: null,
    link: 'https://citypages.in/categories/restaurant',
    image: { url: '/media/b2.svg' },
  }),
  banner({ _id: 'b3', title: 'Health check-ups', description: null, link: null, image: { url: '/media/b3.svg' } }),
  banner({ _id: 'b4', title: 'Fourth banner', description: null, link: 'http://example.com', image: { url: '/media/b4.svg' } }),
];

/** A screen of the given width class; `resize` flips it and tells the listeners, like a real window. */
function mockScreen({ narrow, reducedMotion = false }: { narrow: boolean; reducedMotion?: boolean }) {
  const state = { narrow };
  const listeners = new Set<() => void>();
  window.matchMedia = vi.fn((query: string) => ({
    matches: query.includes('max-width') ? state.narrow : query.includes('reduce') && reducedMotion,
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(toNarrow: boolean) {
      state.narrow = toNarrow;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const counter = () => screen.getByTestId('banner-counter').textContent;
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
const previous = () => fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('banner carousel on wide screens', () => {
  it('lays the first 3 banners out as a grid and hides the rest and the controls, each banner opening its link in a new tab', () => {
    mockScreen({ narrow: false });
    const { container } = render(<BannerCarousel label="Top campaigns" banners={BANNERS} autoSlide />);
    // One markup for every screen (the server cannot know it); CSS at 768 px and up makes it a grid of 3.
    const wideHidden = (element: Element | null | undefined) => element?.closest('.md\\:hidden') !== null;
    const images = screen.getAllByRole('img');
    expect(images.filter((image) => !wideHidden(image)).map((image) => image.getAttribute('src'))).toEqual([
      '/media/b1.svg',
      '/media/b2.svg',
      '/media/b3.svg',
    ]);
    expect(container.querySelector('.md\\:grid')?.className).toContain('md:grid-cols-3');
    expect(images[0]?.getAttribute('alt')).toBe('Monsoon-ready homes: Plumbers near you');
    expect(images[0]?.getAttribute('width')).toBe('1200');
    expect(images[0]?.getAttribute('height')).toBe('400');
    expect(images[0]?.getAttribute('loading')).toBe('lazy');

    const links = screen.getAllByRole('link').filter((link) => !wideHidden(link));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://citypages.in/categories/plumbers',
      'https://citypages.in/categories/restaurant',
    ]);
    expect(links.every((link) => link.getAttribute('target') === '_blank' && link.getAttribute('rel')?.includes('noopener'))).toBe(true);
    expect(wideHidden(screen.getByTestId('banner-counter'))).toBe(true);
    expect(screen.getAllByRole('button').every(wideHidden)).toBe(true);
    expect(images.some((image) => image.closest('[inert]'))).toBe(false);
    wait(20_000);
    expect(counter()).toBe('1 / 4');
  });

  it('opens a banner that links to a page of ours in the same tab, as a path', () => {
    mockScreen({ narrow: true });
    const ours = { ...BANNERS[0], _id: 'own', link: '/categories/plumbers' } as Banner;
    render(<BannerCarousel label="Top campaigns" banners={[ours]} autoSlide={false} />);
    const link = screen.getByRole('link', { name: /Monsoon-ready homes/ });
    expect(link.getAttribute('href')).toBe('/categories/plumbers');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.textContent).not.toContain('opens in a new tab');
  });

  it('shows nothing without banners', () => {
    mockScreen({ narrow: true });
    const { container } = render(<BannerCarousel label="Top campaigns" banners={[]} autoSlide />);
    expect(container.innerHTML).toBe('');
  });
});

describe('banner carousel below 768 px', () => {
  const three = BANNERS.slice(0, 3);

  it('moves by next, previous and dots, wraps around, and counts', () => {
    mockScreen({ narrow: true });
    const { container } = render(<BannerCarousel label="Top campaigns" banners={three} autoSlide={false} />);
    expect(counter()).toBe('1 / 3');

    previous();
    expect(counter()).toBe('3 / 3');
    wait(300);
    next();
    expect(counter()).toBe('1 / 3');
    wait(300);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 2' }));
    expect(counter()).toBe('2 / 3');
    expect(screen.getByRole('button', { name: 'Show banner 2' }).getAttribute('aria-current')).toBe('true');

    // Only the banner on show can be reached; the others are inert.
    const slides = [...container.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true]);
  });

  it('ignores moves within 300 ms of the last one', () => {
    mockScreen({ narrow: true });
    render(<BannerCarousel label="Top campaigns" banners={three} autoSlide={false} />);
    next();
    expect(counter()).toBe('2 / 3');
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 1' }));
    expect(counter()).toBe('2 / 3');
    wait(299);
    next();
    expect(counter()).toBe('2 / 3');
    wait(1);
    next();
    expect(counter()).toBe('3 / 3');
  });

  it('advances every 4000 ms by default and wraps to the first', () => {
    mockScreen({ narrow: true });
    render(<BannerCarousel label="Top campaigns" banners={three} autoSlide />);
    wait(3999);
    expect(counter()).toBe('1 / 3');
    wait(1);
    expect(counter()).toBe('2 / 3');
    wait(4000);
    expect(counter()).toBe('3 / 3');
    wait(4000);
    expect(counter()).toBe('1 / 3');
  });

  it("follows the campaign's own interval, and restarts the wait after a manual move", () => {
    mockScreen({ narrow: true });
    render(<BannerCarousel label="Top campaigns" banners={three} autoSlide slideInterval={6000} />);
    wait(5000);
    expect(counter()).toBe('1 / 3');
    next();
    wait(5999);
    expect(counter()).toBe('2 / 3');
    wait(1);
    expect(counter()).toBe('3 / 3');
  });

  it('does not advance without autoSlide', () => {
    mockScreen({ narrow: true });
    render(<BannerCarousel label="Top campaigns" banners={three} autoSlide={false} />);
    wait(20_000);
    expect(counter()).toBe('1 / 3');
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).toBeNull();
  });

  it('can be paused and played again', () => {
    mockScreen({ narrow: true });
    render(<BannerCarousel label="Top campaigns" banners={three} autoSlide />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause banners' }));
    wait(12_000);
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play banners' }));
    wait(4000);
    expect(counter()).toBe('2 / 3');
  });

  it('holds still while hovered, and starts paused for visitors who prefer reduced motion', () => {
    mockScreen({ narrow: true });
    const { container, unmount } = render(<BannerCarousel label="Top campaigns" banners={three} autoSlide />);
    const carousel = container.querySelector('section > div') as HTMLElement;
    fireEvent.mouseEnter(carousel);
    wait(8000);
    expect(counter()).toBe('1 / 3');
    fireEvent.mouseLeave(carousel);
    wait(4000);
    expect(counter()).toBe('2 / 3');
    unmount();

    mockScreen({ narrow: true, reducedMotion: true });
    render(<BannerCarousel label="Top campaigns" banners={three} autoSlide />);
    wait(8000);
    expect(counter()).toBe('1 / 3');
    expect(screen.getByRole('button', { name: 'Play banners' })).toBeTruthy();
  });

  it('rotates only while the screen is narrower than 768 px', () => {
    const screenSize = mockScreen({ narrow: false });
    render(<BannerCarousel label="Top campaigns" banners={BANNERS} autoSlide />);
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    screenSize.resize(true);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(4);
    wait(4000);
    expect(counter()).toBe('2 / 4');
    screenSize.resize(false);
    wait(8000);
    expect(counter()).toBe('2 / 4');
    expect(screen.queryAllByRole('group')).toHaveLength(0);
  });
});

describe('banner carousel on a Kannada or Hindi page', () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue('kn', 'home'), loadCatalogue('hi', 'home')]);
  });

  /** The first banner as an admin wrote it in Kannada and Hindi too; the second in English only. */
  const written: Banner[] = [
    {
      ...(BANNERS[0] as Banner),
      titleKn: 'ಮಳೆಗಾಲಕ್ಕೆ ಸಿದ್ಧ ಮನೆಗಳು',
      descriptionKn: 'ನಿಮ್ಮ ಹತ್ತಿರದ ಪ್ಲಂಬರ್‌ಗಳು',
      titleHi: 'बारिश के लिए तैयार घर',
      descriptionHi: null,
    },
    BANNERS[1] as Banner,
  ];
  const alts = () => screen.getAllByRole('img').map((image) => image.getAttribute('alt'));

  it('says each banner in Kannada on a Kannada page, in English where the admin wrote no Kannada', () => {
    mockScreen({ narrow: false });
    render(
      <LanguageProvider language="kn">
        <BannerCarousel label="Top campaigns" banners={written} autoSlide={false} />
      </LanguageProvider>,
    );
    expect(alts()).toEqual(['ಮಳೆಗಾಲಕ್ಕೆ ಸಿದ್ಧ ಮನೆಗಳು: ನಿಮ್ಮ ಹತ್ತಿರದ ಪ್ಲಂಬರ್‌ಗಳು', 'Weekend food trail']);
    expect(screen.getByRole('link', { name: /ಮಳೆಗಾಲಕ್ಕೆ ಸಿದ್ಧ ಮನೆಗಳು/ })).toBeTruthy();
  });

  it('takes the English description where only the title was written in Hindi', () => {
    mockScreen({ narrow: false });
    render(
      <LanguageProvider language="hi">
        <BannerCarousel label="Top campaigns" banners={written} autoSlide={false} />
      </LanguageProvider>,
    );
    expect(alts()).toEqual(['बारिश के लिए तैयार घर: Plumbers near you', 'Weekend food trail']);
  });

  it('keeps the English on an English page', () => {
    mockScreen({ narrow: false });
    render(<BannerCarousel label="Top campaigns" banners={written} autoSlide={false} />);
    expect(alts()).toEqual(['Monsoon-ready homes: Plumbers near you', 'Weekend food trail']);
  });
});
