import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError, type FieldError } from '../lib/errors.ts';

/** zod issues as the envelope's `errors`: one entry per field, path joined with dots. */
export function fieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
}

/** A zod failure's message, in both doors (this validator, tRPC's error formatter): the first field's message. */
export function firstFieldMessage(errors: FieldError[]): string {
  return errors[0]?.message ?? 'Invalid request';
}

/** The REST validator: a zod failure becomes a 400 envelope whose message is the first field's message. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const errors = fieldErrors(result.error);
      throw new ApiError(400, firstFieldMessage(errors), errors);
    }
  });
}
