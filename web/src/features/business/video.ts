import { youtubeId } from '@contracts/format.ts';
import type { BusinessDetail } from '../../lib/types.ts';

export interface BusinessVideo {
  id: string;
  title: string;
}

/**
 * The business's YouTube videos: its video list, then the two profile links (docs/product.md §3.19), each once.
 * A link whose id cannot be extracted is left out, so a broken video never shows (docs/product.md §3.19).
 */
export function businessVideos(business: Pick<BusinessDetail, 'name' | 'videos' | 'socialMedia'>): BusinessVideo[] {
  const candidates = [
    ...business.videos.map((video) => ({ link: video.url, title: video.title })),
    { link: business.socialMedia.youtubeVideoLink1, title: null },
    { link: business.socialMedia.youtubeVideoLink2, title: null },
  ];
  const videos: BusinessVideo[] = [];
  for (const { link, title } of candidates) {
    const id = link ? youtubeId(link) : null;
    if (id && !videos.some((video) => video.id === id)) videos.push({ id, title: title || `${business.name} video ${videos.length + 1}` });
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
