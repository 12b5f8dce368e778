import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { requireRole as requireRoleOf, requireViewer } from '../services/access.ts';
import type { Role } from '../contracts/roles.ts';

/** REST routes for any signed-in user: a live session, or the 401 envelope; the user and session reach the handler. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { user, sessionId } = await requireViewer(c.get('ctx'));
  c.set('user', user);
  c.set('sessionId', sessionId);
  await next();
});

/** REST sub-apps of a portal (`.use(requireRole(PORTAL_ROLES.admin))`): 401 for visitors, 403 for any other role. */
export function requireRole(roles: readonly Role[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { user, sessionId } = await requireRoleOf(c.get('ctx'), roles);
    c.set('user', user);
    c.set('sessionId', sessionId);
    await next();
  });
}
