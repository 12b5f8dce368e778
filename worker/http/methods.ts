import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';

/** Every method some route serves (HEAD with each GET). tests/worker/errors.test.ts holds it to the routers. */
export const SERVED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Pages, sitemaps and media are only ever read. */
const READ_METHODS: readonly string[] = ['GET', 'HEAD'];

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * A method no route serves (OPTIONS, TRACE, PROPFIND, PURGE…: the ones the runtime knows and passes on) is refused
 * before any work, on every path, in the envelope: 405 with `Allow`, the methods of the path's area. 405 rather than
 * 501 because the client asked for something this site does not offer, which is the client's error: a 5xx would count
 * a scanner's probes as our failures. Methods the runtime does not know never get here (docs/product.md §7.1).
 */
export const refuseUnservedMethods = createMiddleware<AppEnv>(async (c, next) => {
  if (SERVED_METHODS.includes(c.req.method)) return next();
  const allowed = isApiPath(c.req.path) ? SERVED_METHODS : READ_METHODS;
  throw new ApiError(405, 'Method not allowed', [], { Allow: allowed.join(', ') });
});
