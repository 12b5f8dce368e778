import type { BusinessDetail } from '../../lib/types.ts';

export interface BusinessVideo {
  id: string;
  title: string;
}

/**
 * The business's YouTube videos: its video list, then the two profile links (docs/product.md §3.19), each once.
 * A link whose id cannot be extracted is left out, so a broken video never shows (docs/product.md §3.19). A video
 * without a title is called `untitled(n)`, in the page's language (the 'business' catalogue's videoTitle); without
 * it, in English.
 */
export function businessVideos(
  business: Pick<BusinessDetail, 'name' | 'videos' | 'socialMedia'>,
  untitled: (number: number) => string = (number) => `${business.name} video ${number}`,
): BusinessVideo[] {
  const candidates = [
    ...business.videos.map((video) => ({ link: video.url, title: video.title })),
    { link: business.socialMedia.youtubeVideoLink1, title: null },
    { link: business.socialMedia.youtubeVideoLink2, title: null },
  ];
  const videos: BusinessVideo[] = [];
  for (const { link, title } of candidates) {
    const id = link ? youtubeId(link) : null;
    if (id && !videos.some((video) => video.id === id)) videos.push({ id, title: title || untitled(videos.length + 1) });
  }
  return videos;
}

/** The privacy-enhanced player: no cookies until the visitor plays the video. */
export function youtubeEmbedUrl(id: string, autoplay = false): string {
  return `https://www.youtube-nocookie.com/embed/${id}${autoplay ? '?autoplay=1' : ''}`;
}

export function youtubeThumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

/** docs/product.md §3.19: a YouTube video as an 11-character id, or a watch, short (youtu.be), embed or shorts URL. */
// Here, not in @contracts/format.ts: only the business page reads a video link, and format.ts rides in every page's app.
export function youtubeId(input: string): string | null {
  const text = input.trim();
  if (/^[\w-]{11}$/.test(text)) return text;
  const match = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|v\/)|youtu\.be\/)([\w-]{11})/.exec(text);
  return match?.[1] ?? null;
}
