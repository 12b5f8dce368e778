import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from '@contracts/languages.ts';
import { SITE } from '@contracts/site.ts';
import type { Messages } from '../i18n/catalogues.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: SITE.timeZone });
const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

/** A day as the rest of the site writes it: '3 Nov 2026', in the city's time zone. */
export function shortDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SITE.timeZone,
});

/** A moment as the site writes it: '3 Nov 2026, 4:05 pm', in the city's time zone. */
export function shortDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/**
 * How long ago a device was last used. The server records it at most once an hour (docs/product.md §3.15), so under an
 * hour says no more than that; sessions last 30 days, so days are the largest unit needed.
 */
export function lastActive(iso: string, now = Date.now()): string {
  const ago = now - Date.parse(iso);
  if (ago < HOUR) return 'within the last hour';
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  return relative.format(-Math.floor(ago / DAY), 'day');
}

/*
 * The same in the page's language (LANGUAGE_TAGS), still in the city's time zone and in Latin digits: '3 नव॰ 2026',
 * 'ನವೆಂ 3, 2026, 4:05 PM'. English is exactly the above. Kannada's day takes CLDR's medium date, whose pattern keeps
 * the space after the comma that its field-by-field form drops ('ನವೆಂ 3,2026').
 */
interface Formats {
  date: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
  relative: Intl.RelativeTimeFormat;
}

const formats = new Map<Language, Formats>();

function formatsOf(language: Language): Formats {
  let made = formats.get(language);
  if (!made) {
    const tag = LANGUAGE_TAGS[language];
    made = {
      date: new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: SITE.timeZone }),
      time: new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: SITE.timeZone }),
      relative: new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }),
    };
    formats.set(language, made);
  }
  return made;
}

/** shortDate in `language`: '3 Nov 2026', 'ನವೆಂ 3, 2026', '3 नव॰ 2026'. */
export function shortDateIn(language: Language, iso: string): string {
  if (language === DEFAULT_LANGUAGE) return shortDate(iso);
  return formatsOf(language).date.format(new Date(iso));
}

/** shortDateTime in `language`: '3 Nov 2026, 4:05 pm', 'ನವೆಂ 3, 2026, 4:05 PM', '3 नव॰ 2026, 4:05 pm'. */
export function shortDateTimeIn(language: Language, iso: string): string {
  if (language === DEFAULT_LANGUAGE) return shortDateTime(iso);
  const { date, time } = formatsOf(language);
  const moment = new Date(iso);
  return `${date.format(moment)}, ${time.format(moment)}`;
}

/** lastActive in `language`; its words for under an hour come from the shell's catalogue (`useMessages('shell')`). */
export function lastActiveIn(
  t: Pick<Messages<'shell'>, 'activeWithinLastHour'>,
  language: Language,
  iso: string,
  now = Date.now(),
): string {
  const ago = now - Date.parse(iso);
  if (ago < HOUR) return t.activeWithinLastHour();
  const format = language === DEFAULT_LANGUAGE ? relative : formatsOf(language).relative;
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), 'hour');
  return format.format(-Math.floor(ago / DAY), 'day');
}
