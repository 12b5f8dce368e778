import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../env.ts';
import { ApiError, errorEnvelope } from '../lib/errors.ts';

/**
 * The app's onError: known failures keep their status and message; anything else is answered as a plain 500 and its
 * cause goes on the request's log line (http/request-log.ts), never into the answer.
 */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(errorEnvelope(error.message, error.errors), error.status);
  }
  if (error instanceof HTTPException) {
    return c.json(errorEnvelope(error.message || 'Request failed'), error.status);
  }
  c.set('failure', error);
  return c.json(errorEnvelope('Internal server error'), 500);
}
