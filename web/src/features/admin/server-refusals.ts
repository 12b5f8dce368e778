import type { FieldMessage } from '../../lib/useSchemaForm.ts';

/** One refused field as a path into a form's values, of the server or of a schema (a zod issue has both): `pincodes.1`. */
export interface Refusal {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The fields a tRPC call was refused for (worker/trpc/init.ts puts the list in the error's data, each as a dotted
 * path), without the `changes` an edit's input wraps them in, so they name the form's own values.
 */
export function serverRefusals(error: unknown): Refusal[] {
  const errors = (error as { data?: { errors?: unknown } | null } | null)?.data?.errors;
  if (!Array.isArray(errors)) return [];
  return (errors as { field: string; message: string }[]).map(({ field, message }) => ({
    path: field.replace(/^changes\./, '').split('.'),
    message,
  }));
}

/** Refusals, the server's or a schema's issues, as the messages a form shows under its fields: each on its path's first key. */
export const fieldMessages = (refusals: readonly Refusal[]): FieldMessage[] =>
  refusals.map(({ path, message }) => ({ field: path[0], message }));

/** The server's message about one field of a refused call, when that field was refused. */
export const refusalOf = (error: unknown, field: string): string | undefined =>
  serverRefusals(error).find(({ path }) => path[0] === field)?.message;

/** useSchemaForm's `showErrors`, as the refusal helpers call it. */
export type ShowErrors = (messages: Iterable<FieldMessage>, options: { focus: boolean }) => object;

/**
 * A form's way to show refusals, a schema's issues or `serverRefusals(error)`, under its own fields with the first of
 * them focused; it answers whether any was about one of the form's fields.
 */
export const refusalShower =
  (showErrors: ShowErrors) =>
  (refusals: readonly Refusal[]): boolean =>
    Object.keys(showErrors(fieldMessages(refusals), { focus: true })).length > 0;
