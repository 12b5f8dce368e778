import type { CSSProperties } from 'react';

/** FNV-1a over the id: a stable number per business, the same on the server and in every browser. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Up to two letters a shopfront sign would lead with: 'Sri Ganesh Tailors' → 'SG', 'ಅನ್ನಪೂರ್ಣ' → 'ಅ'. */
export function monogram(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

// Each a different texture over the business's own colour, so two neighbours in a list do not look alike.
const PATTERNS: ((hue: number, angle: number) => string)[] = [
  (hue, angle) => `repeating-linear-gradient(${angle}deg, hsl(${hue} 80% 92% / .10) 0 14px, transparent 14px 30px)`,
  (hue) => `radial-gradient(circle at 85% 80%, hsl(${hue} 80% 70% / .35) 0 28%, transparent 28.5%)`,
  (hue) => `radial-gradient(hsl(${hue} 80% 92% / .16) 2px, transparent 2.5px) 0 0 / 18px 18px`,
  (hue, angle) =>
    `repeating-linear-gradient(${angle}deg, transparent 0 22px, hsl(${hue} 80% 92% / .10) 22px 24px), repeating-linear-gradient(${angle + 90}deg, transparent 0 22px, hsl(${hue} 80% 92% / .10) 22px 24px)`,
  (hue) => `radial-gradient(circle at 10% 15%, hsl(${hue} 90% 75% / .30) 0 22%, transparent 22.5%)`,
  (hue, angle) => `linear-gradient(${angle}deg, transparent 55%, hsl(${hue} 80% 85% / .18) 55% 70%, transparent 70%)`,
];

/** The drawing's colours and texture, from the business's id alone. */
export function coverStyle(id: string): CSSProperties {
  const hash = hashOf(id);
  const hue = hash % 360;
  const pattern = PATTERNS[(hash >>> 9) % PATTERNS.length] as (hue: number, angle: number) => string;
  const angle = 15 + ((hash >>> 12) % 6) * 25;
  return {
    background: `${pattern(hue, angle)}, linear-gradient(135deg, hsl(${hue} 45% 34%), hsl(${(hue + 35) % 360} 55% 22%))`,
  };
}

interface BusinessCoverProps {
  id: string;
  name: string;
  className?: string;
  size?: 'card' | 'hero';
  /** The profile's large cover says outright that there is no photo; a card's small one only shows the letters. */
  caption?: string;
}

/**
 * What a business without a photo shows in place of one: its initials on a colour and texture of its own, drawn from
 * its id with CSS (no request, nothing to download), so it neither pretends to be a photo nor looks like every other
 * business of its trade. Decorative: the name is always written beside it.
 */
export function BusinessCover({ id, name, className = '', size = 'card', caption }: BusinessCoverProps) {
  return (
    <div
      aria-hidden="true"
      data-testid="business-cover"
      className={`relative flex items-center justify-center overflow-hidden ${className}`}
      style={coverStyle(id)}
    >
      <span
        className={`select-none ${size === 'hero' ? 'text-6xl sm:text-7xl' : 'text-4xl'} font-bold tracking-wide text-white/90 [text-shadow:0_2px_8px_rgb(0_0_0/0.25)]`}
      >
        {monogram(name)}
      </span>
      {caption && (
        <span className="absolute bottom-2 left-3 rounded-full bg-slate-900/60 px-2.5 py-1 text-xs font-medium text-white">{caption}</span>
      )}
    </div>
  );
}
