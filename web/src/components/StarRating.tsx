import { useMessages } from '../i18n/language.tsx';

interface StarRatingProps {
  value: number;
  count?: number;
  size?: 'sm' | 'md';
  /** Show the number beside the stars (one decimal). */
  showValue?: boolean;
}

/** Lucide's star outline, drawn five times in one SVG. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const STARS = [0, 1, 2, 3, 4];

/**
 * A row of five stars as one SVG: a page of result cards would otherwise carry ten icons per card, and every
 * element costs layout time on a slow phone.
 */
function StarRow({ px, className }: { px: number; className: string }) {
  return (
    <svg
      width={px * 5}
      height={px}
      viewBox="0 0 120 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {STARS.map((star) => (
        <path key={star} d={STAR_PATH} transform={`translate(${star * 24} 0)`} />
      ))}
    </svg>
  );
}

/** Five stars with half-star fill (docs/product.md §3.5), read by screen readers as "4.3 out of 5, 120 reviews". */
export function StarRating({ value, count, size = 'sm', showValue = true }: StarRatingProps) {
  const rounded = Math.round(value * 2) / 2;
  const px = size === 'sm' ? 16 : 20;
  const t = useMessages('shell');
  const rating = value.toFixed(1);
  const label = count === undefined ? t.ratingOutOfFive({ rating }) : t.ratingWithReviews({ rating, count });
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={label}>
      <span className="relative inline-block shrink-0" style={{ width: px * 5, height: px }} aria-hidden="true">
        <StarRow px={px} className="absolute inset-0 text-slate-300" />
        {rounded > 0 && (
          <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: rounded * px }} data-testid="star-fill">
            <StarRow px={px} className="fill-amber-400 text-amber-400" />
          </span>
        )}
      </span>
      {showValue && (
        <span aria-hidden="true" className="text-sm font-semibold text-slate-800">
          {value.toFixed(1)}
          {count !== undefined && <span className="ml-1 font-normal text-slate-500">({count})</span>}
        </span>
      )}
    </span>
  );
}
