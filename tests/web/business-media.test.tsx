import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroCarousel, heroSlides, type HeroSlide } from '../../web/src/features/business/HeroCarousel.tsx';
import { businessVideos } from '../../web/src/features/business/video.ts';
import { VideoSection } from '../../web/src/features/business/VideoSection.tsx';
import { FALLBACK_IMAGE } from '../../web/src/lib/constants.ts';

const SLIDES: HeroSlide[] = [
  { kind: 'image', url: '/media/a.jpg', alt: 'Front of the shop' },
  { kind: 'image', url: '/media/b.jpg', alt: 'Waiting area' },
  { kind: 'image', url: '/media/c.jpg', alt: 'Chair' },
];

const counter = () => screen.getByTestId('hero-counter').textContent;
const activeSlide = () => screen.getAllByTestId('hero-slide').findIndex((slide) => slide.dataset.active === 'true');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 5 s and wraps from the last slide to the first', () => {
    render(<HeroCarousel slides={SLIDES} label="Scissors by Harish" />);
    expect(counter()).toBe('1 / 3');
    wait(4999);
    expect(counter()).toBe('1 / 3');
    wait(1);
    expect(counter()).toBe('2 / 3');
    wait(5000);
    expect(counter()).toBe('3 / 3');
    wait(5000);
    expect(counter()).toBe('1 / 3');
    expect(activeSlide()).toBe(0);
  });

  it('stops advancing for good after a manual move, and the arrows wrap both ways', () => {
    render(<HeroCarousel slides={SLIDES} label="Scissors by Harish" />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(counter()).toBe('3 / 3');
    wait(30_000);
    expect(counter()).toBe('3 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(counter()).toBe('1 / 3');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  });

  it('a thumbnail shows its slide and stops the rotation', () => {
    render(<HeroCarousel slides={SLIDES} label="Scissors by Harish" />);
    const thumbnail = screen.getByRole('button', { name: 'Show slide 3: Chair' });
    fireEvent.click(thumbnail);
    expect(counter()).toBe('3 / 3');
    expect(thumbnail.getAttribute('aria-current')).toBe('true');
    expect(activeSlide()).toBe(2);
    wait(20_000);
    expect(counter()).toBe('3 / 3');
  });

  it('can be paused and played again', () => {
    render(<HeroCarousel slides={SLIDES} label="Scissors by Harish" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    wait(20_000);
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    wait(5000);
    expect(counter()).toBe('2 / 3');
  });

  it('with one slide has no controls and never moves; the first image loads eagerly with its size', () => {
    render(<HeroCarousel slides={SLIDES.slice(0, 1)} label="Scissors by Harish" />);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    const image = screen.getByRole('img', { name: 'Front of the shop' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('width')).toBe('1600');
    expect(image.getAttribute('height')).toBe('900');
  });

  it('loads later images lazily', () => {
    render(<HeroCarousel slides={SLIDES} label="Scissors by Harish" />);
    expect(screen.getByRole('img', { name: 'Front of the shop' }).getAttribute('loading')).toBe('eager');
    const hidden = screen.getAllByRole('img', { hidden: true, name: 'Chair' });
    expect(hidden.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('plays a video in a youtube-nocookie player only when asked, which stops the rotation', () => {
    render(<HeroCarousel slides={[{ kind: 'video', videoId: 'dQw4w9WgXcQ', title: 'Shop tour' }, ...SLIDES]} label="Scissors by Harish" />);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Shop tour' }));
    const player = screen.getByTitle('Shop tour');
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    wait(20_000);
    expect(counter()).toBe('1 / 4');
  });
});

describe('business videos', () => {
  const base = {
    name: 'Scissors by Harish',
    images: [],
    videos: [] as { url: string; title: string }[],
    socialMedia: {} as Record<string, string>,
  };

  it('extracts ids from every accepted link form, drops the ones without an id, and keeps each video once', () => {
    const videos = businessVideos({
      ...base,
      videos: [
        { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Tour' },
        { url: 'https://example.com/not-a-video', title: 'Broken' },
      ],
      socialMedia: { youtubeVideoLink1: 'https://youtu.be/dQw4w9WgXcQ', youtubeVideoLink2: 'https://www.youtube.com/shorts/abcdefghijk' },
    });
    expect(videos).toEqual([
      { id: 'dQw4w9WgXcQ', title: 'Tour' },
      { id: 'abcdefghijk', title: 'Scissors by Harish video 2' },
    ]);
  });

  it('puts videos before images in the hero, and the stock photo when there is no media', () => {
    const slides = heroSlides({
      ...base,
      images: [{ url: '/media/a.jpg', alt: 'Front', isPrimary: true }],
      socialMedia: { youtubeVideoLink1: 'dQw4w9WgXcQ' },
    });
    expect(slides.map((slide) => slide.kind)).toEqual(['video', 'image']);
    expect(heroSlides(base)).toEqual([{ kind: 'image', url: FALLBACK_IMAGE, alt: 'Scissors by Harish' }]);
  });

  it('embeds at most two players with titles, and nothing when no id can be extracted', () => {
    const { rerender } = render(
      <VideoSection
        videos={businessVideos({
          ...base,
          videos: [
            { url: 'https://www.youtube.com/embed/aaaaaaaaaaa', title: 'One' },
            { url: 'https://www.youtube.com/watch?v=bbbbbbbbbbb', title: 'Two' },
            { url: 'ccccccccccc', title: 'Three' },
          ],
        })}
      />,
    );
    const players = document.querySelectorAll('iframe');
    expect([...players].map((player) => [player.title, player.src])).toEqual([
      ['One', 'https://www.youtube-nocookie.com/embed/aaaaaaaaaaa'],
      ['Two', 'https://www.youtube-nocookie.com/embed/bbbbbbbbbbb'],
    ]);

    rerender(<VideoSection videos={businessVideos({ ...base, socialMedia: { youtubeVideoLink1: 'https://vimeo.com/12345' } })} />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Videos' })).toBeNull();
  });
});
