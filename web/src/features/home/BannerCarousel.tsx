import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { withScheme } from '@contracts/format.ts';
import { useMessages } from '../../i18n/language.tsx';
import { BANNER } from '../../lib/constants.ts';
import { useLocalText } from '../../lib/local-text.ts';
import type { Campaign } from '../../lib/types.ts';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { useHomeCampaign, type HomeBannerSection } from './api.ts';

type Banner = Campaign['banners'][number];

const NARROW = `(max-width: ${BANNER.breakpointPx - 0.02}px)`;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
const ROUND_BUTTON =
  'flex h-8 w-8 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50';
const GRID_COLUMNS = ['', 'md:grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-3'] as const;
/** What only the one-at-a-time carousel shows: the controls, and the banners beyond the wide grid's 3. */
const WIDE_HIDDEN = 'md:hidden';

/** docs/product.md §2.4: a campaign section's banners; nothing at all while loading, on failure or without banners. */
export function CampaignBanners({ section, label }: { section: HomeBannerSection; label: string }) {
  const campaign = useHomeCampaign(section);
  if (!campaign.data) return null;
  return (
    <BannerCarousel
      label={label}
      banners={campaign.data.banners}
      autoSlide={campaign.data.autoSlide}
      slideInterval={campaign.data.slideInterval > 0 ? campaign.data.slideInterval : BANNER.intervalMs}
    />
  );
}

interface BannerCarouselProps {
  label: string;
  banners: Banner[];
  autoSlide: boolean;
  slideInterval?: number;
}

/**
 * docs/product.md §2.4 banner carousel: below 768 px one banner at a time (auto-advancing, pausable, 300 ms move lock,
 * wrap-around, counter); on wider screens the first 3 banners side by side. One markup serves both, laid out by
 * CSS: the server cannot know the screen, and a phone must not swap a grid for a carousel once it has loaded.
 */
export function BannerCarousel({ label, banners, autoSlide, slideInterval = BANNER.intervalMs }: BannerCarouselProps) {
  const narrow = useMediaQuery(NARROW);
  const t = useMessages('home');
  if (banners.length === 0) return null;
  return (
    <section aria-label={label} aria-roledescription={narrow ? t.carousel() : undefined} className="mx-auto max-w-7xl px-4 py-6">
      <Carousel banners={banners} autoSlide={autoSlide} slideInterval={slideInterval} narrow={narrow} />
    </section>
  );
}

function Carousel({ banners, autoSlide, slideInterval, narrow }: Required<Omit<BannerCarouselProps, 'label'>> & { narrow: boolean }) {
  const t = useMessages('home');
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const locked = useRef(false);
  const unlockTimer = useRef<number | undefined>(undefined);

  const current = index % count;
  const canRotate = autoSlide && count > 1;
  // The visitor's own choice wins; until they make one, reduced motion, hover and focus keep the banners still.
  const paused = pausedByVisitor ?? (reducedMotion || held);
  const rotating = narrow && canRotate && !paused;

  // Each slide change restarts the wait, so a manual move is never followed at once by an automatic one.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), slideInterval);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count, slideInterval]);

  useEffect(() => () => window.clearTimeout(unlockTimer.current), []);

  function move(target: number) {
    if (locked.current) return;
    locked.current = true;
    unlockTimer.current = window.setTimeout(() => {
      locked.current = false;
    }, BANNER.moveLockMs);
    setIndex(((target % count) + count) % count);
  }

  function release(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
  }

  return (
    <div onMouseEnter={() => setHeld(true)} onMouseLeave={() => setHeld(false)} onFocus={() => setHeld(true)} onBlur={release}>
      <div className="overflow-hidden rounded-2xl">
        <div
          aria-live={rotating ? 'off' : 'polite'}
          className={`flex transition-transform duration-300 ease-out motion-reduce:transition-none md:grid md:transform-none! md:gap-4 ${GRID_COLUMNS[Math.min(count, BANNER.wideGridCount)]}`}
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {banners.map((banner, n) => (
            <div
              key={banner._id}
              role={narrow ? 'group' : undefined}
              aria-roledescription={narrow ? t.slide() : undefined}
              aria-label={narrow ? t.slideOf({ n: n + 1, count }) : undefined}
              inert={narrow && n !== current}
              className={`w-full shrink-0 ${n >= BANNER.wideGridCount ? WIDE_HIDDEN : ''}`}
            >
              <BannerTile banner={banner} />
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={`mt-3 flex items-center justify-between gap-3 ${WIDE_HIDDEN}`}>
          {canRotate ? (
            <button
              type="button"
              onClick={() => setPausedByVisitor(!paused)}
              aria-label={paused ? t.playBanners() : t.pauseBanners()}
              className={`${ROUND_BUTTON} ${FOCUS_RING}`}
            >
              {paused ? <Play size={14} aria-hidden="true" /> : <Pause size={14} aria-hidden="true" />}
            </button>
          ) : (
            <span className="w-8" />
          )}
          <div className="flex items-center">
            <button
              type="button"
              onClick={() => move(current - 1)}
              aria-label={t.previousBanner()}
              className={`${ROUND_BUTTON} ${FOCUS_RING}`}
            >
              <ChevronLeft size={18} aria-hidden="true" />
            </button>
            {banners.map((banner, n) => (
              <button
                key={banner._id}
                type="button"
                onClick={() => move(n)}
                aria-label={t.showBanner({ n: n + 1 })}
                aria-current={n === current ? 'true' : undefined}
                className={`flex h-8 w-6 items-center justify-center rounded-full ${FOCUS_RING}`}
              >
                <span className={`block h-2 rounded-full transition-all ${n === current ? 'w-5 bg-blue-700' : 'w-2 bg-slate-300'}`} />
              </button>
            ))}
            <button type="button" onClick={() => move(current + 1)} aria-label={t.nextBanner()} className={`${ROUND_BUTTON} ${FOCUS_RING}`}>
              <ChevronRight size={18} aria-hidden="true" />
            </button>
          </div>
          <span
            className="min-w-8 whitespace-nowrap text-right text-sm font-medium tabular-nums text-slate-600"
            data-testid="banner-counter"
          >
            {current + 1} / {count}
          </span>
        </div>
      )}
    </div>
  );
}

/** A banner opens its link in a new tab (https:// added when the link has no scheme); without a link it is just the image. */
function BannerTile({ banner }: { banner: Banner }) {
  const t = useMessages('home');
  const local = useLocalText();
  // The banner's texts in the page's language where the admin wrote them, else in English.
  const title = local(banner.title, { kn: banner.titleKn, hi: banner.titleHi });
  const description = local(banner.description, { kn: banner.descriptionKn, hi: banner.descriptionHi });
  const image = (
    <img
      src={banner.image.url}
      alt={description ? `${title}: ${description}` : title}
      width={1200}
      height={400}
      loading="lazy"
      decoding="async"
      className="block aspect-[3/1] h-auto w-full bg-slate-200 object-cover"
    />
  );
  if (!banner.link) return <div className="overflow-hidden rounded-2xl">{image}</div>;
  // A path of our own (admins link banners to categories and pages) opens here; another site in a new tab.
  const internal = banner.link.startsWith('/') && !banner.link.startsWith('//');
  return (
    <a
      href={internal ? banner.link : withScheme(banner.link)}
      {...(internal ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      className={`block overflow-hidden rounded-2xl transition hover:opacity-95 ${FOCUS_RING}`}
    >
      {image}
      {!internal && <span className="sr-only"> {t.opensInNewTab()}</span>}
    </a>
  );
}
