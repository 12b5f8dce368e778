import { Hono } from 'hono';
import { PORTAL_ROLES } from '../../contracts/roles.ts';
import type { AppEnv } from '../../env.ts';
import { requireRole } from '../../http/auth.ts';
import { auditOperations } from '../../operations/admin/audit.ts';
import { businessOperations } from '../../operations/admin/businesses.ts';
import { claimDecisionOperations } from '../../operations/admin/claim-decisions.ts';
import { editDecisionOperations } from '../../operations/admin/edit-decisions.ts';
import { listingDecisionOperations } from '../../operations/admin/listing-decisions.ts';
import { moderationOperations } from '../../operations/admin/moderation.ts';
import { photoDecisionOperations } from '../../operations/admin/photo-decisions.ts';
import { queueOperations } from '../../operations/admin/queue.ts';
import { userOperations } from '../../operations/admin/users.ts';
import { restRoutes } from '../../operations/rest.ts';
import { catalogueRoutes } from './catalogue.ts';

/**
 * Issue 13, the admin area's REST door, mounted at /api/admin: every path under it is for admins only, so the role is
 * checked once here, before any validator reads the request (visitors 401, other roles 403). Its routes are derived
 * from the operations (worker/operations/admin/), the catalogue's with its banner uploads in ./catalogue.ts.
 */
export const adminRoutes = new Hono<AppEnv>()
  .use('*', requireRole(PORTAL_ROLES.admin))
  .route(
    '/',
    restRoutes(
      '/api/admin',
      queueOperations,
      businessOperations,
      listingDecisionOperations,
      editDecisionOperations,
      claimDecisionOperations,
      photoDecisionOperations,
      moderationOperations,
      userOperations,
      auditOperations,
    ),
  )
  .route('/', catalogueRoutes);
