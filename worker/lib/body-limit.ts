import { bodyLimit } from 'hono/body-limit';
import { JSON_BODY_LIMIT } from '../contracts/limits.ts';
import { ApiError } from './errors.ts';

/** The refusal of a body over the limit, in both doors' words (tRPC's is worker/trpc/http.ts). */
export const BODY_TOO_LARGE = `Request body is larger than ${JSON_BODY_LIMIT / 1024} KB`;

/** REST's body limit: a longer body is refused with the 413 envelope before anything reads it. */
export const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw new ApiError(413, BODY_TOO_LARGE);
  },
});
