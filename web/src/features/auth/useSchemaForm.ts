import { useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * A form checked by the shared zod schema (spec §5, the server's own rules and messages): the first message per
 * field, focus on the first invalid field, and editing a field clears only that field's error (spec §4).
 */
export function useSchemaForm<Field extends string, Output>(schema: z.ZodType<Output, Record<Field, string>>, initial: Record<Field, string>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const fields = Object.keys(initial) as Field[];
  const isField = (key: unknown): key is Field => typeof key === 'string' && (fields as string[]).includes(key);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The parsed values, or null after showing what is wrong. */
  const validate = (): Output | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next: FieldErrors<Field> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field) && !next[field]) next[field] = issue.message;
    }
    setErrors(next);
    const first = fields.find((field) => next[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return null;
  };

  return { formRef, values, errors, change, validate };
}
