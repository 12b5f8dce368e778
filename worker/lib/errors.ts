import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface FieldError {
  field: string;
  message: string;
}

/** The one shape every failure takes on the wire. */
export interface ErrorEnvelope {
  status: 'error';
  message: string;
  errors: FieldError[];
}

/** What services throw when a request cannot be served; `onError` turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorEnvelope(message: string, errors: FieldError[] = []): ErrorEnvelope {
  return { status: 'error', message, errors };
}

/** A write refused by a unique index: D1 reports it in the error (or its cause) as SQLite words it. */
export function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE constraint failed/.test(String((error as Error & { cause?: unknown }).cause ?? error));
}
