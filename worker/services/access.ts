import { eq } from 'drizzle-orm';
import { PORTAL_ROLES, type Role } from '../contracts/roles.ts';
import * as schema from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { SIGN_IN_REQUIRED } from './sessions.ts';
import type { RequestContext, Viewer } from '../env.ts';
/**
 * Who may do what, in one place: every REST sub-app and tRPC procedure that is not on the public allow-list goes
 * through these (tests/worker/route-guards.test.ts walks the routers to prove it).
 */

export const NOT_ALLOWED = 'You do not have permission to do this.';

/** The signed-in caller, or the 401 (or 403 for a disabled account) that explains why not. */
export async function requireViewer(ctx: RequestContext): Promise<Viewer> {
  const viewer = await ctx.viewer();
  if (viewer) return viewer;
  throw (await ctx.authFailure()) ?? new ApiError(401, SIGN_IN_REQUIRED);
}

/** The signed-in caller if their role is one of `roles`: 401 for visitors, 403 for anyone else. */
export async function requireRole(ctx: RequestContext, roles: readonly Role[]): Promise<Viewer> {
  const viewer = await requireViewer(ctx);
  if (!roles.includes(viewer.user.role)) throw new ApiError(403, NOT_ALLOWED);
  return viewer;
}

/**
 * The caller runs this business: its owner, or an admin. A business that does not exist is 404; someone else's is
 * 403 for owners, so ids cannot be probed by anyone without the owner role either way.
 */
export async function assertOwns(ctx: RequestContext, businessId: string): Promise<Viewer> {
  const viewer = await requireRole(ctx, PORTAL_ROLES.owner);
  const [business] = await ctx.db
    .select({ ownerId: schema.businesses.ownerId })
    .from(schema.businesses)
    .where(eq(schema.businesses.id, businessId))
    .limit(1);
  if (!business) throw new ApiError(404, 'Business not found');
  if (viewer.user.role !== 'admin' && business.ownerId !== viewer.user.id) throw new ApiError(403, NOT_ALLOWED);
  return viewer;
}
