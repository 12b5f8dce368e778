/**
 * Small rules of docs/product.md §4.6 that the server and the web app both apply: one implementation each.
 */

/** docs/product.md §4.6: keep the digits; 91 is prepended when the number has at most 10 digits and no 91 or 1 prefix. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length <= 10 && !digits.startsWith('91') && !digits.startsWith('1')) return `91${digits}`;
  return digits;
}

/** A WhatsApp chat with a number (§4.6) and a prefilled message. */
export function whatsappChatUrl(number: string, text: string): string {
  return `https://wa.me/${whatsappNumber(number)}?text=${encodeURIComponent(text)}`;
}

/**
 * One way to show an Indian number everywhere (docs/product.md §4.6): '+91 98450 12345'. Numbers are stored as +91 and
 * ten digits; a landline is shown the same way, because its digits alone cannot be told from a mobile's. Anything
 * else (a number typed before the rule, a foreign one) is shown as it was written.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national =
    digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  if (national.length !== 10) return phone.trim();
  return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
}

/** docs/product.md §3.8: lower-cased, spaces to hyphens, '&' to 'and' ('Health & Fitness' → 'health-and-fitness'). */
export function categorySlug(name: string): string {
  return name.trim().toLowerCase().replace(/&/g, 'and').replace(/\s+/g, '-');
}

/** docs/product.md §3.8: from the route, dashes become spaces, words are capitalised and 'And' becomes '&'. */
export function categoryNameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
    .replace(/\bAnd\b/g, '&');
}

/** docs/product.md §4.6: website links without http get https:// prefixed. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** docs/product.md §3.2: on search, 5 or 6 digits are a pincode; anything else is a place name. */
export function isPincode(text: string): boolean {
  return /^\d{5,6}$/.test(text.trim());
}

/** Price tiers in rupees: 1 → ₹ … 4 → ₹₹₹₹, with their labels (docs/product.md §4.6). */
export const PRICE_LABELS = { 1: 'Budget', 2: 'Moderate', 3: 'Expensive', 4: 'Very expensive' } as const;

export function priceTier(level: number): string {
  return '₹'.repeat(Math.min(4, Math.max(1, Math.round(level))));
}

// The clock as the product writes it (worker/contracts/hours.ts keeps the hours' rules; a page writes a time from here).

export const MINUTES_PER_DAY = 1440;

/** 12-hour clock as visitors read it: 570 → '9:30 AM', 1440 (midnight, closing) → '12:00 AM'. */
export function formatClock(minute: number): string {
  const inDay = minute % MINUTES_PER_DAY;
  const hours = Math.floor(inDay / 60);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(inDay % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 24-hour 'HH:MM' as schema.org's opening hours want it: 570 → '09:30', 1560 (2 AM the next day) → '02:00'. */
export function formatClock24(minute: number): string {
  const inDay = minute % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}
