import { serverMessage } from '../../lib/http-status.ts';
import type { FieldMessage } from '../../lib/useSchemaForm.ts';

type ShowErrors = (messages: Iterable<FieldMessage>, options: { focus: boolean }) => object;

/**
 * Where a refused call's message goes on an account form: the server's field messages on the form's own fields (the
 * first one focused), so null is returned; anything else (a rate limit, an address taken meanwhile, an administrator
 * who may not delete themselves) is the message to show above the buttons, in the server's words when it answered.
 */
export function formFailure(error: { data?: { errors?: readonly FieldMessage[] } | null }, showErrors: ShowErrors, fallback: string) {
  const onFields = showErrors(error.data?.errors ?? [], { focus: true });
  return Object.keys(onFields).length > 0 ? null : serverMessage(error, fallback);
}
