import { getErrorShape, TRPCError } from '@trpc/server';
import type { ResponseMeta } from '@trpc/server/http';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { JSON_BODY_LIMIT } from '../contracts/limits.ts';
import { BODY_TOO_LARGE } from '../http/body-limit.ts';
import { ApiError } from '../lib/errors.ts';
import { appRouter } from './router.ts';

/**
 * The tRPC door's body limit, the same as REST's, refused before tRPC runs but in tRPC's wire shape (through the
 * error formatter of worker/trpc/init.ts), so that the client reads its message and status.
 */
export const trpcBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: (c) => {
    const error = new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: BODY_TOO_LARGE });
    const shape = getErrorShape({
      config: appRouter._def._config,
      error,
      type: 'unknown',
      path: undefined,
      input: undefined,
      ctx: undefined,
    });
    return c.json({ error: shape }, 413);
  },
});

/**
 * tRPC writes a refusal of the whole request (a batch over the cap, a content type it does not read) as JSON but
 * sends no content type, so that it goes out as text/plain: it is labelled as what it is.
 */
export const trpcErrorContentType = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status >= 400 && c.res.headers.get('content-type')?.startsWith('text/plain'))
    c.res.headers.set('content-type', 'application/json');
});

/**
 * The headers a refusal carries in REST (ApiError's: the 429's Retry-After) go on tRPC's response too. When two calls
 * of one batch are refused, the longer Retry-After is kept: the client retries the batch as a whole.
 */
export function trpcResponseMeta({ errors }: { errors: TRPCError[] }): ResponseMeta {
  const headers = new Headers();
  for (const { cause } of errors) {
    if (!(cause instanceof ApiError)) continue;
    for (const [name, value] of Object.entries(cause.headers)) {
      if (name.toLowerCase() === 'retry-after' && Number(headers.get(name)) > Number(value)) continue;
      headers.set(name, value);
    }
  }
  return { headers };
}
