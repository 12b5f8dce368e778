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
