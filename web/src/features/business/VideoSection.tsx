import { useMessages } from '../../i18n/language.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { youtubeEmbedUrl, type BusinessVideo } from './video.ts';

/** docs/product.md §2.12: at most two embedded players. */
export const EMBEDDED_VIDEOS = 2;

/** The business's first two videos as privacy-enhanced YouTube players; nothing at all without a usable video. */
export function VideoSection({ videos }: { videos: BusinessVideo[] }) {
  const t = useMessages('business');
  const shown = videos.slice(0, EMBEDDED_VIDEOS);
  if (shown.length === 0) return null;
  return (
    <ProfileSection id="videos" title={t.videosTitle()}>
      <div className={`grid gap-4 ${shown.length > 1 ? 'sm:grid-cols-2' : ''}`}>
        {shown.map((video) => (
          <figure key={video.id}>
            <div className="aspect-video overflow-hidden rounded-xl bg-slate-900">
              <iframe
                src={youtubeEmbedUrl(video.id)}
                title={video.title}
                loading="lazy"
                allow="encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                className="h-full w-full border-0"
              />
            </div>
            <figcaption className="mt-2 text-sm text-slate-600">{video.title}</figcaption>
          </figure>
        ))}
      </div>
    </ProfileSection>
  );
}
