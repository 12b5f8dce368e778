import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { jwtSecret } from '../services/secrets.ts';
import { authenticate } from '../services/sessions.ts';

/** Authenticated routes: a valid bearer token of a live session, or a 401 envelope. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { user, sessionId } = await authenticate(c.get('db'), jwtSecret(c.env), c.req.header('authorization'));
  c.set('user', user);
  c.set('sessionId', sessionId);
  await next();
});
