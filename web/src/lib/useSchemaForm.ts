import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@contracts/languages.ts';
import { useLanguage } from '../i18n/language.tsx';
import { loadedServerMessages, serverMessagesIn } from '../i18n/catalogues.ts';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** A message about one field: from a zod issue (its path's first key) or from the server's `errors` list. */
export interface FieldMessage {
  field: unknown;
  message: string;
}

type TextField<Values> = { [Field in keyof Values]: Values[Field] extends string ? Field : never }[keyof Values] & string;

/**
 * The one way the web app does a form (docs/decisions/007-web-forms.md): the values, checked on submit by a shared
 * schema from worker/contracts so the browser gives the server's own rules and messages. It shows the first message
 * per field, focuses the first invalid field (by its `name`, in the order of `initial`'s keys), and editing a field
 * clears only that field's error. The schema is handed to `validate`, so a screen may load it, and zod with it, on
 * the first submit instead of with the page. On a page in Kannada or Hindi, the schema's and the server's messages
 * (both English) show in the page's language: their catalogue starts loading when the visitor first enters a field.
 */
export function useSchemaForm<Values extends Record<string, string | number>>(initial: Values) {
  type Field = keyof Values & string;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const fields = Object.keys(initial) as Field[];
  const isField = (key: unknown): key is Field => typeof key === 'string' && (fields as string[]).includes(key);
  const language = useLanguage();
  const local = language !== DEFAULT_LANGUAGE;

  useEffect(() => {
    const form = formRef.current;
    if (!local || !form) return;
    const prepare = () => void serverMessagesIn(language).catch(() => undefined);
    form.addEventListener('focusin', prepare, { once: true });
    return () => form.removeEventListener('focusin', prepare);
  }, [language, local]);

  /** The messages shown, in the page's language once their catalogue is here; until then as they came, then redone. */
  function inLanguage(found: FieldErrors<Field>): FieldErrors<Field> {
    const translate = loadedServerMessages(language)?.translate ?? ((message: string) => message);
    return Object.fromEntries(
      Object.entries(found).map(([field, message]) => [field, message && translate(message)]),
    ) as FieldErrors<Field>;
  }

  function set<F extends Field>(field: F, value: Values[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  const change = (field: TextField<Values>) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    set(field, event.target.value as Values[typeof field]);

  /** What a text field of the form needs: `<TextField label="…" {...field('email')} />`. */
  const field = <F extends TextField<Values>>(name: F) => ({ name, value: values[name], onChange: change(name), error: errors[name] });

  /**
   * Shows the first message for each field, e.g. what the server said about the fields it refused; with `focus`, the
   * first invalid field (in the order of `initial`'s keys) gets focus, so its message is read out.
   */
  function showErrors(messages: Iterable<FieldMessage>, { focus = false } = {}): FieldErrors<Field> {
    const found: FieldErrors<Field> = {};
    for (const { field, message } of messages) if (isField(field) && !found[field]) found[field] = message;
    setErrors(local ? inLanguage(found) : found);
    if (local) {
      // What shows now may still be English: put it in the page's language once the catalogue is here.
      void serverMessagesIn(language)
        .then(() => setErrors((current) => inLanguage(current)))
        .catch(() => undefined);
    }
    const first = focus ? fields.find((field) => found[field]) : undefined;
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return found;
  }

  /** The schema's output for the current values, or null after showing what is wrong. */
  function validate<Output>(schema: z.ZodType<Output>): Output | null {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    showErrors(
      parsed.error.issues.map((issue) => ({ field: issue.path[0], message: issue.message })),
      { focus: true },
    );
    return null;
  }

  function reset() {
    setValues(initial);
    setErrors({});
  }

  return { formRef, values, errors, set, change, field, validate, showErrors, reset };
}
