import { parse, serialize } from 'hono/utils/cookie';

/*
 * D1 read replication (docs/decisions/018-read-replicas.md): every request reads through one D1 session, and the
 * session's starting point decides how fresh its reads are. A bookmark names a point in the database's history;
 * a session started from one reads at least that point, so a visitor who wrote carries the bookmark of their write
 * and their next requests read it, wherever the replica.
 */

/**
 * The cookie that carries a visitor's D1 bookmark after they wrote (issue 14, D1 read replication): their later
 * requests read at least what they wrote. Named here so the page cache (which a writer's requests bypass) and the
 * session middleware agree on it.
 */
export const BOOKMARK_COOKIE = 'cp_bookmark';

/** The same bookmark as a header, both ways, for clients without cookies; the name Cloudflare's D1 examples use. */
export const BOOKMARK_HEADER = 'X-D1-Bookmark';

/**
 * How long a browser keeps the cookie, in seconds: replicas normally trail the primary by moments, so a minute covers
 * them with room to spare; then the visitor's reads go back to the nearest replica without a constraint, and to the
 * page cache, whose copies live as long.
 */
export const BOOKMARK_MAX_AGE = 60;

/**
 * D1's bookmark form, e.g. `00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683` (the local binding's too).
 * A header or cookie is the client's to forge, and D1 documents no answer to other text (the local binding keeps any
 * text as the session's bookmark), so nothing else is passed to D1. Were D1 to change the form, writers' reads would
 * go to the primary: slower, never stale.
 */
const BOOKMARK_FORM = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

export const isBookmark = (value: string): boolean => BOOKMARK_FORM.test(value);

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A method that may change what the caller reads next: POST, PUT, PATCH, DELETE (tRPC mutations are POSTs). */
export const isWriteMethod = (method: string): boolean => !READ_ONLY_METHODS.has(method.toUpperCase());

/**
 * Where a request's D1 session starts.
 * - A signed-in request (an Authorization header) or a write starts at the primary ('first-primary'; the queries
 *   after the first read any replica that has caught up with it): a revoked session or a used code must stop working
 *   at once, not once a replica hears of it, and a write's checks must see the newest rows.
 * - A visitor's read with a bookmark (header or cookie; the newer when both) starts there.
 * - A bookmark not in D1's form starts at the primary, as fresh as any bookmark could ask, and is never an error.
 * - Any other read starts at the nearest replica ('first-unconstrained').
 */
export function sessionStart(request: Request): D1SessionBookmark | D1SessionConstraint {
  if (request.headers.has('authorization') || isWriteMethod(request.method)) return 'first-primary';
  const carried = carriedBookmarks(request.headers);
  if (carried.length === 0) return 'first-unconstrained';
  if (!carried.every(isBookmark)) return 'first-primary';
  // Bookmarks sort oldest to newest as text, so the greatest covers every write either one stands for.
  return carried.reduce((newest, bookmark) => (bookmark > newest ? bookmark : newest));
}

function carriedBookmarks(headers: Headers): string[] {
  const header = headers.get(BOOKMARK_HEADER)?.trim();
  const cookie = parse(headers.get('cookie') ?? '', BOOKMARK_COOKIE)[BOOKMARK_COOKIE]?.trim();
  return [header, cookie].filter((value): value is string => Boolean(value));
}

/**
 * The bookmark a response hands back: the session's latest after a write that succeeded, so the writer's next
 * requests read it. Reads hand none back, even those that count something on the way (a listing's views, a session's
 * last-seen time): nobody needs to read those back at once, and a visitor without the cookie is served from the
 * nearest replica and the page cache.
 */
export function bookmarkToReturn(method: string, status: number, latest: () => D1SessionBookmark | null): D1SessionBookmark | null {
  return isWriteMethod(method) && status < 400 ? latest() : null;
}

/** The Set-Cookie value for a bookmark: HttpOnly (no script reads it), Secure on https, SameSite=Lax, the whole site. */
export function bookmarkCookie(bookmark: D1SessionBookmark, secure: boolean): string {
  return serialize(BOOKMARK_COOKIE, bookmark, { httpOnly: true, secure, sameSite: 'Lax', path: '/', maxAge: BOOKMARK_MAX_AGE });
}
