import { TRPCClientError } from '@trpc/client';

/**
 * The HTTP status behind a failed call, e.g. 401 when the session is over or 429 at a rate limit; undefined when no
 * answer came back (offline, timed out, aborted), which is why screens say "check your connection" only then.
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (data && typeof data === 'object' && 'httpStatus' in data && typeof data.httpStatus === 'number') return data.httpStatus;
  const response: unknown = error.meta?.response;
  return response instanceof Response ? response.status : undefined;
}

/** The server's own words when it answered (a rate limit, a refusal); a lost connection's text means nothing to a person. */
export function serverMessage(error: unknown, fallback: string): string {
  return httpStatusOf(error) !== undefined && error instanceof Error && error.message ? error.message : fallback;
}
