import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** An image the seed stores in R2: the key carries a content hash, so the Worker may cache it for a year. */
export interface SeedImage {
  key: string;
  body: string;
  contentType: 'image/svg+xml';
}

const require = createRequire(import.meta.url);
const ICON_DIR = join(dirname(require.resolve('lucide-static/package.json')), 'icons');

/** The inner drawing of a lucide icon (24×24, stroked), or the briefcase when the name is unknown. */
function iconBody(name: string): string {
  const file = join(ICON_DIR, `${name}.svg`);
  const svg = readFileSync(existsSync(file) ? file : join(ICON_DIR, 'briefcase.svg'), 'utf8');
  return svg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .trim();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);
}

/** Mixes a #rrggbb colour towards black (negative amount) or white (positive). */
function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shiftBits: number) => {
    const c = (value >> shiftBits) & 0xff;
    const target = amount < 0 ? 0 : 255;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function keyFor(folder: string, name: string, body: string): string {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  return `seed/${folder}/${name}-${hash}.svg`;
}

const LAYOUTS = [
  // Circles rising from the lower right.
  (c: string) =>
    `<circle cx="1020" cy="640" r="360" fill="${shade(c, 0.18)}" opacity=".35"/><circle cx="180" cy="120" r="220" fill="${shade(c, -0.25)}" opacity=".35"/>`,
  // Diagonal bands.
  (c: string) =>
    `<path d="M0 620 L1200 180 L1200 420 L0 860Z" fill="${shade(c, 0.2)}" opacity=".3"/><path d="M0 260 L700 0 L1000 0 L0 420Z" fill="${shade(c, -0.3)}" opacity=".3"/>`,
  // A tiled dot grid.
  (c: string) =>
    `<pattern id="d" width="48" height="48" patternUnits="userSpaceOnUse"><circle cx="24" cy="24" r="4" fill="${shade(c, 0.45)}" opacity=".35"/></pattern><rect width="1200" height="800" fill="url(#d)"/>`,
];

/** A 1200×800 illustration: gradient in the category's colour, its icon large, and a caption. */
export function categoryImage(slug: string, name: string, icon: string, color: string, variant: number, caption = name): SeedImage {
  const layout = LAYOUTS[variant % LAYOUTS.length] as (c: string) => string;
  const body = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img" aria-label="${escapeXml(caption)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(color, -0.15)}"/><stop offset="1" stop-color="${shade(color, -0.55)}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#g)"/>${layout(color)}
<g transform="translate(470 170) scale(11)" fill="none" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" opacity=".92">${iconBody(icon)}</g>
<text x="600" y="660" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(caption)}</text>
</svg>`;
  return { key: keyFor('categories', `${slug}-${variant}`, body), body, contentType: 'image/svg+xml' };
}

/** A 1200×800 picture for a locality: a stylised skyline over its name. */
export function localityImage(slug: string, name: string, color: string): SeedImage {
  let x = 0;
  let towers = '';
  let n = 0;
  for (const ch of slug) n = (n * 31 + ch.charCodeAt(0)) >>> 0;
  while (x < 1200) {
    const width = 60 + (n % 90);
    const height = 140 + ((n >> 7) % 260);
    towers += `<rect x="${x}" y="${800 - height - 160}" width="${width - 8}" height="${height + 160}" rx="6" fill="#0f172a" opacity="${0.25 + ((n >> 3) % 5) / 10}"/>`;
    x += width;
    n = (Math.imul(n, 1103515245) + 12345) >>> 0;
  }
  const body = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, 0.35)}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#sky)"/><circle cx="930" cy="190" r="90" fill="#fde68a" opacity=".85"/>${towers}
<text x="600" y="700" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>
</svg>`;
  return { key: keyFor('locations', slug, body), body, contentType: 'image/svg+xml' };
}

/** A 1200×400 promotional banner. */
export function bannerImage(name: string, title: string, subtitle: string, icon: string, color: string): SeedImage {
  const body = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(color, -0.45)}"/><stop offset="1" stop-color="${shade(color, 0.05)}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#b)"/><circle cx="1040" cy="200" r="240" fill="${shade(color, 0.3)}" opacity=".3"/>
<g transform="translate(930 90) scale(9)" fill="none" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" opacity=".9">${iconBody(icon)}</g>
<text x="70" y="180" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="58" font-weight="800" fill="#ffffff">${escapeXml(title)}</text>
<text x="70" y="250" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="30" fill="#f1f5f9">${escapeXml(subtitle)}</text>
</svg>`;
  return { key: keyFor('banners', name, body), body, contentType: 'image/svg+xml' };
}
