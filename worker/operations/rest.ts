import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { PORTAL_ROLES } from '../contracts/roles.ts';
import type { AppEnv, RequestContext, SignedInContext } from '../env.ts';
import { requireRole, requireUser } from '../http/auth.ts';
import { validate } from '../http/validate.ts';
import type { z } from 'zod';
import type { Guard, Operation, Operations, RestBinding } from './operation.ts';

const GUARDS: Record<Exclude<Guard, 'public'>, MiddlewareHandler<AppEnv>> = {
  signedIn: requireUser,
  owner: requireRole(PORTAL_ROLES.owner),
  admin: requireRole(PORTAL_ROLES.admin),
};

/** The service's context: the request's, with the caller's session once the guard has found it. */
function contextFor(c: Context<AppEnv>, guard: Guard): RequestContext | SignedInContext {
  const ctx = c.get('ctx');
  return guard === 'public' ? ctx : { ...ctx, user: c.get('user'), sessionId: c.get('sessionId') };
}

/** A validator of one part of the input, as one of the route's handlers (Hono types each by what it reads). */
const check = (target: 'param' | 'query' | 'json', schema: z.ZodType) => validate(target, schema) as unknown as MiddlewareHandler<AppEnv>;

/** What the validators read, in one object as the operation takes it (operation.ts, RestBinding). */
function inputFrom(c: Context<AppEnv>, rest: RestBinding<unknown, unknown>): unknown {
  // The validators below have run for exactly the parts the binding names; Hono's types only know them per route.
  const valid = (target: 'param' | 'query' | 'json') => (c.req.valid as (target: string) => unknown)(target);
  if (!rest.params && !rest.query && !rest.body) return undefined;
  const body = rest.body ? valid('json') : undefined;
  const parts = [rest.params && valid('param'), rest.query && valid('query'), rest.bodyAs ? { [rest.bodyAs]: body } : body];
  const present = parts.filter((part) => part !== undefined);
  return present.length === 1 ? present[0] : Object.assign({}, ...present);
}

/**
 * The REST door of the operations mounted at `mount` (e.g. '/api/admin'): one route per operation with a REST
 * binding, its guard first, then its input's validators, then its service, then its envelope.
 */
export function restRoutes(mount: string, ...groups: Operations[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const operations of groups) {
    for (const operation of Object.values(operations) as Operation<Guard, unknown, unknown>[]) {
      const rest = operation.rest;
      if (!rest) continue;
      if (!rest.path.startsWith(mount)) throw new Error(`${rest.path} is not under ${mount}`);
      const handlers: MiddlewareHandler<AppEnv>[] = [];
      if (operation.guard !== 'public') handlers.push(GUARDS[operation.guard]);
      handlers.push(...(rest.before ?? []));
      if (rest.params) handlers.push(check('param', rest.params));
      if (rest.query) handlers.push(check('query', rest.query));
      if (rest.body) handlers.push(check('json', rest.body));
      const path = rest.path.slice(mount.length) || '/';
      const answer: MiddlewareHandler<AppEnv> = async (c) => {
        const input = inputFrom(c, rest);
        const output = await operation.run(contextFor(c, operation.guard), input);
        if (rest.respond) return rest.respond(c, output, input);
        const envelope = rest.reply ? rest.reply(output, input) : { data: output };
        const status = typeof rest.status === 'function' ? rest.status(output) : (rest.status ?? 200);
        return c.json({ status: 'success' as const, ...envelope }, status);
      };
      app.on(rest.method.toUpperCase(), [path], ...handlers, answer);
    }
  }
  return app;
}
