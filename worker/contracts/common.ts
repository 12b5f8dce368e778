import { z } from 'zod';

/*
 * Our CSP has no 'unsafe-eval'. Zod would otherwise probe `new Function` to compile object parsers, which the browser
 * blocks and reports as a CSP violation on every page that validates a form.
 */
z.config({ jitless: true });

/**
 * docs/product.md §4.1, the one rule for every e-mail field: a local part of letters, digits and . _ + - (a dot never
 * first, last or twice running), an at sign, then a domain of two or more labels of letters, digits and inner hyphens,
 * the last starting with a letter (an international domain in its xn-- form). Narrower than RFC 5322 on purpose:
 * quotes, brackets, separators, backslashes and spaces, which no mailbox handed out today needs, are what an address
 * would use to break out of the page, mail header or CSV cell it is written into.
 */
const EMAIL_LOCAL_PART = /[a-z0-9_+-]+(?:\.[a-z0-9_+-]+)*/.source;
const EMAIL_LABEL = /[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?/.source;
const EMAIL_TOP_LABEL = /[a-z](?:[a-z0-9-]{0,61}[a-z0-9])/.source;
export const EMAIL_PATTERN = new RegExp(`^${EMAIL_LOCAL_PART}@(?:${EMAIL_LABEL}\\.)+${EMAIL_TOP_LABEL}$`, 'i');

/** Query strings send '' for an empty box; callers send only non-empty filters, so '' means "not given" (docs/product.md §4.1). */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `Must be at most ${max} characters`).optional());

export const page = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(10_000, 'Page is too large')
    .default(1),
);

export const limit = (fallback: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be 1 or more')
      .max(max, `Limit must be at most ${max}`)
      .default(fallback),
  );

/** 'true'/'false' (and 1/0) as query strings send them. */
export const queryBoolean = z.preprocess(
  blankToUndefined,
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'], { message: 'Must be true or false' })])
    .transform((value) => value === true || value === 'true' || value === '1')
    .optional(),
);

export const pincode = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^\d{5,6}$/, 'Pincode must be 5 or 6 digits')
    .optional(),
);

export const email = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .regex(EMAIL_PATTERN, 'Please enter a valid email')
  .transform((value) => value.toLowerCase());

/** Ten digits after an optional +91, 91 or 0, with any spaces or dashes, written out as +91 and the ten digits. */
function indianNumber(pattern: RegExp, message: string) {
  return z
    .string({ message })
    .trim()
    .max(20, message)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(pattern, message))
    .transform((digits) => `+91${digits.slice(-10)}`);
}

/**
 * docs/product.md §4.2: an Indian mobile number, ten digits starting 6 to 9, optionally after +91, 91 or 0, with any
 * spaces or dashes; it comes out as +91 and the ten digits, so one number is stored one way.
 */
export const INDIAN_MOBILE_PATTERN = /^(?:\+?91|0)?[6-9]\d{9}$/;
export const INDIAN_MOBILE_MESSAGE = 'Please enter a 10-digit Indian mobile number';
export const indianMobile = indianNumber(INDIAN_MOBILE_PATTERN, INDIAN_MOBILE_MESSAGE);

/**
 * Any Indian phone number, a mobile or a landline with its STD code (080 4718 2500): ten digits once the leading 0 or
 * +91 is gone, never starting with 0; stored as +91 and the ten digits.
 */
export const INDIAN_PHONE_PATTERN = /^(?:\+?91|0)?[1-9]\d{9}$/;
export const INDIAN_PHONE_MESSAGE = 'Please enter an Indian phone number with its area code, e.g. 080 4718 2500 or 98450 12345';
export const indianPhone = indianNumber(INDIAN_PHONE_PATTERN, INDIAN_PHONE_MESSAGE);

export const requiredText = (message: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** An id in a path: opaque, but never longer than ids we issue (anything else simply is not found). */
export const idParam = z.object({ id: z.string().min(1).max(64) });

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}
