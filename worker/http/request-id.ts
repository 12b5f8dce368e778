import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

/**
 * Tags each request with an id that is logged with failures and returned as X-Request-Id. Set after the
 * handler runs, so responses built from a fetched asset or R2 object carry it too.
 */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const id = crypto.randomUUID();
  c.set('requestId', id);
  await next();
  c.res.headers.set('X-Request-Id', id);
});
