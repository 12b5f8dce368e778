import { bodyLimit } from 'hono/body-limit';
import { JSON_BODY_LIMIT } from '../contracts/limits.ts';
import { UPLOAD_BODY_LIMIT, UPLOAD_FIELD, UPLOAD_MESSAGES } from '../contracts/media.ts';
import { ApiError } from '../lib/errors.ts';

/** The refusal of a body over the limit, in both doors' words (tRPC's is worker/trpc/http.ts). */
export const BODY_TOO_LARGE = `Request body is larger than ${JSON_BODY_LIMIT / 1024} KB`;

/** REST's body limit: a longer body is refused with the 413 envelope before anything reads it. */
export const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw new ApiError(413, BODY_TOO_LARGE);
  },
});

/**
 * A photo upload's body limit, in the words the photo checks use for a file over 5 MB (worker/services/image-upload.ts),
 * since that is what a body this large is: refused by its Content-Length before a byte is read, or, streamed without
 * one, as soon as it passes the limit.
 */
export const uploadBodyLimit = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT,
  onError: () => {
    throw new ApiError(413, UPLOAD_MESSAGES.tooLarge, [{ field: UPLOAD_FIELD, message: UPLOAD_MESSAGES.tooLarge }]);
  },
});
