import { drizzle } from 'drizzle-orm/d1';
import { SITE } from '../contracts/site.ts';
import * as schema from '../db/schema.ts';
import type { Bindings, RequestContext, Viewer, ViewerSeen } from '../env.ts';
import { sessionStart } from '../lib/d1-bookmark.ts';
import { ApiError } from '../lib/errors.ts';
import { logFailure } from '../lib/log.ts';
import { addressSubject, clientIp } from './rate-limit.ts';
import { signingSecrets } from './secrets.ts';
import { authenticate } from './sessions.ts';
import { mediaBaseOf } from './business-shape.ts';

interface ContextInput {
  env: Bindings;
  request: Request;
  requestId: string;
  /**
   * The platform's ExecutionContext.waitUntil, for work after the response. Without one (a test's `app.request`, a
   * service called directly) deferred work simply runs on, with nothing to keep the invocation alive for it.
   */
  waitUntil?: (work: Promise<unknown>) => void;
}

export function createRequestContext({ env, request, requestId, waitUntil }: ContextInput): RequestContext {
  // Every query of the request, drizzle's and the raw SQL's, goes through one session, so each reads what the ones
  // before it read or newer. drizzle-orm/d1 and the SQL beside it ask their client for prepare() and batch() only,
  // which a session answers; the types name the binding alone (a request never calls exec()).
  const start = sessionStart(request);
  const session = env.DB.withSession(start);
  const db = drizzle(session as unknown as D1Database, { schema });
  const authorization = request.headers.get('authorization');
  let resolved: Promise<{ viewer: Viewer | null; failure: ApiError | null }> | undefined;
  let seen: ViewerSeen = authorization ? 'not checked' : 'visitor';
  const resolve = () => {
    resolved ??= (async () => {
      if (!authorization) return { viewer: null, failure: null };
      try {
        const viewer = await authenticate(db, signingSecrets(env), authorization);
        seen = viewer.user.role;
        return { viewer, failure: null };
      } catch (error) {
        seen = 'refused';
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return { viewer: null, failure: error };
        throw error;
      }
    })();
    return resolved;
  };
  const origin = new URL(request.url).origin;
  return {
    db,
    env,
    origin,
    mediaBase: mediaBaseOf(env.MEDIA_ORIGIN, origin),
    siteOrigin: env.SITE_ORIGIN ?? SITE.url,
    ip: addressSubject(clientIp(request.headers)),
    userAgent: request.headers.get('user-agent'),
    requestId,
    viewer: async () => (await resolve()).viewer,
    authFailure: async () => (await resolve()).failure,
    viewerSeen: () => seen,
    bookmark: () => session.getBookmark(),
    readsAnyReplica: start === 'first-unconstrained',
    defer: (work) => {
      const settled = work.catch((error: unknown) => logFailure('deferred work failed', error, { requestId }));
      waitUntil?.(settled);
    },
  };
}

/** The same request seen as a visitor: server rendering must not depend on who asked. */
export function asVisitor(ctx: RequestContext): RequestContext {
  return { ...ctx, viewer: async () => null, authFailure: async () => null };
}
