import type { Context } from 'hono';
import type { AppEnv, Database } from '../env.ts';
import { clientIp } from '../services/rate-limit.ts';
import type { TrpcContext } from './init.ts';

/** What every procedure sees, for a call over HTTP or from the server renderer in the same request. */
export function trpcContext(c: Context<AppEnv>, db: Database): TrpcContext {
  return {
    db,
    env: c.env,
    origin: new URL(c.req.url).origin,
    ip: clientIp(c.req.raw.headers),
    authorization: c.req.header('authorization') ?? null,
    userAgent: c.req.header('user-agent') ?? null,
    requestId: c.get('requestId'),
  };
}
