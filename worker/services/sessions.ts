import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { decodeProtectedHeader, errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import * as schema from '../db/schema.ts';
import type { Database, SignedInContext, User, Viewer } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { keyId, namedSecrets, type Secrets } from './secrets.ts';

/** Tokens are HS256 JWTs whose `jti` is a session row: revoking the row revokes the token. */
export const TOKEN_ISSUER = 'citypages';
export const TOKEN_AUDIENCE = 'citypages-web';
export const SESSION_DAYS = 30;

export async function createSession(db: Database, secret: Uint8Array, userId: string, userAgent: string | null, now = new Date()) {
  const id = newId();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db
    .insert(schema.sessions)
    .values({ id, userId, expiresAt, userAgent: userAgent?.slice(0, 200) ?? null, createdAt: now, lastSeenAt: now });
  const token = await new SignJWT({})
    // The key's id lets a rotation accept the tokens of the secret before it (authenticate).
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: await keyId(secret) })
    .setSubject(userId)
    .setJti(id)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
  return { token, sessionId: id };
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
const UNAUTHORIZED = SIGN_IN_REQUIRED;
export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact us if you think this is a mistake.';

/**
 * The token's claims, checked with the secret its `kid` names among `secrets` (the current one and, during a rotation,
 * the one before: signingSecrets); a token from before key ids is tried with each. 401 for any other.
 */
async function verifiedClaims(token: string, secrets: Secrets): Promise<JWTPayload> {
  const options = { algorithms: ['HS256'], issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, requiredClaims: ['sub', 'jti', 'exp'] };
  let kid: string | undefined;
  try {
    ({ kid } = decodeProtectedHeader(token));
  } catch {
    // Not a JSON object's header (jose throws a TypeError for that): no token of ours.
    throw new ApiError(401, UNAUTHORIZED);
  }
  try {
    const named = await namedSecrets(secrets);
    const candidates = kid === undefined ? named : named.filter((key) => key.id === kid);
    for (const [n, { secret }] of candidates.entries()) {
      try {
        return (await jwtVerify(token, secret, options)).payload;
      } catch (error) {
        // Only a signature made with another secret sends a token on to the next one.
        if (!(error instanceof joseErrors.JWSSignatureVerificationFailed) || n === candidates.length - 1) throw error;
      }
    }
  } catch (error) {
    if (error instanceof joseErrors.JOSEError)
      throw new ApiError(401, error instanceof joseErrors.JWTExpired ? 'Your session has expired. Please sign in again.' : UNAUTHORIZED);
    throw error;
  }
  throw new ApiError(401, UNAUTHORIZED);
}

/**
 * The signed-in user behind an Authorization header: 401 without a live session, 403 when an admin has disabled the
 * account (every session stops working at once, without revoking them one by one).
 */
export async function authenticate(db: Database, secrets: Secrets, authorization: string | undefined | null): Promise<Viewer> {
  const token = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(authorization?.trim() ?? '')?.[1];
  if (!token) throw new ApiError(401, UNAUTHORIZED);
  const claims = await verifiedClaims(token, secrets);
  // Only strings are ids: a validly signed token with any other claim type is still not a session.
  if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string') throw new ApiError(401, UNAUTHORIZED);
  const now = new Date();
  const [row] = await db
    .select({ session: schema.sessions, user: schema.users })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(
      and(
        eq(schema.sessions.id, claims.jti),
        eq(schema.sessions.userId, claims.sub),
        isNull(schema.sessions.revokedAt),
        gt(schema.sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError(401, UNAUTHORIZED);
  if (row.user.disabledAt) throw new ApiError(403, ACCOUNT_DISABLED);
  // "Last active" for the devices list: written at most once an hour per session, not on every request.
  if (!row.session.lastSeenAt || now.getTime() - row.session.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS) {
    await db.update(schema.sessions).set({ lastSeenAt: now }).where(eq(schema.sessions.id, row.session.id));
  }
  return { user: row.user, sessionId: row.session.id };
}

const LAST_SEEN_PRECISION_MS = 3_600_000;

/** The devices signed in to an account: its live sessions, most recently active first (docs/product.md §3.15). */
export async function listSessions({ db, user, sessionId }: SignedInContext) {
  const now = new Date();
  const rows = await db
    .select()
    .from(schema.sessions)
    .where(and(eq(schema.sessions.userId, user.id), isNull(schema.sessions.revokedAt), gt(schema.sessions.expiresAt, now)))
    .orderBy(desc(schema.sessions.lastSeenAt), desc(schema.sessions.createdAt));
  return rows.map((session) => ({
    id: session.id,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: (session.lastSeenAt ?? session.createdAt).toISOString(),
    userAgent: session.userAgent,
    current: session.id === sessionId,
  }));
}

/** Signs one of the user's own devices out (this one included); someone else's session is not found. */
export async function revokeOwnSession({ db, user }: SignedInContext, { id }: { id: string }) {
  const [revoked] = await db
    .update(schema.sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(schema.sessions.id, id), eq(schema.sessions.userId, user.id), isNull(schema.sessions.revokedAt)))
    .returning({ id: schema.sessions.id });
  if (!revoked) throw new ApiError(404, 'Session not found');
}

export async function revokeSession(db: Database, sessionId: string) {
  await db.update(schema.sessions).set({ revokedAt: new Date() }).where(eq(schema.sessions.id, sessionId));
}

/** Signing out: the caller's own session ends. */
export async function signOut({ db, sessionId }: SignedInContext) {
  await revokeSession(db, sessionId);
}

/** Every session of the user but the one making the change: a statement, so a password change batches it. */
export function revokeOtherSessions(db: Database, userId: string, keepSessionId: string) {
  return db
    .update(schema.sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(schema.sessions.userId, userId), ne(schema.sessions.id, keepSessionId), isNull(schema.sessions.revokedAt)));
}

/** "Sign out everywhere else": every device but this one. */
export async function signOutOtherSessions({ db, user, sessionId }: SignedInContext) {
  await revokeOtherSessions(db, user.id, sessionId);
}

/** The user as the API shows it: never the password hash. */
export function publicUser(user: User) {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    isVerified: user.emailVerified,
    phone: user.phone,
    avatar: user.avatarUrl,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  };
}
export type PublicUser = ReturnType<typeof publicUser>;

/** The signed-in caller's own account, as the API shows it. */
export async function currentUser({ user }: SignedInContext): Promise<PublicUser> {
  return publicUser(user);
}
