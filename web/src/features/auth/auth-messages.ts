import { TRPCClientError } from '@trpc/client';
import type { Messages } from '../../i18n/catalogues.ts';
import { httpStatusOf } from '../../lib/http-status.ts';

/**
 * What a failed auth call shows (docs/product.md §5.4): the server's own words, else the screen's fallback; a call that never
 * got an answer says the connection is the problem.
 */
export function failureMessage(error: unknown, fallback: string, t: Messages<'auth'>): string {
  if (!(error instanceof TRPCClientError)) return t.unexpectedError();
  if (httpStatusOf(error) === undefined) return t.networkError();
  const message = error.message.trim();
  return message || fallback;
}
