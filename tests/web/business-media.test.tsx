import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coverStyle, monogram } from '../../web/src/components/BusinessCover.tsx';
import { PhotosSection } from '../../web/src/features/business/PhotosSection.tsx';
import { ProfileHero } from '../../web/src/features/business/ProfileHero.tsx';
import { businessVideos } from '../../web/src/features/business/video.ts';
import { VideoSection } from '../../web/src/features/business/VideoSection.tsx';

const PHOTOS = [
  { url: '/media/a.jpg', alt: 'Front of the shop', isPrimary: true },
  { url: '/media/b.jpg', alt: 'Waiting area', isPrimary: false },
  { url: '/media/c.jpg', alt: 'Chair', isPrimary: false },
];

describe('the profile picture', () => {
  it('is the main photo alone, loaded at once with its size', () => {
    render(<ProfileHero business={{ _id: 'b1', name: 'Scissors by Harish', images: PHOTOS }} />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('alt')).toBe('Front of the shop');
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect([images[0]?.getAttribute('width'), images[0]?.getAttribute('height')]).toEqual(['1600', '800']);
    expect(screen.queryByTestId('business-cover')).toBeNull();
  });

  it("is, without a photo, the business's own drawn cover that says there is none: no request, no stock photo", () => {
    render(<ProfileHero business={{ _id: 'b1', name: 'Sri Ganesh Tailors', images: [] }} />);
    expect(screen.queryByRole('img')).toBeNull();
    const cover = screen.getByTestId('business-cover');
    expect(cover.textContent).toBe('SGNo photos yet');
  });

  it('differs from business to business, the same for one business wherever it is drawn', () => {
    const styles = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8'].map((id) => JSON.stringify(coverStyle(id)));
    expect(new Set(styles).size).toBe(styles.length);
    expect(coverStyle('b1')).toEqual(coverStyle('b1'));
    expect(monogram('ಅನ್ನಪೂರ್ಣ ದರ್ಶಿನಿ')).toBe('ಅದ');
    expect(monogram('A2B - Adyar Ananda Bhavan')).toBe('AA');
  });
});

describe('the Photos section', () => {
  it('shows every photo of a business with more than one, each opening full size, loaded lazily', () => {
    render(<PhotosSection business={{ name: 'Scissors by Harish', images: PHOTOS }} />);
    expect(screen.getByRole('heading', { name: 'Photos (3)' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/media/a.jpg', '/media/b.jpg', '/media/c.jpg']);
    expect(screen.getAllByRole('img').every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('is left out for a single photo, which the picture above already shows', () => {
    render(<PhotosSection business={{ name: 'Scissors by Harish', images: PHOTOS.slice(0, 1) }} />);
    expect(screen.queryByRole('heading')).toBeNull();
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
