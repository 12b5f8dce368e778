import { preconditionFailed, readConditions, revalidationHeaders } from '../lib/conditional.ts';
import { ApiError } from '../lib/errors.ts';

/**
 * Keys whose file name carries a content hash never change, so browsers may keep them for a year: the seed's
 * `name-<hash>.svg` and uploads' `businesses/<id>/<hash>.jpg` (worker/services/image-upload.ts, contentHashKey).
 */
const CONTENT_HASHED = /[-/][0-9a-f]{16,}\.[a-z0-9]+$/;

export function mediaCacheControl(key: string): string {
  return CONTENT_HASHED.test(key) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/** Only plain relative keys: no leading slash, no dot segments, no backslashes. */
export function isSafeMediaKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    !key.startsWith('/') &&
    !key.includes('\\') &&
    key.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

/**
 * Streams an R2 object with its stored content type and ETag. Conditions are read first (worker/lib/conditional.ts):
 * R2 throws on a malformed one, which is ignored instead. R2 evaluates If-None-Match and If-Modified-Since (304) so
 * revalidation costs no body; If-Match and If-Unmodified-Since, which come first and answer 412, are checked here.
 */
export async function serveMedia(bucket: R2Bucket, key: string, requestHeaders: Headers): Promise<Response> {
  if (!isSafeMediaKey(key)) throw new ApiError(404, 'Media not found');
  const conditions = readConditions(requestHeaders);
  const object = await bucket.get(key, { onlyIf: revalidationHeaders(conditions) });
  if (!object) throw new ApiError(404, 'Media not found');
  if (preconditionFailed(conditions, object.httpEtag, object.uploaded)) {
    if ('body' in object) await object.body.cancel();
    throw new ApiError(412, 'Precondition failed: the media has changed');
  }

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', mediaCacheControl(key));
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/octet-stream');

  if (!('body' in object)) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(object.size));
  return new Response(object.body, { status: 200, headers });
}
