import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { z } from 'zod';
import { PORTAL_ROLES } from '../contracts/roles.ts';
import { requireRole, requireViewer } from '../services/access.ts';
import { ApiError, type FieldError } from '../lib/errors.ts';
import { fieldErrors, firstFieldMessage } from '../http/validate.ts';
import type { RequestContext } from '../env.ts';
import type { Guard } from '../operations/operation.ts';

/** Every procedure sees the request's context, the same object REST handlers get (worker/services/context.ts). */
export type TrpcContext = RequestContext;

/** A derived procedure carries its operation's guard (worker/operations/trpc.ts), which tests/worker/route-guards.test.ts reads. */
export interface ProcedureMeta {
  guard?: Guard;
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
const t = initTRPC
  .context<TrpcContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      let errors: FieldError[] = [];
      let message = error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : shape.message;
      if (error.cause instanceof ApiError) errors = error.cause.errors;
      else if (error.cause instanceof z.ZodError && error.code === 'BAD_REQUEST') {
        // An input's issues (an output's are a bug, kept inside). Not zod's message, every issue as JSON, but the
        // REST validator's (worker/http/validate.ts).
        errors = fieldErrors(error.cause);
        message = firstFieldMessage(errors);
      }
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
export const mergeRouters = t.mergeRouters;
export const publicProcedure = t.procedure.use(apiErrors);

/** A valid bearer token of a live session, or UNAUTHORIZED; the user and session reach the procedure. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const { user, sessionId } = await requireViewer(ctx);
  return next({ ctx: { user, sessionId } });
});

/** Owners run their own businesses (each call also checks `assertOwns`); admins may act for any owner. */
export const ownerProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const { user, sessionId } = await requireRole(ctx, PORTAL_ROLES.owner);
  return next({ ctx: { user, sessionId } });
});

export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const { user, sessionId } = await requireRole(ctx, PORTAL_ROLES.admin);
  return next({ ctx: { user, sessionId } });
});

export const createCallerFactory = t.createCallerFactory;
