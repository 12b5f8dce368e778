/**
 * Conditional GET (RFC 9110 §13) for one stored representation. A condition whose value does not parse is ignored:
 * §13.1.3 and §13.1.4 require that of dates, and entity-tag lists are treated alike, so a malformed header costs the
 * client a full answer rather than an error.
 */

/** `*`, or the entity tags as sent, quotes and `W/` included (each one a strong or weak tag of RFC 9110 §8.8.3). */
export type EntityTags = '*' | string[];

export interface Conditions {
  ifMatch?: EntityTags;
  ifNoneMatch?: EntityTags;
  /** Milliseconds since the epoch, whole seconds (an HTTP-date has no finer part). */
  ifModifiedSince?: number;
  ifUnmodifiedSince?: number;
}

/**
 * A quoted tag of visible ASCII other than the quote. RFC 9110 also allows bytes 0x80-0xFF, which no ETag of ours
 * holds; a list with them is ignored rather than handed to a parser that may refuse it.
 */
const TAG = String.raw`(?:W/)?"[\x21\x23-\x7E]*"`;
/** A comma-separated list of tags; empty elements (`"a", , "b"`) are allowed, as RFC 9110 §5.6.1.2 asks. */
const TAG_LIST = new RegExp(String.raw`^[ \t,]*${TAG}(?:[ \t]*,[ \t,]*${TAG})*[ \t,]*$`);

function entityTags(value: string | null): EntityTags | undefined {
  if (value === null) return undefined;
  if (value.trim() === '*') return '*';
  return TAG_LIST.test(value) ? (value.match(new RegExp(TAG, 'g')) ?? undefined) : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const MONTH = `(?<month>${MONTHS.join('|')})`;
const TIME = String.raw`(?<hour>\d\d):(?<minute>\d\d):(?<second>\d\d)`;
/** The three forms of HTTP-date a recipient must accept (RFC 9110 §5.6.7): IMF-fixdate, rfc850-date, asctime-date. */
const HTTP_DATE_FORMS = [
  String.raw`${WEEKDAY}, (?<day>\d\d) ${MONTH} (?<year>\d{4}) ${TIME} GMT`,
  String.raw`(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, (?<day>\d\d)-${MONTH}-(?<year>\d\d) ${TIME} GMT`,
  String.raw`${WEEKDAY} ${MONTH} (?<day>[ \d]\d) ${TIME} (?<year>\d{4})`,
].map((form) => new RegExp(`^${form}$`));

/** An HTTP-date in milliseconds since the epoch, or undefined when the value is not one. */
export function parseHttpDate(value: string | null, now = new Date()): number | undefined {
  const fields = value === null ? undefined : HTTP_DATE_FORMS.map((form) => form.exec(value)?.groups).find(Boolean);
  if (!fields) return undefined;
  const field = (name: string) => Number(fields[name]);
  const month = MONTHS.indexOf(fields.month ?? '');
  const [day, hour, minute, second] = [field('day'), field('hour'), field('minute'), field('second')] as const;
  let year = field('year');
  if (fields.year?.length === 2) {
    // rfc850-date: a two-digit year more than 50 years ahead is the most recent past year with those digits.
    const thisYear = now.getUTCFullYear();
    year += thisYear - (thisYear % 100);
    if (year > thisYear + 50) year -= 100;
  }
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  // A leap second counts as the second before it.
  date.setUTCHours(hour, minute, Math.min(second, 59));
  // 31 April rolls over into May: such a date is not one.
  return date.getUTCMonth() === month && date.getUTCDate() === day ? date.getTime() : undefined;
}

/**
 * The conditions of a request. Those RFC 9110 says to ignore are left out: If-Unmodified-Since beside If-Match
 * (§13.1.4), If-Modified-Since beside If-None-Match (§13.1.3).
 */
export function readConditions(headers: Headers): Conditions {
  const ifMatch = entityTags(headers.get('if-match'));
  const ifNoneMatch = entityTags(headers.get('if-none-match'));
  return {
    ifMatch,
    ifNoneMatch,
    ifUnmodifiedSince: ifMatch ? undefined : parseHttpDate(headers.get('if-unmodified-since')),
    ifModifiedSince: ifNoneMatch ? undefined : parseHttpDate(headers.get('if-modified-since')),
  };
}

/**
 * The conditions whose failure answers 304 (If-None-Match, If-Modified-Since), written out again in their canonical
 * form: for a store that evaluates them itself, so that a revalidated object is never read.
 */
export function revalidationHeaders(conditions: Conditions): Headers {
  const headers = new Headers();
  if (conditions.ifNoneMatch) {
    headers.set('If-None-Match', conditions.ifNoneMatch === '*' ? '*' : conditions.ifNoneMatch.join(', '));
  }
  if (conditions.ifModifiedSince !== undefined) headers.set('If-Modified-Since', new Date(conditions.ifModifiedSince).toUTCString());
  return headers;
}

/**
 * Whether If-Match or If-Unmodified-Since fails for the current representation, which answers 412 before any other
 * condition is looked at (RFC 9110 §13.2.2, steps 1 and 2). If-Match compares strongly: a weak tag never matches.
 */
export function preconditionFailed(conditions: Conditions, etag: string, lastModified: Date): boolean {
  if (conditions.ifMatch) return conditions.ifMatch !== '*' && !conditions.ifMatch.includes(etag);
  if (conditions.ifUnmodifiedSince !== undefined) return Math.floor(lastModified.getTime() / 1000) * 1000 > conditions.ifUnmodifiedSince;
  return false;
}
