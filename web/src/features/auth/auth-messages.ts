import { TRPCClientError } from '@trpc/client';

/** Spec §8 "Network": what any auth call that never reached the server shows. */
const NETWORK_ERROR = 'Network error. Please check your connection.';
const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/** The HTTP status of a failed call, e.g. 403 for a sign-in whose e-mail is not verified yet; none if no answer came. */
export function failureStatus(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const status = (error.data as { httpStatus?: unknown } | null | undefined)?.httpStatus;
  return typeof status === 'number' ? status : undefined;
}

/**
 * What a failed auth call shows (spec §8): the server's own words, else the screen's fallback; a call that never
 * got an answer says the connection is the problem.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof TRPCClientError)) return UNEXPECTED_ERROR;
  if (failureStatus(error) === undefined) return NETWORK_ERROR;
  const message = error.message.trim();
  // An input the server's schema rejected arrives as serialised issues, which are no message for a person.
  return message && !/^[[{]/.test(message) ? message : fallback;
}
