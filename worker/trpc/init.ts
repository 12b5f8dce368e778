import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { z } from 'zod';
import type { Bindings, Database } from '../env.ts';
import { jwtSecret } from '../services/secrets.ts';
import { authenticate } from '../services/sessions.ts';
import { ApiError, type FieldError } from '../lib/errors.ts';
import { fieldErrors } from '../lib/validate.ts';

export interface TrpcContext {
  db: Database;
  env: Bindings;
  /** The request's origin, for absolute media URLs. */
  origin: string;
  /** The client's address, for rate limits. */
  ip: string;
  /** The Authorization header, for protected procedures. */
  authorization?: string | null;
  userAgent?: string | null;
  requestId: string;
}

const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** Field errors travel in `data.errors`, the same list the REST envelope carries. */
const t = initTRPC.context<TrpcContext>().create({
  errorFormatter({ shape, error }) {
    let errors: FieldError[] = [];
    if (error.cause instanceof ApiError) errors = error.cause.errors;
    else if (error.cause instanceof z.ZodError) errors = fieldErrors(error.cause);
    const message = error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : shape.message;
    return { ...shape, message, data: { ...shape.data, stack: undefined, errors } };
  },
});

/** Services throw ApiError; tRPC speaks TRPCError: translate once, here. */
const apiErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof ApiError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: CODE_BY_STATUS[cause.status] ?? 'INTERNAL_SERVER_ERROR', message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(apiErrors);

/** A valid bearer token of a live session, or UNAUTHORIZED; the user and session reach the procedure. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const { user, sessionId } = await authenticate(ctx.db, jwtSecret(ctx.env), ctx.authorization);
  return next({ ctx: { ...ctx, user, sessionId } });
});
export const createCallerFactory = t.createCallerFactory;
