import { TRPCClientError } from '@trpc/client';
import { httpStatusOf } from '../../lib/http-status.ts';

/** docs/product.md §5.4: what any auth call that never reached the server shows. */
const NETWORK_ERROR = 'Network error. Please check your connection.';
const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

/**
 * What a failed auth call shows (docs/product.md §5.4): the server's own words, else the screen's fallback; a call that never
 * got an answer says the connection is the problem.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof TRPCClientError)) return UNEXPECTED_ERROR;
  if (httpStatusOf(error) === undefined) return NETWORK_ERROR;
  const message = error.message.trim();
  return message || fallback;
}
