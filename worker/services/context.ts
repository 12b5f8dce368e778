import { drizzle } from 'drizzle-orm/d1';
import { SITE } from '../contracts/site.ts';
import * as schema from '../db/schema.ts';
import type { Bindings, Database } from '../env.ts';
import { sessionStart } from '../lib/d1-bookmark.ts';
import { ApiError } from '../lib/errors.ts';
import { addressSubject, clientIp } from './rate-limit.ts';
import { jwtSecret } from './secrets.ts';
import { authenticate, type Viewer } from './sessions.ts';
import { setMediaOrigin } from './business-shape.ts';

/**
 * Everything a service may know about the request it serves, built once per request and shared by REST handlers,
 * tRPC procedures and the page renderer: one drizzle handle over the request's D1 session (raw SQL goes through
 * `db.$client`, the same metered session), the caller's session, the client's address and the request id.
 */
// A type, not an interface: tRPC's adapter takes the context as a plain record, which only a type alias satisfies.
export type RequestContext = {
  readonly db: Database;
  readonly env: Bindings;
  /** This host, for absolute media URLs in answers. */
  readonly origin: string;
  /**
   * The site's configured origin, for links sent away from the request (mails): never taken from the request, whose
   * Host header the client chooses.
   */
  readonly siteOrigin: string;
  /** The client's address as per-address rate limits count it: IPv4 as is, IPv6 as its /64 (rate-limit.ts). */
  readonly ip: string;
  readonly userAgent: string | null;
  readonly requestId: string;
  /**
   * The signed-in caller, or null for a visitor or a token that is not a live session. Resolved on first use and
   * then remembered, so a tRPC batch of protected calls checks the token once, and public calls that never ask
   * cost nothing.
   */
  readonly viewer: () => Promise<Viewer | null>;
  /** Why `viewer()` is null when a token was sent (expired, revoked, disabled account): what 401/403 should say. */
  readonly authFailure: () => Promise<ApiError | null>;
  /** The D1 session's latest bookmark, null before its first query: what a write hands back (lib/d1-bookmark.ts). */
  readonly bookmark: () => D1SessionBookmark | null;
  /** The session reads from any replica, as fresh as it happens to be: a visitor's read without a bookmark. */
  readonly readsAnyReplica: boolean;
};

interface ContextInput {
  env: Bindings;
  request: Request;
  requestId: string;
}

export function createRequestContext({ env, request, requestId }: ContextInput): RequestContext {
  setMediaOrigin(env.MEDIA_ORIGIN);
  // Every query of the request, drizzle's and the raw SQL's, goes through one session, so each reads what the ones
  // before it read or newer. drizzle-orm/d1 and the SQL beside it ask their client for prepare() and batch() only,
  // which a session answers; the types name the binding alone (a request never calls exec()).
  const start = sessionStart(request);
  const session = env.DB.withSession(start);
  const db = drizzle(session as unknown as D1Database, { schema });
  const authorization = request.headers.get('authorization');
  let resolved: Promise<{ viewer: Viewer | null; failure: ApiError | null }> | undefined;
  const resolve = () => {
    resolved ??= (async () => {
      if (!authorization) return { viewer: null, failure: null };
      try {
        return { viewer: await authenticate(db, jwtSecret(env), authorization), failure: null };
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return { viewer: null, failure: error };
        throw error;
      }
    })();
    return resolved;
  };
  return {
    db,
    env,
    origin: new URL(request.url).origin,
    siteOrigin: env.SITE_ORIGIN ?? SITE.url,
    ip: addressSubject(clientIp(request.headers)),
    userAgent: request.headers.get('user-agent'),
    requestId,
    viewer: async () => (await resolve()).viewer,
    authFailure: async () => (await resolve()).failure,
    bookmark: () => session.getBookmark(),
    readsAnyReplica: start === 'first-unconstrained',
  };
}

/** The same request seen as a visitor: server rendering must not depend on who asked. */
export function asVisitor(ctx: RequestContext): RequestContext {
  return { ...ctx, viewer: async () => null, authFailure: async () => null };
}
