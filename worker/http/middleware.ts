import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../env.ts';
import { createRequestContext } from '../services/context.ts';
import { BOOKMARK_HEADER, bookmarkCookie, bookmarkToReturn } from '../lib/d1-bookmark.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/** The platform's waitUntil; `app.request()` without an execution context (tests) has none, and Hono throws for it. */
function waitUntilOf(c: Context<AppEnv>): ((work: Promise<unknown>) => void) | undefined {
  try {
    const execution = c.executionCtx;
    return (work) => execution.waitUntil(work);
  } catch {
    return undefined;
  }
}

/**
 * One context per request, for every request (API, tRPC, pages), built after the D1 meter wraps the binding so all
 * queries are counted. No module-level state survives between requests. A write that succeeded answers its D1
 * bookmark as a cookie and a header, so the writer's next requests read what they wrote (lib/d1-bookmark.ts).
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const ctx = createRequestContext({ env: c.env, request: c.req.raw, requestId: c.get('requestId'), waitUntil: waitUntilOf(c) });
  c.set('ctx', ctx);
  await next();
  const bookmark = bookmarkToReturn(c.req.method, c.res.status, ctx.bookmark);
  if (bookmark === null) return;
  c.res.headers.set(BOOKMARK_HEADER, bookmark);
  c.res.headers.append('Set-Cookie', bookmarkCookie(bookmark, new URL(c.req.url).protocol === 'https:'));
});

/** Security headers on every response the Worker answers; the static files get the same through web/dist/_headers. */
export const securityHeaders = secureHeaders(SECURITY_HEADERS);

/** What an answer to a signed-in caller tells every cache on its way: keep nothing, share nothing. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Areas whose every answer is about a person, whoever asks, through either door: the account's (sign-in, sign-up and a
 * verified code answer a session token before the caller has one to send), the owner portal and the admin area.
 */
const PERSONAL_AREAS = /^\/api\/(?:(?:users|owner|admin)(?:\/|$)|trpc\/(?:[^/]*,)?(?:auth|owner|admin)\.)/;

/**
 * docs/product.md §7.1: an answer to a request with an `Authorization` header, or in a personal area, is `Cache-Control: private, no-store`,
 * unless its route chose its own (a sitemap's `public, max-age=3600`, a page's `no-cache`, a media file's). The bearer
 * token is the only credential (decision 009: no session cookie), so this is every answer to a signed-in caller: the
 * account, the owner and admin areas, tRPC's protected procedures (alone or in a batch with public ones, which share
 * one response), and a public answer that may mark what is the caller's own. One rule for every door, so a new private
 * route needs nothing to be covered. A visitor's answers keep what they had.
 */
export const privateAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const personal = c.req.raw.headers.has('authorization') || PERSONAL_AREAS.test(c.req.path);
  if (personal && !c.res.headers.has('cache-control')) {
    c.res.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  }
});
