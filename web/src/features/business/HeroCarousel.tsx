import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { SmartImage } from '../../components/SmartImage.tsx';
import { FALLBACK_IMAGE, HERO_INTERVAL_MS } from '../../lib/constants.ts';
import type { BusinessDetail } from '../../lib/types.ts';
import { businessVideos, youtubeEmbedUrl, youtubeThumbnailUrl } from './video.ts';

export type HeroSlide = { kind: 'video'; videoId: string; title: string } | { kind: 'image'; url: string; alt: string };

const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const CONTROL = `flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white ${FOCUS_RING}`;

/** docs/product.md §2.12: videos first, then images; a business without media still gets the stock photo. */
export function heroSlides(business: Pick<BusinessDetail, 'name' | 'videos' | 'socialMedia' | 'images'>): HeroSlide[] {
  const slides: HeroSlide[] = [
    ...businessVideos(business).map((video): HeroSlide => ({ kind: 'video', videoId: video.id, title: video.title })),
    ...business.images.map((image): HeroSlide => ({ kind: 'image', url: image.url, alt: image.alt || business.name })),
  ];
  return slides.length > 0 ? slides : [{ kind: 'image', url: FALLBACK_IMAGE, alt: business.name }];
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * docs/product.md §2.12 hero carousel: advances every 5 s while there is more than one slide, wraps around, and stops for good
 * once the visitor moves it (arrows, thumbnails) or plays a video. The pause control satisfies WCAG 2.2.2.
 */
export function HeroCarousel({ slides, label }: { slides: HeroSlide[]; label: string }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  // null until the visitor pauses, plays or moves it; until then it rotates unless they asked for less motion.
  const [rotatingByVisitor, setRotating] = useState<boolean | null>(null);
  const rotating = count > 1 && (rotatingByVisitor ?? !reducedMotion);
  const [playingVideo, setPlayingVideo] = useState<string | null>(null);

  useEffect(() => {
    if (!rotating || count < 2) return;
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  function moveTo(target: number) {
    setRotating(false);
    setPlayingVideo(null);
    setIndex(((target % count) + count) % count);
  }

  function playVideo(videoId: string) {
    setRotating(false);
    setPlayingVideo(videoId);
  }

  return (
    <section aria-roledescription="carousel" aria-label={`${label}: photos and videos`} className="bg-slate-900">
      <div className="relative mx-auto aspect-[4/3] max-h-[75vh] w-full overflow-hidden sm:aspect-[16/9] lg:aspect-[21/9]">
        <div aria-live={rotating ? 'off' : 'polite'} className="h-full w-full">
          {slides.map((slide, n) => (
            <div
              key={slide.kind === 'video' ? `video-${slide.videoId}` : `image-${n}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${n + 1} of ${count}`}
              inert={n !== index}
              data-testid="hero-slide"
              data-active={n === index}
              className={`absolute inset-0 transition-[opacity,visibility] duration-500 motion-reduce:transition-none ${n === index ? 'visible opacity-100' : 'invisible opacity-0'}`}
            >
              {slide.kind === 'image' ? (
                <ImageSlide url={slide.url} alt={slide.alt} priority={n === 0} />
              ) : playingVideo === slide.videoId && n === index ? (
                <iframe
                  src={youtubeEmbedUrl(slide.videoId, true)}
                  title={slide.title}
                  allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                  allowFullScreen
                  className="h-full w-full border-0"
                />
              ) : (
                <VideoPoster slide={slide} priority={n === 0} onPlay={() => playVideo(slide.videoId)} />
              )}
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => moveTo(index - 1)}
              aria-label="Previous slide"
              className={`absolute left-3 top-1/2 -translate-y-1/2 ${CONTROL}`}
            >
              <ChevronLeft size={22} aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => moveTo(index + 1)}
              aria-label="Next slide"
              className={`absolute right-3 top-1/2 -translate-y-1/2 ${CONTROL}`}
            >
              <ChevronRight size={22} aria-hidden="true" />
            </button>
            <div className="absolute bottom-3 right-3 flex items-center gap-2">
              <span
                className="rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-medium tabular-nums text-white"
                data-testid="hero-counter"
              >
                {index + 1} / {count}
              </span>
              <button
                type="button"
                onClick={() => setRotating(!rotating)}
                aria-label={rotating ? 'Pause slideshow' : 'Play slideshow'}
                className={CONTROL}
              >
                {rotating ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
              </button>
            </div>
          </>
        )}
      </div>
      {count > 1 && <Thumbnails slides={slides} current={index} onSelect={moveTo} />}
    </section>
  );
}

/** Photos come in any shape: the whole photo is shown, over a blurred copy that fills the frame. */
function ImageSlide({ url, alt, priority }: { url: string; alt: string; priority: boolean }) {
  return (
    <div className="relative h-full w-full overflow-hidden">
      <SmartImage
        src={url}
        alt=""
        width={1600}
        height={900}
        priority={priority}
        aria-hidden="true"
        className="absolute inset-0 h-full w-full scale-110 object-cover opacity-60 blur-2xl"
      />
      <SmartImage src={url} alt={alt} width={1600} height={900} priority={priority} className="relative h-full w-full object-contain" />
    </div>
  );
}

function VideoPoster({ slide, priority, onPlay }: { slide: Extract<HeroSlide, { kind: 'video' }>; priority: boolean; onPlay: () => void }) {
  return (
    <div className="relative h-full w-full">
      <SmartImage
        src={youtubeThumbnailUrl(slide.videoId)}
        alt=""
        width={480}
        height={360}
        priority={priority}
        className="h-full w-full object-cover opacity-80"
      />
      <button
        type="button"
        onClick={onPlay}
        aria-label={`Play video: ${slide.title}`}
        className={`absolute left-1/2 top-1/2 flex h-16 w-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-red-600 text-white shadow-lg hover:bg-red-700 ${FOCUS_RING}`}
      >
        <Play size={28} className="ml-1 fill-white" aria-hidden="true" />
      </button>
    </div>
  );
}

function Thumbnails({ slides, current, onSelect }: { slides: HeroSlide[]; current: number; onSelect: (index: number) => void }) {
  return (
    <ul className="mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-3" aria-label="Slides">
      {slides.map((slide, n) => (
        <li key={slide.kind === 'video' ? `video-${slide.videoId}` : `image-${n}`} className="shrink-0">
          <button
            type="button"
            onClick={() => onSelect(n)}
            aria-label={`Show slide ${n + 1}: ${slide.kind === 'video' ? `video, ${slide.title}` : slide.alt}`}
            aria-current={n === current ? 'true' : undefined}
            className={`relative block overflow-hidden rounded-lg border-2 ${n === current ? 'border-yellow-400' : 'border-transparent opacity-70 hover:opacity-100'} ${FOCUS_RING}`}
          >
            <SmartImage
              src={slide.kind === 'video' ? youtubeThumbnailUrl(slide.videoId) : slide.url}
              alt=""
              width={96}
              height={64}
              className="h-12 w-20 object-cover sm:h-16 sm:w-24"
            />
            {slide.kind === 'video' && (
              <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
                <Play size={18} className="fill-white text-white drop-shadow" />
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
