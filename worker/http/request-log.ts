import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import { screenForPath } from '../contracts/spa-routes.ts';
import type { AppEnv } from '../env.ts';
import { errorFields, logLine } from '../lib/log.ts';

/** tRPC names its procedures in the path (`/api/trpc/search.businesses,business.details`): names, never values. */
const TRPC_PREFIX = '/api/trpc/';

/**
 * What a request is, for a person reading the log: the route pattern it matched (never the path, which holds tokens
 * from mailed links and people's search words), a page's screen, or tRPC's procedures.
 */
function routeOf(pattern: string, path: string): string {
  if (path.startsWith(TRPC_PREFIX)) return `trpc:${path.slice(TRPC_PREFIX.length).replace(/[^\w.,]/g, '')}`;
  if (pattern === '*' || pattern === '/*') return `page:${screenForPath(path)}`;
  return pattern;
}

/**
 * One JSON line per request: its id, route, status and duration, what it asked of D1
 * and who asked by role only; an unexpected failure adds its cause. Set first, so it times and sees everything after.
 */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  await next();
  const status = c.res.status;
  const failure = c.get('failure');
  const usage = c.get('d1Usage');
  logLine(status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info', 'request', {
    requestId: c.get('requestId'),
    method: c.req.method,
    route: routeOf(routePath(c), c.req.path),
    status,
    durationMs: Date.now() - started,
    ...(usage ? { d1: { rowsRead: usage.rowsRead, calls: usage.calls, queries: usage.queries } } : {}),
    role: c.get('ctx')?.viewerSeen() ?? 'visitor',
    ...(failure === undefined ? {} : { error: errorFields(failure) }),
  });
});
