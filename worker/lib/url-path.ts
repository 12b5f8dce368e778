/**
 * A URL path, or one part of it, with its %-escapes decoded; null when they do not spell UTF-8 text (`%E0%A4%A`, a
 * link cut inside a character; `%`; `%ZZ`). Such a path names nothing this site stores, and decodeURIComponent
 * would throw on it.
 */
export function decodePathPart(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
