/**
 * The Worker's one way to write a log: a JSON line per event, which Workers observability (wrangler.toml) indexes by
 * field. Whatever a line carries passes through `redact` first, so a person's address, phone number, password, code or
 * token never reaches the logs, even inside an error's message or cause (tests/worker/request-log.test.ts sends them
 * and reads the log).
 */

export type LogLevel = 'info' | 'warn' | 'error';

/**
 * Fields whose value is about a person or a secret whatever it holds, dropped by name before any pattern is tried:
 * `password`, `newPassword`, `otp`, `code`, `token`, `email`, `phone`, `to`… (a count such as `verificationCodes` stays).
 */
const SECRET_FIELD =
  /(?:password|passwordhash|otp|code|token|secret|authori[sz]ation|cookie|e-?mail|phone|whats_?app|address)$|^(?:to|ip)$/i;

/**
 * What a person's data or a credential looks like inside free text (an error's message, a provider's answer): e-mail
 * addresses, Indian phone numbers, runs of 6 or more digits (sign-up and claim codes), bearer and signed tokens, and
 * long random strings (reset and session tokens).
 */
const SECRET_TEXT: [RegExp, string][] = [
  [/\/\/[^/\s:@]+:[^/\s@]+@/g, '//[credentials]@'],
  [/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi, '[email]'],
  [/bearer\s+\S+/gi, 'Bearer [token]'],
  [/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]'],
  [/(?:\+?91[\s-]?)?(?<!\d)[6-9]\d{4}[\s-]?\d{5}(?!\d)/g, '[phone]'],
  // With a digit and a letter, as random strings have: SQLITE_CONSTRAINT_TRIGGER stays readable.
  [/(?<![\w-])(?=[A-Za-z_-]*\d)(?=[\d_-]*[A-Za-z])[A-Za-z0-9_-]{24,}(?![\w-])/g, '[token]'],
  [/\d{6,}/g, '[number]'],
];

export function redact(text: string): string {
  return SECRET_TEXT.reduce((clean, [pattern, replacement]) => clean.replace(pattern, replacement), text);
}

const MAX_DEPTH = 4;

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redact(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[nested]';
  if (value instanceof Error) return errorFields(value, depth + 1);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_FIELD.test(key) ? '[hidden]' : redactValue(item, depth + 1)]),
  );
}

/** An error as fields a log can hold: its name, message, where it was thrown and what caused it, all redacted. */
export function errorFields(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: redact(String(error)) };
  const fields: Record<string, unknown> = { name: error.name, message: redact(error.message) };
  if (error.stack) fields.stack = redact(error.stack.split('\n').slice(1, 6).join('\n'));
  if (error.cause !== undefined) fields.cause = depth >= MAX_DEPTH ? '[nested]' : redactValue(error.cause, depth + 1);
  return fields;
}

/** Request ids are random UUIDs the response also carries (X-Request-Id): the one field kept as it is. */
export function logLine(level: LogLevel, event: string, fields: Record<string, unknown> & { requestId?: string }): void {
  const { requestId, ...rest } = fields;
  const line = JSON.stringify({ level, event, ...(requestId ? { requestId } : {}), ...(redactValue(rest, 0) as object) });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}

/** Shorthand for the most common line: something failed, here is why. */
export function logFailure(event: string, error: unknown, fields: Record<string, unknown> & { requestId?: string } = {}): void {
  logLine('error', event, { ...fields, error: errorFields(error) });
}
