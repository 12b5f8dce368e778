import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/errors.ts';
import { decodePathPart } from '../lib/url-path.ts';
import { serveMedia } from '../services/media.ts';
import { PRIVATE_MEDIA_PREFIX } from '../services/owner/claims.ts';

const MALFORMED_KEY = 'Media key is not valid percent-encoded UTF-8';

/**
 * The key is decoded once, by Hono's param(). It leaves escapes that are not UTF-8 as they were, so that
 * `/media/%E0%A4%A` would look up the key `%E0%A4%A` (which `/media/%25E0%25A4%25A` names): such a path is refused.
 * The pattern is `[\s\S]`, not `.`, which stops at a line break that an escape (`%0A`) puts in the routed path.
 */
export const mediaRoutes = new Hono<AppEnv>().get('/:key{[\\s\\S]+}', (c) => {
  if (decodePathPart(new URL(c.req.url).pathname) === null) {
    throw new ApiError(400, MALFORMED_KEY, [{ field: 'key', message: MALFORMED_KEY }]);
  }
  const key = c.req.param('key');
  // Claim documents live in the private DOCUMENTS bucket, never this one; a media bucket that still holds some from
  // before they moved (README, Deploying) must not serve them either.
  if (key.startsWith(PRIVATE_MEDIA_PREFIX)) throw new ApiError(404, 'Media not found');
  return serveMedia(c.env.MEDIA, key, c.req.raw.headers);
});
