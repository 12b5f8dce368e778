import { translated, type Catalogue } from './message-patterns.ts';

/*
 * The server writes its messages in English (errors, refusals, confirmations: worker/contracts, worker/services); a page
 * in another language shows them from web/src/messages/<language>/server.json, whose keys are the server's messages
 * with `{name}` where a value varies, and whose texts take those values (docs/decisions/037).
 * tests/build/server-messages.test.ts reads the Worker's source and fails when a message it can send has no key. This
 * module and the catalogue load only when a page needs them (catalogues.ts serverMessagesIn): with a form being filled
 * in, or when a call fails.
 */

export { translated };

/**
 * A failed call's words in the catalogue's language: its message, and each field's (the envelope's `errors`, carried
 * in a tRPC error's `data`, or on a REST refusal itself: lib/upload-form.ts). Changed in place, before any screen sees it.
 */
export function translateFailure(catalogue: Catalogue, error: unknown): void {
  if (!(error instanceof Error)) return;
  error.message = translated(catalogue, error.message);
  const { data, errors } = error as { data?: { errors?: unknown } | null; errors?: unknown };
  for (const list of [data?.errors, errors]) {
    if (!Array.isArray(list)) continue;
    for (const entry of list as { message?: unknown }[]) {
      if (typeof entry.message === 'string') entry.message = translated(catalogue, entry.message);
    }
  }
}
