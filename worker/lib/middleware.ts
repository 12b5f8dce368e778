import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../env.ts';
import { createRequestContext } from '../services/context.ts';
import { BOOKMARK_HEADER, bookmarkCookie, bookmarkToReturn } from './d1-bookmark.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/**
 * One context per request, for every request (API, tRPC, pages), built after the D1 meter wraps the binding so all
 * queries are counted. No module-level state survives between requests. A write that succeeded answers its D1
 * bookmark as a cookie and a header, so the writer's next requests read what they wrote (lib/d1-bookmark.ts).
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const ctx = createRequestContext({ env: c.env, request: c.req.raw, requestId: c.get('requestId') });
  c.set('ctx', ctx);
  await next();
  const bookmark = bookmarkToReturn(c.req.method, c.res.status, ctx.bookmark);
  if (bookmark === null) return;
  c.res.headers.set(BOOKMARK_HEADER, bookmark);
  c.res.headers.append('Set-Cookie', bookmarkCookie(bookmark, new URL(c.req.url).protocol === 'https:'));
});

/** Security headers on every response the Worker answers; the static files get the same through web/dist/_headers. */
export const securityHeaders = secureHeaders(SECURITY_HEADERS);
