/** What the property-based tests check every answer against: no stack trace, and well-formed field errors. */

/** A stack frame such as `    at login (worker/services/accounts.ts:12:3)`, or V8's `at async …`. */
export const STACK_FRAME = /\bat (?:async )?[^\s()]*\s*\(?[^\s()]*\.(?:ts|js|mjs):\d+|\bat\s[^\n]*\.ts:\d+/;

/** One entry of the envelope's `errors`: exactly `{field, message}`, both strings. */
export const isFieldError = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).sort().join(',') === 'field,message' &&
  typeof (value as { field: unknown }).field === 'string' &&
  typeof (value as { message: unknown }).message === 'string';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  body: unknown;
}
