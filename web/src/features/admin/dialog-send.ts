import { useState } from 'react';
import type { z } from 'zod';
import { serverMessage } from '../../lib/http-status.ts';
import { refusalOf, refusalShower, serverRefusals, type ShowErrors } from './server-refusals.ts';

/** What an edit's dialog says when every field is as it was. */
const NOTHING_TO_SAVE = 'Nothing to save: change a field first.';

/** What an edit's answer is told as: saved, or nothing has changed when the server found nothing different. */
export const savedOrUnchanged = (changed: readonly string[], saved: string, noun: string) =>
  changed.length > 0 ? saved : `Nothing has changed: the ${noun} already says this`;

/**
 * The sending of an admin dialog (docs/product.md §2.27): nothing while a send is on its way; `check` says why nothing
 * is sent and returns null, or gives the send. A refused send leaves the dialog open with the server's words: under the
 * fields when `onFields` shows them there (and says so), above the buttons otherwise.
 */
export function useDialogSend(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (check: () => (() => Promise<unknown>) | null, onFields: (error: unknown) => boolean = () => false) => {
    if (busy) return;
    setFailure(null);
    const sending = check();
    if (!sending) return;
    setBusy(true);
    try {
      await sending();
    } catch (error) {
      if (!onFields(error)) setFailure(serverMessage(error, fallback));
      setBusy(false);
    }
  };

  /** Whether an edit changes nothing, which is then said above the buttons instead of being sent. */
  const unchanged = (changes: object) => {
    if (Object.keys(changes).length > 0) return false;
    setFailure(NOTHING_TO_SAVE);
    return true;
  };

  return { busy, failure, refuse: setFailure, unchanged, send };
}

/**
 * A dialog that asks for one value (a reason, the category to merge into), in a box named `field`: its input is checked
 * with the server's own schema before it is sent; the schema's or the server's refusal of the value shows under the
 * box, which takes the focus, and any other refusal above the buttons.
 */
export function useOneValueSend<Output>(field: string, schema: z.ZodType<Output>, fallback: string) {
  const [error, setError] = useState<string | undefined>();
  const dialog = useDialogSend(fallback);

  const submit = (box: HTMLElement | null, input: unknown, sending: (parsed: Output) => Promise<unknown>) => {
    const show = (message: string | undefined) => {
      setError(message);
      box?.focus();
    };
    void dialog.send(
      () => {
        const parsed = schema.safeParse(input);
        if (parsed.success) return () => sending(parsed.data);
        show(parsed.error.issues[0]?.message);
        return null;
      },
      (refusal) => {
        const message = refusalOf(refusal, field);
        if (message) show(message);
        return Boolean(message);
      },
    );
  };

  return { busy: dialog.busy, failure: dialog.failure, error, clearError: () => setError(undefined), submit };
}

/**
 * useDialogSend for a form of useSchemaForm (its `showErrors`): the refusals of its fields, the schema's or the
 * server's, show under them with the first one focused.
 */
export function useFormSend(showErrors: ShowErrors, fallback: string) {
  const { busy, failure, unchanged, send } = useDialogSend(fallback);
  const show = refusalShower(showErrors);

  /** An edit's send: none when it changes nothing or the server's schema refuses it (said either way), else `save`. */
  const edit = <Changes>(changes: object, schema: z.ZodType<Changes>, save: (parsed: Changes) => Promise<unknown>) => {
    if (unchanged(changes)) return null;
    const parsed = schema.safeParse(changes);
    if (parsed.success) return () => save(parsed.data);
    show(parsed.error.issues);
    return null;
  };

  return {
    busy,
    failure,
    unchanged,
    /** Shows a schema's refusal under the fields. */
    show,
    edit,
    /** Sends what `check` gives (see useDialogSend). */
    submit: (check: () => (() => Promise<unknown>) | null) => void send(check, (error) => show(serverRefusals(error))),
  };
}
