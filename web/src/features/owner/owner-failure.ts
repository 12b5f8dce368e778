import { TRPCClientError } from '@trpc/client';
import type { z } from 'zod';
import { serverMessage } from '../../lib/http-status.ts';
import type { FieldMessage } from '../../lib/useSchemaForm.ts';

type ShowErrors = (messages: Iterable<FieldMessage>, options: { focus: boolean }) => object;

/** Which of a form's boxes a field name or zod path belongs to; undefined for none. */
export type FieldOf = (path: readonly PropertyKey[] | string) => unknown;

const samePath: FieldOf = (path) => (typeof path === 'string' ? path : path[0]);

/** A schema's refusal as the messages of the form's boxes. */
export function issueMessages(error: z.ZodError, fieldOf: FieldOf = samePath): FieldMessage[] {
  return error.issues.map((issue) => ({ field: fieldOf(issue.path), message: issue.message }));
}

/** The server's `errors` list of a refused call (worker/trpc/init.ts puts it in the error's data). */
function refusedFields(error: unknown): { field: string; message: string }[] {
  const data: unknown = error instanceof TRPCClientError ? error.data : null;
  const errors: unknown = data && typeof data === 'object' && 'errors' in data ? data.errors : null;
  return Array.isArray(errors) ? (errors as { field: string; message: string }[]) : [];
}

/**
 * Where a refused call's message goes on a portal form: the server's field messages on the form's own boxes (the first
 * one focused), and then null is returned; anything else (a rate limit, a listing gone meanwhile) is the message to
 * show above the form's button, in the server's words when it answered.
 */
export function formFailure(error: unknown, showErrors: ShowErrors, fallback: string, fieldOf: FieldOf = samePath): string | null {
  const messages = refusedFields(error).map(({ field, message }) => ({ field: fieldOf(field), message }));
  const onFields = showErrors(messages, { focus: true });
  return Object.keys(onFields).length > 0 ? null : serverMessage(error, fallback);
}
