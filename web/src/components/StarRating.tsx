import { Star } from 'lucide-react';

interface StarRatingProps {
  value: number;
  count?: number;
  size?: 'sm' | 'md';
  /** Show the number beside the stars (one decimal). */
  showValue?: boolean;
}

/** Five stars with half-star fill (spec §9), read by screen readers as "4.3 out of 5, 120 reviews". */
export function StarRating({ value, count, size = 'sm', showValue = true }: StarRatingProps) {
  const rounded = Math.round(value * 2) / 2;
  const px = size === 'sm' ? 16 : 20;
  const label = `${value.toFixed(1)} out of 5${count === undefined ? '' : `, ${count} ${count === 1 ? 'review' : 'reviews'}`}`;
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={label}>
      <span className="inline-flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => {
          const fill = rounded >= star ? 1 : rounded >= star - 0.5 ? 0.5 : 0;
          return (
            <span key={star} className="relative inline-block" style={{ width: px, height: px }}>
              <Star size={px} className="absolute inset-0 text-slate-300" />
              {fill > 0 && (
                <span className="absolute inset-0 overflow-hidden" style={{ width: fill === 1 ? px : px / 2 }}>
                  <Star size={px} className="fill-amber-400 text-amber-400" />
                </span>
              )}
            </span>
          );
        })}
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
