import { Hono } from 'hono';
import { PORTAL_ROLES } from '../../contracts/roles.ts';
import type { AppEnv } from '../../env.ts';
import { requireRole } from '../../lib/auth.ts';
import { auditRoutes } from './audit.ts';
import { businessesRoutes } from './businesses.ts';
import { catalogueRoutes } from './catalogue.ts';
import { decisionsRoutes } from './decisions.ts';
import { moderationRoutes } from './moderation.ts';
import { queueRoutes } from './queue.ts';
import { usersRoutes } from './users.ts';

/**
 * Issue 13, the admin area's REST door, mounted at /api/admin: every path under it is for admins only, so the role is
 * checked once here, before any validator reads the request (visitors 401, other roles 403).
 */
export const adminRoutes = new Hono<AppEnv>()
  .use('*', requireRole(PORTAL_ROLES.admin))
  .route('/', queueRoutes)
  .route('/', businessesRoutes)
  .route('/', decisionsRoutes)
  .route('/', moderationRoutes)
  .route('/', usersRoutes)
  .route('/', auditRoutes)
  .route('/', catalogueRoutes);
